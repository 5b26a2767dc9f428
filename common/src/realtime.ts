/**
 * Socket.IO contract (DESIGN.md "Realtime event catalogue"): server → client
 * pushes only; client → server goes through REST.
 */
import type { NotificationDTO } from './api';
import { ADMIN_MESSAGES, type ModeratedKind, type PendingCourseDTO, type PendingEventDTO, type PendingJobDTO, type PendingServiceDTO } from './admin';
import type { ApplicantDTO, MyApplicationDTO, OwnJobDTO } from './publishing';
import type { ContentStatus, JobStatus } from './domain';
import type { ConversationStartedEvent, MessageDTO, MessageReadEvent, TypingEvent, UnreadSummary } from './messages';
import type { PendingVerificationDTO, VerificationDTO, VerificationResolvedEvent } from './verifications';
import type { ConnectionUpdatedEvent } from './connections';
import type { PageStatusEvent } from './pageTakedown';

export const userRoom = (userId: string): string => `user:${userId}`;
export const ADMINS_ROOM = 'admins';

export interface ServerToClientEvents {
  'notification:new': (notification: NotificationDTO) => void;
  /** To user:<receiver> and user:<sender> (the sender's other tabs). Clients dedupe by id. */
  'message:new': (message: MessageDTO) => void;
  /** To both participants, once the first message of a pair has created their conversation document. */
  'conversation:started': (event: ConversationStartedEvent) => void;
  /** To user:<id>: that user's unread counts as stored on their conversations. */
  'unread:updated': (unread: UnreadSummary) => void;
  /** To user:<sender side>: the other participant read our conversation. */
  'message:read': (receipt: MessageReadEvent) => void;
  /** To user:<receiver> only: the sender is typing (POST /api/messages/:userId/typing, at most one per 2 s per pair). */
  typing: (event: TypingEvent) => void;
  /** Issue 26, to user:<id> with that side's view: a connection with `userId` was asked, accepted or ended. */
  'connection:updated': (event: ConnectionUpdatedEvent) => void;
  /**
   * To `admins`: an item entered (or, edited, re-entered) moderation. Clients upsert by id.
   * Emitted by the backend that stored it, through the Redis adapter to every process.
   */
  'job:pending': (job: PendingJobDTO) => void;
  'course:pending': (course: PendingCourseDTO) => void;
  'event:pending': (event: PendingEventDTO) => void;
  'service:pending': (service: PendingServiceDTO) => void;
  /** To `admins`: an item left moderation (approved, rejected, closed or deleted): drop it from the lists. */
  'moderation:resolved': (event: ModerationResolvedEvent) => void;
  /** To user:<owner>: one of their jobs changed status (moderated, closed): 'Minhas vagas' follows. */
  'job:status': (job: OwnJobDTO) => void;
  /**
   * To user:<owner> (issue 25): an admin took one of their items down or republished it. Any kind:
   * the open owner's lists refetch it (a job's full row also comes as `job:status`).
   */
  'item:status': (event: ItemStatusEvent) => void;
  /** To user:<owner> (issue 25): an admin took their page down or republished it (the layout's banner follows). */
  'page:status': (event: PageStatusEvent) => void;
  /** To user:<the job's company>: someone applied (the toast; the bell comes as notification:new). */
  'application:new': (applicant: ApplicantDTO) => void;
  /** To user:<candidate>: their application moved in the pipeline ('Minhas candidaturas' follows). */
  'application:updated': (application: MyApplicationDTO) => void;
  /** To `admins` (issue 24): a registration entered review (or, edited, re-entered it). Clients upsert by id. */
  'verification:pending': (verification: PendingVerificationDTO) => void;
  /** To `admins`: a registration left review (verified or refused): drop it from the list. */
  'verification:resolved': (event: VerificationResolvedEvent) => void;
  /** To user:<owner>: their registration was decided (the badge appears, or the reason shows). */
  'verification:updated': (verification: VerificationDTO) => void;
  /**
   * To session:<hash> rooms, right before the server closes their sockets (issue 25): why this
   * session ended, so the open page can say so. Never sent for the person's own sign-out, nor to
   * the session that changed the password (it goes on under a new id).
   */
  'session:ended': (event: SessionEndedEvent) => void;
}

/**
 * Why a session was ended from elsewhere: an admin suspended the account, the password was changed
 * in another session, the account's 'Sessões' ended it, it went unused past the idle limit, or the
 * account was deleted in another session.
 */
export type SessionEndReason = 'suspended' | 'password-changed' | 'revoked' | 'expired' | 'deleted';

export interface SessionEndedEvent {
  reason: SessionEndReason;
}

/** What the open page of an ended session says (issue 25); the suspension reuses the sign-in's words. */
export const SESSION_ENDED_MESSAGES = {
  title: 'Sessão encerrada',
  signInAgain: 'Entrar novamente',
  close: 'Fechar',
  reasons: {
    suspended: ADMIN_MESSAGES.accountSuspended,
    'password-changed': 'A senha da sua conta foi alterada em outro dispositivo. Entre novamente com a nova senha.',
    revoked: 'Sua sessão foi encerrada em outro dispositivo.',
    expired: 'Sua sessão expirou.',
    // The account was deleted from another session ('Meus dados', issue 26).
    deleted: 'Esta conta foi excluída.',
  } satisfies Record<SessionEndReason, string>,
} as const;

export interface ItemStatusEvent {
  kind: ModeratedKind;
  id: string;
  title: string;
  status: JobStatus | ContentStatus;
  /** The admin's reason (a take-down's), else null. */
  reason: string | null;
}

export interface ModerationResolvedEvent {
  kind: ModeratedKind;
  id: string;
  status: JobStatus | ContentStatus;
}

// Sockets only push; the client sends nothing but the handshake.
export type ClientToServerEvents = Record<string, never>;

export interface SocketData {
  userId: string;
  isAdmin: boolean;
  /** The session the handshake carried: the socket closes with it. Server-side only. */
  sessionId: string;
}
