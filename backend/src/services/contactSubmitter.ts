/**
 * A contact message: stored first, then announced — an e-mail to the team
 * inbox, a confirmation to the sender, a live notification to the admins.
 * If the queue cannot take the jobs the stored message is removed again, so
 * a failed request leaves nothing half-done behind.
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
  try {
    await Promise.all([
      producers.sendEmail('contact-received', data, `contact-received-${id}`),
      producers.sendEmail('contact-confirmation', data, `contact-confirmation-${id}`),
      producers.notify('contact-received', { contactMessageId: id, name: doc.name, subject: doc.subject }, `contact-received-${id}`),
    ]);
  } catch (err) {
    log.error({ err, contactMessageId: id }, 'could not enqueue contact jobs');
    await ContactMessage.deleteOne({ _id: doc._id });
    throw ServiceUnavailableError('Não foi possível enviar sua mensagem agora. Tente novamente mais tarde.');
  }
  return id;
}
