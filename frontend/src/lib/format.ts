/** Display formats of spec §9, shared by every list and card. */

const amount = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** 'R$ min - max' when both ends exist, otherwise 'Salário a combinar' (salaries arrive as numeric strings). */
export function formatSalary(min: string | number | null | undefined, max: string | number | null | undefined): string {
  const low = toNumber(min);
  const high = toNumber(max);
  if (low === null || high === null) return 'Salário a combinar';
  return `R$ ${amount.format(low)} - ${amount.format(high)}`;
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** pt-BR date, e.g. 25/03/2025; empty for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = value === null || value === undefined ? null : toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** pt-BR date and time, e.g. 25/03/2025, 14:30. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = value === null || value === undefined ? null : toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** Rating with one decimal in pt-BR (4,5); numeric strings accepted. */
/** One formatter: `toLocaleString` with options builds a new one per call (a list's every card). */
const ratingFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatRating(value: string | number | null | undefined): string {
  return ratingFormat.format(toNumber(value) ?? 0);
}
