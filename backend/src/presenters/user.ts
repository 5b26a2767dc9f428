/** The only shape a user leaves the server in: whitelisted fields, `_id` → `id`. */
import { accountAbilities, type PageRemovalDTO, type UserDTO } from '@conecta/common';
import type { UserDocument } from '../models/user';
import { isEmailVerified } from '../services/emailVerification';

export function presentUser(user: UserDocument): UserDTO {
  return {
    id: user._id.toString(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    location: user.location ?? null,
    bio: user.bio ?? null,
    jobTitle: user.jobTitle ?? null,
    companyName: user.companyName ?? null,
    website: user.website ?? null,
    education: user.education ?? null,
    skills: [...(user.skills ?? [])],
    energyAreas: [...(user.energyAreas ?? [])],
    experience: user.experience ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    profileThumbnailUrl: user.profileThumbnailUrl ?? null,
    showEmail: user.showEmail ?? false,
    showPhone: user.showPhone ?? false,
    showCredentials: user.showCredentials ?? true,
    userType: user.userType,
    isVerified: user.isVerified ?? false,
    isAdmin: user.isAdmin ?? false,
    emailVerified: isEmailVerified(user),
    pageRemoved: pageRemovalOf(user),
    abilities: accountAbilities(user),
    createdAt: (user.createdAt ?? new Date()).toISOString(),
  };
}

/** Issue 25: the owner's side of an admin's take-down of their page (lifecycles/pageTakedown.ts); null while public. */
export function pageRemovalOf(user: { pageRemoved?: boolean | null; pageRemovedReason?: string | null; pageRemovedAt?: Date | null; updatedAt?: Date | null }): PageRemovalDTO | null {
  if (user.pageRemoved !== true) return null;
  return { reason: user.pageRemovedReason ?? '', at: (user.pageRemovedAt ?? user.updatedAt ?? new Date(0)).toISOString() };
}
