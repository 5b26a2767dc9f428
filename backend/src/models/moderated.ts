/**
 * The fields every moderated item (job, course, event) carries through its life
 * (lifecycles/): who submitted it under which submission, why it was rejected, who decided and
 * when. Spread into each model's schema so the three stay one shape.
 */
import mongoose from 'mongoose';

export const MODERATION_FIELDS = {
  submittedBy: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
  /** A fresh id per submission (create, or an edit that sends it back): the item-submitted notification's key. */
  submissionId: { type: String, default: null },
  rejectionReason: { type: String, default: null },
  moderatedBy: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
  moderatedAt: { type: Date, default: null },
} as const;
