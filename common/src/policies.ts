/**
 * Permission rules and the one moderation state machine. The server enforces them (auth/guards.ts,
 * backend/src/lifecycles) and sends their verdicts with what it answers — an account's
 * `abilities`, an own job's `abilities` — so the client shows each button by the server's rule
 * instead of its own copy of it.
 */
import type { JobStatus, UserType } from './domain';

export interface Principal {
  /** The account's id; absent for a principal known only by its kind (no ownership can match). */
  id?: string;
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

/** A published item as the rules see it: its status and who owns it (the company, else whoever submitted it). */
export interface OwnedItem {
  status: JobStatus;
  ownerId: string | null;
}

const owns = (user: Principal, item: OwnedItem) => !!user.id && item.ownerId === user.id;

/** Edit, close, read the applicants of an item: its owner and admins. */
export function canManage(user: Principal | null | undefined, item: OwnedItem): boolean {
  return !!user && (isAdmin(user) || owns(user, item));
}

/** Approve or reject a pending job, course or event: admins. */
export function canModerate(user: Principal | null | undefined): boolean {
  return isAdmin(user);
}

/**
 * Move an application through the pipeline: the job's company only — an admin does not decide for
 * a company — and only while the job takes candidates.
 */
export function canMoveApplication(user: Principal | null | undefined, job: OwnedItem): boolean {
  return !!user && owns(user, job) && job.status === 'approved';
}

/**
 * The one moderation state machine of jobs, courses and events: where each command takes an item
 * from each status (absent: the command does not apply there). Courses and events never reach
 * `closed` (nothing closes them), so their part of the table is the same machine. An admin's edit
 * publishes as it stands; anyone else's edit of a decided item is a new submission.
 */
export type ItemCommand = 'edit' | 'editAsAdmin' | 'approve' | 'reject' | 'close';
export const ITEM_LIFECYCLE: Record<JobStatus, Partial<Record<ItemCommand, JobStatus>>> = {
  pending: { edit: 'pending', editAsAdmin: 'pending', approve: 'approved', reject: 'rejected', close: 'closed' },
  approved: { edit: 'pending', editAsAdmin: 'approved', close: 'closed' },
  rejected: { edit: 'pending', editAsAdmin: 'rejected', close: 'closed' },
  closed: {},
};

/** Where a submission starts: an admin's needs nobody's approval. */
export const submittedStatus = (user: Principal): 'approved' | 'pending' => (isAdmin(user) ? 'approved' : 'pending');

/** Where `command` takes an item in `status`, or null when it does not apply. */
export function itemMove(status: JobStatus, command: ItemCommand): JobStatus | null {
  return ITEM_LIFECYCLE[status][command] ?? null;
}

/** Whether `user`'s edit of an item in `status` sends it back to moderation (a new submission). */
export function editResubmits(user: Principal, status: JobStatus): boolean {
  return status !== 'pending' && itemMove(status, isAdmin(user) ? 'editAsAdmin' : 'edit') === 'pending';
}

/** What `viewer` may do with a job now: sent as `OwnJobDTO.abilities`. */
export interface JobAbilities {
  /** Change its text: anything but a closed job. */
  edit: boolean;
  /** Close it: anything not closed yet. */
  close: boolean;
  /** Whether saving an edit sends it back to moderation ('Editar' warns before saving). */
  editResubmits: boolean;
  /** Move its applicants through the pipeline (its company, while it is open). */
  moveApplications: boolean;
}

export function jobAbilities(job: OwnedItem, viewer: Principal): JobAbilities {
  const manage = canManage(viewer, job);
  const edit = manage && itemMove(job.status, 'edit') !== null;
  return {
    edit,
    close: manage && itemMove(job.status, 'close') !== null,
    editResubmits: edit && editResubmits(viewer, job.status),
    moveApplications: canMoveApplication(viewer, job),
  };
}
