/**
 * Skills catalogue (spec §3 Skill). `nameLower` carries the unique index so
 * "Python" and "python" are one skill (spec §5: matching is case-insensitive);
 * it is derived from `name` on validate. `usageCount` is maintained by the
 * skills queue as profiles change.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { SKILL_CATEGORIES } from '@conecta/common';

/** The key two skill names collide on: trimmed, lower-cased (locale-independent). */
export function skillKey(name: string): string {
  return name.trim().toLowerCase();
}

const skillSchema = new mongoose.Schema(
  {
    name: { type: String, required: true, trim: true },
    nameLower: { type: String, required: true },
    category: { type: String, enum: SKILL_CATEGORIES, required: true, default: 'technical' },
    usageCount: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true },
);

skillSchema.pre('validate', function () {
  if (this.name) this.nameLower = skillKey(this.name);
});

skillSchema.index({ nameLower: 1 }, { unique: true });

export type SkillFields = InferSchemaType<typeof skillSchema>;
export type SkillDocument = HydratedDocument<SkillFields>;
export const Skill = mongoose.model('Skill', skillSchema);
