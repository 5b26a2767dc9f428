/**
 * The `email` queue: one processor switching on the job name.
 *
 * Once per cause, as far as SMTP allows: a worker killed after the server took
 * a mail but before BullMQ recorded the job done runs it again. Two things
 * keep that from becoming a second message: the job's id (stable per cause,
 * `contact-received-<id>`) is marked sent in Redis right after the server
 * accepts, and a retry finding the mark sends nothing; and the Message-ID is
 * derived from the job id, so a copy sent in the instant before the mark is
 * the same message to the receiving mailbox, which keeps one (npm run chaos
 * counts messages by Message-ID and reports such copies apart).
 */
import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import { ContactMessage } from '@conecta/backend/models/contactMessage';
import { isObjectIdHex } from '@conecta/backend/lib/ids';
import type { EmailJobName, EmailJobs } from '@conecta/common';
import { contactConfirmationMail, contactReceivedMail, type Mail } from '../mailer';

export interface EmailDeps {
  transport: Transporter;
  from: string;
  contactInbox: string;
  /** Where sent marks live (with the queues' prefix), one week each. */
  redis: Redis;
  redisPrefix: string;
}

const SENT_MARK_SECONDS = 7 * 24 * 3600;

/** Whether the contact message a job is about is still stored (services/contactSubmitter.ts removes a failed one). */
export async function contactMessageExists(data: { contactMessageId?: string }): Promise<boolean> {
  if (!data.contactMessageId) return true;
  if (!isObjectIdHex(data.contactMessageId)) return false;
  return (await ContactMessage.exists({ _id: data.contactMessageId })) !== null;
}

/** The domain of the sender address, for Message-IDs. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'conectaenergia.com.br';
}

export function emailProcessor(deps: EmailDeps) {
  const domain = domainOf(deps.from);
  return async (job: Job<EmailJobs[EmailJobName], void, EmailJobName>): Promise<void> => {
    const mark = `${deps.redisPrefix}mail-sent:${job.id}`;
    if (await deps.redis.exists(mark)) return; // an earlier attempt sent it and was cut off after
    let mail: Mail;
    // A contact job outliving its message (the request failed and removed it): nothing to send.
    if ((job.name === 'contact-received' || job.name === 'contact-confirmation') && !(await contactMessageExists(job.data))) return;
    switch (job.name) {
      case 'contact-received':
        mail = contactReceivedMail(job.data, deps.contactInbox);
        break;
      case 'contact-confirmation':
        mail = contactConfirmationMail(job.data);
        break;
      default:
        throw new UnrecoverableError(`unknown email job ${String(job.name)}`);
    }
    await deps.transport.sendMail({ from: deps.from, ...mail, messageId: `<${job.id}@${domain}>` });
    await deps.redis.set(mark, '1', 'EX', SENT_MARK_SECONDS);
  };
}
