/**
 * One conversation between two users. `key` is the two user ids sorted and
 * joined with ':' (see `conversationKey`), so sending a message upserts the
 * conversation by an equality on a unique key — no `$or` over participants.
 * The document carries what the conversation list shows (last message, each
 * side's unread count). Every write to it happens under a per-conversation
 * Redis lock, so a send's `$inc` of the receiver's count is exact even on
 * FerretDB v1, which loses concurrent increments (see services/messaging.ts).
 * Dotted paths work on MongoDB and FerretDB alike.
 */
import mongoose, { type HydratedDocument, type InferSchemaType, type Types } from 'mongoose';

/** The conversation key of two users, independent of their order. */
export function conversationKey(a: string | Types.ObjectId, b: string | Types.ObjectId): string {
  const ids = [String(a), String(b)].sort();
  return `${ids[0]}:${ids[1]}`;
}

const lastMessageSchema = new mongoose.Schema(
  {
    messageId: { type: mongoose.Schema.Types.ObjectId, ref: 'Message', default: null },
    content: { type: String, required: true },
    senderId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    createdAt: { type: Date, required: true },
  },
  { _id: false },
);

const conversationSchema = new mongoose.Schema(
  {
    key: { type: String, required: true },
    participants: {
      type: [{ type: mongoose.Schema.Types.ObjectId, ref: 'User' }],
      required: true,
      validate: {
        validator: (value: unknown[]) => value.length === 2,
        message: 'Uma conversa tem exatamente dois participantes',
      },
    },
    lastMessage: { type: lastMessageSchema, default: null },
    /** Top-level copy of lastMessage.createdAt: the list's sort key. */
    lastMessageAt: { type: Date, default: null },
    /** Unread messages per participant, keyed by user id (hex string). */
    unreadCounts: { type: Map, of: Number, default: () => new Map<string, number>() },
    /**
     * Bumped by every write of unreadCounts (each under the conversation's lock): orders the
     * counts cached in each user's unread summary (services/unreadSummaries.ts).
     */
    countsVersion: { type: Number, default: 0 },
  },
  { timestamps: true },
);

conversationSchema.index({ key: 1 }, { unique: true });
// A user's conversation list: equality on an array field (served by FerretDB too).
conversationSchema.index({ participants: 1, lastMessageAt: -1 });

export type ConversationFields = InferSchemaType<typeof conversationSchema>;
export type ConversationDocument = HydratedDocument<ConversationFields>;
export const Conversation = mongoose.model('Conversation', conversationSchema);
