import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import type { UserDTO } from '@conecta/common';

/** First-name initial and first name, linking to the profile (spec §2 Header). */
export function UserChip({ user, onClick }: { user: UserDTO; onClick?: () => void }) {
  const initial = user.firstName.trim().charAt(0).toUpperCase() || '?';
  return (
    <Button
      href="/profile"
      color="inherit"
      onClick={onClick}
      startIcon={
        <Avatar src={user.profileThumbnailUrl ?? user.profileImageUrl ?? undefined} alt="" sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: '0.95rem' }}>
          {initial}
        </Avatar>
      }
      sx={{ maxWidth: 220, justifyContent: 'flex-start' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.firstName}</span>
    </Button>
  );
}
