/** Registrations for the verification tests: numbers nobody else holds. */
import { randomInt } from 'node:crypto';
import { cnpjCheckDigits } from '@conecta/common';

/** A CNPJ no other test uses: 12 random characters (the alphanumeric form when `letters`) and their check digits. */
export function freshCnpj({ letters = false } = {}): string {
  const alphabet = letters ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '0123456789';
  const body = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${body}${cnpjCheckDigits(body)}`;
}

/** A CREA number no other test uses. */
export const freshCrea = (): string => `${randomInt(100000, 999999)}${randomInt(1000, 9999)}`;
