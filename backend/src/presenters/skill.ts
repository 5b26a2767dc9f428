import type { SkillDTO } from '@conecta/common';
import type { SkillFields } from '../models/skill';

export function presentSkill(skill: Pick<SkillFields, 'name' | 'category' | 'usageCount'> & { _id: { toString(): string } }): SkillDTO {
  return { id: skill._id.toString(), name: skill.name, category: skill.category, usageCount: Math.max(0, skill.usageCount ?? 0) };
}
