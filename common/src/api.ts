/** Shapes that cross the HTTP boundary (spec §3, §7). */
import type { ContactType, RegisterableUserType, UserType } from './domain';
import type { UserProfileFields } from './profile';
import type { AccountAbilities } from './policies';
import type { PageRemovalDTO } from './pageTakedown';

/** Every error body the API sends: a Portuguese message, per-field messages for 400s. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** The signed-in user as the API presents them (no password hash, no internals); profile extras in profile.ts. */
export interface UserDTO extends UserProfileFields {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  location: string | null;
  bio: string | null;
  jobTitle: string | null;
  companyName: string | null;
  website: string | null;
  education: string | null;
  skills: string[];
  energyAreas: string[];
  experience: string | null;
  /** The square avatar (uploaded photo); null shows the initials. */
  profileImageUrl: string | null;
  userType: UserType;
  isVerified: boolean;
  isAdmin: boolean;
  /**
   * Whether the account confirmed its e-mail address (issue 22): until then the platform mails it
   * nothing but the confirmation link, and the signed-in layout shows a banner. Distinct from
   * `isVerified`, the admin's badge.
   */
  emailVerified: boolean;
  /** Issue 25: an admin took this account's page down, with the reason (the signed-in layout's banner); null when public. */
  pageRemoved: PageRemovalDTO | null;
  /** What the account may do, by the server's rules (policies.ts): the client's buttons follow it. */
  abilities: AccountAbilities;
  createdAt: string;
}

/** POST /api/auth/email/confirm: the token of the link in the confirmation e-mail. */
export interface EmailConfirmPayload {
  token: string;
}

/** What the confirmation routes and page say (issue 22). */
export const EMAIL_VERIFICATION_MESSAGES = {
  banner: 'Confirme seu e-mail para receber avisos da plataforma.',
  resend: 'Reenviar e-mail',
  resending: 'Enviando...',
  sent: 'Enviamos um novo link. Confira sua caixa de entrada.',
  invalidLink: 'Link inválido ou expirado.',
  confirmed: 'E-mail confirmado!',
  alreadyConfirmed: 'Seu e-mail já está confirmado.',
  tooManyResends: 'Você já pediu vários e-mails de confirmação. Tente novamente mais tarde.',
} as const;

/** POST /api/auth/login-link: where to mail a sign-in link (issue 22). */
export interface LoginLinkPayload {
  email: string;
}

/** POST /api/auth/login-link/confirm: the token of the mailed sign-in link. */
export interface LoginLinkConfirmPayload {
  token: string;
}

/** POST /api/auth/login-link's 202: the same words whether or not the address has an account. */
export interface LoginLinkSentDTO {
  message: string;
}

/**
 * The sign-in link by e-mail (issue 22): the way in that nobody typing wrong passwords for an
 * account can close to its owner.
 */
export const LOGIN_LINK_MESSAGES = {
  request: 'Receber link de acesso por e-mail',
  requesting: 'Enviando link...',
  sent: 'Se o e-mail estiver cadastrado e confirmado, enviamos um link de acesso.',
  tooMany: 'Você já pediu vários links de acesso. Tente novamente mais tarde.',
  /** A sign-in answered 429 because the account is being slowed down (not the pair's block). */
  accountSlowed: 'Muitas tentativas para esta conta. Tente novamente em alguns segundos ou receba um link de acesso por e-mail.',
  invalidLink: 'Link inválido ou expirado.',
  signingIn: 'Entrando com o link...',
} as const;

export interface LoginPayload {
  email: string;
  password: string;
}

/** POST /api/auth/password: the signed-in user's current password and the new one. */
export interface PasswordChangePayload {
  currentPassword: string;
  newPassword: string;
}

/** GET /api/auth/sessions: one signed-in session of the account (issue 22), newest use first. */
export interface SessionDTO {
  /** Opaque: a hash of the session's id (its socket room's name), never the cookie's value. */
  id: string;
  /** Browser and system at sign-in, in Portuguese ('Chrome no Windows', 'Navegador desconhecido'). */
  device: string;
  /** When it signed in (ISO 8601). */
  createdAt: string;
  /** Its last request, to the minute (ISO 8601): a session unused for the idle limit ends. */
  lastUsedAt: string;
  /** The session making this request ('Esta sessão'). */
  current: boolean;
}

/** What the profile's 'Sessões' list and its routes say (issue 22). */
export const SESSION_MESSAGES = {
  title: 'Sessões',
  current: 'Esta sessão',
  end: 'Encerrar',
  ending: 'Encerrando...',
  endOthers: 'Sair de todos os dispositivos',
  endingOthers: 'Saindo...',
  noOthers: 'Nenhuma outra sessão ativa',
  loading: 'Carregando sessões...',
  loadFailed: 'Não foi possível carregar as sessões.',
  notFound: 'Sessão não encontrada.',
  ended: 'Sessão encerrada',
  othersEnded: 'Você saiu de todos os outros dispositivos',
  endFailed: 'Não foi possível encerrar a sessão',
  endOthersFailed: 'Não foi possível sair dos outros dispositivos',
  description: 'Navegadores e dispositivos conectados à sua conta. Uma sessão sem uso por alguns dias é encerrada sozinha.',
} as const;

export interface RegisterPayload {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  userType?: RegisterableUserType;
  /** The box 'Li e aceito os Termos de Uso e a Política de Privacidade' (common privacy.ts CONSENT_RULE): only true passes. */
  acceptTerms: boolean;
}

export interface ContactPayload {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  contactType: ContactType;
  subject: string;
  message: string;
}

export interface ContactResponse {
  id: string;
  message: string;
}

export interface NotificationDTO {
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

/** GET /api/notifications: the latest 20, newest first, and how many of all are unread. */
export interface NotificationsListDTO {
  items: NotificationDTO[];
  unreadCount: number;
}

/** Every kind the notifications queue writes (workers/src/processors/notifications.ts); the model's enum. */
export const NOTIFICATION_KINDS = [
  'contact-received',
  'conversation-reported',
  'job-moderated',
  'application-created',
  'job-submitted',
  'application-status-changed',
  /** Issue 24: a credential reached 60, 30 or 0 days before expiry (workers/src/processors/credentialReminders.ts). */
  'credential-reminder',
  /** Issue 24: an admin verified or refused a registration (workers/src/processors/verificationNotifications.ts). */
  'verification-decided',
  /** Issue 26: an approved job matched one of the person's job alerts (workers/src/processors/jobAlerts.ts). */
  'job-alert',
  /** Issue 26: a person's data export is ready to download (workers/src/processors/dataExport.ts). */
  'data-export-ready',
  /** Issue 26: someone asked to connect, or accepted my request (workers/src/processors/connections.ts). */
  'connection-request',
  'connection-accepted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface HealthDTO {
  status: 'ok' | 'degraded';
  mongodb: 'ok' | 'down';
  redis: 'ok' | 'down';
}

/** Demo accounts listed on /test-users (DESIGN.md "Demo data"). */
export const DEMO_ACCOUNTS = [
  { userType: 'admin', email: 'admin@example.com', password: 'senha123', firstName: 'Ana', lastName: 'Administradora' },
  { userType: 'company', email: 'empresa@example.com', password: 'senha123', firstName: 'Solaris', lastName: 'Energia' },
  { userType: 'professional', email: 'profissional@example.com', password: 'senha123', firstName: 'Carlos', lastName: 'Silva' },
  { userType: 'student', email: 'estudante@example.com', password: 'senha123', firstName: 'Beatriz', lastName: 'Souza' },
] as const satisfies ReadonlyArray<{ userType: UserType; email: string; password: string; firstName: string; lastName: string }>;
