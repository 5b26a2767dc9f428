/**
 * Queue names and job payloads: the contract between producers (backend)
 * and processors (workers). A job name maps to exactly one payload type.
 */
import type { ContactType } from './domain';

export const QUEUES = {
  email: 'email',
  notifications: 'notifications',
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
}
export type EmailJobName = keyof EmailJobs;

export interface NotificationJobs {
  /** Notify every admin that a contact message arrived. */
  'contact-received': { contactMessageId: string; name: string; subject: string };
  /** Notify every admin that a user reported a conversation (POST /api/messages/:userId/report). */
  'conversation-reported': { reportId: string; reporterName: string; reason: string };
}
export type NotificationJobName = keyof NotificationJobs;
