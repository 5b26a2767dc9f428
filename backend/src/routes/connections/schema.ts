/** Rede de Contatos' inputs (issue 26; common CONNECTION_REQUEST_RULES). */
import { CONNECTION_REQUEST_RULES, type InputOf } from '@conecta/common';
import { joiRules } from '../../lib/rules';

export const connectionRequestSchema = joiRules<InputOf<typeof CONNECTION_REQUEST_RULES>>(CONNECTION_REQUEST_RULES);
