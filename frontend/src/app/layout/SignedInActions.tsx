/**
 * The header's signed-in controls: Mensagens, the bell, the user chip and 'Sair'. Their own chunk
 * (Badge, Menu, Popover, Avatar and the two live queries), so a visitor never downloads them.
 */
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UserDTO } from '@conecta/common';
import { MessagesButton } from './MessagesButton';
import { NotificationsBell } from './NotificationsBell';
import { UserChip } from './UserChip';

interface Props {
  user: UserDTO;
  onSignOut: () => void;
  isSigningOut: boolean;
}

export default function SignedInActions({ user, onSignOut, isSigningOut }: Props) {
  return (
    <>
      <MessagesButton />
      <NotificationsBell />
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
        <UserChip user={user} />
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={onSignOut} disabled={isSigningOut}>
          Sair
        </Button>
      </Box>
    </>
  );
}
