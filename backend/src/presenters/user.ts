/** The only shape a user leaves the server in: whitelisted fields, `_id` → `id`. */
import { accountAbilities, type UserDTO } from '@conecta/common';
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
    abilities: accountAbilities(user),
    createdAt: (user.createdAt ?? new Date()).toISOString(),
  };
}
