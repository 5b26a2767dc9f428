/**
 * Typed producers: one function per job kind, so a wrong payload is a
 * compile error. Job ids are stable per cause, making enqueueing idempotent
 * (BullMQ refuses ':' in custom ids, hence '-' as separator).
 */
import type { Queue } from 'bullmq';
import {
  QUEUES,
  type EmailJobName,
  type EmailJobs,
  type NotificationJobName,
  type NotificationJobs,
  type SkillJobName,
  type SkillJobs,
} from '@conecta/common';
import { createQueue } from './queue';
import type { Logger } from '../lib/logger';

export class Producers {
  readonly email: Queue<EmailJobs[EmailJobName], void, EmailJobName>;
  readonly notifications: Queue<NotificationJobs[NotificationJobName], void, NotificationJobName>;
  readonly skills: Queue<SkillJobs[SkillJobName], void, SkillJobName>;

  constructor(redisUrl: string, redisPrefix: string, logger?: Logger) {
    this.email = createQueue(QUEUES.email, redisUrl, redisPrefix, logger);
    this.notifications = createQueue(QUEUES.notifications, redisUrl, redisPrefix, logger);
    this.skills = createQueue(QUEUES.skills, redisUrl, redisPrefix, logger);
  }

  /** `delayMs`: a mail due later (the admins' digest, sent when its window closes). */
  async sendEmail<N extends EmailJobName>(name: N, data: EmailJobs[N], jobId: string, delayMs = 0): Promise<void> {
    await this.email.add(name, data, { jobId, delay: Math.max(0, delayMs) });
  }

  async notify<N extends NotificationJobName>(name: N, data: NotificationJobs[N], jobId: string): Promise<void> {
    await this.notifications.add(name, data, { jobId });
  }

  /** One job per profile change (`changeId`): enqueueing it again is a no-op. */
  async skillUsageChanged(data: SkillJobs['usage-changed']): Promise<void> {
    await this.skills.add('usage-changed', data, { jobId: skillUsageJobId(data.userId, data.changeId) });
  }

  /**
   * The repeating `recount` (workers/src/processors/skills.ts). Upserted under a fixed id, so every
   * workers process and restart keeps exactly one schedule.
   */
  async scheduleSkillsRecount(schedulerId: string, pattern: string): Promise<void> {
    // BullMQ types the scheduler id as a job name; it is only the schedule's own key.
    const id = schedulerId as SkillJobName;
    await this.skills.upsertJobScheduler(id, { pattern }, { name: 'recount', data: {} });
  }

  /**
   * A daily job of the notifications queue — the `credential-reminders` scan
   * (workers/src/processors/credentialReminders.ts), the `job-alert-digests` (jobAlerts.ts), the
   * `inactive-purge` (backend services/inactivePurge.ts) —
   * upserted under a fixed id like the recount: one schedule however many workers processes start.
   * `tz`: the zone the cron pattern is read in.
   */
  async scheduleDailyNotifications(name: 'credential-reminders' | 'job-alert-digests' | 'inactive-purge', schedulerId: string, pattern: string, tz: string): Promise<void> {
    const id = schedulerId as NotificationJobName;
    await this.notifications.upsertJobScheduler(id, { pattern, tz }, { name, data: {} });
  }

  get all(): Queue[] {
    return [this.email, this.notifications, this.skills] as Queue[];
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((q) => q.close()));
  }
}

export const skillUsageJobId = (userId: string, changeId: string) => `skills-usage-${userId}-${changeId}`;
