/** A labelled native select whose first option 'Todas' means "no filter" (spec §5). */
import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string;
  label: string;
}

export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  allLabel = 'Todas',
}: {
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  allLabel?: string;
}) {
  return (
    <TextField
      id={id}
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
