/**
 * The skills catalogue behind the skills input (spec §2, §5, §7).
 *
 * - Suggestions: names containing the typed text, case and accents ignored
 *   (a regex on the folded `nameKey`), most used first. The catalogue is a
 *   few hundred to a few thousand short documents, read whole by FerretDB
 *   for a regex; a bigger one would move to the search index.
 * - Creation: a name whose key exists returns the existing skill (200), so
 *   "python" never duplicates "Python"; a new one is counted at once from
 *   the profiles that already list it. Two people creating the same name at
 *   once meet at the unique `nameKey` index: the loser gets the winner's.
 */
import mongoose, { type Types } from 'mongoose';
import { SKILL_LIMITS, skillKey, type SkillCategory } from '@conecta/common';
import { isDuplicateKey } from '../lib/mongoErrors';
import { Skill, type SkillDocument } from '../models/skill';
import { User } from '../models/user';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function suggestSkills(q: string) {
  const key = skillKey(q);
  return Skill.find({ nameKey: mongoose.trusted({ $regex: escapeRegex(key) }) })
    .sort({ usageCount: -1, nameKey: 1 })
    .limit(SKILL_LIMITS.suggestions)
    .lean();
}

export interface SkillCreation {
  skill: SkillDocument;
  created: boolean;
}

export async function findSkillByName(name: string): Promise<SkillDocument | null> {
  return Skill.findOne({ nameKey: skillKey(name) });
}

export async function createSkill(name: string, category: SkillCategory, createdBy: Types.ObjectId): Promise<SkillCreation> {
  const existing = await findSkillByName(name);
  if (existing) return { skill: existing, created: false };
  const nameKey = skillKey(name);
  try {
    const usageCount = await User.countDocuments({ skillKeys: nameKey });
    const skill = await Skill.create({ name: name.trim().replace(/\s+/g, ' '), category, createdBy, usageCount });
    return { skill, created: true };
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const winner = await findSkillByName(name);
    if (!winner) throw err;
    return { skill: winner, created: false };
  }
}
