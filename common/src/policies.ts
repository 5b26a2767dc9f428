/**
 * Permission rules. The server enforces them (auth/guards.ts, the services) and sends their
 * verdicts with what it answers — an account's `abilities`, an own job's `abilities` — so the
 * client shows each button by the server's rule instead of its own copy of it.
 */
import type { JobStatus, UserType } from './domain';

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

/** What an account may do across the site: sent as `UserDTO.abilities`. */
export interface AccountAbilities {
  /** Publish jobs, courses and events ('Publicar Vaga', 'Minhas Vagas'): companies and admins. */
  publish: boolean;
  /** The admin panel and the landing editor: moderation, users, partners, settings. */
  administer: boolean;
}

export function accountAbilities(user: Principal): AccountAbilities {
  return { publish: canPublishJob(user), administer: isAdmin(user) };
}

/** What its owner (or an admin) may do with a job now: sent as `OwnJobDTO.abilities`. */
export interface JobAbilities {
  /** Change its text: anything but a closed job (a company's edit of a published one goes back to moderation). */
  edit: boolean;
  /** Close it: anything not closed yet. */
  close: boolean;
}

export function jobAbilities(job: { status: JobStatus }): JobAbilities {
  const open = job.status !== 'closed';
  return { edit: open, close: open };
}
