/**
 * The header's 'Mensagens' button (signed-in users only): links to /messages and
 * shows my unread total (GET /api/messages/unread), kept live by the socket's
 * unread:updated. Like the bell, the count is the button's accessible
 * description, since a badge's digits inside a labelled button are not read out.
 * The name comes from the button's own (visually hidden) text, not aria-label:
 * a label that leaves out the visible badge digits fails WCAG 2.5.3 (label in
 * name), so the digits and the description are hidden from the name instead.
 */
import { useId } from 'react';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useGetUnreadQuery } from '../../features/messages/messagesApi';
import { unreadLabel } from '../../features/messages/messageText';

export function MessagesButton() {
  const { data } = useGetUnreadQuery();
  const descriptionId = useId();
  const unread = data?.total ?? 0;

  return (
    <IconButton color="inherit" href="/messages" aria-describedby={unread > 0 ? descriptionId : undefined}>
      <Box component="span" sx={visuallyHidden}>
        Mensagens
      </Box>
      <Badge badgeContent={unread} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
        <ChatIcon />
      </Badge>
      {unread > 0 ? (
        <Box component="span" id={descriptionId} aria-hidden sx={visuallyHidden}>
          {unreadLabel(unread)}
        </Box>
      ) : null}
    </IconButton>
  );
}
