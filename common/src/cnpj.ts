/**
 * CNPJ, the Brazilian company registry number (issue 24): 12 characters plus 2 check digits, in the
 * numeric form and the alphanumeric one issued since July 2026 (Receita Federal, IN RFB 2.229/2024):
 * the first 12 may be 0-9 or A-Z, the last two are always digits. Each character counts as its
 * ASCII code minus 48 (so '0'-'9' are 0-9 and 'A' is 17), weighted 2..9 from the right, module 11:
 * a remainder below 2 gives 0, else 11 minus it. The same computation checks the old numeric ones.
 */

const BODY = /^[0-9A-Z]{12}$/;
const FULL = /^[0-9A-Z]{12}[0-9]{2}$/;

/** Drops the printed punctuation (dots, slash, dash, spaces) and upper-cases: '12.abc.345/01de-35' → '12ABC34501DE35'. Anything else stays, to be refused. */
export const normalizeCnpj = (raw: string): string => raw.toUpperCase().replace(/[./\s-]/g, '');

function checkDigit(chars: string): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) {
    // Weights 2..9 counted from the rightmost character, cycling.
    const weight = ((chars.length - 1 - i) % 8) + 2;
    sum += (chars.charCodeAt(i) - 48) * weight;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits of a 12-character body. */
export function cnpjCheckDigits(body: string): string {
  if (!BODY.test(body)) throw new Error('a CNPJ body is 12 characters 0-9/A-Z');
  const first = checkDigit(body);
  const second = checkDigit(`${body}${first}`);
  return `${first}${second}`;
}

/** Whether `raw` (formatted or not) is a CNPJ with the right check digits; all-equal numbers (00.000.000/0000-00) are not. */
export function isValidCnpj(raw: string): boolean {
  const cnpj = normalizeCnpj(raw);
  if (!FULL.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** As it is printed: 12.ABC.345/01DE-35. */
export function formatCnpj(raw: string): string {
  const c = normalizeCnpj(raw);
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12, 14)}`;
}

export const CNPJ_MESSAGES = {
  invalid: 'CNPJ inválido: confira os números e letras e os dígitos verificadores',
  taken: 'Este CNPJ já está cadastrado por outra empresa',
} as const;
