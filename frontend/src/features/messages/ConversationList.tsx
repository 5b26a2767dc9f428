/** Left side of /messages (spec §2): one line per conversation, newest first, with my unread count. */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { ConversationSummaryDTO } from '@conecta/common';
import { SectionLoader, ErrorState } from '../../components/ListStates';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatDate } from '../../lib/format';
import { initials, unreadLabel } from './messageText';

interface Props {
  conversations: ConversationSummaryDTO[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (userId: string) => void;
}

export function ConversationList({ conversations, isLoading, isError, onRetry, selectedId, onSelect }: Props) {
  if (isLoading) return <SectionLoader label="Carregando conversas..." />;
  if (isError && !conversations) {
    return (
      <Box sx={{ p: 2 }}>
        <ErrorState message="Não foi possível carregar as conversas." onRetry={onRetry} />
      </Box>
    );
  }
  if (!conversations || conversations.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        Nenhuma conversa ainda
      </Typography>
    );
  }

  return (
    <List disablePadding aria-label="Conversas">
      {/* ul > li > button: a list's children must be list items. */}
      {conversations.map((c) => (
        <ListItem key={c.userId} disablePadding>
          <ListItemButton
            selected={c.userId === selectedId}
            aria-current={c.userId === selectedId ? 'true' : undefined}
            onClick={() => onSelect(c.userId)}
            sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Avatar src={c.userImage ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
              {initials(c.userName)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: c.unreadCount > 0 ? 700 : 600, flex: 1 }} noWrap>
                  {c.userName}
                </Typography>
                <Typography component="time" dateTime={c.lastMessageDate} variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {formatDate(c.lastMessageDate)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
                  {c.lastMessage}
                </Typography>
                {c.unreadCount > 0 ? (
                  <>
                    <Box
                      component="span"
                      aria-hidden
                      data-testid="conversation-unread"
                      sx={{
                        bgcolor: 'error.main',
                        color: 'error.contrastText',
                        borderRadius: 10,
                        minWidth: 20,
                        height: 20,
                        px: 0.75,
                        fontSize: 12,
                        fontWeight: 700,
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        flexShrink: 0,
                      }}
                    >
                      {c.unreadCount > 99 ? '99+' : c.unreadCount}
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
                      {unreadLabel(c.unreadCount)}
                    </Box>
                  </>
                ) : null}
              </Box>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
