/**
 * The hero's search box (spec §2 Home): focusing it opens a menu of four
 * choices; submitting a non-empty trimmed term goes to /search?q={term}.
 * The menu is a list of links under the box: Arrow Down moves into it,
 * Escape closes it, and it closes when focus leaves the whole widget.
 */
import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_TERM_RULE, fieldError } from '@conecta/common';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import SchoolIcon from '@mui/icons-material/School';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const CHOICES = [
  { to: '/profissionais', label: 'Encontrar um profissional ou empresa', icon: <GroupsIcon /> },
  { to: '/vagas', label: 'Encontrar uma vaga ou estágio', icon: <BusinessCenterIcon /> },
  { to: '/auth', label: 'Cadastrar a mim ou minha empresa', icon: <HowToRegIcon /> },
  { to: '/cursos', label: 'Aprimorar meus conhecimentos', icon: <SchoolIcon /> },
] as const;

export function HeroSearch() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Escape inside the menu returns focus to the box without reopening the menu.
  const keepClosed = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fieldError(SEARCH_TERM_RULE, term)) return;
    void navigate(`/search?q=${encodeURIComponent(term.trim())}`);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const focusChoice = (index: number) => {
    const links = menuRef.current?.querySelectorAll<HTMLElement>('a');
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onInputKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusChoice(0));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const links = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusChoice(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusChoice(index - 1);
    } else if (event.key === 'Escape') {
      setOpen(false);
      keepClosed.current = true;
      inputRef.current?.focus();
    }
  };

  return (
    <Box component="form" role="search" onSubmit={submit} onBlur={onBlur} sx={{ position: 'relative', maxWidth: 640, mx: 'auto', mt: 4 }}>
      <Paper elevation={4} sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 0.75, pl: 2 }}>
        <SearchIcon aria-hidden color="action" />
        <InputBase
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          inputRef={inputRef}
          onFocus={() => {
            if (keepClosed.current) keepClosed.current = false;
            else setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onInputKey}
          placeholder="O que você procura?"
          sx={{ flexGrow: 1, minWidth: 0 }}
          inputProps={{
            'aria-label': 'Buscar vagas, cursos, eventos e profissionais',
            // A search box that opens a menu is a combobox: a plain searchbox may not carry aria-expanded.
            role: 'combobox',
            'aria-expanded': open,
            // Only while the list is in the page: an id reference to nothing is invalid ARIA.
            'aria-controls': open ? menuId : undefined,
            'aria-haspopup': 'true',
            type: 'search',
            // Longer is refused by the server ('Busca deve ter no máximo 100 caracteres').
            maxLength: SEARCH_TERM_RULE.max,
          }}
        />
        <Button type="submit" variant="contained">
          Buscar
        </Button>
      </Paper>
      {open ? (
        <Paper elevation={8} sx={{ position: 'absolute', left: 0, right: 0, top: 'calc(100% + 6px)', zIndex: 10, textAlign: 'left' }}>
          <List id={menuId} ref={menuRef} aria-label="O que você quer fazer?" onKeyDown={onMenuKey} dense>
            {CHOICES.map((choice) => (
              <li key={choice.to}>
                <ListItemButton href={choice.to} onClick={() => setOpen(false)}>
                  <ListItemIcon sx={{ color: 'primary.main', minWidth: 40 }}>{choice.icon}</ListItemIcon>
                  <ListItemText primary={choice.label} slotProps={{ primary: { sx: { color: 'text.primary', fontWeight: 500 } } }} />
                </ListItemButton>
              </li>
            ))}
          </List>
        </Paper>
      ) : null}
    </Box>
  );
}
