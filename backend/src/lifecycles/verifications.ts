/**
 * Verify (issue 24): a person's CREA or CRT, a company's CNPJ, submitted for review and decided by
 * an admin — the same life as a moderated item, in the same home. Submitting (or changing the
 * number or the council, or sending a refused one again) puts the record in review with a fresh
 * submission id; the admins' open 'Verificações' lists get it live. A decision moves it only from
 * `pending` (engine `statusTransition`, decision 0015): of two admins deciding at once one wins
 * and the other is told it was already decided; a record changed after the admin read it answers
 * 409 and their list gets it as it now is. Each decision is audited and reaches its owner live.
 */
import { randomUUID } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import {
  VERIFICATION_MESSAGES as M,
  canSubmitVerification,
  registrationKey,
  verificationErrors,
  type PendingVerificationDTO,
  type VerificationDTO,
  type VerificationInput,
  type VerificationKind,
} from '@conecta/common';
import { Verification } from '../models/verification';
import { User, type UserDocument } from '../models/user';
import { ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, ValidationError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import { presentPendingVerification, presentVerification, type VerificationRow } from '../presenters/verification';
import type { Submitter } from '../presenters/publishing';
import { statusTransition, type StatusMove } from '../engine/index';
import { recordAdminAction } from '../services/audit';
import { refreshTrustSummary } from '../services/trustSummary';
import { pushItemEvent } from '../realtime/itemPushes';
import { principalOf, type LifecycleDeps } from './deps';

/** The review list is not paged: bounded so a flood cannot make one answer huge (as the moderation lists). */
const PENDING_LIMIT = 200;
const RACED = 'O registro foi alterado ao mesmo tempo. Tente novamente.';

export async function myVerifications(user: UserDocument): Promise<VerificationDTO[]> {
  const rows = await Verification.find({ userId: user._id }).sort({ kind: 1 }).lean<VerificationRow[]>();
  return rows.map(presentVerification);
}

/** A write refused by the unique registration index: someone else's registration, or this account's own racing submit. */
async function refusedAsTaken(kind: VerificationKind, council: string, key: string, userId: Types.ObjectId): Promise<never> {
  const holder = await Verification.findOne({ kind, council, key }).select({ userId: 1 }).lean<{ userId: Types.ObjectId }>();
  throw ConflictError(holder && !holder.userId.equals(userId) ? M.taken : RACED);
}

export async function submitVerification(user: UserDocument, kind: VerificationKind, input: VerificationInput, deps: LifecycleDeps): Promise<VerificationDTO> {
  if (!canSubmitVerification(principalOf(user), kind)) throw ForbiddenError(M.kindNotAllowed);
  const errors = verificationErrors(kind, input);
  const first = Object.values(errors)[0];
  if (first) throw ValidationError(errors, first);
  const key = registrationKey(kind, input.number);
  const council = kind === 'cnpj' ? '' : (input.council ?? '');
  const submission = { key, number: input.number.trim(), council, status: 'pending' as const, rejectionReason: null, submissionId: randomUUID(), submittedAt: new Date(), decidedBy: null, decidedAt: null };

  const existing = await Verification.findOne({ userId: user._id, kind });
  let stored: VerificationRow;
  try {
    if (!existing) {
      stored = (await Verification.create({ userId: user._id, kind, ...submission })).toObject();
    } else {
      const read = async () => (await Verification.findById(existing._id)) ?? existing;
      const moved = await statusTransition(deps, { kind: 'verification', id: existing._id, read, raced: RACED }, (current): StatusMove<{ unchanged: VerificationDTO } | { stored: VerificationRow }> => {
        // The same registration, in review or verified: nothing to review again. Answered as it
        // stands under the lock (an admin may have decided it since it was first read).
        const same = current.key === key && current.council === council && current.status !== 'rejected';
        if (same) return { answer: { unchanged: presentVerification(current.toObject()) } };
        return { set: submission, after: async () => ({ stored: (await Verification.findById(existing._id).lean<VerificationRow>()) ?? current.toObject() }) };
      });
      if ('unchanged' in moved) return moved.unchanged;
      stored = moved.stored;
    }
  } catch (err) {
    if (isDuplicateKey(err)) return refusedAsTaken(kind, council, key, user._id);
    throw err;
  }
  // A verified registration sent back to review loses its badge until decided again.
  await refreshTrustSummary(user._id);
  pushItemEvent(deps.realtime, { name: 'verification.pending', verification: stored, person: user });
  return presentVerification(stored);
}

type PersonRow = Submitter;

export async function pendingVerifications(): Promise<PendingVerificationDTO[]> {
  const rows = await Verification.find({ status: 'pending' }).sort({ submittedAt: 1, _id: 1 }).limit(PENDING_LIMIT).lean<VerificationRow[]>();
  const ids = [...new Set(rows.map((row) => row.userId.toString()))];
  const people = ids.length === 0 ? [] : await User.find({ _id: mongoose.trusted({ $in: ids }) }).select({ firstName: 1, lastName: 1, email: 1, userType: 1 }).lean<PersonRow[]>();
  const byId = new Map(people.map((person) => [person._id.toString(), person]));
  return rows.map((row) => presentPendingVerification(row, byId.get(row.userId.toString()) ?? null));
}

/** One notice per decision on one submission (a registration refused, sent again and verified is two). */
export const verificationDecidedJobId = (id: string, status: 'verified' | 'rejected', submissionId: string) => `verification-decided-${id}-${status}-${submissionId}`;

export type VerificationVerdict = ({ status: 'verified' } | { status: 'rejected'; reason: string }) & { version: string };

export async function decideVerification(id: Types.ObjectId, verdict: VerificationVerdict, admin: UserDocument, deps: LifecycleDeps): Promise<VerificationDTO> {
  const read = async () => {
    const current = await Verification.findById(id);
    if (!current) throw NotFoundError(M.notFound);
    return current;
  };
  const decided = await statusTransition(deps, { kind: 'verification', id, read, raced: M.alreadyDecided }, async (current) => {
    if (current.status !== 'pending') throw ConflictError(M.alreadyDecided);
    if (current.updatedAt.getTime() !== new Date(verdict.version).getTime()) {
      // Its owner changed it after this admin's list was drawn: the list gets it as it is now.
      const person = await User.findById(current.userId).select({ firstName: 1, lastName: 1, email: 1, userType: 1 });
      pushItemEvent(deps.realtime, { name: 'verification.pending', verification: current.toObject(), person });
      throw ConflictError(M.changedSinceRead);
    }
    const decidedAt = new Date();
    return {
      set: { status: verdict.status, rejectionReason: verdict.status === 'rejected' ? verdict.reason : null, decidedBy: admin._id, decidedAt },
      // Still under the record's lock: the owner's notice is queued first; refused, the decision is
      // undone (only if still exactly as this one left it) and the admin gets 503, as moderation does.
      after: async () => {
        const key = id.toString();
        try {
          await deps.producers.notify('verification-decided', { verificationId: key, status: verdict.status }, verificationDecidedJobId(key, verdict.status, current.submissionId));
        } catch (err) {
          deps.log.error({ err, verificationId: key }, 'could not enqueue verification-decided; decision undone');
          await Verification.updateOne({ _id: id, status: verdict.status, decidedAt }, { $set: { status: 'pending', rejectionReason: null, decidedBy: null, decidedAt: null } });
          throw ServiceUnavailableError();
        }
        return (await Verification.findById(id).lean<VerificationRow>()) ?? current.toObject();
      },
    };
  });
  await recordAdminAction({
    actorId: admin._id,
    action: `verification.${verdict.status === 'verified' ? 'verify' : 'reject'}`,
    targetType: 'verification',
    targetId: id.toString(),
    before: { status: 'pending' },
    after: { status: decided.status, kind: decided.kind, rejectionReason: decided.rejectionReason ?? null },
  });
  await refreshTrustSummary(decided.userId);
  pushItemEvent(deps.realtime, { name: 'verification.resolved', verification: decided });
  return presentVerification(decided);
}
