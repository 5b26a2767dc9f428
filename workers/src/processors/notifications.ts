/**
 * The `notifications` queue: turns causes into Notification documents, pushes them live through
 * the Socket.IO Redis emitter (reaching every backend node) and, where the cause calls for it,
 * e-mails them (../notify.ts: each once per cause and recipient, however often a job runs).
 */
import { UnrecoverableError } from 'bullmq';
import { FORMER_NOTIFICATION_JOB_NAMES, type NotificationJobs } from '@conecta/common';
import { handleByName } from '../jobHandlers';
import { notifyAdmins, type NotifyDeps } from '../notify';
import { contactMessageExists } from './email';
import { notifyModerated, notifySubmitted } from './moderationNotifications';
import { notifyPageTakedown, notifyTakedown } from './takedownNotifications';
import { applicationCreated, applicationStatusChanged } from './applicationNotifications';
import { credentialReminders, credentialSaved, type CredentialReminderDeps } from './credentialReminders';
import { notifyVerificationDecided } from './verificationNotifications';
import { jobAlertDigests, jobApproved } from './jobAlerts';
import { buildDataExport } from './dataExport';
import type { FileStorage } from '@conecta/backend/storage/storage';
import { notifyConnectionAccepted, notifyConnectionRequest } from './connections';
import { purgeInactiveAccounts } from '@conecta/backend/services/inactivePurge';

export type NotificationDeps = NotifyDeps & {
  /** Where data exports are written (dataExport.ts); without it those jobs fail. */
  storage?: FileStorage;
  /** Days without a sign-in after which the daily purge removes an account's applications and alerts (config INACTIVE_PURGE_DAYS). */
  inactivePurgeDays?: number;
  /** The credential reminders' marks and locks (credentialReminders.ts); without them those jobs fail. */
  reminders?: Omit<CredentialReminderDeps, keyof NotifyDeps>;
};

export function notificationsProcessor(deps: NotificationDeps) {
  const reminderDeps = (): CredentialReminderDeps => {
    if (!deps.reminders) throw new UnrecoverableError('credential reminders need Redis (NotificationDeps.reminders)');
    return { ...deps, ...deps.reminders };
  };
  // One handler per name of the queue's contract (../jobHandlers.ts): a name added in common/ without
  // its handler is a compile error, and each handler reads its own job's data without a cast.
  return handleByName<NotificationJobs, void>(
    'notification',
    {
      'contact-received': async ({ data: { contactMessageId, name, subject } }) => {
        if (!(await contactMessageExists({ contactMessageId }))) return;
        return notifyAdmins(deps, `contact-received:${contactMessageId}`, {
          kind: 'contact-received',
          title: 'Nova mensagem de contato',
          body: `${name}: ${subject}`,
          link: '/admin',
        });
      },
      'conversation-reported': ({ data: { reportId, reporterName, reason } }) =>
        notifyAdmins(deps, `conversation-reported:${reportId}`, {
          kind: 'conversation-reported',
          title: 'Conversa denunciada',
          body: `${reporterName}: ${reason.slice(0, 80)}`,
          link: '/admin',
        }),
      'item-submitted': (job) => notifySubmitted(deps, job.data),
      'item-moderated': (job) => notifyModerated(deps, job.data),
      'item-taken-down': (job) => notifyTakedown(deps, job.data),
      'page-taken-down': (job) => notifyPageTakedown(deps, job.data),
      'application-created': (job) => applicationCreated(deps, job.data),
      'application-status-changed': (job) => applicationStatusChanged(deps, job.data),
      'verification-decided': (job) => notifyVerificationDecided(deps, job.data),
      'credential-saved': (job) => credentialSaved(reminderDeps(), job.data),
      'credential-reminders': async () => {
        await credentialReminders(reminderDeps());
      },
      'job-approved': (job) => jobApproved(deps, job.data),
      'job-alert-digests': () => jobAlertDigests(deps),
      'inactive-purge': async () => {
        if (!deps.inactivePurgeDays) throw new UnrecoverableError('the purge needs its window (NotificationDeps.inactivePurgeDays)');
        await purgeInactiveAccounts({ days: deps.inactivePurgeDays });
      },
      'data-export': (job) => {
        if (!deps.storage) throw new UnrecoverableError('data exports need storage (NotificationDeps.storage)');
        return buildDataExport({ ...deps, storage: deps.storage }, job.data);
      },
      'connection-request': (job) => notifyConnectionRequest(deps, job.data),
      'connection-accepted': (job) => notifyConnectionAccepted(deps, job.data),
    },
    (name) => FORMER_NOTIFICATION_JOB_NAMES[name] ?? name,
  );
}
