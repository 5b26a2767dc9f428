/**
 * The `notifications` queue: turns causes into Notification documents, pushes them live through
 * the Socket.IO Redis emitter (reaching every backend node) and, where the cause calls for it,
 * e-mails them (../notify.ts: each once per cause and recipient, however often a job runs).
 */
import { UnrecoverableError, type Job } from 'bullmq';
import { FORMER_NOTIFICATION_JOB_NAMES, type NotificationJobName, type NotificationJobs } from '@conecta/common';
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
  return async (job: Job<NotificationJobs[NotificationJobName], void, NotificationJobName>): Promise<void> => {
    const name = FORMER_NOTIFICATION_JOB_NAMES[job.name] ?? job.name;
    switch (name) {
      case 'contact-received': {
        const { contactMessageId, name, subject } = job.data as NotificationJobs['contact-received'];
        if (!(await contactMessageExists({ contactMessageId }))) return;
        return notifyAdmins(deps, `contact-received:${contactMessageId}`, {
          kind: 'contact-received',
          title: 'Nova mensagem de contato',
          body: `${name}: ${subject}`,
          link: '/admin',
        });
      }
      case 'conversation-reported': {
        const { reportId, reporterName, reason } = job.data as NotificationJobs['conversation-reported'];
        return notifyAdmins(deps, `conversation-reported:${reportId}`, {
          kind: 'conversation-reported',
          title: 'Conversa denunciada',
          body: `${reporterName}: ${reason.slice(0, 80)}`,
          link: '/admin',
        });
      }
      case 'item-submitted':
        return notifySubmitted(deps, job.data as NotificationJobs['item-submitted']);
      case 'item-moderated':
        return notifyModerated(deps, job.data as NotificationJobs['item-moderated']);
      case 'item-taken-down':
        return notifyTakedown(deps, job.data as NotificationJobs['item-taken-down']);
      case 'page-taken-down':
        return notifyPageTakedown(deps, job.data as NotificationJobs['page-taken-down']);
      case 'application-created':
        return applicationCreated(deps, job.data as NotificationJobs['application-created']);
      case 'application-status-changed':
        return applicationStatusChanged(deps, job.data as NotificationJobs['application-status-changed']);
      case 'verification-decided':
        return notifyVerificationDecided(deps, job.data as NotificationJobs['verification-decided']);
      case 'credential-saved':
        return credentialSaved(reminderDeps(), job.data as NotificationJobs['credential-saved']);
      case 'credential-reminders':
        await credentialReminders(reminderDeps());
        return;
      case 'job-approved':
        return jobApproved(deps, job.data as NotificationJobs['job-approved']);
      case 'job-alert-digests':
        return jobAlertDigests(deps);
      case 'inactive-purge': {
        if (!deps.inactivePurgeDays) throw new UnrecoverableError('the purge needs its window (NotificationDeps.inactivePurgeDays)');
        await purgeInactiveAccounts({ days: deps.inactivePurgeDays });
        return;
      }
      case 'data-export': {
        if (!deps.storage) throw new UnrecoverableError('data exports need storage (NotificationDeps.storage)');
        return buildDataExport({ ...deps, storage: deps.storage }, job.data as NotificationJobs['data-export']);
      }
      case 'connection-request':
        return notifyConnectionRequest(deps, job.data as NotificationJobs['connection-request']);
      case 'connection-accepted':
        return notifyConnectionAccepted(deps, job.data as NotificationJobs['connection-accepted']);
      default:
        throw new UnrecoverableError(`unknown notification job ${String(job.name)}`);
    }
  };
}
