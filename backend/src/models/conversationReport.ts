/**
 * A user's report of one of their conversations (issue 5 "Live"). One per
 * (reporter, conversation) under a unique index, so a repeated report is a
 * 409 and two concurrent ones cannot both land.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';

const conversationReportSchema = new mongoose.Schema(
  {
    reporterId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    reportedUserId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    conversationKey: { type: String, required: true },
    reason: { type: String, required: true },
    status: { type: String, enum: ['open'], required: true, default: 'open' },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

conversationReportSchema.index({ reporterId: 1, conversationKey: 1 }, { unique: true });

export type ConversationReportFields = InferSchemaType<typeof conversationReportSchema>;
export type ConversationReportDocument = HydratedDocument<ConversationReportFields>;
export const ConversationReport = mongoose.model('ConversationReport', conversationReportSchema);
