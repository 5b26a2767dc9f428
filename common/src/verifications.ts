/**
 * Verified registrations (issue 24): an engineer's CREA, an industrial technician's CRT, a
 * company's CNPJ, each checked by an admin ('Em análise' → 'Verificado' | 'Recusado' with the
 * reason) before its badge shows. One record per (account, kind); editing the number or the
 * council sends it back to review. The decision follows the moderation machine's rule: only a
 * pending record moves, and the second of two admins is told it was already decided.
 *
 * A CREA or a CRT comes with its document (the council's carteira or a certidão, PDF or image):
 * the public lookups of CONFEA and CFT show a number and a name, which anyone can copy, while the
 * document shows the registration is the sender's own. It is required (the first submission
 * carries it; later edits of the number keep it) and replacing it is a new submission, back to
 * review. A CNPJ takes none: the Receita Federal's public record is the authority, and a cartão
 * CNPJ would only repeat it.
 */
import type { Principal } from './policies';
import { isCompany } from './policies';
import type { SubmitterDTO } from './admin';
import { CNPJ_MESSAGES, isValidCnpj, normalizeCnpj } from './cnpj';
import { text, type Rules } from './fields';
import { UPLOAD_LIMITS } from './profile';

export const VERIFICATION_KINDS = ['crea', 'crt', 'cnpj'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export const VERIFICATION_KIND_LABELS: Record<VerificationKind, string> = { crea: 'CREA', crt: 'CRT', cnpj: 'CNPJ' };
export const VERIFICATION_BADGES: Record<VerificationKind, string> = { crea: 'CREA verificado', crt: 'CRT verificado', cnpj: 'Empresa verificada' };

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = { pending: 'Em análise', verified: 'Verificado', rejected: 'Recusado' };

/** A CREA is registered in a state's council (CREA-SP). */
export const BRAZIL_STATES = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;
/**
 * The regional councils of industrial technicians (Sistema CFT/CRTs, Lei 13.639/2018): the numbered
 * regions (CRT-04 is PR/SC, CRT-03 PE/PB/AL/SE; CFT Resolução 279/2025 split CRT-05, MT/MS, and
 * CRT-06, AC/AM/RO/RR, off CRT-01) and the states with a council of their own.
 */
export const CRT_COUNCILS = ['CRT-01', 'CRT-02', 'CRT-03', 'CRT-04', 'CRT-05', 'CRT-06', 'CRT-BA', 'CRT-ES', 'CRT-MG', 'CRT-RJ', 'CRT-RS', 'CRT-SP'] as const;

/** The kinds sent with a document; a CNPJ is checked on the Receita Federal's public record. */
export const DOCUMENT_KINDS = ['crea', 'crt'] as const satisfies readonly VerificationKind[];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const needsDocument = (kind: VerificationKind): kind is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(kind);

/**
 * Where a registration's document is read. Never a public `/uploads` address: a carteira carries
 * the person's photo, CPF and birth date, so it is served only to its owner and to the admins,
 * by these API routes (each checks who asks), never cached.
 */
export const registrationDocumentPath = {
  own: (kind: VerificationKind) => `/api/user/verifications/${kind}/document`,
  review: (id: string) => `/api/admin/verifications/${encodeURIComponent(id)}/document`,
};

/** Who registers which: a company its CNPJ; a person (student, professional, general) a CREA or a CRT. */
export function canSubmitVerification(user: Principal | null | undefined, kind: VerificationKind): boolean {
  if (!user || user.userType === 'admin' || user.isAdmin) return false;
  return kind === 'cnpj' ? isCompany(user) : !isCompany(user);
}

/** Review a registration: admins (as moderation). */
export { canModerate as canVerify } from './policies';

/**
 * PUT /api/user/verifications/:kind (JSON) — the council is the state (CREA), the regional council
 * (CRT), or absent (CNPJ). A CREA or a CRT is first sent with its document, as multipart
 * (POST /api/user/verifications/:kind/document: these fields and the file); a JSON PUT then edits
 * the number and keeps the document.
 */
export interface VerificationInput {
  number: string;
  council?: string | null;
}

/** A registration as its owner sees it. */
export interface VerificationDTO {
  id: string;
  kind: VerificationKind;
  /** As printed: a CNPJ formatted 12.ABC.345/01DE-35. */
  number: string;
  council: string | null;
  status: VerificationStatus;
  rejectionReason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  /**
   * The carteira or certidão (CREA, CRT): the API route that serves it to whoever reads this DTO
   * (the owner's, or the admins'), null when there is none (always for a CNPJ).
   */
  documentUrl: string | null;
  /** The file's name as sent, for the link's text only. */
  documentName: string | null;
}

/** GET /api/admin/verifications: pending, oldest first, with who sent it and the version read. */
export interface PendingVerificationDTO extends VerificationDTO {
  person: SubmitterDTO | null;
  version: string;
}

export interface VerificationResolvedEvent {
  id: string;
  status: VerificationStatus;
}

export const VERIFICATION_MESSAGES = {
  kindNotAllowed: 'Este tipo de registro não se aplica ao seu perfil: empresas registram o CNPJ; pessoas, o CREA ou o CRT.',
  numberInvalid: 'Informe o número do registro (até 20 letras, números, pontos, barras ou hífens)',
  councilInvalid: 'Escolha o conselho regional',
  taken: 'Este registro já está cadastrado por outra conta',
  notFound: 'Verificação não encontrada',
  alreadyDecided: 'Esta verificação já foi decidida por outro administrador.',
  changedSinceRead: 'Este registro foi alterado depois que você o abriu. A lista foi atualizada: revise-o antes de decidir.',
  unavailable: 'Não foi possível enviar agora. Tente novamente mais tarde.',
  documentRequired: 'Envie a carteira ou a certidão do conselho (PDF ou imagem)',
  documentType: 'Formato não suportado. Envie a carteira ou a certidão em PDF ou como imagem JPEG, PNG ou WebP',
  documentTooLarge: `O documento deve ter no máximo ${UPLOAD_LIMITS.documentMaxBytes / 2 ** 20} MB em PDF ou ${UPLOAD_LIMITS.imageMaxBytes / 2 ** 20} MB como imagem`,
  documentKindInvalid: 'Só o CREA e o CRT são enviados com documento: o CNPJ é conferido na Receita Federal',
  documentNotFound: 'Documento não encontrado',
} as const;

/**
 * PUT /api/user/verifications/:kind: the fields' own rules (kept with their contract, like the
 * catalogue's); the rules across kind and fields are `verificationErrors`, run after these.
 */
export const VERIFICATION_RULES = {
  number: text({ max: 20, message: VERIFICATION_MESSAGES.numberInvalid }),
  council: text({ required: false, max: 10, blankIsAbsent: true, message: VERIFICATION_MESSAGES.councilInvalid }),
} as const satisfies Rules;

const REGISTRATION_NUMBER = /^[0-9A-Za-z./-]{1,20}$/;

/**
 * The rules across the kind and the fields (after each field's own rule): a CNPJ with valid check
 * digits and no council; a CREA with a state, a CRT with its regional council, and a plain
 * registration number. The errors by field.
 */
export function verificationErrors(kind: VerificationKind, input: VerificationInput): Partial<Record<keyof VerificationInput, string>> {
  const errors: Partial<Record<keyof VerificationInput, string>> = {};
  if (kind === 'cnpj') {
    if (!isValidCnpj(input.number)) errors.number = CNPJ_MESSAGES.invalid;
    return errors;
  }
  if (!REGISTRATION_NUMBER.test(input.number)) errors.number = VERIFICATION_MESSAGES.numberInvalid;
  const councils: readonly string[] = kind === 'crea' ? BRAZIL_STATES : CRT_COUNCILS;
  if (!input.council || !councils.includes(input.council)) errors.council = VERIFICATION_MESSAGES.councilInvalid;
  return errors;
}

/** The number as stored and compared (two spellings of one registration are one): a CNPJ's 14 characters, others upper-cased. */
export const registrationKey = (kind: VerificationKind, number: string): string => (kind === 'cnpj' ? normalizeCnpj(number) : number.trim().toUpperCase());
