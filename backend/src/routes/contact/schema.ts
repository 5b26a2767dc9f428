import { CONTACT_TYPES, LIMITS, MESSAGES } from '@conecta/common';
import { body, email, oneOf, optionalText, text } from '../../lib/rules';

export const contactSchema = body({
  name: text(LIMITS.nameMin, LIMITS.nameMax, MESSAGES.nameMin, MESSAGES.nameMax).required(),
  email: email().required(),
  phone: optionalText(LIMITS.phoneMax, MESSAGES.phoneMax),
  company: optionalText(LIMITS.companyMax, MESSAGES.companyMax),
  contactType: oneOf(CONTACT_TYPES, MESSAGES.contactTypeRequired).required(),
  subject: text(LIMITS.contactSubjectMin, LIMITS.contactSubjectMax, MESSAGES.subjectMin, MESSAGES.subjectMax).required(),
  message: text(LIMITS.contactMessageMin, LIMITS.contactMessageMax, MESSAGES.messageMin, MESSAGES.messageMax).required(),
});
