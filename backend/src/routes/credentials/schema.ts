/** POST / PATCH /api/users/credentials bodies (common CredentialInput, CREDENTIAL_RULES). */
import { CREDENTIAL_RULES, CREDENTIAL_UPDATE_RULES, type CredentialInput } from '@conecta/common';
import { joiRules } from '../../lib/rules';

export const credentialCreateSchema = joiRules<CredentialInput>(CREDENTIAL_RULES);

export const credentialUpdateSchema = joiRules<Partial<CredentialInput>>(CREDENTIAL_UPDATE_RULES);
