/**
 * The header's 'Mensagens' button (signed-in users only): links to /messages and
 * shows my unread total (GET /api/messages/unread), kept live by the socket's
 * unread:updated. Like the bell, the count is the button's accessible
 * description, since a badge's digits inside a labelled button are not read out.
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
    <IconButton color="inherit" href="/messages" aria-label="Mensagens" aria-describedby={unread > 0 ? descriptionId : undefined}>
      <Badge badgeContent={unread} color="error" max={99}>
        <ChatIcon />
      </Badge>
      {unread > 0 ? (
        <Box component="span" id={descriptionId} sx={visuallyHidden}>
          {unreadLabel(unread)}
        </Box>
      ) : null}
    </IconButton>
  );
}
