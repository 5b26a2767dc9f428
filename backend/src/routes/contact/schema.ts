import { CONTACT_RULES, type ContactPayload } from '@conecta/common';
import { joiRules } from '../../lib/rules';

export const contactSchema = joiRules<ContactPayload>(CONTACT_RULES);
