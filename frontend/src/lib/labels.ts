/** Display labels: the catalogue's values (common `labelOf`, kept here for the screens' imports) and the profile types. */
import { USER_TYPE_LABELS, type UserType } from '@conecta/common';

export { labelOf } from '@conecta/common';

/** spec §2 Dashboard: Estudante, Profissional, Empresa, otherwise Usuário. */
export function profileTypeLabel(userType: UserType): string {
  return userType === 'student' || userType === 'professional' || userType === 'company' ? USER_TYPE_LABELS[userType] : 'Usuário';
}

/** Attendance as the event cards show it: 'x/max', or only x when there is no limit. */
export function attendanceText(current: number, max: number | null): string {
  return max === null ? `${current} inscritos` : `${current}/${max}`;
}
