/**
 * Messaging safety (issue 5 "Live"): the read-receipt switch and reporting a
 * conversation to the admins. Shapes and Portuguese texts shared by the
 * backend and the messages screen.
 */

/** GET/PUT /api/messages/settings. */
export interface MessageSettings {
  /** When false, reading a conversation sends no `message:read` and the other side sees `readAt: null`. */
  readReceipts: boolean;
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
  alreadyReported: 'Você já denunciou esta conversa.',
  reportUnavailable: 'Não foi possível enviar a denúncia agora. Tente novamente mais tarde.',
  reported: 'Denúncia enviada',
  reportedDescription: 'Nossa equipe vai analisar a conversa.',
  reportFailed: 'Erro ao enviar denúncia',
  settingsFailed: 'Erro ao salvar configuração',
} as const;
