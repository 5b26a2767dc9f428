/**
 * Data step of `npm run db:migrate` for databases made before issue 12: the
 * skills catalogue's unique key was `nameLower` (lower case, accents kept);
 * it is now `nameKey` (common `skillKey`: case and accents folded), and users
 * carry `skillKeys` for the usage recounts. Runs before the declared indexes
 * are built (the unique `nameKey` index cannot be built while old documents
 * lack the field). Idempotent: on a current database it finds nothing to do.
 *
 * Raw collection writes on purpose: nothing here changes what the search
 * index or the account facts hold (`skillKeys` is not public), so no domain
 * event is due.
 */
import type mongoose from 'mongoose';
import { skillKey } from '@conecta/common';

export async function migrateSkillKeys(connection: mongoose.Connection): Promise<string[]> {
  const db = connection.db;
  if (!db) throw new Error('migrateSkillKeys: the connection is not open');
  const lines: string[] = [];
  const skills = db.collection('skills');
  const users = db.collection('users');

  const indexes = await skills.indexes().catch(() => [] as Array<{ name?: string }>);
  if (indexes.some((index) => index.name === 'nameLower_1')) {
    await skills.dropIndex('nameLower_1');
    lines.push('skills: old unique index nameLower_1 dropped');
  }

  const old = await skills.find({ nameKey: { $exists: false } }).sort({ _id: 1 }).toArray();
  let keyed = 0;
  let merged = 0;
  if (old.length > 0) {
    const taken = new Set((await skills.find({ nameKey: { $exists: true } }).project({ nameKey: 1 }).toArray()).map((s) => String(s.nameKey)));
    for (const skill of old) {
      const key = skillKey(String(skill.name ?? ''));
      if (!key || taken.has(key)) {
        // "Gestão" and "Gestao" were two skills; they are one now (the older one stays).
        await skills.deleteOne({ _id: skill._id });
        merged += 1;
        continue;
      }
      taken.add(key);
      await skills.updateOne({ _id: skill._id }, { $set: { nameKey: key }, $unset: { nameLower: '' } });
      keyed += 1;
    }
    lines.push(`skills: ${keyed} keyed by nameKey, ${merged} duplicates by accent merged`);
  }

  let usersKeyed = 0;
  for await (const user of users.find({ skillKeys: { $exists: false } }).project({ skills: 1 })) {
    const names = Array.isArray(user.skills) ? (user.skills as unknown[]).map(String) : [];
    await users.updateOne({ _id: user._id }, { $set: { skillKeys: [...new Set(names.map(skillKey))] } });
    usersKeyed += 1;
  }
  if (usersKeyed > 0) lines.push(`users: skillKeys set on ${usersKeyed}`);

  if (keyed + merged + usersKeyed > 0) {
    // What the skills queue's recount job does, once, so the counts are true under the new keys.
    let recounted = 0;
    for (const skill of await skills.find().project({ nameKey: 1 }).toArray()) {
      const count = await users.countDocuments({ skillKeys: skill.nameKey });
      await skills.updateOne({ _id: skill._id }, { $set: { usageCount: count } });
      recounted += 1;
    }
    lines.push(`skills: ${recounted} usage counts recounted`);
  }
  return lines;
}
