/**
 * Typed producers: one function per job kind, so a wrong payload is a
 * compile error. Job ids are stable per cause, making enqueueing idempotent
 * (BullMQ refuses ':' in custom ids, hence '-' as separator).
 */
import type { Queue } from 'bullmq';
import { QUEUES, type EmailJobName, type EmailJobs, type NotificationJobName, type NotificationJobs } from '@conecta/common';
import { createQueue } from './queue';
import type { Logger } from '../lib/logger';

export class Producers {
  readonly email: Queue<EmailJobs[EmailJobName], void, EmailJobName>;
  readonly notifications: Queue<NotificationJobs[NotificationJobName], void, NotificationJobName>;

  constructor(redisUrl: string, redisPrefix: string, logger?: Logger) {
    this.email = createQueue(QUEUES.email, redisUrl, redisPrefix, logger);
    this.notifications = createQueue(QUEUES.notifications, redisUrl, redisPrefix, logger);
  }

  async sendEmail<N extends EmailJobName>(name: N, data: EmailJobs[N], jobId: string): Promise<void> {
    await this.email.add(name, data, { jobId });
  }

  async notify<N extends NotificationJobName>(name: N, data: NotificationJobs[N], jobId: string): Promise<void> {
    await this.notifications.add(name, data, { jobId });
  }

  get all(): Queue[] {
    return [this.email, this.notifications] as Queue[];
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((q) => q.close()));
  }
}
