/**
 * The applicant pipeline's notifications (issue 13), each a bell entry, a live push and an e-mail,
 * once per cause however often its job runs (../notify.ts):
 * - `application-created`: the job's company hears someone applied;
 * - `application-status-changed`: the candidate hears the company moved their application.
 * Both read the current documents: an application removed since (its enqueue failed, or the
 * account is gone) tells nobody anything.
 */
import { APPLICATION_STATUS_LABELS, type NotificationJobs } from '@conecta/common';
import { Application } from '@conecta/backend/models/application';
import { Job } from '@conecta/backend/models/job';
import { User } from '@conecta/backend/models/user';
import { notifyUser, type NotifyDeps } from '../notify';

export async function applicationCreated(deps: NotifyDeps, { applicationId }: NotificationJobs['application-created']): Promise<void> {
  const application = await Application.findById(applicationId);
  if (!application) return;
  const job = await Job.findById(application.jobId).select({ title: 1, companyId: 1 });
  // A third-party listing (no company account) has nobody to tell.
  if (!job?.companyId) return;
  const candidate = await User.findById(application.userId).select({ firstName: 1, lastName: 1 });
  const name = candidate ? `${candidate.firstName} ${candidate.lastName}`.trim() : 'Alguém';
  await notifyUser(deps, {
    dedupeKey: `application-created:${applicationId}`,
    userId: job.companyId.toString(),
    kind: 'application-created',
    title: 'Nova candidatura',
    body: `${name} se candidatou à vaga ${job.title}`,
    link: '/minhas-vagas',
    email: true,
  });
}

export async function applicationStatusChanged(
  deps: NotifyDeps,
  { applicationId, status, changeId }: NotificationJobs['application-status-changed'],
): Promise<void> {
  const application = await Application.findById(applicationId);
  if (!application) return;
  const job = await Job.findById(application.jobId).select({ title: 1 });
  await notifyUser(deps, {
    // One per move: the same move told twice is one notification; the next move is another.
    dedupeKey: `application-status-changed:${applicationId}:${changeId}`,
    userId: application.userId.toString(),
    kind: 'application-status-changed',
    title: 'Sua candidatura foi atualizada',
    body: `${job?.title ?? 'Vaga removida'}: ${APPLICATION_STATUS_LABELS[status]}`,
    link: '/minhas-candidaturas',
    email: true,
  });
}
