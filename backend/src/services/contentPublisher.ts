/**
 * Courses and events submitted by companies (and admins): stored `pending` (an admin's published at
 * once) with who sent them and a fresh submission id, then announced to the admins like a job
 * (services/moderationQueue.ts). If the notification cannot be queued, the item is removed and the
 * submitter gets 503, as for a job.
 */
import { randomUUID } from 'node:crypto';
import { isAdmin, type CourseInput, type EventInput, type OwnCourseDTO, type OwnEventDTO } from '@conecta/common';
import { Course } from '../models/course';
import { EventModel } from '../models/event';
import type { UserDocument } from '../models/user';
import { ServiceUnavailableError } from '../lib/errors';
import { presentOwnCourse, presentOwnEvent } from '../presenters/publishing';
import { announcePending, type PendingItem } from './moderationQueue';
import { recordAdminAction } from './audit';
import type { PublishingDeps } from './jobPublisher';

function submission(user: UserDocument) {
  const admin = isAdmin(user);
  return {
    submittedBy: user._id,
    submissionId: randomUUID(),
    status: admin ? 'approved' : 'pending',
    moderatedBy: admin ? user._id : null,
    moderatedAt: admin ? new Date() : null,
  } as const;
}

async function announceOrRemove(item: PendingItem, user: UserDocument, deps: PublishingDeps, remove: () => Promise<unknown>): Promise<void> {
  if (item.doc.status !== 'pending') {
    // An admin's item is published with nobody's review: the log is the only trace of who put it on the site.
    const { doc } = item;
    await recordAdminAction({ actorId: user._id, action: `${item.kind}.publish`, targetType: item.kind, targetId: doc._id.toString(), after: { title: doc.title, status: doc.status } });
    return;
  }
  try {
    await announcePending(item, user, deps);
  } catch (err) {
    deps.log.error({ err, kind: item.kind, id: item.doc._id.toString() }, 'could not enqueue item-submitted');
    await remove();
    throw ServiceUnavailableError('Não foi possível enviar agora. Tente novamente mais tarde.');
  }
}

export async function publishCourse(user: UserDocument, input: CourseInput, deps: PublishingDeps): Promise<OwnCourseDTO> {
  const course = await Course.create({ ...input, ...submission(user) });
  await announceOrRemove({ kind: 'course', doc: course }, user, deps, () => Course.deleteOne({ _id: course._id }));
  return presentOwnCourse(course);
}

export async function publishEvent(user: UserDocument, input: EventInput, deps: PublishingDeps): Promise<OwnEventDTO> {
  const event = await EventModel.create({ ...input, eventDate: new Date(input.eventDate), ...submission(user) });
  await announceOrRemove({ kind: 'event', doc: event }, user, deps, () => EventModel.deleteOne({ _id: event._id }));
  return presentOwnEvent(event);
}
