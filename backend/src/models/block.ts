/**
 * "I do not accept messages from this person": one document per (blocker,
 * blocked) pair under a unique index, so blocking twice is idempotent and
 * two concurrent blocks cannot lose one (an array on the User would be a
 * read-modify-write of the whole user on FerretDB v1).
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announceChanges } from './announce';

const blockSchema = new mongoose.Schema(
  {
    blockerId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    blockedId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

blockSchema.index({ blockerId: 1, blockedId: 1 }, { unique: true });

export type BlockFields = InferSchemaType<typeof blockSchema>;
export type BlockDocument = HydratedDocument<BlockFields>;
// Every write announces `block.changed` for the blocker (models/announce.ts, services/accountFacts.ts).
blockSchema.plugin(announceChanges('block.changed', 'blockerId'));

export const Block = mongoose.model('Block', blockSchema);
