/**
 * The applicant pipeline's notifications (issue 13), each a bell entry, a live push and an e-mail,
 * once per cause however often its job runs (../notify.ts):
 * - `application-created`: the job's company hears someone applied;
 * - `application-status-changed`: the candidate hears the company moved their application.
 * Both read the current documents: an application removed since (its enqueue failed, or the
 * account is gone) tells nobody anything.
 *
 * The move's comment ('Comentário para o candidato') goes in the body, on its own line: the bell
 * shows it as text, and the e-mail twin (mailer.ts `notificationMail`) escapes it in the HTML and
 * never puts the body in the subject. The `email` queue's rule of fixed texts (ARCHITECTURE.md "A
 * job") is for mail that may reach an address nobody confirmed; this one goes to the candidate's
 * own account, from the company they applied to, as the moderation notices carry an admin's reason.
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
  // The stored comment is the latest move's: an earlier move's notice, run late, would carry words
  // written for another status, so it goes without one.
  const comment = application.statusChangeId === changeId ? application.feedback?.trim() : '';
  await notifyUser(deps, {
    // One per move: the same move told twice is one notification; the next move is another.
    dedupeKey: `application-status-changed:${applicationId}:${changeId}`,
    userId: application.userId.toString(),
    kind: 'application-status-changed',
    title: 'Sua candidatura foi atualizada',
    body: `${job?.title ?? 'Vaga removida'}: ${APPLICATION_STATUS_LABELS[status]}${comment ? `\nComentário da empresa: ${comment}` : ''}`,
    link: '/minhas-candidaturas',
    email: true,
  });
}
