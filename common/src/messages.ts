/**
 * Private messages (spec §2 Messages, §3 Message and Conversation summary,
 * §5 message send, §7 /api/messages): the shapes, limits and Portuguese
 * messages shared by the backend and the messages screen.
 */

export interface MessageDTO {
  id: string;
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: string;
  readAt: string | null;
  /** The sender's idempotency key (a fresh id when the client sent none). */
  clientId: string;
}

/** One line of the conversation list: the other participant, the last message, my unread count. */
export interface ConversationSummaryDTO {
  userId: string;
  userName: string;
  userImage: string | null;
  lastMessage: string;
  lastMessageDate: string;
  unreadCount: number;
}

export interface SendMessagePayload {
  receiverId: string;
  content: string;
  /** Idempotency key: a retried send with the same key returns the same message. */
  clientId?: string;
}

/** The header badge and the list's badges: my unread messages per other user, and their sum. */
export interface UnreadSummary {
  total: number;
  byUser: Record<string, number>;
}

/** Read receipt, pushed to the other participant when I read our conversation. */
export interface MessageReadEvent {
  /** Who read: the receiver of the messages. */
  byUserId: string;
  /** The reader's other participant, i.e. the sender whose messages were read (the event's recipient). */
  conversationWith: string;
  readAt: string;
}

/**
 * `conversation:started` push: the first message of a pair created their
 * conversation. `message:new` leaves as soon as the message is stored, before
 * the conversation document is written; this one follows that write, so a
 * client that did not list the conversation fetches its list again now.
 */
export interface ConversationStartedEvent {
  /** The two participants' ids. */
  participants: [string, string];
}

export interface MarkReadResponse {
  readAt: string;
  /** How many messages this call marked read. */
  marked: number;
}

export const MESSAGE_LIMITS = {
  contentMax: 2000,
  pageSize: 50,
  clientIdMax: 64,
  /** Conversations listed at most (newest first). */
  conversationsMax: 200,
} as const;

/** 1..64 characters of [A-Za-z0-9_-]. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** `typing` push: `fromUserId` is typing in their conversation with the receiver (issue 5). */
export interface TypingEvent {
  fromUserId: string;
  at: string;
}

export const MESSAGE_MESSAGES = {
  contentEmpty: 'Mensagem não pode estar vazia',
  contentMax: 'Mensagem deve ter no máximo 2000 caracteres',
  receiverInvalid: 'Destinatário inválido',
  receiverNotFound: 'Destinatário não encontrado',
  selfMessage: 'Você não pode enviar mensagem para si mesmo',
  conversationNotFound: 'Conversa não encontrada',
  clientIdInvalid: 'Identificador de envio inválido',
  clientIdReused: 'Este identificador de envio já foi usado para outra mensagem.',
  blocked: 'Você não pode enviar mensagens para este usuário.',
  selfBlock: 'Você não pode bloquear a si mesmo',
  userNotFound: 'Usuário não encontrado',
  beforeInvalid: 'Parâmetro "before" inválido',
  limitInvalid: 'Limite inválido',
  sendFailed: 'Erro ao enviar mensagem',
  /** 503: more sends waiting to be written than this process takes (services/messageWriter.ts); the draft stays. */
  sendBusy: 'Muitas mensagens sendo enviadas agora. Tente novamente em instantes.',
  sent: 'Mensagem enviada',
} as const;
