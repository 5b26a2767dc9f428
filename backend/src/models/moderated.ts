/**
 * The fields every moderated item (job, course, event) carries through its life
 * (lifecycles/): who submitted it under which submission, why it was rejected, who decided and
 * when, and since when it is in its status. Spread into each model's schema so the three stay one shape.
 */
import mongoose from 'mongoose';

export const MODERATION_FIELDS = {
  submittedBy: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
  /** A fresh id per submission (create, or an edit that sends it back): the item-submitted notification's key. */
  submissionId: { type: String, default: null },
  rejectionReason: { type: String, default: null },
  moderatedBy: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
  moderatedAt: { type: Date, default: null },
  /**
   * When the item entered the status it is in (submitted, resubmitted by an edit, decided, closed):
   * the date its owner's list names with the status ('Enviada em', 'Encerrada em'). Stamped by every
   * status move (engine/statusTransition.ts); null on items stored before it, which read it from
   * their other dates (presenters/publishing.ts).
   */
  statusChangedAt: { type: Date, default: null },
  /**
   * Issue 25: a copy of the owner's `pageRemoved` (an admin took the account's page down), kept by
   * lifecycles/pageTakedown.ts on every item of the account, so the public reads (search/sources.ts,
   * the item pages) hide it with the status on the document itself, without a join. Absent on items
   * stored before it: public (`$ne: true`).
   */
  ownerPageRemoved: { type: Boolean, default: false },
} as const;

/**
 * What a visitor may see of a moderated item: approved, and its owner's page not taken down (issue
 * 25). Built per call: mongoose's sanitizeFilter strips an operator not wrapped in trusted().
 */
export const publicItem = () => ({ status: 'approved' as const, ownerPageRemoved: mongoose.trusted({ $ne: true }) });
