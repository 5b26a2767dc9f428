/**
 * Display labels for the catalogue's enum values. The stored values are
 * already Portuguese words in lower case ('eólica', 'estágio'), so a label is
 * the value with a capital first letter of each word.
 */
import { USER_TYPE_LABELS, type UserType } from '@conecta/common';

export function labelOf(value: string): string {
  return value.replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
}

/** spec §2 Dashboard: Estudante, Profissional, Empresa, otherwise Usuário. */
export function profileTypeLabel(userType: UserType): string {
  return userType === 'student' || userType === 'professional' || userType === 'company' ? USER_TYPE_LABELS[userType] : 'Usuário';
}

/** Attendance as the event cards show it: 'x/max', or only x when there is no limit. */
export function attendanceText(current: number, max: number | null): string {
  return max === null ? `${current} inscritos` : `${current}/${max}`;
}
