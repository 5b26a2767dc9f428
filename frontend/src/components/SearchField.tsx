/**
 * A search box that commits its text on submit (Enter or the button), so the
 * URL changes once per search rather than on every key. The draft follows the
 * URL when it changes elsewhere (clear-all, back button): the parent remounts
 * it with `key={committed}`.
 */
import { useState, type FormEvent } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

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
      <TextField
        id={id}
        type="search"
        size="small"
        fullWidth
        label={label}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained">
        Buscar
      </Button>
    </Box>
  );
}
