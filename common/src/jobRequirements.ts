/**
 * What a job may require (issue 24): credentials of the catalogue, valid on the day, and a
 * professional registration an admin verified. One check, `checkRequirements`, read by the job
 * card and page (for the signed-in candidate, from their own records), the apply confirmation and
 * the company's applicant list (from each applicant's records, on the server). The free-text
 * `requirements` of a job stay what they were: words; these are the ones a machine can check.
 */
import { CREDENTIAL_CATALOGUE, CREDENTIAL_CODES, isValidThrough, utcDay, type CredentialCode } from './credentials';
import { VERIFICATION_BADGES, VERIFICATION_KIND_LABELS, type VerificationKind } from './verifications';

/** The registrations a job may require: a person's (a CNPJ is a company's, never a candidate's). */
export const REQUIRABLE_REGISTRATIONS = ['crea', 'crt'] as const;
export type RequirableRegistration = (typeof REQUIRABLE_REGISTRATIONS)[number];

/** The checkable requirements on a job (JobDTO and JobInput carry these two fields). */
export interface JobRequirementFields {
  /** Catalogue codes, each at most once, in the catalogue's order. */
  requiredCredentials: CredentialCode[];
  requiredRegistration: RequirableRegistration | null;
}

/** What a candidate holds, as the check reads it. */
export interface CandidateHoldings {
  /** Every training record of the person (expired ones too: the list shows when it lapsed). */
  credentials: readonly { code: CredentialCode; validUntil: string | null }[];
  /** The registrations an admin verified. */
  registrations: readonly VerificationKind[];
}

export interface RequirementCheck {
  kind: 'credential' | 'registration';
  code: CredentialCode | RequirableRegistration;
  /** 'NR-35 válida', 'CREA verificado': what is required, as the 'Falta: …' line names it. */
  label: string;
  met: boolean;
  /**
   * For a credential the person holds: the last valid day ('aaaa-mm-dd') of their longest-lasting
   * record of it (an expired one when none holds), null when it never expires or is not held.
   */
  validUntil: string | null;
  /** Whether the person has any record of it (a lapsed NR-35 reads differently from none). */
  held: boolean;
}

export const requirementLabel = (kind: RequirementCheck['kind'], code: RequirementCheck['code']): string =>
  kind === 'credential' ? `${CREDENTIAL_CATALOGUE[code as CredentialCode].name} válida` : VERIFICATION_BADGES[code as RequirableRegistration];

/** A job's requirements in the catalogue's order (what the form stores, whatever order was ticked). */
export const sortCredentialCodes = (codes: readonly CredentialCode[]): CredentialCode[] => CREDENTIAL_CODES.filter((code) => codes.includes(code));

/** Longest-lasting record of `code`: a permanent one beats any date, a later day an earlier one. */
function bestRecord(holdings: CandidateHoldings, code: CredentialCode): { validUntil: string | null } | null {
  let best: { validUntil: string | null } | null = null;
  for (const record of holdings.credentials) {
    if (record.code !== code) continue;
    if (!best || record.validUntil === null || (best.validUntil !== null && record.validUntil > best.validUntil)) best = record;
  }
  return best;
}

/** Each requirement of `job` against what the candidate holds on `today`: credentials first, then the registration. */
export function checkRequirements(job: JobRequirementFields, holdings: CandidateHoldings, today: Date): RequirementCheck[] {
  const checks: RequirementCheck[] = sortCredentialCodes(job.requiredCredentials).map((code) => {
    const best = bestRecord(holdings, code);
    const validUntil = best?.validUntil ?? null;
    return {
      kind: 'credential',
      code,
      label: requirementLabel('credential', code),
      met: !!best && isValidThrough(validUntil ? utcDay(validUntil) : null, today),
      validUntil,
      held: !!best,
    };
  });
  if (job.requiredRegistration) {
    const met = holdings.registrations.includes(job.requiredRegistration);
    checks.push({ kind: 'registration', code: job.requiredRegistration, label: requirementLabel('registration', job.requiredRegistration), met, validUntil: null, held: met });
  }
  return checks;
}

/** What a job requires by name ('NR-10 SEP', 'NR-35', 'CREA'): the job page's list and the search's words. */
export const requirementNames = (job: JobRequirementFields): string[] => [
  ...sortCredentialCodes(job.requiredCredentials).map((code) => CREDENTIAL_CATALOGUE[code].name),
  ...(job.requiredRegistration ? [VERIFICATION_KIND_LABELS[job.requiredRegistration]] : []),
];

export const hasRequirements = (job: JobRequirementFields): boolean => job.requiredCredentials.length > 0 || job.requiredRegistration !== null;

export const REQUIREMENT_MESSAGES = {
  sectionTitle: 'Certificações e registros exigidos',
  meets: 'Você atende aos requisitos',
  missing: (checks: readonly RequirementCheck[]) => `Falta: ${checks.filter((c) => !c.met).map((c) => c.label).join(', ')}`,
  confirmTitle: 'Requisitos não atendidos',
  confirmBody: (checks: readonly RequirementCheck[]) =>
    `Esta vaga exige ${checks.filter((c) => !c.met).map((c) => c.label).join(', ')}, que não consta no seu perfil. Você pode se candidatar mesmo assim; a empresa verá quais requisitos você atende.`,
  confirmAction: 'Candidatar-me mesmo assim',
  requiredCredentialsInvalid: 'Escolha certificações da lista, cada uma uma vez',
  requiredRegistrationInvalid: 'Escolha CREA ou CRT',
  filterLabel: 'Certificação exigida',
} as const;
