/**
 * The hero search's menu (HeroSearch.tsx): four links under the box. Arrow Down and Up move
 * between them, Escape closes the menu and returns to the box. Its own chunk: a visitor loads it
 * when the box is first focused, not with the home (issue 14).
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import SchoolIcon from '@mui/icons-material/School';
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

export default function HeroSearchMenu({
  id,
  focusRequests,
  onChoose,
  onEscape,
}: {
  id: string;
  /** Grows with each Arrow Down in the box: focus the first choice (also when it arrives after the menu). */
  focusRequests: number;
  onChoose: () => void;
  onEscape: () => void;
}) {
  const menuRef = useRef<HTMLUListElement>(null);

  const focusChoice = (index: number) => {
    const links = menuRef.current?.querySelectorAll<HTMLElement>('a');
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  useEffect(() => {
    if (focusRequests > 0) focusChoice(0);
  }, [focusRequests]);

  const onKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusChoice(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusChoice(index - 1);
    } else if (event.key === 'Escape') {
      onEscape();
    }
  };

  return (
    <Paper elevation={8} sx={{ position: 'absolute', left: 0, right: 0, top: 'calc(100% + 6px)', zIndex: 10, textAlign: 'left' }}>
      <List id={id} ref={menuRef} aria-label="O que você quer fazer?" onKeyDown={onKeyDown} dense>
        {CHOICES.map((choice) => (
          <li key={choice.to}>
            <ListItemButton href={choice.to} onClick={onChoose}>
              <ListItemIcon sx={{ color: 'primary.main', minWidth: 40 }}>{choice.icon}</ListItemIcon>
              <ListItemText primary={choice.label} slotProps={{ primary: { sx: { color: 'text.primary', fontWeight: 500 } } }} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}
