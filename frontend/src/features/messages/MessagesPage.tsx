/**
 * /messages (spec §2 Messages; issue 5): signed-in only. The selected
 * conversation lives in the URL (`?user=<id>`, the directory's 'Contatar'), so
 * it opens — or starts, named from the public profile — that conversation.
 * Desktop: list and thread side by side in a 600 px panel (spec §9); a phone
 * (≤ 600 px wide) shows the list or the thread, with a back button.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SectionLoader } from '../../components/ListStates';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useCurrentUser } from '../auth/session';
import { useGetDirectoryEntryQuery } from '../directory/directoryApi';
import { displayName } from '../directory/directoryLinks';
import { ConversationList } from './ConversationList';
import { useGetConversationsQuery, useGetUnreadQuery } from './messagesApi';
import { Thread } from './Thread';
import { MessagesFromSelect, ReadReceiptsSwitch } from './MessageSafety';

export default function MessagesPage() {
  const { user, isLoading } = useCurrentUser();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        Mensagens
      </Typography>
      {isLoading ? <SectionLoader /> : user ? <Messenger meId={user.id} /> : <SignInRequired />}
    </Container>
  );
}

function SignInRequired() {
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <LockIcon aria-hidden sx={{ fontSize: 44, color: 'text.secondary' }} />
      <Typography component="h2" variant="h6" sx={{ mt: 1, fontWeight: 700 }}>
        Acesso necessário
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Faça login para acessar suas mensagens.
      </Typography>
      <Button variant="contained" href="/auth" sx={{ mt: 3 }}>
        Fazer login
      </Button>
    </Paper>
  );
}

function Messenger({ meId }: { meId: string }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('user') || null;
  const isPhone = useMediaQuery('(max-width:600px)');
  const conversations = useGetConversationsQuery();
  const { data: unread } = useGetUnreadQuery();
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => setAnnouncement(text), []);

  // The unread summary (the header badge's) is the one source of every count here, so the
  // list and the badge never disagree when the list was refetched around a push.
  const listed = useMemo(
    () => (unread ? conversations.data?.map((c) => ({ ...c, unreadCount: unread.byUser[c.userId] ?? 0 })) : conversations.data),
    [conversations.data, unread],
  );
  const summary = listed?.find((c) => c.userId === selectedId);
  // A conversation not started yet is named from the public profile; people without one (admins) show 'Conversa'.
  const profile = useGetDirectoryEntryQuery(selectedId ?? '', {
    skip: !selectedId || selectedId === meId || Boolean(summary) || conversations.isLoading,
  });
  const name = summary?.userName ?? (profile.data ? displayName(profile.data) : 'Conversa');
  const image = summary?.userImage ?? profile.data?.profileImageUrl ?? null;
  const unreadHere = (selectedId && (unread ? unread.byUser[selectedId] : summary?.unreadCount)) || 0;

  // Messages arriving in other conversations are announced too (their unread count grows).
  const previousUnread = useRef<Record<string, number> | null>(null);
  useEffect(() => {
    if (!listed) return;
    const before = previousUnread.current;
    previousUnread.current = Object.fromEntries(listed.map((c) => [c.userId, c.unreadCount]));
    if (!before) return;
    const grown = listed.find((c) => c.userId !== selectedId && c.unreadCount > (before[c.userId] ?? 0));
    if (grown) setAnnouncement(`Nova mensagem de ${grown.userName}: ${grown.lastMessage}`);
  }, [listed, selectedId]);

  const select = (userId: string) => setParams({ user: userId });
  const back = () => setParams({});
  const showList = !isPhone || !selectedId;
  const showThread = !isPhone || Boolean(selectedId);

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <MessagesFromSelect />
        <ReadReceiptsSwitch />
      </Box>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', overflow: 'hidden', height: isPhone ? 'max(440px, calc(100dvh - 150px))' : 600 }}
      >
        {showList ? (
          <Box
            component="section"
            aria-label="Conversas"
            sx={{ width: isPhone ? '100%' : 320, flexShrink: 0, overflowY: 'auto', borderRight: isPhone ? 0 : 1, borderColor: 'divider' }}
          >
            <ConversationList
              conversations={listed}
              isLoading={conversations.isLoading}
              isError={conversations.isError}
              onRetry={() => void conversations.refetch()}
              selectedId={selectedId}
              onSelect={select}
            />
          </Box>
        ) : null}
        {showThread ? (
          <Box component="section" aria-label="Conversa selecionada" sx={{ flex: 1, minWidth: 0 }}>
            {selectedId && selectedId !== meId ? (
              <Thread
                key={selectedId}
                meId={meId}
                otherId={selectedId}
                name={name}
                image={image}
                unreadCount={unreadHere}
                onBack={isPhone ? back : undefined}
                announce={announce}
              />
            ) : (
              <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, p: 3 }}>
                <ChatIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
                <Typography color="text.secondary">Selecione uma conversa</Typography>
              </Box>
            )}
          </Box>
        ) : null}
      </Paper>
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="messages-live">
        {announcement}
      </Box>
    </>
  );
}
