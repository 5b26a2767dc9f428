/**
 * Queue names and job payloads: the contract between producers (backend)
 * and processors (workers). A job name maps to exactly one payload type.
 */
import type { ContactType } from './domain';

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
}
export type EmailJobName = keyof EmailJobs;

export interface NotificationJobs {
  /** Notify every admin that a contact message arrived. */
  'contact-received': { contactMessageId: string; name: string; subject: string };
  /** Notify every admin that a user reported a conversation (POST /api/messages/:userId/report). */
  'conversation-reported': { reportId: string; reporterName: string; reason: string };
}
export type NotificationJobName = keyof NotificationJobs;

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
