/**
 * A contact message: stored first, then announced — an e-mail to the team
 * inbox, a confirmation to the sender, a live notification to the admins.
 * If the queues cannot take all three jobs, the ones that were taken are
 * removed and so is the stored message, and the client gets 503. Removing
 * can fail too (Redis went away mid-request), so the workers also treat a
 * contact job whose message no longer exists as done: nothing is ever sent
 * for a message the visitor was told did not go through.
 */
import type { ContactEmailData, ContactPayload } from '@conecta/common';
import { ContactMessage } from '../models/contactMessage';
import { ServiceUnavailableError } from '../lib/errors';
import type { Producers } from '../queues/producers';
import type { Logger } from '../lib/logger';

export async function submitContact(
  payload: ContactPayload,
  meta: { userId: string | null; ip: string },
  producers: Producers,
  log: Logger,
): Promise<string> {
  const doc = await ContactMessage.create({ ...payload, userId: meta.userId, ip: meta.ip });
  const id = doc._id.toString();
  const data: ContactEmailData = {
    contactMessageId: id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? null,
    company: doc.company ?? null,
    contactType: payload.contactType,
    subject: doc.subject,
    message: doc.message,
  };
  const jobs = [
    { queue: producers.email, jobId: `contact-received-${id}`, add: () => producers.sendEmail('contact-received', data, `contact-received-${id}`) },
    { queue: producers.email, jobId: `contact-confirmation-${id}`, add: () => producers.sendEmail('contact-confirmation', data, `contact-confirmation-${id}`) },
    {
      queue: producers.notifications,
      jobId: `contact-received-${id}`,
      add: () => producers.notify('contact-received', { contactMessageId: id, name: doc.name, subject: doc.subject }, `contact-received-${id}`),
    },
  ];
  const added = await Promise.allSettled(jobs.map((job) => job.add()));
  const failed = added.find((result) => result.status === 'rejected');
  if (failed) {
    log.error({ err: failed.reason, contactMessageId: id }, 'could not enqueue contact jobs');
    await Promise.allSettled(jobs.map((job, i) => (added[i]!.status === 'fulfilled' ? job.queue.remove(job.jobId) : undefined)));
    await ContactMessage.deleteOne({ _id: doc._id });
    throw ServiceUnavailableError('Não foi possível enviar sua mensagem agora. Tente novamente mais tarde.');
  }
  return id;
}
