import { VERIFICATION_KINDS, VERIFICATION_RULES, choice, type VerificationInput, type VerificationKind } from '@conecta/common';
import { joiRules } from '../../lib/rules';

/** PUT /api/user/verifications/:kind — the kind in the path. */
export const kindParams = joiRules<{ kind: VerificationKind }>({ kind: choice(VERIFICATION_KINDS, 'Tipo de registro inválido') });

/** PUT /api/user/verifications/:kind — the number and the council (the rules across them: `verificationErrors`). */
export const verificationSchema = joiRules<VerificationInput>(VERIFICATION_RULES);
