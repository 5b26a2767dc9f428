/**
 * Saving one's own profile (PATCH /api/users/profile) and photo.
 *
 * Writes go through the User model, whose plugin announces `user.changed`,
 * so the directory and search of every backend process follow the save.
 * A save that changes the skills enqueues `skills` / `usage-changed` with the
 * names added and removed, under a fresh change id (the job's idempotency
 * key). If that enqueue fails, the profile is put back as it was and the
 * answer is 503: a saved profile whose counters never move is the
 * half-written state the house rules forbid.
 */
import mongoose from 'mongoose';
import { isCompany, PROFILE_MESSAGES, skillKey, type ProfileUpdatePayload } from '@conecta/common';
import { ServiceUnavailableError, ValidationError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { blankToNull } from '../lib/rules';
import { Skill } from '../models/skill';
import type { UserDocument } from '../models/user';
import type { Producers } from '../queues/producers';
import { newStorageKey, replaceFiles, type FileStorage } from '../storage/storage';
import { profilePhotoVersions } from '../uploads/imageProcessing';
import { requireImage } from '../uploads/fileChecks';

type Changes = Partial<Record<keyof ProfileUpdatePayload, unknown>>;

/**
 * The profile's skills: trimmed, one per key (case and accents ignored, the
 * first spelling wins), in the catalogue's spelling when the catalogue has
 * the skill ("python" is saved as "Python"), otherwise as typed.
 */
export async function canonicalSkills(names: string[]): Promise<string[]> {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = skillKey(name);
    if (key && !byKey.has(key)) byKey.set(key, name.trim().replace(/\s+/g, ' '));
  }
  if (byKey.size === 0) return [];
  const known = await Skill.find({ nameKey: mongoose.trusted({ $in: [...byKey.keys()] }) })
    .select({ name: 1, nameKey: 1 })
    .lean();
  for (const skill of known) byKey.set(skill.nameKey, skill.name);
  return [...byKey.values()];
}

/** Names present in `after` but not `before`, by key. */
function namesAdded(before: string[], after: string[]): string[] {
  const had = new Set(before.map(skillKey));
  return after.filter((name) => !had.has(skillKey(name)));
}

export async function updateProfile(user: UserDocument, payload: ProfileUpdatePayload, producers: Producers, log: Logger): Promise<UserDocument> {
  const changes: Changes = blankToNull(payload);

  if (!isCompany(user)) {
    const errors: Record<string, string> = {};
    for (const field of ['companyName', 'website'] as const) {
      if (changes[field] != null) errors[field] = PROFILE_MESSAGES.companyOnly;
    }
    if (Object.keys(errors).length) throw ValidationError(errors, PROFILE_MESSAGES.companyOnly);
    // A professional's form may send the company fields back empty: nothing to apply.
    delete changes.companyName;
    delete changes.website;
  }

  const skillsBefore = [...(user.skills ?? [])];
  if (changes.skills) changes.skills = await canonicalSkills(changes.skills as string[]);
  const added = changes.skills ? namesAdded(skillsBefore, changes.skills as string[]) : [];
  const removed = changes.skills ? namesAdded(changes.skills as string[], skillsBefore) : [];
  const skillsChanged = added.length > 0 || removed.length > 0;

  const previous = Object.fromEntries(Object.keys(changes).map((key) => [key, user.get(key) as unknown]));
  const previousChangeId = user.skillsChangeId ?? null;
  user.set(changes);
  // Re-spelt or reordered skills are saved, but only an added or removed one changes a count.
  if (skillsChanged) user.skillsChangeId = new mongoose.Types.ObjectId().toString();
  await user.save();

  if (skillsChanged) {
    try {
      await producers.skillUsageChanged({ userId: user._id.toString(), changeId: user.skillsChangeId!, added, removed });
    } catch (err) {
      log.error({ err, userId: user._id.toString() }, 'skills job not enqueued: profile save undone');
      user.set({ ...previous, skillsChangeId: previousChangeId });
      await user.save();
      throw ServiceUnavailableError();
    }
  }
  return user;
}

/**
 * A new photo: checked by content, re-encoded (metadata stripped) into a
 * square avatar and a thumbnail, stored before the user points at them; the
 * previous files are deleted after the save (storage/replaceFiles).
 */
export async function setProfilePhoto(user: UserDocument, upload: Buffer, storage: FileStorage, log: Logger): Promise<UserDocument> {
  requireImage(upload);
  const { avatar, thumbnail } = await profilePhotoVersions(upload);
  const avatarKey = newStorageKey('avatars', 'webp');
  const thumbnailKey = newStorageKey('thumbnails', 'webp');
  const replaced = [user.profileImageKey, user.profileThumbnailKey];
  const files = [
    { key: avatarKey, body: avatar },
    { key: thumbnailKey, body: thumbnail },
  ];
  await replaceFiles(storage, files, async () => {
    user.set({
      profileImageKey: avatarKey,
      profileImageUrl: storage.url(avatarKey),
      profileThumbnailKey: thumbnailKey,
      profileThumbnailUrl: storage.url(thumbnailKey),
    });
    await user.save();
  }, replaced, log);
  return user;
}

export async function removeProfilePhoto(user: UserDocument, storage: FileStorage, log: Logger): Promise<UserDocument> {
  const replaced = [user.profileImageKey, user.profileThumbnailKey];
  await replaceFiles(storage, [], async () => {
    user.set({ profileImageKey: null, profileImageUrl: null, profileThumbnailKey: null, profileThumbnailUrl: null });
    await user.save();
  }, replaced, log);
  return user;
}
