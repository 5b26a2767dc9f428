/**
 * The header bell (signed-in users only): the server's latest notifications and
 * unread count (GET /api/notifications), kept live by socket pushes. Opening the
 * menu marks everything read; an item with a link navigates there.
 *
 * The button's name stays 'Notificações'; the unread count is its accessible
 * description, because the badge's digits inside a labelled button are not read out.
 */
import { useId, useState, type MouseEvent } from 'react';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { NotificationDTO } from '@conecta/common';
import { LinkBehavior } from '../../components/LinkBehavior';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '../../features/notifications/notificationsApi';
import { formatDateTime } from '../../lib/format';

function unreadText(count: number): string {
  return count === 1 ? '1 não lida' : `${count} não lidas`;
}

export function NotificationsBell() {
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationsReadMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Unread when the menu opened: still highlighted after marking read flips their flag.
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const buttonId = useId();
  const menuId = useId();
  const descriptionId = useId();

  const unread = data?.unreadCount ?? 0;
  const open = anchor !== null;

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setFreshIds(new Set(data?.items.filter((n) => !n.read).map((n) => n.id)));
    if (unread > 0) void markRead();
  };

  const closeMenu = () => {
    setAnchor(null);
    // Whatever arrived while the list was open has been seen too.
    if (unread > 0) void markRead();
  };

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-describedby={unread > 0 ? descriptionId : undefined}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? true : undefined}
        onClick={openMenu}
      >
        {/* Named by its own text, not aria-label (label in name, WCAG 2.5.3: see MessagesButton). */}
        <Box component="span" sx={visuallyHidden}>
          Notificações
        </Box>
        <Badge badgeContent={unread} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
          <NotificationsIcon />
        </Badge>
        {unread > 0 ? (
          <Box component="span" id={descriptionId} aria-hidden sx={visuallyHidden}>
            {unreadText(unread)}
          </Box>
        ) : null}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={closeMenu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 360, maxWidth: 'calc(100% - 32px)', maxHeight: '70vh' } },
          list: { 'aria-labelledby': buttonId, dense: true },
        }}
      >
        {menuContent()}
      </Menu>
    </>
  );

  function menuContent() {
    if (isLoading) {
      return (
        <MenuItem disabled sx={{ gap: 1.5 }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">Carregando notificações...</Typography>
        </MenuItem>
      );
    }
    if (isError && !data) {
      return (
        <MenuItem onClick={() => void refetch()} sx={{ whiteSpace: 'normal' }}>
          <Typography variant="body2">Não foi possível carregar as notificações. Tentar novamente</Typography>
        </MenuItem>
      );
    }
    if (!data || data.items.length === 0) {
      return (
        <MenuItem disabled>
          <Typography variant="body2">Nenhuma notificação</Typography>
        </MenuItem>
      );
    }
    return data.items.map((n) => <NotificationItem key={n.id} notification={n} fresh={freshIds.has(n.id) || !n.read} onClick={closeMenu} />);
  }
}

function NotificationItem({ notification: n, fresh, onClick }: { notification: NotificationDTO; fresh: boolean; onClick: () => void }) {
  const content = (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
        {fresh ? (
          <Box component="span" sx={visuallyHidden}>
            Não lida:{' '}
          </Box>
        ) : null}
        {n.title}
      </Typography>
      <Typography variant="body2" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {n.body}
      </Typography>
      <Typography variant="caption" component="time" dateTime={n.createdAt} color="text.secondary">
        {formatDateTime(n.createdAt)}
      </Typography>
    </Box>
  );
  const sx = {
    whiteSpace: 'normal',
    alignItems: 'flex-start',
    py: 1,
    borderLeft: 3,
    borderColor: fresh ? 'primary.main' : 'transparent',
  } as const;

  if (n.link) {
    return (
      <MenuItem component={LinkBehavior} href={n.link} onClick={onClick} sx={sx}>
        {content}
      </MenuItem>
    );
  }
  return (
    <MenuItem onClick={onClick} sx={sx}>
      {content}
    </MenuItem>
  );
}
