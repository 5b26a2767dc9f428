/**
 * The realtime pushes of an item's life — publishing, moderation, applications — in one place
 * (issue 23, as Outline's websockets processor): services report what happened as a lifecycle
 * event, and only this switch says which rooms hear it as which socket event. A search for an
 * event's name (`'application.moved'`) finds the services that report it and the push it becomes.
 *
 * Messaging's pushes (`message:new`, `unread:updated`, `typing`) are not here: they are emitted
 * under the conversation's lock, in order with the write they follow (decision 0004).
 */
import { ADMINS_ROOM, userRoom, type ItemStatusEvent, type ModerationResolvedEvent } from '@conecta/common';
import type { Types } from 'mongoose';
import type { Principal } from '@conecta/common';
import type { Broadcaster } from './broadcaster';
import type { JobRow } from '../presenters/job';
import type { ApplicationDocument } from '../models/application';
import type { PendingItem } from '../lifecycles/announce';
import {
  presentApplicant,
  type RequiringJob,
  presentMyApplication,
  presentOwnJob,
  presentPendingCourse,
  presentPendingEvent,
  presentPendingJob,
  type Submitter,
} from '../presenters/publishing';
import { presentPendingVerification, presentVerification, type VerificationRow } from '../presenters/verification';
import { presentPendingService } from '../presenters/service';

export type ItemLifecycleEvent =
  /** An item entered moderation (or, waiting, was edited): every open moderation list upserts it. */
  | { name: 'item.pending'; item: PendingItem; submitter: Submitter | null }
  /** An item left moderation (approved, rejected, closed, deleted): every admin's list drops it. */
  | ({ name: 'item.resolved' } & ModerationResolvedEvent)
  /** A job's status or text changed: its owner follows it on 'Minhas vagas' in every tab, with what they may now do. */
  | { name: 'job.updated'; job: JobRow; owner: Principal | null }
  /** An admin took an item down or republished it (issue 25): its owner's open lists follow, whatever the kind. */
  | { name: 'item.status'; ownerId: Types.ObjectId; event: ItemStatusEvent }
  /** Someone applied: the job's company sees the applicant arrive. */
  | { name: 'application.created'; application: ApplicationDocument; candidate: Parameters<typeof presentApplicant>[1]; job: RequiringJob; companyId: Types.ObjectId }
  /** The company moved an application: its candidate sees the new status. */
  | { name: 'application.moved'; application: ApplicationDocument; job: Parameters<typeof presentMyApplication>[1] }
  /** A registration entered review: every open 'Verificações' list upserts it. */
  | { name: 'verification.pending'; verification: VerificationRow; person: Submitter | null }
  /** An admin decided a registration: the admins' lists drop it, its owner sees the badge or the reason. */
  | { name: 'verification.resolved'; verification: VerificationRow };

export function pushItemEvent(realtime: Pick<Broadcaster, 'to'>, event: ItemLifecycleEvent): void {
  switch (event.name) {
    case 'item.pending': {
      const admins = realtime.to(ADMINS_ROOM);
      const { item, submitter } = event;
      if (item.kind === 'job') admins.emit('job:pending', presentPendingJob(item.doc, submitter));
      else if (item.kind === 'course') admins.emit('course:pending', presentPendingCourse(item.doc, submitter));
      else if (item.kind === 'service') admins.emit('service:pending', presentPendingService(item.doc, submitter));
      else admins.emit('event:pending', presentPendingEvent(item.doc, submitter));
      return;
    }
    case 'item.resolved':
      realtime.to(ADMINS_ROOM).emit('moderation:resolved', { kind: event.kind, id: event.id, status: event.status });
      return;
    case 'job.updated':
      if (event.owner?.id) realtime.to(userRoom(event.owner.id)).emit('job:status', presentOwnJob(event.job, event.owner));
      return;
    case 'item.status':
      realtime.to(userRoom(event.ownerId.toString())).emit('item:status', event.event);
      return;
    case 'application.created':
      realtime.to(userRoom(event.companyId.toString())).emit('application:new', presentApplicant(event.application, event.candidate, event.job));
      return;
    case 'application.moved':
      realtime.to(userRoom(event.application.userId.toString())).emit('application:updated', presentMyApplication(event.application, event.job));
      return;
    case 'verification.pending':
      realtime.to(ADMINS_ROOM).emit('verification:pending', presentPendingVerification(event.verification, event.person));
      return;
    case 'verification.resolved': {
      const { verification } = event;
      realtime.to(ADMINS_ROOM).emit('verification:resolved', { id: verification._id.toString(), status: verification.status });
      realtime.to(userRoom(verification.userId.toString())).emit('verification:updated', presentVerification(verification));
      return;
    }
  }
}
