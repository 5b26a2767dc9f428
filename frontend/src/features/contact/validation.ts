/** Contact form rules of spec §5 with the shared messages. */
import { CONTACT_TYPES, LIMITS, MESSAGES, isValidEmail } from '@conecta/common';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  contactType: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', company: '', contactType: '', subject: '', message: '' };

export function validateContact(values: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  const name = values.name.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();
  if (name.length < LIMITS.nameMin) errors.name = MESSAGES.nameMin;
  else if (name.length > LIMITS.nameMax) errors.name = MESSAGES.nameMax;
  if (!isValidEmail(values.email.trim())) errors.email = MESSAGES.emailInvalid;
  if (values.phone.trim().length > LIMITS.phoneMax) errors.phone = MESSAGES.phoneMax;
  if (values.company.trim().length > LIMITS.companyMax) errors.company = MESSAGES.companyMax;
  if (!(CONTACT_TYPES as readonly string[]).includes(values.contactType)) errors.contactType = MESSAGES.contactTypeRequired;
  if (subject.length < LIMITS.contactSubjectMin) errors.subject = MESSAGES.subjectMin;
  else if (subject.length > LIMITS.contactSubjectMax) errors.subject = MESSAGES.subjectMax;
  if (message.length < LIMITS.contactMessageMin) errors.message = MESSAGES.messageMin;
  else if (message.length > LIMITS.contactMessageMax) errors.message = MESSAGES.messageMax;
  return errors;
}
