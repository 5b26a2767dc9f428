/**
 * The energy sector's training records (issue 24): the catalogue of regulatory norms (NR) a person
 * is hired on, how long each training stays valid, and the state a record is in on a given day.
 * Data, not code: a rule change (a norm's hours or its refresher period) is one line of
 * `CREDENTIAL_CATALOGUE`, read alike by the forms, the API, the directory filter and the reminder
 * job.
 *
 * Sources: NR-10 (10.8.8: 40 h básico and SEP, refresher every two years), NR-35 (35.3.2: 8 h,
 * every two years), NR-33 (33.3.5: 16 h worker/attendant, 40 h supervisor, yearly), NR-20 (annex
 * II: básico 8 h every three years, intermediário 16 h every two, avançado I 24 h yearly). NR-12
 * sets a training without a fixed refresher period (only when machines or methods change).
 */

import { isAdmin, isCompany, type Principal } from './policies';
import { UPLOAD_LIMITS } from './profile';

export interface CredentialKind {
  code: CredentialCode;
  /** As the sector writes it, on chips, filters and e-mails. */
  name: string;
  norm: 'NR-10' | 'NR-12' | 'NR-20' | 'NR-33' | 'NR-35';
  minHours: number;
  /** Months a training stays valid from its date; null where the norm sets no fixed period. */
  validityMonths: number | null;
  /** Another credential that must be valid on this one's training date (NR-10 SEP needs the básico). */
  requires?: CredentialCode;
}

export const CREDENTIAL_CODES = [
  'nr10-basico',
  'nr10-sep',
  'nr35',
  'nr33-trabalhador',
  'nr33-supervisor',
  'nr12',
  'nr20-basico',
  'nr20-intermediario',
  'nr20-avancado',
] as const;
export type CredentialCode = (typeof CREDENTIAL_CODES)[number];

export const CREDENTIAL_CATALOGUE: Readonly<Record<CredentialCode, CredentialKind>> = {
  'nr10-basico': { code: 'nr10-basico', name: 'NR-10 Básico', norm: 'NR-10', minHours: 40, validityMonths: 24 },
  'nr10-sep': { code: 'nr10-sep', name: 'NR-10 SEP', norm: 'NR-10', minHours: 40, validityMonths: 24, requires: 'nr10-basico' },
  nr35: { code: 'nr35', name: 'NR-35', norm: 'NR-35', minHours: 8, validityMonths: 24 },
  'nr33-trabalhador': { code: 'nr33-trabalhador', name: 'NR-33 Trabalhador/Vigia', norm: 'NR-33', minHours: 16, validityMonths: 12 },
  'nr33-supervisor': { code: 'nr33-supervisor', name: 'NR-33 Supervisor', norm: 'NR-33', minHours: 40, validityMonths: 12 },
  nr12: { code: 'nr12', name: 'NR-12', norm: 'NR-12', minHours: 8, validityMonths: null },
  'nr20-basico': { code: 'nr20-basico', name: 'NR-20 Básico', norm: 'NR-20', minHours: 8, validityMonths: 36 },
  'nr20-intermediario': { code: 'nr20-intermediario', name: 'NR-20 Intermediário', norm: 'NR-20', minHours: 16, validityMonths: 24 },
  'nr20-avancado': { code: 'nr20-avancado', name: 'NR-20 Avançado I', norm: 'NR-20', minHours: 24, validityMonths: 12 },
};

/** Days before expiry at which the person is reminded (0: the day it expires), each exactly once. */
export const CREDENTIAL_REMINDER_DAYS = [60, 30, 0] as const;
/** Within this many days of expiry a credential reads 'Vence em N dias'. */
export const CREDENTIAL_EXPIRING_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day ('aaaa-mm-dd') as UTC midnight: validity is counted in days, never in hours. */
export const utcDay = (day: string): Date => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/**
 * The last day a training of `code` on `trainedOn` is valid, or null when it never expires: the
 * same day of the month `validityMonths` later, minus one (a training of 10/03/2025 valid for 24
 * months holds until 09/03/2027). A day the later month lacks (31 → February) falls on its last day.
 */
export function credentialValidUntil(code: CredentialCode, trainedOn: Date): Date | null {
  const months = CREDENTIAL_CATALOGUE[code].validityMonths;
  if (months === null) return null;
  const start = dayOf(trainedOn);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const sameDay = new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastOfMonth)));
  return new Date(sameDay.getTime() - DAY_MS);
}

export type CredentialState =
  | { state: 'permanent' }
  | { state: 'valid'; validUntil: Date }
  | { state: 'expiring'; validUntil: Date; daysLeft: number }
  | { state: 'expired'; validUntil: Date };

/** Where a training stands on `today`: valid through its last day, expiring within 60 days, expired after. */
export function credentialState(code: CredentialCode, trainedOn: Date, today: Date): CredentialState {
  const validUntil = credentialValidUntil(code, trainedOn);
  if (!validUntil) return { state: 'permanent' };
  const daysLeft = Math.round((validUntil.getTime() - dayOf(today).getTime()) / DAY_MS);
  if (daysLeft < 0) return { state: 'expired', validUntil };
  if (daysLeft <= CREDENTIAL_EXPIRING_DAYS) return { state: 'expiring', validUntil, daysLeft };
  return { state: 'valid', validUntil };
}

export const isCredentialValid = (state: CredentialState): boolean => state.state !== 'expired';

/** Whether a credential whose last valid day is `validUntil` (null: no refresher period) holds on `today`. */
export const isValidThrough = (validUntil: Date | null, today: Date): boolean => validUntil === null || validUntil.getTime() >= dayOf(today).getTime();

const ptDate = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');

/** The state as a person reads it on the profile and the directory card. */
export function credentialStateLabel(state: CredentialState): string {
  switch (state.state) {
    case 'permanent':
      return 'Válida (sem prazo de reciclagem)';
    case 'valid':
      return `Válida até ${ptDate(state.validUntil)}`;
    case 'expiring':
      return state.daysLeft === 0 ? 'Vence hoje' : `Vence em ${state.daysLeft} ${state.daysLeft === 1 ? 'dia' : 'dias'}`;
    case 'expired':
      return 'Vencida';
  }
}

export const CREDENTIAL_LIMITS = {
  /** No training of the catalogue runs near this; past it a number is a typo. */
  hoursMax: 2000,
  institutionMax: 120,
  notesMax: 1000,
  /** A person's records: the SEP check and the list read them all, so they are bounded. */
  itemsMax: 50,
} as const;

export const CREDENTIAL_MESSAGES = {
  codeInvalid: 'Escolha uma certificação da lista',
  trainedOnInvalid: 'Informe a data do treinamento',
  trainedOnFuture: 'A data do treinamento não pode estar no futuro',
  hoursInvalid: `Informe a carga horária em horas inteiras (de 1 a ${CREDENTIAL_LIMITS.hoursMax})`,
  institutionRequired: 'Informe a instituição que ministrou o treinamento',
  institutionMax: `A instituição deve ter no máximo ${CREDENTIAL_LIMITS.institutionMax} caracteres`,
  notesMax: `As observações devem ter no máximo ${CREDENTIAL_LIMITS.notesMax} caracteres`,
  itemsMax: `Você pode cadastrar no máximo ${CREDENTIAL_LIMITS.itemsMax} certificações`,
  notFound: 'Certificação não encontrada',
  /** A company or an admin account: credentials are a person's training records. */
  onlyPeople: 'Certificações são de pessoas: só estudantes, profissionais e usuários em geral podem cadastrá-las. Contas de empresa e de administrador não têm certificações.',
  certificateType: 'Formato não suportado. Envie o certificado em PDF ou como imagem JPEG, PNG ou WebP',
  certificateTooLarge: `O certificado deve ter no máximo ${UPLOAD_LIMITS.documentMaxBytes / 2 ** 20} MB em PDF ou ${UPLOAD_LIMITS.imageMaxBytes / 2 ** 20} MB como imagem`,
  hoursBelowMinimum: (kind: CredentialKind) => `A carga horária mínima de ${kind.name} é de ${kind.minHours} h`,
  requiresMissing: (kind: CredentialKind, required: CredentialKind) => `${kind.name} exige um ${required.name} válido na data do treinamento`,
} as const;

/** Who keeps training records: people (students, professionals, general users); never a company or an admin. */
export function canHoldCredentials(user: Principal | null | undefined): boolean {
  return !!user && !isCompany(user) && !isAdmin(user);
}

/** A training record as the rules judge it. */
export interface CredentialFacts {
  code: CredentialCode;
  /** 'aaaa-mm-dd' */
  trainedOn: string;
  hours: number;
}

/**
 * The rules that span a record and the catalogue (its field rules — a known code, a day, whole
 * hours — come first): hours at least the norm's minimum, a training not in the future, and a
 * required credential valid on the training date among the person's `others`. The errors by field.
 */
export function credentialErrors(record: CredentialFacts, others: readonly CredentialFacts[], today: Date): Partial<Record<keyof CredentialFacts, string>> {
  const kind = CREDENTIAL_CATALOGUE[record.code];
  const errors: Partial<Record<keyof CredentialFacts, string>> = {};
  const trainedOn = utcDay(record.trainedOn);
  if (trainedOn.getTime() > dayOf(today).getTime()) errors.trainedOn = CREDENTIAL_MESSAGES.trainedOnFuture;
  if (record.hours < kind.minHours) errors.hours = CREDENTIAL_MESSAGES.hoursBelowMinimum(kind);
  if (kind.requires) {
    const required = CREDENTIAL_CATALOGUE[kind.requires];
    const covered = others.some((other) => other.code === required.code && isCredentialValid(credentialState(other.code, utcDay(other.trainedOn), trainedOn)) && utcDay(other.trainedOn) <= trainedOn);
    if (!covered) errors.code = CREDENTIAL_MESSAGES.requiresMissing(kind, required);
  }
  return errors;
}

/** POST /api/users/credentials, PATCH /api/users/credentials/:id (the certificate file goes separately, as an upload). */
export interface CredentialInput {
  code: CredentialCode;
  /** 'aaaa-mm-dd' */
  trainedOn: string;
  hours: number;
  institution: string;
  notes?: string | null;
}

/** A credential as its owner sees it on 'Certificações'. */
export interface CredentialDTO {
  id: string;
  code: CredentialCode;
  name: string;
  trainedOn: string;
  hours: number;
  institution: string;
  notes: string | null;
  certificateUrl: string | null;
  certificateName: string | null;
  /** 'aaaa-mm-dd', or null when the norm sets no refresher period. */
  validUntil: string | null;
  state: CredentialState['state'];
  /** Days left while 'expiring'; null otherwise. */
  daysLeft: number | null;
  /** 'Válida até dd/mm/aaaa', 'Vence em N dias', 'Vencida'. */
  label: string;
}

/** A valid credential as the public profile and the directory card show it (a chip). */
export interface PublicCredentialDTO {
  code: CredentialCode;
  name: string;
  validUntil: string | null;
}

/** Whether a chip still holds on `today` (it was valid when the profile was presented, maybe days ago). */
export const isChipValid = (held: PublicCredentialDTO, today: Date): boolean => isValidThrough(held.validUntil ? utcDay(held.validUntil) : null, today);

/**
 * Reminders (issue 24; workers/src/processors/credentialReminders.ts, decision 0020). On any day a
 * credential is reminded of at most one threshold: the tightest of `CREDENTIAL_REMINDER_DAYS` it
 * has reached (60 days left or fewer → 60; 30 or fewer → 30; the last valid day or after → 0).
 * A threshold passed before it was ever reminded (a credential saved 10 days before expiry, a scan
 * missed for days) is superseded by the tighter one: the person hears '30 dias', never '60' after
 * '30'. Expired credentials are reminded (of 0) only within `CREDENTIAL_REMINDER_LATE_DAYS` after
 * their last day: the catch-up after the workers were down, or a record saved just after expiry;
 * an older expired record is history, shown as 'Vencida' where it was typed.
 */
export const CREDENTIAL_REMINDER_LATE_DAYS = 30;
export type CredentialReminderDay = (typeof CREDENTIAL_REMINDER_DAYS)[number];

/** Days from `today` (its UTC calendar day) to the last valid day: 0 on it, negative after. */
export const credentialDaysLeft = (validUntil: Date, today: Date): number => Math.round((dayOf(validUntil).getTime() - dayOf(today).getTime()) / DAY_MS);

/** The threshold a credential `daysLeft` from expiry is reminded of, or null when none is due. */
export function credentialReminderThreshold(daysLeft: number): CredentialReminderDay | null {
  if (daysLeft < -CREDENTIAL_REMINDER_LATE_DAYS) return null;
  let due: CredentialReminderDay | null = null;
  for (const threshold of CREDENTIAL_REMINDER_DAYS) if (daysLeft <= threshold) due = threshold;
  return due;
}

/**
 * What a reminder says, in the bell and in its e-mail twin (the notification path mails the title
 * as the subject, '<title> - Conecta Energia', and the body as its text, with a link to /profile).
 * Nothing a person typed: the catalogue's name of the norm and the dates only — never the
 * institution or the notes.
 */
export function credentialReminderTexts(code: CredentialCode, validUntil: Date, daysLeft: number): { title: string; body: string } {
  const name = CREDENTIAL_CATALOGUE[code].name;
  const until = ptDate(validUntil);
  const update = 'atualize a data do treinamento em Certificações, no seu perfil';
  if (daysLeft < 0) {
    return {
      title: `Sua certificação ${name} venceu em ${until}`,
      body: `Ela não aparece mais como válida no seu perfil nem para as empresas. Depois da reciclagem, ${update}.`,
    };
  }
  if (daysLeft === 0) {
    return {
      title: `Sua certificação ${name} vence hoje`,
      body: `Ela é válida até o fim de hoje (${until}). Se já fez a reciclagem, ${update}.`,
    };
  }
  return {
    title: `Sua certificação ${name} vence ${daysLeft === 1 ? 'amanhã' : `em ${daysLeft} dias`} (${until})`,
    body: `Para mantê-la válida, faça a reciclagem antes do vencimento e ${update}.`,
  };
}
