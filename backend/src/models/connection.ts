/**
 * A connection between two people (issue 26, common/connections.ts): ONE document per unordered
 * pair, named by `key` = the two ids sorted and joined by ':' (as a conversation is), unique in the
 * database. Whoever asks first inserts it ('pending', `requesterId`); the other side's own request on
 * that pending pair accepts it instead of adding a second one — so two people asking each other at
 * the same moment end up connected, never with two requests, without transactions (FerretDB v1):
 * the insert that lost the unique key reads the winner's and accepts it (services/connections.ts).
 *
 * `userIds` (both, sorted) is what a person's lists read by equality on a value inside the array,
 * as `participants` is for conversations. Ending the pair (withdraw, decline, remove, a block)
 * deletes the document: a later request starts afresh.
 */
import mongoose, { type HydratedDocument, type InferSchemaType, type Types } from 'mongoose';

export const CONNECTION_STATUSES = ['pending', 'accepted'] as const;

const connectionSchema = new mongoose.Schema(
  {
    key: { type: String, required: true },
    userIds: { type: [mongoose.Schema.Types.ObjectId], ref: 'User', required: true },
    requesterId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    recipientId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    status: { type: String, enum: CONNECTION_STATUSES, required: true, default: 'pending' },
    message: { type: String, default: null },
    requestedAt: { type: Date, required: true },
    connectedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

connectionSchema.index({ key: 1 }, { unique: true });
connectionSchema.index({ userIds: 1 });

/** The pair's name: the same whichever side asks. */
export function connectionKey(a: Types.ObjectId | string, b: Types.ObjectId | string): string {
  return [String(a), String(b)].sort().join(':');
}

export type ConnectionFields = InferSchemaType<typeof connectionSchema>;
export type ConnectionDocument = HydratedDocument<ConnectionFields>;
export const Connection = mongoose.model('Connection', connectionSchema);
