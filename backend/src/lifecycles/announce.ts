/**
 * Entering moderation (issue 13). A job, course or event stored as `pending` is announced twice:
 * the `item-submitted` notification job (a bell entry per admin, written by the workers once per
 * submission, its e-mail part of each admin's digest) and the `item.pending` push to the admins,
 * which every open moderation list upserts by id. The job goes first: an item whose notification
 * could not be queued is not shown as submitted (the caller decides what that means — a new item
 * is removed).
 */
import type { ModeratedKind } from '@conecta/common';
import type { JobRow } from '../presenters/job';
import type { CourseRow } from '../presenters/course';
import type { EventRow } from '../presenters/event';
import type { ServiceRow } from '../presenters/service';
import type { Submitter } from '../presenters/publishing';
import { pushItemEvent } from '../realtime/itemPushes';
import type { LifecycleDeps } from './deps';

export type PendingItem =
  | { kind: 'job'; doc: JobRow }
  | { kind: 'course'; doc: CourseRow }
  | { kind: 'event'; doc: EventRow }
  | { kind: 'service'; doc: ServiceRow };

export const submittedJobId = (kind: ModeratedKind, id: string, submissionId: string) => `item-submitted-${kind}-${id}-${submissionId}`;

/**
 * Tells the admins a pending item is waiting. `notify: false` only refreshes the open lists (an
 * edit of an item that was already waiting is the same submission: no second bell).
 */
export async function announcePending(
  item: PendingItem,
  submitter: Submitter | null,
  deps: Pick<LifecycleDeps, 'realtime' | 'producers'>,
  { notify = true } = {},
): Promise<void> {
  const id = item.doc._id.toString();
  const submissionId = item.doc.submissionId;
  if (notify && submissionId) {
    await deps.producers.notify('item-submitted', { kind: item.kind, id, submissionId }, submittedJobId(item.kind, id, submissionId));
  }
  pushItemEvent(deps.realtime, { name: 'item.pending', item, submitter });
}
