/**
 * Queue names and job payloads: the contract between producers (backend)
 * and processors (workers). A job name maps to exactly one payload type.
 */
import type { ApplicationStatus, ContactType } from './domain';
import type { ModeratedKind } from './admin';

export const QUEUES = {
  email: 'email',
  notifications: 'notifications',
  skills: 'skills',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface ContactEmailData {
  contactMessageId: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  contactType: ContactType;
  subject: string;
  message: string;
}

export interface EmailJobs {
  /** To the team inbox (CONTACT_INBOX). */
  'contact-received': ContactEmailData;
  /** To the sender, acknowledging receipt. */
  'contact-confirmation': ContactEmailData;
  /**
   * The e-mail twin of one bell notification (issue 13), to its user: job id
   * `email-notification-<notificationId>`; the worker renders it (Portuguese, HTML and text, user
   * text escaped) from the stored notification, so a retry sends the same message once.
   */
  notification: { notificationId: string };
  /**
   * To the account's own address after its password changed (POST /api/auth/password): job id
   * `password-changed-<userId>-<passwordVersion>`. A fixed text, no link but the contact page's.
   */
  'password-changed': { userId: string; passwordVersion: number };
  /**
   * The link that confirms a new account's address (issue 22): job id
   * `email-verification-<userId>-<tokenId>`, one per link issued (sign-up, each resend). The job
   * carries no token: the worker derives it from `tokenId` and the server's secret
   * (backend/src/services/emailVerification.ts), so nothing in Redis confirms an address.
   */
  'email-verification': { userId: string; tokenId: string };
  /**
   * A sign-in link (issue 22, POST /api/auth/login-link), to a confirmed account's own address:
   * job id `login-link-<userId>-<tokenId>`, one per link issued. Like the confirmation link, the
   * job carries no token (backend/src/services/linkTokens.ts); the link works 15 minutes, once.
   */
  'login-link': { userId: string; tokenId: string };
  /**
   * One admin's moderation digest (issue 22): every job, course and event submitted while the
   * admin's window was open, in one e-mail sent when it closes. A delayed job, id
   * `admin-digest-<adminId>-<windowStart>` (ms), added by each submission that joined the window
   * (workers/src/digest.ts); the worker reads the window's items from Redis, not from the job.
   */
  'admin-digest': { adminId: string; windowStart: number };
  /**
   * Issue 26: jobs an alert matched, to its owner, with the alert's unsubscribe link and
   * `List-Unsubscribe` headers. One job at once for an immediate alert (id
   * `job-alert-<alertId>-<jobId>`), or the day's digest (`job-alert-digest-<alertId>-<day>-<n>`). The
   * worker reads the alert and the jobs when it sends: a deleted alert sends nothing, a job closed
   * or applied to since is left out.
   */
  'job-alert': { alertId: string; jobIds: string[] };
  /** Issue 26: a visitor's alert's confirmation link (double opt-in), to the address it names; one job per request. */
  'job-alert-confirmation': { alertId: string };
}
export type EmailJobName = keyof EmailJobs;

export interface NotificationJobs {
  /** Notify every admin that a contact message arrived. */
  'contact-received': { contactMessageId: string; name: string; subject: string };
  /** Notify every admin that a user reported a conversation (POST /api/messages/:userId/report). */
  'conversation-reported': { reportId: string; reporterName: string; reason: string };
  /**
   * Issue 13. Each names its cause; the worker reads the current documents, writes one
   * Notification per recipient under a dedupe key derived from the cause (so the same job run
   * twice notifies once), pushes `notification:new` and enqueues the e-mail twin.
   * Job ids: `item-submitted-<kind>-<id>-<submissionId>`, `item-moderated-<kind>-<id>-<status>-<submissionId>`,
   * `application-created-<applicationId>`, `application-status-<applicationId>-<changeId>`.
   */
  /** To every admin: a job, course or event awaits moderation. */
  'item-submitted': { kind: ModeratedKind; id: string; submissionId: string };
  /** To the owner: their item was approved or rejected (with the reason). */
  'item-moderated': { kind: ModeratedKind; id: string; status: 'approved' | 'rejected' };
  /**
   * Issue 25. To the owner: an admin took their item down (with the reason) or republished it (bell
   * + e-mail), once per move. Job id `item-taken-down-<kind>-<id>-<status>-<moved at ms>`.
   */
  'item-taken-down': { kind: ModeratedKind; id: string; status: 'removed' | 'approved' };
  /**
   * Issue 25. To the account: an admin took its page down (with the reason) or republished it (bell
   * + e-mail), once per move. Job id `page-taken-down-<userId>-<removed|restored>-<moved at ms>`.
   */
  'page-taken-down': { userId: string; status: 'removed' | 'restored' };
  /** To the job's company: someone applied (bell + e-mail). */
  'application-created': { applicationId: string };
  /** To the candidate: the company moved their application. */
  'application-status-changed': { applicationId: string; status: ApplicationStatus; changeId: string };
  /**
   * Issue 24. A credential was saved (created, or its training date or norm changed): reminds its
   * owner at once of any threshold (60, 30, 0 days before expiry) it is already inside. Job id
   * `credential-saved-<credentialId>-<validUntil day>`.
   */
  'credential-saved': { credentialId: string };
  /**
   * Issue 24. To the owner: an admin verified or refused their registration (bell + e-mail), once
   * per decision. Job id `verification-decided-<verificationId>-<status>-<submissionId>`.
   */
  'verification-decided': { verificationId: string; status: 'verified' | 'rejected' };
  /** Issue 24. The daily scan: every credential that reached a reminder threshold is reminded, once per threshold. */
  'credential-reminders': Record<string, never>;
  /**
   * Issue 26. A job became approved (an admin's decision, or published without review): every
   * active alert it matches is told once (workers/src/processors/jobAlerts.ts). Job id
   * `job-approved-<jobId>-<submissionId>`.
   */
  'job-approved': { jobId: string };
  /** Issue 26. The daily digests: each daily alert's matches of the last day, in one e-mail per alert. */
  'job-alert-digests': Record<string, never>;
  /**
   * Issue 26. To the recipient: someone asked to connect (bell, toast). Job id
   * `connection-request-<connectionId>-<requestedAt ms>`: a request withdrawn and sent again tells again.
   */
  'connection-request': { connectionId: string; requestedAt: string };
  /** Issue 26. To the requester: their request was accepted. Job id `connection-accepted-<connectionId>-<connectedAt ms>`. */
  'connection-accepted': { connectionId: string; connectedAt: string };
  /**
   * Issue 26 (LGPD). Builds a person's data export (workers/src/processors/dataExport.ts) and tells
   * them it is ready (bell, push, e-mail). Job id `data-export-<exportId>`.
   */
  'data-export': { exportId: string };
  /**
   * Issue 26 (LGPD). The daily purge: the applications and job alerts of accounts nobody signed in
   * to for INACTIVE_PURGE_DAYS (backend services/inactivePurge.ts).
   */
  'inactive-purge': Record<string, never>;
}
export type NotificationJobName = keyof NotificationJobs;

/**
 * The names the moderation jobs had while they were named after jobs alone (they always carried
 * courses and events too; issue 23): a job a backend queued before the rename still runs.
 */
export const FORMER_NOTIFICATION_JOB_NAMES: Readonly<Record<string, NotificationJobName>> = {
  'job-submitted': 'item-submitted',
  'job-moderated': 'item-moderated',
};

/**
 * The `skills` queue keeps `Skill.usageCount` = how many profiles list the
 * skill. A profile save that changes skills enqueues `usage-changed` with job
 * id `skills-usage-<userId>-<changeId>` (one id per profile change: a retried
 * request or a double enqueue is one job); the worker recounts each named
 * skill from the users collection, so a retried or repeated job writes the
 * same numbers. `recount` (scheduled daily, or by hand) repairs any drift.
 */
export interface SkillJobs {
  'usage-changed': { userId: string; changeId: string; added: string[]; removed: string[] };
  /** Recount the named skills, or the whole catalogue when `names` is absent. */
  recount: { names?: string[] };
}
export type SkillJobName = keyof SkillJobs;
