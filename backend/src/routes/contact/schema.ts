import { CONTACT_RULES } from '@conecta/common';
import { joiRules } from '../../lib/rules';

export const contactSchema = joiRules(CONTACT_RULES);
