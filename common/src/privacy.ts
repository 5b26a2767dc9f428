/**
 * Each person's own data (issue 26, LGPD): the consent a sign-up records, deleting one's account,
 * and what the privacy page names. The versions are the dates of the texts at /termos and
 * /privacidade: a new text gets a new version, so each consent says which text was accepted.
 */
import { flagAccepted, text } from './fields';
import type { Rules } from './fields';
import { REGISTER_RULES } from './rules';

export const TERMS_VERSION = '2026-11-27';
export const PRIVACY_VERSION = '2026-11-27';

export const CONSENT_DOCUMENTS = ['terms', 'privacy'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

/** The encarregado (DPO) of LGPD art. 41, named on the privacy page. */
export const DPO_EMAIL = 'privacidade@conectaenergia.com.br';

/**
 * Applications and job alerts of an account nobody signed in to for this many days are removed by
 * the workers' daily purge (backend config INACTIVE_PURGE_DAYS; the privacy page says it in years).
 */
export const INACTIVE_PURGE_DAYS_DEFAULT = 730;

/** What a removed account is shown as wherever it left a trace (a conversation, an applicant list). */
export const REMOVED_USER_NAME = 'Usuário removido';

export const PRIVACY_MESSAGES = {
  consentLabel: 'Li e aceito os Termos de Uso e a Política de Privacidade',
  consentRequired: 'Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.',
  passwordRequired: 'Informe sua senha para confirmar',
  passwordWrong: 'Senha incorreta.',
  adminRefused: 'Contas de administrador não podem ser excluídas por aqui. Fale com outro administrador.',
  deleted: 'Sua conta foi excluída.',
  deleteFailed: 'Não foi possível excluir a conta',
  applicationWithdrawn: 'Esta candidatura foi retirada: a conta do candidato foi excluída.',
} as const;

/** The sign-up's consent (RegisterPayload.acceptTerms): only `true` passes. */
export const CONSENT_RULE = flagAccepted(PRIVACY_MESSAGES.consentRequired);

/** POST /api/register: the form's rules and the consent, which the form holds apart (a box, not a text). */
export const REGISTER_API_RULES = { ...REGISTER_RULES, acceptTerms: CONSENT_RULE } as const satisfies Rules;

/** POST /api/account/delete: the password confirms it is the owner (counted as sign-in attempts). */
export const ACCOUNT_DELETE_RULES = {
  password: text({ trim: false, max: 200, message: PRIVACY_MESSAGES.passwordRequired }),
} as const satisfies Rules;

export interface AccountDeletePayload {
  password: string;
}
