/**
 * Right side of /messages (spec §2, §4, §5): the conversation with one person,
 * older pages on demand, and the 2-row text area (Enter sends, Shift+Enter adds
 * a line). Opening it with unread messages marks them read (the header badge
 * drops live) — but only while the tab is visible: a message arriving in a
 * background tab stays unread until the person comes back to it. My last
 * message shows 'Lida' once the other person read it.
 * 'digitando...' under the name while the other person types (./typing.ts).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES, MESSAGE_SAFETY_MESSAGES, SEND_MESSAGE_RULES, fieldError, type MessageDTO } from '@conecta/common';
import { ErrorState, SectionLoader } from '../../components/ListStates';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatDateTime } from '../../lib/format';
import { keepToastsOffComposer } from '../../lib/toast';
import { usePageVisible } from '../../lib/usePageVisible';
import { useGetMessagesInfiniteQuery, useMarkReadMutation, useSendMessageMutation, useSendTypingMutation } from './messagesApi';
import { initials, newClientId } from './messageText';
import { ThreadMenu } from './MessageSafety';
import { useGetMessagePermissionQuery } from './messageSafetyApi';
import { ConnectButton } from '../connections/ConnectButton';
import { useOtherIsTyping, useTypingNotifier } from './typing';

interface Props {
  meId: string;
  otherId: string;
  name: string;
  image: string | null;
  /** My unread count with this person as the list/badge knows it. */
  unreadCount: number;
  /** Phone layout: a back button returns to the list. */
  onBack?: () => void;
  announce: (text: string) => void;
}

export function Thread({ meId, otherId, name, image, unreadCount, onBack, announce }: Props) {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetMessagesInfiniteQuery(otherId);
  const [markRead] = useMarkReadMutation();
  const messages = useMemo(() => (data ? [...data.pages].reverse().flat() : []), [data]);
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1);
  const lastOwn = useMemo(() => [...messages].reverse().find((m) => m.senderId === meId), [messages, meId]);
  const otherTyping = useOtherIsTyping(otherId);
  const visible = usePageVisible();

  // Keep the newest message in view; announce the other person's new ones (not the initial load).
  // Older pages leave the scroll alone: the reader is looking at the top, not waiting at the bottom.
  const seenNewest = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    const previous = seenNewest.current;
    seenNewest.current = newest?.id ?? null;
    if (previous === seenNewest.current) return;
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    if (previous !== undefined && newest && newest.senderId === otherId) {
      announce(`Nova mensagem de ${name}: ${newest.content}`);
    }
  }, [data, newest, otherId, name, announce]);

  // Mark read once per new unread state (a failed call is not retried in a loop).
  // A hidden tab leaves the key unset, so becoming visible marks what arrived meanwhile.
  const hasUnread = unreadCount > 0 || messages.some((m) => m.senderId === otherId && !m.readAt);
  const lastIncoming = [...messages].reverse().find((m) => m.senderId === otherId)?.id ?? '';
  const markedKey = useRef('');
  useEffect(() => {
    if (!data || !hasUnread || !visible) return;
    const key = `${otherId}:${lastIncoming}:${unreadCount}`;
    if (markedKey.current === key) return;
    markedKey.current = key;
    void markRead(otherId);
  }, [data, hasUnread, visible, otherId, lastIncoming, unreadCount, markRead]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {onBack ? (
          <IconButton edge="start" aria-label="Voltar para conversas" onClick={onBack}>
            <ArrowBackIcon />
          </IconButton>
        ) : null}
        <Avatar src={image ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
          {initials(name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" noWrap sx={{ fontSize: '1.1rem' }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" aria-live="polite" data-testid="typing-indicator" sx={{ m: 0, minHeight: '1.25em' }}>
            {otherTyping ? 'digitando...' : ''}
          </Typography>
        </Box>
        <ThreadMenu otherId={otherId} name={name} />
      </Box>

      {/* Focusable, so the history scrolls by keyboard too (arrows, Page Up/Down). */}
      <Box ref={scroller} tabIndex={0} role="region" aria-label="Histórico da conversa" sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1.5, bgcolor: 'grey.50' }}>
        {isLoading ? (
          <SectionLoader label="Carregando mensagens..." />
        ) : isError && !data ? (
          <ErrorState message="Não foi possível carregar as mensagens." onRetry={() => void refetch()} />
        ) : messages.length === 0 ? (
          <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            Nenhuma mensagem ainda. Comece a conversa!
          </Typography>
        ) : (
          <>
            {hasNextPage ? (
              <Box sx={{ textAlign: 'center', mb: 1 }}>
                <Button size="small" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? 'Carregando...' : 'Carregar mensagens anteriores'}
                </Button>
              </Box>
            ) : null}
            <Box component="ol" aria-label={`Mensagens com ${name}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
              {messages.map((m) => (
                <MessageBubble key={m.id} message={m} own={m.senderId === meId} read={m.id === lastOwn?.id && Boolean(m.readAt)} />
              ))}
            </Box>
          </>
        )}
      </Box>

      <Composer otherId={otherId} name={name} announce={announce} />
    </Box>
  );
}

function MessageBubble({ message, own, read }: { message: MessageDTO; own: boolean; read: boolean }) {
  return (
    <Box component="li" data-own={own ? 'true' : 'false'} sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? 'primary.main' : 'background.paper',
          color: own ? 'primary.contrastText' : 'text.primary',
          border: own ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        {own ? (
          <Box component="span" sx={visuallyHidden}>
            Você:{' '}
          </Box>
        ) : null}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="span" sx={{ mt: 0.25 }}>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {read ? ' · Lida' : ''}
      </Typography>
    </Box>
  );
}

/**
 * The draft is local state (STYLE rule 12); it clears only after a successful send. A sent message
 * shows as its bubble, and a screen reader hears 'Mensagem enviada' from the page's live region:
 * no toast (issue 25), and none of the others may cover this box while it is here.
 */
function Composer({ otherId, name, announce }: { otherId: string; name: string; announce: (text: string) => void }) {
  const [text, setText] = useState('');
  const [send, { isLoading }] = useSendMessageMutation();
  const [sendTyping] = useSendTypingMutation();
  const notifyTyping = useTypingNotifier(
    otherId,
    useCallback((userId: string) => void sendTyping(userId), [sendTyping]),
  );
  useEffect(() => keepToastsOffComposer(), []);
  // Said before anyone types (issue 26): 'Apenas contatos', a block — the server's own reason.
  const { data: permission, refetch: recheck } = useGetMessagePermissionQuery(otherId);
  const refused = permission?.allowed === false ? permission.reason : null;
  const reasonId = useId();
  // The same text sent again after a failure keeps its key, so a send that did reach the server is not duplicated.
  const pending = useRef<{ content: string; clientId: string } | null>(null);

  const submit = async () => {
    // spec §5: nothing is sent without a conversation or with blank text; the rule is the server's (common SEND_MESSAGE_RULES).
    if (!otherId || isLoading || fieldError(SEND_MESSAGE_RULES.content, text)) return;
    const content = text.trim();
    const clientId = pending.current?.content === content ? pending.current.clientId : newClientId();
    pending.current = { content, clientId };
    try {
      await send({ receiverId: otherId, content, clientId }).unwrap();
      pending.current = null;
      setText('');
      announce(`${MESSAGE_MESSAGES.sent}: ${content}`);
    } catch (error) {
      // 'Erro ao enviar mensagem' comes from the mutation listener; the draft stays. A refusal
      // (the other person changed who may write to them) is read again to say why.
      if ((error as { status?: number }).status === 403) void recheck();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap', p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {refused ? (
        <Alert
          severity="info"
          sx={{ flexBasis: '100%' }}
          data-testid="composer-refused"
          // 'Apenas contatos': the way in is to connect; accepted, our pair's push reads the permission again.
          action={refused === MESSAGE_SAFETY_MESSAGES.contactsOnly ? <ConnectButton personId={otherId} personName={name} /> : undefined}
        >
          <span id={reasonId}>{refused}</span>
        </Alert>
      ) : null}
      <TextField
        disabled={!!refused}
        sx={{ flex: '1 1 0', minWidth: 0 }}
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        size="small"
        placeholder="Digite sua mensagem..."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          notifyTyping(event.target.value);
        }}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { 'aria-label': 'Mensagem', maxLength: MESSAGE_LIMITS.contentMax, 'aria-describedby': refused ? reasonId : undefined } }}
      />
      <IconButton type="submit" color="primary" aria-label="Enviar mensagem" disabled={!!refused || isLoading || text.trim() === ''}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}
