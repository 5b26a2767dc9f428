/**
 * The Skill documents: the catalogue of skills.ts plus any skill a seeded
 * profile uses that the catalogue lacks, with usageCount = how many seeded
 * users list it (the same number the skills queue maintains afterwards).
 */
import type { SkillFields } from '@conecta/backend/models/skill';
import { skillKey } from '@conecta/common';
import type { SeedDoc } from '../context';
import { stableId } from '../random';
import { SKILLS, type SkillSeed } from './skills';
import type { UserSeed } from './users';

export function buildSkills(users: UserSeed[]): SeedDoc<SkillFields>[] {
  const catalogue = new Map<string, SkillSeed>(SKILLS.map((s) => [skillKey(s.name), s]));
  const usage = new Map<string, number>();
  for (const user of users) {
    for (const name of new Set((user.skills ?? []).map(skillKey))) {
      usage.set(name, (usage.get(name) ?? 0) + 1);
    }
  }
  for (const user of users) {
    for (const name of user.skills ?? []) {
      if (!catalogue.has(skillKey(name))) catalogue.set(skillKey(name), { name: name.trim(), category: 'technical' });
    }
  }
  return [...catalogue.values()].map((skill, i) => ({
    _id: stableId('skill', i + 1),
    name: skill.name,
    nameKey: skillKey(skill.name),
    category: skill.category,
    usageCount: usage.get(skillKey(skill.name)) ?? 0,
  }));
}
