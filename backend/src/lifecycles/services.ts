/**
 * A service's life after its submission (issue 25): 'Meus serviços', edit, photos, removal. Who
 * may: common `canManage` — its provider and admins; anyone else is answered as if it did not
 * exist. Every change — its text or its photos — is one move of the one state machine (common
 * `itemMove`, engine `statusTransition` under the item's lock): what an admin approved is what the
 * public sees, so a provider's change of a decided service is a new submission, and a change of a
 * pending one refreshes the admins' lists (an admin deciding on the older text then gets 409).
 */
import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import {
  SERVICE_LIMITS,
  SERVICE_MESSAGES as M,
  canManage,
  editCommand,
  editResubmits,
  isAdmin,
  itemMove,
  type OwnServiceDTO,
  type ServiceInput,
} from '@conecta/common';
import { Service, type ServiceDocument } from '../models/service';
import { User, type UserDocument } from '../models/user';
import { ConflictError, HttpError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { presentOwnService, providerFields } from '../presenters/service';
import { LockNotAcquiredError, statusTransition, withKeyLock, type StatusMove } from '../engine/index';
import { deleteQuietly, replaceFiles, type FileStorage } from '../storage/storage';
import { storableImage } from '../uploads/storableFiles';
import { recordAdminAction } from '../services/audit';
import { pushItemEvent } from '../realtime/itemPushes';
import { announcePending } from './announce';
import { principalOf, type LifecycleDeps } from './deps';

/** 'Meus serviços' is one screen, not an archive. */
const MAX_OWN_SERVICES = 200;

/** Someone else's service answers exactly as a missing one (a pending one is never public). */
export async function managedService(user: UserDocument, id: Types.ObjectId): Promise<ServiceDocument> {
  const service = await Service.findById(id);
  if (!service || !canManage(principalOf(user), { status: service.status, ownerId: service.providerId.toString() })) throw NotFoundError(M.notFound);
  return service;
}

export async function ownServices(user: UserDocument): Promise<OwnServiceDTO[]> {
  const rows = await Service.find({ providerId: user._id }).sort({ createdAt: -1, _id: -1 }).limit(MAX_OWN_SERVICES);
  return rows.map(presentOwnService);
}

/**
 * One change of a service, judged on the service as read under its lock: `change` answers the
 * fields to set (null: nothing changes). A provider's change of a decided service sends it back to
 * moderation as a new submission (a new bell for the admins); of a pending one, only refreshes
 * their open lists.
 */
async function changeService(
  user: UserDocument,
  id: Types.ObjectId,
  change: (service: ServiceDocument) => Record<string, unknown> | null,
  deps: LifecycleDeps,
): Promise<OwnServiceDTO> {
  const viewer = principalOf(user);
  return statusTransition(deps, { kind: 'service', id, read: () => managedService(user, id), raced: M.raced }, (service): StatusMove<OwnServiceDTO> => {
    if (!itemMove(service.status, editCommand(viewer))) throw ConflictError(M.notFound);
    const fields = change(service);
    if (!fields) return { answer: presentOwnService(service) };
    const resubmit = editResubmits(viewer, service.status);
    // The provider's current name and photo go with every change they make (an admin's keeps the provider's).
    const set: Record<string, unknown> = { ...fields, ...(service.providerId.equals(user._id) ? providerFields(user) : {}) };
    if (resubmit) Object.assign(set, { status: 'pending', submissionId: randomUUID(), rejectionReason: null });
    return {
      set,
      after: async () => {
        const updated = await Service.findById(id);
        if (!updated) throw NotFoundError(M.notFound);
        if (updated.status === 'pending') {
          const submitter = updated.submittedBy ? await User.findById(updated.submittedBy) : null;
          try {
            await announcePending({ kind: 'service', doc: updated }, submitter, deps, { notify: resubmit });
          } catch (err) {
            // Stored as pending and listed for the admins from the database; only this submission's bell is missing.
            deps.log.error({ err, serviceId: updated.id as string }, 'could not enqueue item-submitted for a service edit');
          }
        }
        if (isAdmin(viewer) && !service.providerId.equals(user._id)) {
          await recordAdminAction({ actorId: user._id, action: 'service.update', targetType: 'service', targetId: id.toString(), after: { fields: Object.keys(fields) } });
        }
        return presentOwnService(updated);
      },
    };
  });
}

export function editService(user: UserDocument, id: Types.ObjectId, changes: Partial<ServiceInput>, deps: LifecycleDeps): Promise<OwnServiceDTO> {
  return changeService(user, id, () => (Object.keys(changes).length ? { ...changes } : null), deps);
}

const photosFull = () => new HttpError(400, M.photosMax);

/** Refused before the upload is read: a service already holding its photos takes no more. */
export async function checkPhotoRoom(user: UserDocument, id: Types.ObjectId): Promise<void> {
  const service = await managedService(user, id);
  if (service.photos.length >= SERVICE_LIMITS.photosMax) throw photosFull();
}

/** A photo re-encoded as every upload is (uploads/), stored, then added by a change of the service; a change refused leaves no file behind. */
export async function addServicePhoto(user: UserDocument, id: Types.ObjectId, upload: Buffer, storage: FileStorage, deps: LifecycleDeps): Promise<OwnServiceDTO> {
  const file = await storableImage(upload, 'service-photos');
  const photoId = file.key.slice(file.key.indexOf('/') + 1, file.key.lastIndexOf('.'));
  let answer: OwnServiceDTO | undefined;
  await replaceFiles(storage, [file], async () => {
    answer = await changeService(user, id, (service) => {
      // Checked again under the lock: two uploads at once cannot both take the last place.
      if (service.photos.length >= SERVICE_LIMITS.photosMax) throw photosFull();
      return { photos: [...service.photos.map((photo) => photo.toObject()), { photoId, key: file.key, url: storage.url(file.key) }] };
    }, deps);
  }, [], deps.log);
  return answer!;
}

export async function removeServicePhoto(user: UserDocument, id: Types.ObjectId, photoId: string, storage: FileStorage, deps: LifecycleDeps): Promise<OwnServiceDTO> {
  let removed: string | null = null;
  const answer = await changeService(user, id, (service) => {
    const photo = service.photos.find((entry) => entry.photoId === photoId);
    if (!photo) throw NotFoundError(M.photoNotFound);
    removed = photo.key;
    return { photos: service.photos.filter((entry) => entry !== photo).map((entry) => entry.toObject()) };
  }, deps);
  await deleteQuietly(storage, [removed], (err, key) => deps.log.warn({ err, key }, 'removed service photo not deleted'));
  return answer;
}

/**
 * Removes a service and its photos, under the item's lock so an admin's decision cannot land on a
 * removed one. A pending one leaves the admins' lists; an admin's removal of someone's service is audited.
 */
export async function deleteService(user: UserDocument, id: Types.ObjectId, storage: FileStorage, deps: LifecycleDeps & { log: Logger }): Promise<void> {
  let service: ServiceDocument;
  try {
    service = await withKeyLock(deps, `moderation:service:${id.toString()}`, async () => {
      const found = await managedService(user, id);
      await Service.deleteOne({ _id: id });
      return found;
    });
  } catch (err) {
    if (err instanceof LockNotAcquiredError) throw ServiceUnavailableError();
    throw err;
  }
  if (service.status === 'pending') pushItemEvent(deps.realtime, { name: 'item.resolved', kind: 'service', id: id.toString(), status: 'closed' });
  if (!service.providerId.equals(user._id)) {
    await recordAdminAction({ actorId: user._id, action: 'service.delete', targetType: 'service', targetId: id.toString(), before: { title: service.title, status: service.status } });
  }
  await deleteQuietly(storage, service.photos.map((photo) => photo.key), (err, key) => deps.log.warn({ err, key }, 'deleted service photo not deleted'));
}
