/**
 * Permission rules shared by the server (which enforces them) and the
 * client (which shows buttons accordingly), so both follow one rule.
 */
import type { UserType } from './domain';

interface Principal {
  userType: UserType;
  isAdmin?: boolean;
}

/** spec §6: userType admin and the isAdmin flag are used inconsistently; accept either. */
export function isAdmin(user: Principal | null | undefined): boolean {
  return !!user && (user.userType === 'admin' || user.isAdmin === true);
}

export function isCompany(user: Principal | null | undefined): boolean {
  return !!user && user.userType === 'company';
}

export function canPublishJob(user: Principal | null | undefined): boolean {
  return isCompany(user) || isAdmin(user);
}
