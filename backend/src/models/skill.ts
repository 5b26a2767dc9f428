/**
 * Skills catalogue (spec §3 Skill). `nameKey` carries the unique index so
 * "Python", "python" and "Gestão"/"gestao" are one skill (spec §5: matching
 * ignores case; we also ignore accents, common `skillKey`); it is derived
 * from `name` on validate. `usageCount` is how many profiles list the skill,
 * written only as a recount by the skills queue (workers/src/processors/skills.ts).
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { SKILL_CATEGORIES, skillKey } from '@conecta/common';



const skillSchema = new mongoose.Schema(
  {
    name: { type: String, required: true, trim: true },
    nameKey: { type: String, required: true },
    category: { type: String, enum: SKILL_CATEGORIES, required: true, default: 'technical' },
    usageCount: { type: Number, default: 0, min: 0 },
    /** Who added it through POST /api/skills (null for the curated catalogue). */
    createdBy: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
  },
  { timestamps: true },
);

skillSchema.pre('validate', function () {
  if (this.name) this.nameKey = skillKey(this.name);
});

skillSchema.index({ nameKey: 1 }, { unique: true });

export type SkillFields = InferSchemaType<typeof skillSchema>;
export type SkillDocument = HydratedDocument<SkillFields>;
export const Skill = mongoose.model('Skill', skillSchema);
