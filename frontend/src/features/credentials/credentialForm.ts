/**
 * The credential dialog's logic, apart from its screen so it is tested alone (frontend/test):
 * the form a record opens with, what Save sends, the check before sending — the field rules the
 * server's Joi is built from (CREDENTIAL_RULES), then the catalogue's (credentialErrors) against
 * the person's *other* records — and how a record's state reads on its chip.
 */
import {
  CREDENTIAL_CATALOGUE,
  CREDENTIAL_RULES,
  credentialErrors,
  credentialState,
  credentialStateLabel,
  utcDay,
  validateInput,
  type CredentialCode,
  type CredentialDTO,
  type CredentialFacts,
  type CredentialInput,
} from '@conecta/common';

export interface CredentialForm {
  /** '' until a norm is chosen: the rules then name the field ('Escolha uma certificação da lista'). */
  code: CredentialCode | '';
  trainedOn: string;
  /** As typed: '4,5' or '' are the rules' to refuse, with their message. */
  hours: string;
  institution: string;
  notes: string;
}

/** The fields in the dialog's order: the first one in error takes the focus. */
export const CREDENTIAL_FIELDS = ['code', 'trainedOn', 'hours', 'institution', 'notes'] as const;

export function formOf(credential: CredentialDTO | null): CredentialForm {
  return {
    code: credential?.code ?? '',
    trainedOn: credential?.trainedOn ?? '',
    hours: credential ? String(credential.hours) : '',
    institution: credential?.institution ?? '',
    notes: credential?.notes ?? '',
  };
}

/** What is sent (and checked): hours as a number when it is one, a blank note cleared. */
export function payloadOf(form: CredentialForm): Record<keyof CredentialInput, unknown> {
  const hours = form.hours.trim();
  return {
    code: form.code,
    trainedOn: form.trainedOn,
    // Number('') is 0 and Number('4,5') NaN: a blank stays blank ('Informe a carga horária').
    hours: hours === '' ? null : Number(hours),
    institution: form.institution.trim(),
    notes: form.notes.trim() || null,
  };
}

/**
 * The person's records besides the one being edited: NR-10 SEP needs a valid básico among them,
 * and a record must not stand as its own prerequisite (editing a básico into a SEP).
 */
export function otherCredentials(all: readonly CredentialDTO[], editingId: string | null): CredentialFacts[] {
  return all.filter((credential) => credential.id !== editingId).map(({ code, trainedOn, hours }) => ({ code, trainedOn, hours }));
}

export type CredentialCheck = { ok: true; value: CredentialInput; errors: Record<string, never> } | { ok: false; errors: Record<string, string> };

/** The server's checks, in its order: the field rules first; the catalogue's once every field passed them. */
export function checkCredential(form: CredentialForm, others: readonly CredentialFacts[], today: Date): CredentialCheck {
  const checked = validateInput(CREDENTIAL_RULES, payloadOf(form));
  if (!checked.ok) return { ok: false, errors: checked.errors as Record<string, string> };
  const value = checked.value as CredentialInput;
  const errors = credentialErrors(value, others, today) as Record<string, string>;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value, errors: {} };
}

/** A norm as the select offers it: its name and the minimum hours the rules ask. */
export const codeOption = (code: CredentialCode): string => `${CREDENTIAL_CATALOGUE[code].name} (mínimo ${CREDENTIAL_CATALOGUE[code].minHours} h)`;

export type StateColor = 'success' | 'warning' | 'error';

/**
 * The chip on `today`, computed here rather than read from the DTO's `label`: a tab left open
 * past midnight (or a list cached since yesterday) still tells the day's truth.
 */
export function stateChip(credential: Pick<CredentialDTO, 'code' | 'trainedOn'>, today: Date): { label: string; color: StateColor } {
  const state = credentialState(credential.code, utcDay(credential.trainedOn), today);
  const color: StateColor = state.state === 'expired' ? 'error' : state.state === 'expiring' ? 'warning' : 'success';
  return { label: credentialStateLabel(state), color };
}

/** A calendar day as written ('aaaa-mm-dd' → dd/mm/aaaa), in UTC: the day, whatever the browser's zone. */
export const ptDay = (day: string): string => utcDay(day).toLocaleDateString('pt-BR', { timeZone: 'UTC' });

/** A record's name where two may share a norm (a renewal beside the expired one): the norm and the day. */
export const credentialTitle = (credential: Pick<CredentialDTO, 'name' | 'trainedOn'>): string => `${credential.name} de ${ptDay(credential.trainedOn)}`;
