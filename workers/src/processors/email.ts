/** The `email` queue: one processor switching on the job name. */
import { UnrecoverableError, type Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { EmailJobName, EmailJobs } from '@conecta/common';
import { contactConfirmationMail, contactReceivedMail, type Mail } from '../mailer';

export interface EmailDeps {
  transport: Transporter;
  from: string;
  contactInbox: string;
}

export function emailProcessor(deps: EmailDeps) {
  return async (job: Job<EmailJobs[EmailJobName], void, EmailJobName>): Promise<void> => {
    let mail: Mail;
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
    await deps.transport.sendMail({ from: deps.from, ...mail });
  };
}
