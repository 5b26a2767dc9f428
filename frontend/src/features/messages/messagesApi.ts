/**
 * Private messages (spec §2 Messages, §4, §5 message send, §7; issue 5). RTK
 * Query owns every list (STYLE rule 12); socket pushes patch these caches
 * (realtime/socket.ts, STYLE rule 13) through the helpers below, and every
 * (re)connect invalidates them so nothing missed while offline stays missing.
 *
 * A thread is an infinite query keyed by the other person's id: page 0 holds the
 * newest messages (pushes are appended there), each next page the 50 before the
 * oldest loaded one (`before=<id>`), offered while the last page came back full.
 *
 * A fetch that lands replaces its cache entry, so a push patched in while it was
 * in flight would vanish whenever the server answered before the push happened
 * — typically the refetch after a reconnect racing a new message. Pushes are
 * therefore patched in again once the fetches in flight at that moment land
 * (`patchFromPush`, `replayPushesAfter`).
 */
import {
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  type ConversationSummaryDTO,
  type MarkReadResponse,
  type MessageDTO,
  type MessageReadEvent,
  type SendMessagePayload,
  type UnreadSummary,
} from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import type { AppDispatch } from '../../app/store';

const CONVERSATIONS_TAG = { type: 'Conversation' as const, id: 'LIST' };
const UNREAD_TAG = { type: 'Conversation' as const, id: 'UNREAD' };

export type MessagePages = { pages: MessageDTO[][]; pageParams: (string | null)[] };

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<ConversationSummaryDTO[], void>({
      query: () => '/messages/conversations',
      providesTags: [CONVERSATIONS_TAG],
      async onQueryStarted(_arg, { queryFulfilled }) {
        await replayPushesAfter(LIST_KEY, queryFulfilled);
      },
    }),
    getUnread: build.query<UnreadSummary, void>({
      query: () => '/messages/unread',
      providesTags: [UNREAD_TAG],
      // Unlike messages, totals do not add up: a summary pushed during the fetch may be older
      // or newer than the answer. The push is kept, and asking again settles it.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if ((await replayPushesAfter(UNREAD_KEY, queryFulfilled)) > 0) dispatch(api.util.invalidateTags([UNREAD_TAG]));
      },
    }),
    getMessages: build.infiniteQuery<MessageDTO[], string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.length >= MESSAGE_LIMITS.pageSize ? lastPage[0]?.id : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/messages/${encodeURIComponent(queryArg)}`,
        params: pageParam ? { before: pageParam, limit: MESSAGE_LIMITS.pageSize } : { limit: MESSAGE_LIMITS.pageSize },
      }),
      providesTags: (_result, _error, userId) => [{ type: 'Message', id: userId }],
      // Older pages too: they are built on the pages cached when the fetch started.
      async onQueryStarted(userId, { queryFulfilled }) {
        await replayPushesAfter(threadKey(userId), queryFulfilled);
      },
    }),
    sendMessage: build.mutation<MessageDTO, Required<SendMessagePayload>>({
      query: (body) => ({ url: '/messages', method: 'POST', body }),
      // The thread shows the message at once (the socket echo is deduplicated);
      // the list refreshes for its last message and order (spec §4).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          applyNewMessage(dispatch, data);
        } catch {
          // The listener shows 'Erro ao enviar mensagem'; the draft stays for a retry.
        }
      },
      invalidatesTags: [CONVERSATIONS_TAG],
    }),
    // 'digitando...' (features/messages/typing.ts): fire and forget, throttled by the caller and the server.
    sendTyping: build.mutation<void, string>({
      query: (userId) => ({ url: `/messages/${encodeURIComponent(userId)}/typing`, method: 'POST' }),
    }),
    markRead: build.mutation<MarkReadResponse, string>({
      query: (userId) => ({ url: `/messages/${encodeURIComponent(userId)}/read`, method: 'POST' }),
      // The badges drop at once; the server's unread:updated confirms the totals.
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            messagesApi.util.updateQueryData('getConversations', undefined, (draft) => {
              const entry = draft.find((c) => c.userId === userId);
              if (entry) entry.unreadCount = 0;
            }),
          ),
          // Their messages count as read here too, so the open thread does not ask again.
          dispatch(
            messagesApi.util.updateQueryData('getMessages', userId, (draft) => {
              const now = new Date().toISOString();
              for (const page of draft.pages) for (const m of page) if (m.senderId === userId && !m.readAt) m.readAt = now;
            }),
          ),
          dispatch(
            messagesApi.util.updateQueryData('getUnread', undefined, (draft) => {
              draft.total -= draft.byUser[userId] ?? 0;
              delete draft.byUser[userId];
            }),
          ),
        ];
        await queryFulfilled.catch(() => patches.forEach((p) => p.undo()));
      },
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetUnreadQuery,
  useGetMessagesInfiniteQuery,
  useSendMessageMutation,
  useMarkReadMutation,
  useSendTypingMutation,
} = messagesApi;

defineMutationFeedback({
  // No success toast (issue 25, over spec §9's 'Mensagem enviada'): the bubble confirms a send, and
  // a toast after every message covered the box on a phone (Thread.tsx announces it instead).
  sendMessage: {
    error: { title: MESSAGE_MESSAGES.sendFailed },
  },
  // A side effect of opening a conversation: a failure only leaves the badge as it was.
  markRead: { error: false },
  // A lost typing signal only means no 'digitando...' on the other side.
  sendTyping: { error: false },
});

const LIST_KEY = 'conversations';
const UNREAD_KEY = 'unread';
const threadKey = (userId: string) => `thread:${userId}`;

/** Per cache entry, one list per fetch in flight of the pushes it may drop. */
const pushesDuringFetches = new Map<string, Set<(() => void)[]>>();

/**
 * Applies a push's patch to a cache entry now, and again after each of its
 * fetches now in flight. Recorded before patching: an upsert starts a fetch of
 * its own, which must not replay it.
 */
function patchFromPush(key: string, patch: () => void): void {
  for (const pending of pushesDuringFetches.get(key) ?? []) pending.push(patch);
  patch();
}

/** For onQueryStarted: once this fetch has landed, re-applies the pushes that arrived meanwhile. Returns how many. */
async function replayPushesAfter(key: string, queryFulfilled: Promise<unknown>): Promise<number> {
  const pending: (() => void)[] = [];
  const open = pushesDuringFetches.get(key) ?? new Set();
  pushesDuringFetches.set(key, open);
  open.add(pending);
  try {
    await queryFulfilled;
  } catch {
    // A failed fetch left the patched data in place: replaying changes nothing.
  } finally {
    open.delete(pending);
    if (open.size === 0) pushesDuringFetches.delete(key);
  }
  for (const patch of pending) patch();
  return pending.length;
}

/** Adds a message to a thread's newest page unless it is already there (by id, or by the sender's clientId). */
export function addMessageToPages(draft: MessagePages, message: MessageDTO): void {
  const known = draft.pages.some((page) =>
    page.some((m) => m.id === message.id || (m.senderId === message.senderId && m.clientId === message.clientId)),
  );
  if (known) return;
  const newest = draft.pages[0];
  if (newest) newest.push(message);
  else {
    draft.pages.push([message]);
    draft.pageParams.push(null);
  }
}

/**
 * A new message (pushed, or my own send): appended to the open thread with the
 * other person, and moved to the top of the conversation list. The thread with
 * "me" never exists, so patching both participants' threads touches only the
 * right one. A conversation not listed yet makes the list refetch (and again on
 * `conversation:started`, if this push came before the conversation was written).
 */
export function applyNewMessage(dispatch: AppDispatch, message: MessageDTO): void {
  for (const userId of [message.senderId, message.receiverId]) {
    patchFromPush(threadKey(userId), () =>
      dispatch(
        messagesApi.util.updateQueryData('getMessages', userId, (draft) => {
          addMessageToPages(draft, message);
        }),
      ),
    );
  }
  patchFromPush(LIST_KEY, () => {
    let listed = true;
    dispatch(
      messagesApi.util.updateQueryData('getConversations', undefined, (draft) => {
        const index = draft.findIndex((c) => c.userId === message.senderId || c.userId === message.receiverId);
        const entry = draft[index];
        if (!entry) {
          listed = false;
          return;
        }
        if (new Date(message.createdAt) < new Date(entry.lastMessageDate)) return;
        entry.lastMessage = message.content;
        entry.lastMessageDate = message.createdAt;
        draft.splice(index, 1);
        draft.unshift(entry);
      }),
    );
    if (!listed) dispatch(api.util.invalidateTags([CONVERSATIONS_TAG]));
  });
}

/**
 * A pair's first message created their conversation. Its `message:new` left
 * before the conversation was written, so a list fetched on that push may lack
 * it: fetch the list again now that it exists.
 */
export function applyConversationStarted(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags([CONVERSATIONS_TAG]));
}

/** The server's unread counts: the header badge and each conversation's badge. */
export function applyUnread(dispatch: AppDispatch, unread: UnreadSummary): void {
  patchFromPush(UNREAD_KEY, () => dispatch(messagesApi.util.upsertQueryData('getUnread', undefined, unread)));
  patchFromPush(LIST_KEY, () => {
    let unlisted = false;
    dispatch(
      messagesApi.util.updateQueryData('getConversations', undefined, (draft) => {
        for (const entry of draft) entry.unreadCount = unread.byUser[entry.userId] ?? 0;
        unlisted = Object.keys(unread.byUser).some((userId) => !draft.some((entry) => entry.userId === userId));
      }),
    );
    // Unread messages in a conversation the list does not show (it was fetched before that
    // conversation existed): the list is out of date, fetch it again.
    if (unlisted) dispatch(api.util.invalidateTags([CONVERSATIONS_TAG]));
  });
}

/** The other person read our conversation: my messages to them get their read time ('Lida'). */
export function applyRead(dispatch: AppDispatch, receipt: MessageReadEvent): void {
  patchFromPush(threadKey(receipt.byUserId), () =>
    dispatch(
      messagesApi.util.updateQueryData('getMessages', receipt.byUserId, (draft) => {
        for (const page of draft.pages) {
          for (const m of page) if (m.receiverId === receipt.byUserId && !m.readAt) m.readAt = receipt.readAt;
        }
      }),
    ),
  );
}

/** After a (re)connect: whatever was pushed while offline is fetched again. */
export function refreshMessaging(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags(['Conversation', 'Message']));
}
