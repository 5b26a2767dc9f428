/**
 * A person's training records (issue 24, common/credentials.ts). Every read and write is scoped to
 * the owner by the query itself (`{ _id, userId }`), so someone else's credential is simply not
 * found (404) and never changes. The field rules ran in the route (CREDENTIAL_RULES); here the rules
 * across a record and the catalogue (`credentialErrors`) and the stored `validUntil`. A certificate
 * (a PDF or an image) is swapped without half states, as a portfolio item's files are.
 */
import type { Types } from 'mongoose';
import {
  CREDENTIAL_LIMITS,
  CREDENTIAL_MESSAGES,
  credentialErrors,
  credentialValidUntil,
  utcDay,
  type CredentialFacts,
  type CredentialInput,
} from '@conecta/common';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { blankToNull } from '../lib/rules';
import { Credential, type CredentialDocument } from '../models/credential';
import type { Producers } from '../queues/producers';
import { deleteQuietly, replaceFiles, type FileStorage } from '../storage/storage';
import type { UploadedFile } from '../uploads/multipart';
import { storableAttachment } from '../uploads/storableFiles';
import { refreshTrustSummary } from './trustSummary';

export interface CredentialDeps {
  producers: Pick<Producers, 'notify'>;
  log: Logger;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const factsOf = (credential: CredentialDocument): CredentialFacts => ({ code: credential.code, trainedOn: dayOf(credential.trainedOn), hours: credential.hours });

/** Newest training first; the same day, the newest record first. */
function byTraining(a: CredentialDocument, b: CredentialDocument): number {
  return b.trainedOn.getTime() - a.trainedOn.getTime() || b._id.toString().localeCompare(a._id.toString());
}

/** One person's records (a `userId` equality read, at most CREDENTIAL_LIMITS.itemsMax rows, sorted here). */
export async function credentialsOf(userId: Types.ObjectId): Promise<CredentialDocument[]> {
  const credentials = await Credential.find({ userId }).limit(CREDENTIAL_LIMITS.itemsMax);
  return credentials.sort(byTraining);
}

export async function findOwnCredential(userId: Types.ObjectId, id: Types.ObjectId): Promise<CredentialDocument> {
  const credential = await Credential.findOne({ _id: id, userId });
  if (!credential) throw NotFoundError(CREDENTIAL_MESSAGES.notFound);
  return credential;
}

/**
 * The catalogue's rules on the record as it would be saved, against the person's other records
 * (NR-10 SEP needs a básico valid on its training date among them): 400 naming each field.
 */
async function checkAgainstCatalogue(credential: CredentialDocument): Promise<void> {
  // The owner's records by equality (the indexed read), this one left out here.
  const others = (await credentialsOf(credential.userId)).filter((other) => !other._id.equals(credential._id));
  const errors = credentialErrors(factsOf(credential), others.map(factsOf), new Date());
  const messages = Object.values(errors);
  if (messages.length > 0) throw ValidationError(errors, messages[0]);
}

function applyInput(credential: CredentialDocument, input: Partial<CredentialInput>) {
  const { trainedOn, ...rest } = blankToNull(input);
  credential.set(rest);
  if (trainedOn !== undefined) credential.trainedOn = utcDay(trainedOn);
  // Stored for the reminder scan and the directory's filter; recomputed on every write (a catalogue change is db:migrate's).
  credential.validUntil = credentialValidUntil(credential.code, credential.trainedOn);
}

/**
 * Asks the workers to remind the owner at once of a threshold the credential is already inside.
 * One job per credential and last valid day: saving the same expiry again queues nothing new,
 * renewing it (another day) starts over. A norm without a refresher period has nothing to remind.
 * A queue that refuses does not fail the save: the record is stored and valid, and the daily
 * reminder scan reads every stored `validUntil`, so the reminder comes at the latest with it.
 */
async function queueReminderCheck(credential: CredentialDocument, deps: CredentialDeps): Promise<void> {
  if (!credential.validUntil) return;
  const credentialId = credential._id.toString();
  try {
    await deps.producers.notify('credential-saved', { credentialId }, `credential-saved-${credentialId}-${dayOf(credential.validUntil)}`);
  } catch (err) {
    deps.log.warn({ err, credentialId }, 'credential-saved not queued; the daily reminder scan will find it');
  }
}

export async function createCredential(userId: Types.ObjectId, input: CredentialInput, deps: CredentialDeps): Promise<CredentialDocument> {
  if ((await Credential.countDocuments({ userId })) >= CREDENTIAL_LIMITS.itemsMax) throw ConflictError(CREDENTIAL_MESSAGES.itemsMax);
  const credential = new Credential({ userId });
  applyInput(credential, input);
  await checkAgainstCatalogue(credential);
  await credential.save();
  await refreshTrustSummary(userId);
  await queueReminderCheck(credential, deps);
  return credential;
}

export async function updateCredential(userId: Types.ObjectId, id: Types.ObjectId, input: Partial<CredentialInput>, deps: CredentialDeps): Promise<CredentialDocument> {
  const credential = await findOwnCredential(userId, id);
  applyInput(credential, input);
  const factsChanged = credential.isModified('code') || credential.isModified('trainedOn') || credential.isModified('hours');
  // Only a change of the facts is judged again: editing the notes of a SEP whose básico was since
  // deleted, or of a record a later catalogue change would refuse, must still be possible.
  if (factsChanged) await checkAgainstCatalogue(credential);
  const expiryMayHaveMoved = credential.isModified('code') || credential.isModified('trainedOn');
  await credential.save();
  if (expiryMayHaveMoved) {
    await refreshTrustSummary(userId);
    await queueReminderCheck(credential, deps);
  }
  return credential;
}

/**
 * Deletes the record and its certificate. A básico that a SEP of the same person relied on may be
 * deleted: the SEP stays, and its state and the SEP rule are judged again when its facts next change.
 */
export async function deleteCredential(userId: Types.ObjectId, id: Types.ObjectId, storage: FileStorage, log: Logger): Promise<void> {
  const credential = await findOwnCredential(userId, id);
  await credential.deleteOne();
  await refreshTrustSummary(userId);
  await deleteQuietly(storage, [credential.certificateKey], (err, key) => log.warn({ err, key }, 'credential certificate not deleted'));
}

/** A PDF or an image (re-encoded), checked and stored as the portfolio's files are; the previous one deleted after the save. */
export async function setCertificate(credential: CredentialDocument, upload: UploadedFile, storage: FileStorage, log: Logger): Promise<CredentialDocument> {
  const { file, name } = await storableAttachment(upload, 'credential-certificates', CREDENTIAL_MESSAGES.certificateType, 'certificado');
  await replaceFiles(storage, [file], async () => {
    credential.set({ certificateKey: file.key, certificateUrl: storage.url(file.key), certificateName: name });
    await credential.save();
  }, [credential.certificateKey], log);
  return credential;
}

export async function removeCertificate(credential: CredentialDocument, storage: FileStorage, log: Logger): Promise<CredentialDocument> {
  await replaceFiles(storage, [], async () => {
    credential.set({ certificateKey: null, certificateUrl: null, certificateName: null });
    await credential.save();
  }, [credential.certificateKey], log);
  return credential;
}
