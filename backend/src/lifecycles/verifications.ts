/**
 * Verify (issue 24): a person's CREA or CRT, a company's CNPJ, submitted for review and decided by
 * an admin — the same life as a moderated item, in the same home. Submitting (or changing the
 * number or the council, or sending a refused one again) puts the record in review with a fresh
 * submission id; the admins' open 'Verificações' lists get it live. A CREA or a CRT carries its
 * carteira or certidão (common/verifications.ts says why it is required); sending a new one is a
 * submission too. A decision moves it only from
 * `pending` (engine `statusTransition`, decision 0015): of two admins deciding at once one wins
 * and the other is told it was already decided; a record changed after the admin read it answers
 * 409 and their list gets it as it now is. Each decision is audited and reaches its owner live.
 */
import { randomUUID } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import {
  VERIFICATION_MESSAGES as M,
  canSubmitVerification,
  needsDocument,
  registrationKey,
  verificationErrors,
  type PendingVerificationDTO,
  type VerificationDTO,
  type VerificationInput,
  type VerificationKind,
} from '@conecta/common';
import { Verification } from '../models/verification';
import { User, type UserDocument } from '../models/user';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, ValidationError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import { presentPendingVerification, presentVerification, type VerificationRow } from '../presenters/verification';
import type { Submitter } from '../presenters/publishing';
import { statusTransition, type StatusMove } from '../engine/index';
import { recordAdminAction } from '../services/audit';
import { refreshTrustSummary } from '../services/trustSummary';
import { pushItemEvent } from '../realtime/itemPushes';
import { replaceFiles, type FileStorage } from '../storage/storage';
import type { UploadedFile } from '../uploads/multipart';
import { storableAttachment } from '../uploads/storableFiles';
import { principalOf, type LifecycleDeps } from './deps';

/** The review list is not paged: bounded so a flood cannot make one answer huge (as the moderation lists). */
const PENDING_LIMIT = 200;
const RACED = 'O registro foi alterado ao mesmo tempo. Tente novamente.';

export async function myVerifications(user: UserDocument): Promise<VerificationDTO[]> {
  const rows = await Verification.find({ userId: user._id }).sort({ kind: 1 }).lean<VerificationRow[]>();
  return rows.map((row) => presentVerification(row));
}

/** A write refused by the unique registration index: someone else's registration, or this account's own racing submit. */
async function refusedAsTaken(kind: VerificationKind, council: string, key: string, userId: Types.ObjectId): Promise<never> {
  const holder = await Verification.findOne({ kind, council, key }).select({ userId: 1 }).lean<{ userId: Types.ObjectId }>();
  throw ConflictError(holder && !holder.userId.equals(userId) ? M.taken : RACED);
}

/** A registration's document as sent, and where it is to be stored. */
export interface RegistrationDocument {
  upload: UploadedFile;
  storage: FileStorage;
}

type Written = { unchanged: VerificationDTO } | { stored: VerificationRow; replacedKey: string | null };

/**
 * Submits (or changes) a registration. A CREA or a CRT needs its document: sent with it
 * (`document`), or already on record when only the number or the council changes. A new document
 * is a new submission even with the same number, so a verified one goes back to review. The file
 * is checked and stored before the record points at it and the replaced one deleted after
 * (`replaceFiles`): a refused write (the number taken, a race) deletes the new file, and nothing
 * is left half-written.
 */
export async function submitVerification(user: UserDocument, kind: VerificationKind, input: VerificationInput, deps: LifecycleDeps, document?: RegistrationDocument): Promise<VerificationDTO> {
  if (!canSubmitVerification(principalOf(user), kind)) throw ForbiddenError(M.kindNotAllowed);
  if (document && !needsDocument(kind)) throw BadRequestError(M.documentKindInvalid);
  const errors = verificationErrors(kind, input);
  const first = Object.values(errors)[0];
  if (first) throw ValidationError(errors, first);
  const key = registrationKey(kind, input.number);
  const council = kind === 'cnpj' ? '' : (input.council ?? '');
  const prepared = document ? await storableAttachment(document.upload, 'registration-documents', M.documentType, 'documento') : null;
  const submission = {
    key,
    number: input.number.trim(),
    council,
    status: 'pending' as const,
    rejectionReason: null,
    submissionId: randomUUID(),
    submittedAt: new Date(),
    decidedBy: null,
    decidedAt: null,
    ...(prepared && { documentKey: prepared.file.key, documentName: prepared.name }),
  };
  const missingDocument = () => ValidationError({ document: M.documentRequired }, M.documentRequired);

  const write = async (): Promise<Written> => {
    const existing = await Verification.findOne({ userId: user._id, kind });
    try {
      if (!existing) {
        if (needsDocument(kind) && !prepared) throw missingDocument();
        return { stored: (await Verification.create({ userId: user._id, kind, ...submission })).toObject(), replacedKey: null };
      }
      const read = async () => (await Verification.findById(existing._id)) ?? existing;
      return await statusTransition(deps, { kind: 'verification', id: existing._id, read, raced: RACED }, (current): StatusMove<Written> => {
        if (needsDocument(kind) && !prepared && !current.documentKey) throw missingDocument();
        // The same registration without a new document, in review or verified: nothing to review
        // again. Answered as it stands under the lock (an admin may have decided it since it was first read).
        const same = !prepared && current.key === key && current.council === council && current.status !== 'rejected';
        if (same) return { answer: { unchanged: presentVerification(current.toObject()) } };
        // Read under the lock: of two documents sent at once, each deletes the one it replaced.
        const replacedKey = prepared ? (current.documentKey ?? null) : null;
        return { set: submission, after: async () => ({ stored: (await Verification.findById(existing._id).lean<VerificationRow>()) ?? current.toObject(), replacedKey }) };
      });
    } catch (err) {
      if (isDuplicateKey(err)) return refusedAsTaken(kind, council, key, user._id);
      throw err;
    }
  };

  let written: Written;
  if (prepared && document) {
    // Filled by the commit, read by replaceFiles after it: the file the record pointed at before.
    const replaced: Array<string | null> = [];
    const outcome: { written?: Written } = {};
    await replaceFiles(document.storage, [prepared.file], async () => {
      const result = await write();
      outcome.written = result;
      if ('stored' in result) replaced.push(result.replacedKey);
    }, replaced, deps.log);
    written = outcome.written!;
  } else {
    written = await write();
  }
  if ('unchanged' in written) return written.unchanged;
  const { stored } = written;
  // A verified registration sent back to review loses its badge until decided again.
  await refreshTrustSummary(user._id);
  pushItemEvent(deps.realtime, { name: 'verification.pending', verification: stored, person: user });
  return presentVerification(stored);
}

/** A registration's stored document, as its owner's (by kind) or an admin's (by id) route reads it: 404 when there is none. */
export async function registrationDocument(filter: { userId: Types.ObjectId; kind: VerificationKind } | { _id: Types.ObjectId }): Promise<{ key: string; name: string }> {
  const row = await Verification.findOne(filter).select({ documentKey: 1, documentName: 1 }).lean<{ documentKey?: string | null; documentName?: string | null }>();
  if (!row?.documentKey) throw NotFoundError(M.documentNotFound);
  return { key: row.documentKey, name: row.documentName ?? 'documento' };
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
