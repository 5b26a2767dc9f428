/**
 * Messaging safety (issue 5 "Live"): each user's read-receipt switch, and
 * reporting a conversation to the admins.
 *
 * Read receipts are the READER's choice: with `readReceipts: false` a read
 * still marks the messages and updates the counts, but no `message:read` is
 * pushed to the sender and the sender's `GET /api/messages/:userId` shows
 * `readAt: null` on the messages that reader received (services/messaging.ts).
 * Switching it back on shows the read times again — the switch hides, it
 * does not erase.
 *
 * A report is stored first, then announced to every admin through the
 * notifications queue; if the queue cannot take the job the report is
 * removed again and the caller gets a 503 (the pattern of contactSubmitter.ts).
 */
import type { Types } from 'mongoose';
import { MESSAGE_MESSAGES as M, MESSAGE_SAFETY_MESSAGES as S, type MessageSettings, type MessageSettingsInput, type ReportConversationResponse } from '@conecta/common';
import { User, type UserDocument } from '../models/user';
import { conversationKey } from '../models/conversation';
import { Message } from '../models/message';
import { ConversationReport } from '../models/conversationReport';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import type { Producers } from '../queues/producers';
import type { Logger } from '../lib/logger';

export function messageSettings(me: UserDocument): MessageSettings {
  return { readReceipts: me.readReceipts !== false, messagesFrom: me.messagesFrom === 'contacts' ? 'contacts' : 'everyone' };
}

/**
 * `messagesFrom` left out keeps what it was. The write announces `user.changed`, so every backend's
 * send path forgets what it knew of this account's setting (services/accountFacts.ts).
 */
export async function updateMessageSettings(me: UserDocument, settings: MessageSettingsInput): Promise<MessageSettings> {
  const next: MessageSettings = { ...messageSettings(me), ...settings };
  await User.updateOne({ _id: me._id }, { $set: { readReceipts: next.readReceipts, messagesFrom: next.messagesFrom } });
  return next;
}

/** Whether this user shares read receipts (default true). */
export async function sharesReadReceipts(userId: Types.ObjectId | string): Promise<boolean> {
  return !(await User.exists({ _id: userId, readReceipts: false }));
}

export async function reportConversation(
  reporter: UserDocument,
  otherId: Types.ObjectId,
  reason: string,
  producers: Producers,
  log: Logger,
): Promise<ReportConversationResponse> {
  if (otherId.equals(reporter._id)) throw NotFoundError(M.conversationNotFound);
  const key = conversationKey(reporter._id, otherId);
  // A conversation is its messages: stored before a send is answered, while its summary document is written behind (0033).
  if (!(await Message.exists({ conversationKey: key }))) throw NotFoundError(M.conversationNotFound);
  let id: string;
  try {
    const doc = await ConversationReport.create({ reporterId: reporter._id, reportedUserId: otherId, conversationKey: key, reason });
    id = doc._id.toString();
  } catch (err) {
    if (isDuplicateKey(err)) throw ConflictError(S.alreadyReported);
    throw err;
  }
  const reporterName = `${reporter.firstName} ${reporter.lastName}`.trim();
  try {
    await producers.notify('conversation-reported', { reportId: id, reporterName, reason }, `conversation-reported-${id}`);
  } catch (err) {
    log.error({ err, reportId: id }, 'could not enqueue conversation report');
    await ConversationReport.deleteOne({ _id: id });
    throw ServiceUnavailableError(S.reportUnavailable);
  }
  return { id, status: 'open' };
}
