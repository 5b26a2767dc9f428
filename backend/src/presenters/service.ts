/** The shapes a service leaves the server in (issue 25): public, its provider's, the admins' pending one. No storage keys. */
import type { OwnServiceDTO, PendingServiceDTO, ServiceDTO, ServiceRegion } from '@conecta/common';
import type mongoose from 'mongoose';
import type { ServiceFields } from '../models/service';
import type { UserDocument } from '../models/user';
import { fullName, presentSubmitter, type Submitter } from './publishing';

/** A hydrated document or a `.lean()` row: the search index loads them lean. */
export type ServiceRow = ServiceFields & { _id: mongoose.Types.ObjectId };

const iso = (date: Date | undefined | null) => (date ?? new Date()).toISOString();

export function presentService(service: ServiceRow): ServiceDTO {
  return {
    id: service._id.toString(),
    title: service.title,
    description: service.description,
    kind: service.kind,
    energyArea: service.energyArea,
    regions: [...(service.regions ?? [])] as ServiceRegion[],
    photos: (service.photos ?? []).map((photo) => ({ id: photo.photoId, url: photo.url })),
    providerId: service.providerId.toString(),
    providerName: service.providerName,
    providerImageUrl: service.providerImageUrl ?? null,
    createdAt: iso(service.createdAt),
  };
}

export function presentOwnService(service: ServiceRow): OwnServiceDTO {
  return {
    ...presentService(service),
    status: service.status,
    rejectionReason: service.rejectionReason ?? null,
    updatedAt: iso(service.updatedAt),
    // A service is younger than the stamp: it always has one, the creation as a fallback all the same.
    statusChangedAt: iso(service.statusChangedAt ?? service.createdAt),
  };
}

export const presentPendingService = (service: ServiceRow, submitter: Submitter | null): PendingServiceDTO => ({
  ...presentOwnService(service),
  submittedBy: presentSubmitter(submitter),
  version: iso(service.updatedAt),
});

/** Who offers it, as the service carries it: the company's name (a professional's own), the small photo. */
export const providerFields = (user: Pick<UserDocument, '_id' | 'firstName' | 'lastName' | 'companyName' | 'profileThumbnailUrl' | 'profileImageUrl'>) => ({
  providerId: user._id,
  providerName: user.companyName?.trim() || fullName(user),
  providerImageUrl: user.profileThumbnailUrl ?? user.profileImageUrl ?? null,
});
