/**
 * Rede de Contatos (issue 26): a connection between two people with a public profile (students,
 * professionals, companies). One request per pair, whoever sends it; the other side accepts or
 * declines; either side ends it (withdraw, decline, remove), and a block ends it too.
 *
 * Each person reads the pair from their own side (`ConnectionState`): 'sent' (I asked, 'Pendente'),
 * 'received' (they asked me), 'connected', or 'none'.
 */
import { DIRECTORY_MESSAGES, DIRECTORY_USER_TYPES } from './catalogue';
import type { UserType } from './domain';
import { text, type Rules } from './fields';

export const CONNECTION_STATES = ['none', 'sent', 'received', 'connected'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** Who may connect: the accounts with a public profile (general and admin accounts have none). */
export const canConnect = (userType: UserType | null | undefined): boolean =>
  !!userType && (DIRECTORY_USER_TYPES as readonly string[]).includes(userType);

export const CONNECTION_LIMITS = {
  /** The optional note a request carries. */
  messageMax: 300,
  /** Contacts and requests one person's lists hold: a network far bigger is not what this page is for. */
  listMax: 1000,
  /** Contacts in common a profile shows. */
  mutualShown: 12,
} as const;

export const CONNECTION_MESSAGES = {
  /** The same text as a missing profile: a request to someone who blocked you must not tell them apart. */
  notFound: DIRECTORY_MESSAGES.profileNotFound,
  self: 'Você não pode se conectar consigo mesmo.',
  notAllowed: 'Apenas estudantes, profissionais e empresas podem se conectar.',
  youBlocked: 'Você bloqueou esta pessoa. Desbloqueie-a em Mensagens para se conectar.',
  noRequest: 'Solicitação de conexão não encontrada.',
  notConnected: 'Vocês não estão conectados.',
  messageMax: `A mensagem deve ter no máximo ${CONNECTION_LIMITS.messageMax} caracteres`,
  messageInvalid: 'Mensagem inválida',
  tooMany: 'Você enviou muitas solicitações de conexão hoje. Tente novamente amanhã.',
  busy: 'Não foi possível concluir agora. Tente novamente em instantes.',
  listFull: `Você atingiu o limite de ${CONNECTION_LIMITS.listMax} contatos e solicitações.`,
  // Toasts
  sent: 'Solicitação enviada',
  accepted: 'Conexão aceita',
  connected: 'Vocês agora estão conectados',
  declined: 'Solicitação recusada',
  withdrawn: 'Solicitação retirada',
  removed: 'Contato removido',
  failed: 'Não foi possível atualizar a conexão',
} as const;

/** What each side's button says. */
export const CONNECTION_LABELS = {
  connect: 'Conectar',
  pending: 'Pendente',
  withdraw: 'Retirar solicitação',
  accept: 'Aceitar',
  decline: 'Recusar',
  connected: 'Conectado',
  remove: 'Remover contato',
  message: 'Enviar mensagem',
} as const;

/** POST /api/connections/:userId — the optional note ('' or absent: none). */
export const CONNECTION_REQUEST_RULES = {
  message: text({
    multiline: true,
    required: false,
    min: 0,
    max: CONNECTION_LIMITS.messageMax,
    blankIsAbsent: true,
    message: CONNECTION_MESSAGES.messageInvalid,
    maxMessage: CONNECTION_MESSAGES.messageMax,
  }),
} as const satisfies Rules;

/** Someone on the other side of a connection, as the lists and the profile's contacts in common show them. */
export interface ConnectionPersonDTO {
  id: string;
  userType: UserType;
  /** A company's name, else the person's first and last names. */
  name: string;
  /** The job title (a company: null). */
  headline: string | null;
  /** Small square photo; null without one. */
  imageUrl: string | null;
}

/** One connection from the reader's side. */
export interface ConnectionDTO {
  person: ConnectionPersonDTO;
  state: Exclude<ConnectionState, 'none'>;
  /** The request's note (shown to both sides while pending). */
  message: string | null;
  /** When the request was sent (ISO). */
  requestedAt: string;
  /** When it was accepted (ISO); null while pending. */
  connectedAt: string | null;
}

/** GET /api/connections: my contacts and my requests, each newest first. */
export interface ConnectionListsDTO {
  contacts: ConnectionDTO[];
  received: ConnectionDTO[];
  sent: ConnectionDTO[];
}

/** GET /api/users/:id/connections: what a profile shows of its network. */
export interface ConnectionSummaryDTO {
  /** Contacts the profile has. */
  count: number;
  /** Contacts the signed-in visitor shares with the profile (at most CONNECTION_LIMITS.mutualShown); none for a visitor. */
  mutual: ConnectionPersonDTO[];
  /** How many contacts in common there are in all. */
  mutualCount: number;
  /** The signed-in visitor's state with the profile; null for a visitor or oneself. */
  state: ConnectionState | null;
}

/**
 * Socket.IO `connection:updated`, to each side's room with that side's view: `connection` null when
 * the pair ended (withdrawn, declined, removed, blocked).
 */
export interface ConnectionUpdatedEvent {
  userId: string;
  connection: ConnectionDTO | null;
}

/** The page's tabs. */
export const CONNECTION_TAB_TEXTS = {
  contacts: { tab: 'Contatos', empty: 'Você ainda não tem contatos. Encontre pessoas em Profissionais.', searchEmpty: 'Nenhum contato encontrado.' },
  received: { tab: 'Recebidas', empty: 'Nenhuma solicitação recebida.' },
  sent: { tab: 'Enviadas', empty: 'Nenhuma solicitação enviada.' },
  loading: 'Carregando sua rede...',
  error: 'Não foi possível carregar sua rede.',
  search: 'Buscar entre os contatos',
} as const;
