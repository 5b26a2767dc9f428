/**
 * A search box that commits its text on submit (Enter or the button), so the
 * URL changes once per search rather than on every key. The draft follows the
 * URL when it changes elsewhere (clear-all, back button): the parent remounts
 * it with `key={committed}`.
 *
 * TextField's own parts (FormControl, InputLabel, OutlinedInput), not TextField: TextField imports
 * Select, and with it Menu, Popover and Modal — ~12 KB (brotli) of a page's first load for a box
 * that never opens a list (issue 14).
 */
import { useState, type FormEvent } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export function SearchField({
  id,
  label,
  placeholder,
  committed,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder?: string;
  committed: string;
  onSearch: (text: string) => void;
}) {
  const [draft, setDraft] = useState(committed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexGrow: 1, minWidth: 0 }}>
      <FormControl size="small" fullWidth>
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          type="search"
          label={label}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          }
        />
      </FormControl>
      <Button type="submit" variant="contained">
        Buscar
      </Button>
    </Box>
  );
}
