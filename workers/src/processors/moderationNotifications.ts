/**
 * Moderation's notifications (issue 13), dispatched from the `notifications` queue:
 * - `item-submitted`: every admin gets a bell entry ('Nova vaga para aprovação', ...) leading to /admin,
 *   once per submission (an edit that sends an item back is a new submission), and the item joins
 *   the admin's e-mail digest (../digest.ts: one e-mail per admin per window, issue 22);
 * - `item-moderated`: the submitter gets 'Vaga aprovada' / 'Vaga rejeitada' (with the reason) as
 *   a bell entry and an e-mail, once per decision.
 * Each reads the item as it is now: one that has moved on since (decided before the admins were
 * told, resubmitted or decided again before its owner was) is not announced in a stale state —
 * the newer cause has its own job. Dedupe keys name the cause (submission id, decision time), so a
 * job run twice tells each person once (../notify.ts).
 */
import type { NotificationJobs, ModeratedKind } from '@conecta/common';
import { Job } from '@conecta/backend/models/job';
import { Course } from '@conecta/backend/models/course';
import { EventModel } from '@conecta/backend/models/event';
import { Service } from '@conecta/backend/models/service';
import { notifyAdmins, notifyUser, type NotifyDeps } from '../notify';

interface ModeratedRow {
  _id: { toString(): string };
  title: string;
  status: string;
  submittedBy?: { toString(): string } | null;
  submissionId?: string | null;
  rejectionReason?: string | null;
  moderatedAt?: Date | null;
}

const FIELDS = { title: 1, status: 1, submittedBy: 1, submissionId: 1, rejectionReason: 1, moderatedAt: 1 } as const;

export async function readItem(kind: ModeratedKind, id: string): Promise<ModeratedRow | null> {
  switch (kind) {
    case 'job':
      return Job.findById(id).select(FIELDS).lean<ModeratedRow>();
    case 'course':
      return Course.findById(id).select(FIELDS).lean<ModeratedRow>();
    case 'event':
      return EventModel.findById(id).select(FIELDS).lean<ModeratedRow>();
    case 'service':
      return Service.findById(id).select(FIELDS).lean<ModeratedRow>();
  }
}

export const SUBMITTED_TITLES: Record<ModeratedKind, string> = {
  job: 'Nova vaga para aprovação',
  course: 'Novo curso para aprovação',
  event: 'Novo evento para aprovação',
  service: 'Novo serviço para aprovação',
};

export const MODERATED_TITLES: Record<ModeratedKind, Record<'approved' | 'rejected', string>> = {
  job: { approved: 'Vaga aprovada', rejected: 'Vaga rejeitada' },
  course: { approved: 'Curso aprovado', rejected: 'Curso rejeitado' },
  event: { approved: 'Evento aprovado', rejected: 'Evento rejeitado' },
  service: { approved: 'Serviço aprovado', rejected: 'Serviço rejeitado' },
};

/** How the admins' digest names each kind of item. */
export const KIND_LABELS: Record<ModeratedKind, string> = { job: 'Vaga', course: 'Curso', event: 'Evento', service: 'Serviço' };

/** The admins' digest's name of one submission (../digest.ts), read back by `digestItemOf`. */
export const digestItem = (kind: ModeratedKind, id: string, submissionId: string) => `${kind}:${id}:${submissionId}`;

export function digestItemOf(item: string): { kind: ModeratedKind; id: string; submissionId: string } | null {
  const [kind, id, ...rest] = item.split(':');
  const submissionId = rest.join(':');
  if (!kind || !(kind in KIND_LABELS) || !id || !submissionId) return null;
  return { kind: kind as ModeratedKind, id, submissionId };
}

/** Where the owner follows the item: their jobs page; courses and events have only the public lists. */
const OWNER_LINKS: Record<ModeratedKind, string> = { job: '/minhas-vagas', course: '/cursos', event: '/eventos', service: '/meus-servicos' };

export async function notifySubmitted(deps: NotifyDeps, { kind, id, submissionId }: NotificationJobs['item-submitted']): Promise<void> {
  const item = await readItem(kind, id);
  if (!item || item.status !== 'pending' || item.submissionId !== submissionId) return;
  await notifyAdmins(deps, `job-submitted:${kind}:${id}:${submissionId}`, {
    kind: 'job-submitted',
    title: SUBMITTED_TITLES[kind],
    body: item.title,
    link: '/admin',
    adminDigest: digestItem(kind, id, submissionId),
  });
}

export async function notifyModerated(deps: NotifyDeps, { kind, id, status }: NotificationJobs['item-moderated']): Promise<void> {
  const item = await readItem(kind, id);
  if (!item || item.status !== status || !item.submittedBy || !item.moderatedAt) return;
  const reason = status === 'rejected' && item.rejectionReason ? ` — Motivo: ${item.rejectionReason}` : '';
  await notifyUser(deps, {
    dedupeKey: `job-moderated:${kind}:${id}:${status}:${item.moderatedAt.getTime()}`,
    userId: item.submittedBy.toString(),
    kind: 'job-moderated',
    title: MODERATED_TITLES[kind][status],
    body: `${item.title}${reason}`,
    link: OWNER_LINKS[kind],
    email: true,
  });
}
