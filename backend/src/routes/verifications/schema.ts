import { DOCUMENT_KINDS, VERIFICATION_KINDS, VERIFICATION_MESSAGES, VERIFICATION_RULES, choice, type DocumentKind, type VerificationInput, type VerificationKind } from '@conecta/common';
import { joiRules } from '../../lib/rules';

/** PUT /api/user/verifications/:kind — the kind in the path. */
export const kindParams = joiRules<{ kind: VerificationKind }>({ kind: choice(VERIFICATION_KINDS, 'Tipo de registro inválido') });

/** /api/user/verifications/:kind/document — only a CREA or a CRT has one (common DOCUMENT_KINDS says why). */
export const documentKindParams = joiRules<{ kind: DocumentKind }>({ kind: choice(DOCUMENT_KINDS, VERIFICATION_MESSAGES.documentKindInvalid) });

/**
 * PUT /api/user/verifications/:kind — the number and the council (the rules across them:
 * `verificationErrors`); the same fields go beside the file in POST …/:kind/document.
 */
export const verificationSchema = joiRules<VerificationInput>(VERIFICATION_RULES);
