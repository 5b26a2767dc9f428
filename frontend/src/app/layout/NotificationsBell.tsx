/**
 * Bell with the count of notifications pushed since this tab signed in. Opening
 * it marks them seen; an item with a link navigates there.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../hooks';
import { notificationsSeen } from '../../features/notifications/notificationsSlice';

export function NotificationsBell() {
  const { items, unread } = useAppSelector((state) => state.notifications);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const label = unread > 0 ? `Notificações: ${unread} não lidas` : 'Notificações';

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? 'menu-notificacoes' : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          dispatch(notificationsSeen());
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu id="menu-notificacoes" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.length === 0 ? (
          <MenuItem disabled>
            <Typography variant="body2">Nenhuma notificação nova</Typography>
          </MenuItem>
        ) : (
          items.map((n) => (
            <MenuItem
              key={n.id}
              sx={{ maxWidth: 340, whiteSpace: 'normal' }}
              onClick={() => {
                setAnchor(null);
                if (n.link) void navigate(n.link);
              }}
            >
              <ListItemText primary={n.title} secondary={n.body} />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}
