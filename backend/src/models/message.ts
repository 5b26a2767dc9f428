/**
 * A private message. It stores its `conversationKey` so one conversation's
 * messages are read by top-level equality (fast on FerretDB as well).
 * `clientId` is the sender's idempotency key: a retried send with the same
 * key hits the unique (senderId, clientId) index instead of duplicating the
 * message. FerretDB v1 ignores `sparse` and has no partial indexes, so the
 * key is always set — a fresh id when the client sends none.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';

const messageSchema = new mongoose.Schema(
  {
    conversationKey: { type: String, required: true },
    senderId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    receiverId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    content: { type: String, required: true },
    clientId: {
      type: String,
      required: true,
      default: () => new mongoose.Types.ObjectId().toHexString(),
    },
    readAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

messageSchema.index({ conversationKey: 1, createdAt: -1 });
messageSchema.index({ senderId: 1, clientId: 1 }, { unique: true });
// The unread recount of one side of one conversation (services/messaging.ts).
messageSchema.index({ conversationKey: 1, receiverId: 1, readAt: 1 });

export type MessageFields = InferSchemaType<typeof messageSchema>;
export type MessageDocument = HydratedDocument<MessageFields>;
export const Message = mongoose.model('Message', messageSchema);
