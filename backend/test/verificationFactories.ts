/** Registrations for the verification tests: numbers nobody else holds. */
import { randomInt } from 'node:crypto';
import { cnpjCheckDigits } from '@conecta/common';
import type { HttpClient, HttpResponse } from './support';
import { pdf } from './uploadSupport';

/** A CNPJ no other test uses: 12 random characters (the alphanumeric form when `letters`) and their check digits. */
export function freshCnpj({ letters = false } = {}): string {
  const alphabet = letters ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '0123456789';
  const body = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${body}${cnpjCheckDigits(body)}`;
}

/** A CREA number no other test uses. */
export const freshCrea = (): string => `${randomInt(100000, 999999)}${randomInt(1000, 9999)}`;

/**
 * Sends a registration as the profile does: a CREA or a CRT with its document (a small PDF unless
 * `file` is given) as multipart, a CNPJ as JSON.
 */
export function submitRegistration<T = any>(
  client: HttpClient,
  kind: string,
  fields: { number: string; council?: string },
  file: { body: Buffer; name: string; type: string } = { body: pdf(), name: 'carteira.pdf', type: 'application/pdf' },
): Promise<HttpResponse<T>> {
  if (kind === 'cnpj') return client.request<T>('PUT', `/api/user/verifications/${kind}`, fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  return client.request<T>('POST', `/api/user/verifications/${kind}/document`, form);
}
