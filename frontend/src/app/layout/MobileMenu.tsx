/**
 * The navigation below the `lg` breakpoint: a right-hand drawer with every
 * header link and the account actions. MUI's Drawer traps focus, closes on Esc
 * and returns focus to the toggle, so it is fully keyboard-usable.
 */
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { UserDTO } from '@conecta/common';
import { MOBILE_MENU_ID, isActivePath, type NavItem } from './navigation';
import { UserChip } from './UserChip';

interface Props {
  open: boolean;
  onClose: () => void;
  items: readonly NavItem[];
  pathname: string;
  user: UserDTO | null;
  onSignOut: () => void;
  isSigningOut: boolean;
}

export default function MobileMenu({ open, onClose, items, pathname, user, onSignOut, isSigningOut }: Props) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: MOBILE_MENU_ID, sx: { width: 'min(300px, 85vw)' } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Fechar menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Menu principal">
        <List>
          {items.map((item) => {
            const active = isActivePath(pathname, item.to);
            return (
              <ListItem key={item.to} disablePadding>
                <ListItemButton href={item.to} selected={active} aria-current={active ? 'page' : undefined} onClick={onClose}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {user ? (
          <>
            <UserChip user={user} onClick={onClose} />
            <Button
              variant="outlined"
              startIcon={<LogoutIcon />}
              disabled={isSigningOut}
              onClick={() => {
                onClose();
                onSignOut();
              }}
            >
              Sair
            </Button>
          </>
        ) : (
          <Button variant="contained" href="/auth" onClick={onClose}>
            Login/Cadastre-se
          </Button>
        )}
      </Box>
    </Drawer>
  );
}
