/**
 * The hero's search box (spec §2 Home): focusing it opens a menu of four
 * choices; submitting a non-empty trimmed term goes to /search?q={term}.
 * The menu is a list of links under the box: Arrow Down moves into it,
 * Escape closes it, and it closes when focus leaves the whole widget.
 */
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_TERM_RULE, fieldError } from '@conecta/common';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { focusRing } from '../../components/focusRing';

/** The four choices, with MUI's list and their icons: code a visitor only needs once the box is focused. */
const HeroSearchMenu = lazy(() => import('./HeroSearchMenu'));

export function HeroSearch() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // Each Arrow Down from the box asks the menu to focus its first choice.
  const [focusRequests, setFocusRequests] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  // Escape inside the menu returns focus to the box without reopening the menu.
  const keepClosed = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fieldError(SEARCH_TERM_RULE, term)) return;
    void navigate(`/search?q=${encodeURIComponent(term.trim())}`);
  };

  const close = () => {
    setOpen(false);
    setFocusRequests(0);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const onInputKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      // The menu may still be on its way: it moves focus to its first choice once it is there.
      setOpen(true);
      setFocusRequests((count) => count + 1);
    } else if (event.key === 'Escape') {
      close();
    }
  };

  const onMenuEscape = () => {
    close();
    keepClosed.current = true;
    inputRef.current?.focus();
  };

  return (
    <Box component="form" role="search" onSubmit={submit} onBlur={onBlur} sx={{ position: 'relative', maxWidth: 640, mx: 'auto', mt: 4 }}>
      <Paper elevation={4} sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 0.75, pl: 2 }}>
        <SearchIcon aria-hidden color="action" />
        {/* A plain input: MUI's InputBase (with its textarea autosizing, ~3.4 KB brotli) would add
            nothing a one-line box in a Paper needs, and the home's first load carries it (issue 14). */}
        <Box
          component="input"
          ref={inputRef}
          value={term}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setTerm(event.target.value)}
          onFocus={() => {
            if (keepClosed.current) keepClosed.current = false;
            else setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onInputKey}
          placeholder="O que você procura?"
          aria-label="Buscar vagas, cursos, eventos e profissionais"
          // A search box that opens a menu is a combobox: a plain searchbox may not carry aria-expanded.
          role="combobox"
          aria-expanded={open}
          // Only while the list is in the page: an id reference to nothing is invalid ARIA.
          aria-controls={open ? menuId : undefined}
          aria-haspopup="true"
          type="search"
          // Longer is refused by the server ('Busca deve ter no máximo 100 caracteres').
          maxLength={SEARCH_TERM_RULE.max}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            border: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: '1rem',
            py: 1,
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
            '&:focus': { outline: 0 },
            '&:focus-visible': focusRing,
          }}
        />
        <Button type="submit" variant="contained">
          Buscar
        </Button>
      </Paper>
      {open ? (
        <Suspense fallback={null}>
          <HeroSearchMenu id={menuId} focusRequests={focusRequests} onChoose={close} onEscape={onMenuEscape} />
        </Suspense>
      ) : null}
    </Box>
  );
}
