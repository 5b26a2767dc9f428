/**
 * Messaging safety (issue 5 "Live"): the read-receipt switch and reporting a
 * conversation to the admins. Shapes and Portuguese texts shared by the
 * backend and the messages screen.
 */

/** GET/PUT /api/messages/settings. */
export interface MessageSettings {
  /** When false, reading a conversation sends no `message:read` and the other side sees `readAt: null`. */
  readReceipts: boolean;
  /** 'Quem pode me enviar mensagens' (issue 26): everyone (the default) or my contacts only. */
  messagesFrom: MessagesFrom;
}

export const MESSAGES_FROM = ['everyone', 'contacts'] as const;
export type MessagesFrom = (typeof MESSAGES_FROM)[number];
export const MESSAGES_FROM_LABELS: Readonly<Record<MessagesFrom, string>> = { everyone: 'Todos', contacts: 'Apenas contatos' };
export const MESSAGES_FROM_TITLE = 'Quem pode me enviar mensagens';

/** PUT /api/messages/settings: `messagesFrom` may be left out (kept as it is). */
export type MessageSettingsInput = Pick<MessageSettings, 'readReceipts'> & Partial<Pick<MessageSettings, 'messagesFrom'>>;

/**
 * GET /api/messages/:userId/permission: whether I may write to this person now, and why not, so
 * the conversation says it before I type (the send path refuses with the same words).
 */
export interface MessagePermissionDTO {
  allowed: boolean;
  reason: string | null;
}

/** POST /api/messages/:userId/report. */
export interface ReportConversationPayload {
  reason: string;
}

export interface ReportConversationResponse {
  id: string;
  status: 'open';
}

export const REPORT_LIMITS = { reasonMin: 10, reasonMax: 1000 } as const;

export const MESSAGE_SAFETY_MESSAGES = {
  reasonMin: 'Descreva o motivo com pelo menos 10 caracteres',
  reasonMax: 'O motivo deve ter no máximo 1000 caracteres',
  readReceiptsInvalid: 'Valor inválido para confirmação de leitura',
  messagesFromInvalid: 'Escolha quem pode enviar mensagens: everyone (Todos) ou contacts (Apenas contatos)',
  /** The send path's 403 when the receiver accepts messages from contacts only (issue 26). */
  contactsOnly: 'Esta pessoa só recebe mensagens de seus contatos. Conecte-se a ela para conversar.',
  alreadyReported: 'Você já denunciou esta conversa.',
  reportUnavailable: 'Não foi possível enviar a denúncia agora. Tente novamente mais tarde.',
  reported: 'Denúncia enviada',
  reportedDescription: 'Nossa equipe vai analisar a conversa.',
  reportFailed: 'Erro ao enviar denúncia',
  settingsFailed: 'Erro ao salvar configuração',
} as const;
