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
  /**
   * A company whose jobs the site publishes without review (`trustedPublisher`: the admins' setting
   * is on and its CNPJ is verified). Known only where the server read both (a job's submit, edit
   * and its owner's views); absent reads as not trusted, so a forgotten read costs a review, never
   * skips one.
   */
  trustedPublisher?: boolean;
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

/** Who may apply to a job: the candidates, as the spec's audiences name them. */
export const CANDIDATE_USER_TYPES = ['student', 'professional'] as const satisfies readonly UserType[];

/**
 * Apply to jobs ('Quero me Candidatar'): students and professionals. A company would be applying
 * to itself or to a competitor, a 'general' account has no candidate profile, and an admin (even a
 * professional flagged admin) would be judging applications on both sides of the desk.
 */
export function canApply(user: Principal | null | undefined): boolean {
  return !!user && (CANDIDATE_USER_TYPES as readonly UserType[]).includes(user.userType) && !isAdmin(user);
}

/** What an account may do across the site: sent as `UserDTO.abilities`. */
export interface AccountAbilities {
  /** Publish jobs, courses and events ('Publicar Vaga', 'Minhas Vagas'): companies and admins. */
  publish: boolean;
  /** The admin panel and the landing editor: moderation, users, partners, settings. */
  administer: boolean;
  /** Apply to jobs ('Quero me Candidatar', the dashboard's 'Candidaturas'): students and professionals. */
  apply: boolean;
  /** Offer services ('Meus serviços', issue 25): companies, professionals and admins. */
  offerServices: boolean;
}

/** Who offers services on 'Serviços' (issue 25): companies and professionals; an admin's are published at once. */
export const SERVICE_PROVIDER_TYPES = ['company', 'professional'] as const satisfies readonly UserType[];

export function canOfferServices(user: Principal | null | undefined): boolean {
  return !!user && ((SERVICE_PROVIDER_TYPES as readonly UserType[]).includes(user.userType) || isAdmin(user));
}

export function accountAbilities(user: Principal): AccountAbilities {
  return { publish: canPublishJob(user), administer: isAdmin(user), apply: canApply(user), offerServices: canOfferServices(user) };
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

/**
 * 'Empresa verificada' (issue 24): an account whose CNPJ an admin verified — only a company may
 * register one (common verifications.ts `canSubmitVerification`). Read from the account's trust
 * summary (`verifiedRegistrations`); its jobs carry the same fact as `companyVerified`.
 */
export function isVerifiedCompany(account: { verifiedRegistrations?: readonly string[] | null } | null | undefined): boolean {
  return !!account?.verifiedRegistrations?.includes('cnpj');
}

/**
 * Whether `user`'s jobs skip review (`Principal.trustedPublisher`): the admins turned on 'Publicar
 * sem revisão as vagas de empresas verificadas' (`publishVerifiedCompanyJobs`) and the account is
 * a verified company. Jobs only: courses and events are reviewed whoever sends them.
 */
export function isTrustedPublisher(user: Principal & { verifiedRegistrations?: readonly string[] | null }, settings: { publishVerifiedCompanyJobs: boolean }): boolean {
  return settings.publishVerifiedCompanyJobs && isCompany(user) && !isAdmin(user) && isVerifiedCompany(user);
}

/** Approve or reject a pending job, course or event, take a published one down or republish it (issue 25): admins. */
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
 * publishes as it stands; a trusted publisher's edit of a published job stays published, but what
 * an admin rejected goes back to one (trust does not overrule a refusal); anyone else's edit of a
 * decided item is a new submission.
 */
export type ItemCommand = 'edit' | 'editAsTrusted' | 'editAsAdmin' | 'approve' | 'reject' | 'close' | 'takeDown' | 'restore';
/**
 * An admin's take-down (issue 25) is a decision like a rejection, made after publication: only an
 * approved item leaves the site (`removed`, with a reason its owner reads), and only a removed one
 * is republished ('Republicar': back to approved as it stands, no new review). Its owner may edit a
 * removed item as a rejected one, back into review, or close it.
 */
export const ITEM_LIFECYCLE: Record<JobStatus, Partial<Record<ItemCommand, JobStatus>>> = {
  pending: { edit: 'pending', editAsTrusted: 'pending', editAsAdmin: 'pending', approve: 'approved', reject: 'rejected', close: 'closed' },
  approved: { edit: 'pending', editAsTrusted: 'approved', editAsAdmin: 'approved', close: 'closed', takeDown: 'removed' },
  rejected: { edit: 'pending', editAsTrusted: 'pending', editAsAdmin: 'rejected', close: 'closed' },
  closed: {},
  removed: { edit: 'pending', editAsTrusted: 'pending', editAsAdmin: 'removed', close: 'closed', restore: 'approved' },
};

/** Which edit `user` makes: an admin's, a trusted publisher's (`Principal.trustedPublisher`) or anyone else's. */
export const editCommand = (user: Principal): ItemCommand => (isAdmin(user) ? 'editAsAdmin' : user.trustedPublisher ? 'editAsTrusted' : 'edit');

/** Where a submission starts: an admin's, or a trusted publisher's job, needs nobody's approval. */
export const submittedStatus = (user: Principal): 'approved' | 'pending' => (isAdmin(user) || user.trustedPublisher ? 'approved' : 'pending');

/** Where `command` takes an item in `status`, or null when it does not apply. */
export function itemMove(status: JobStatus, command: ItemCommand): JobStatus | null {
  return ITEM_LIFECYCLE[status][command] ?? null;
}

/** Whether `user`'s edit of an item in `status` sends it back to moderation (a new submission). */
export function editResubmits(user: Principal, status: JobStatus): boolean {
  return status !== 'pending' && itemMove(status, editCommand(user)) === 'pending';
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
  /** Take it down ('Retirar do ar') or republish it ('Republicar'): an admin, from the status that allows it. */
  takeDown: boolean;
  restore: boolean;
}

/**
 * Whether `viewer` may take an item in `status` down, or republish it (issue 25). Sent with what an
 * admin reads of an item's life (`jobAbilities`, the admins' list of removed items); a public page's
 * item is approved, so there it is this rule on 'approved' for the signed-in account.
 */
export function takedownAbilities(status: JobStatus, viewer: Principal | null | undefined): { takeDown: boolean; restore: boolean } {
  const moderate = canModerate(viewer);
  return { takeDown: moderate && itemMove(status, 'takeDown') !== null, restore: moderate && itemMove(status, 'restore') !== null };
}

export function jobAbilities(job: OwnedItem, viewer: Principal): JobAbilities {
  const manage = canManage(viewer, job);
  const edit = manage && itemMove(job.status, 'edit') !== null;
  return {
    edit,
    close: manage && itemMove(job.status, 'close') !== null,
    editResubmits: edit && editResubmits(viewer, job.status),
    moveApplications: canMoveApplication(viewer, job),
    ...takedownAbilities(job.status, viewer),
  };
}
