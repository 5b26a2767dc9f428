/**
 * The publishing pushes (common/realtime.ts), applied to the RTK Query cache: 'Minhas vagas' (and
 * the company dashboard's figures) follow `job:status`, an open applicants list (and those figures)
 * takes `application:new`, 'Minhas candidaturas' takes `application:updated`. The two people-facing ones also toast; the bell's
 * `notification:new` for the same cause says the same words, so both go through `showToastOnce`.
 */
import { APPLICATION_STATUS_LABELS, takedownNotice, type ApplicantDTO, type ItemStatusEvent, type MyApplicationDTO, type OwnJobDTO } from '@conecta/common';
import { api } from '../../api/api';
import type { AppDispatch } from '../../app/store';
import { showToastOnce } from '../../lib/toast';
import { meApi } from '../dashboard/meApi';
import { JOB_FIGURES_TAG, publishingApi, upsertOwnJob } from './publishingApi';

export function applyJobStatus(dispatch: AppDispatch, job: OwnJobDTO): void {
  dispatch(publishingApi.util.updateQueryData('getMyJobs', undefined, (draft) => upsertOwnJob(draft, job)));
  dispatch(api.util.invalidateTags([JOB_FIGURES_TAG]));
}

export function applyNewApplicant(dispatch: AppDispatch, applicant: ApplicantDTO): void {
  let isNew = true;
  dispatch(
    publishingApi.util.updateQueryData('getJobApplicants', applicant.jobId, (draft) => {
      isNew = !draft.some((row) => row.id === applicant.id);
      if (isNew) draft.unshift(applicant);
    }),
  );
  let jobTitle: string | null = null;
  dispatch(
    publishingApi.util.updateQueryData('getMyJobs', undefined, (draft) => {
      const job = draft.find((row) => row.id === applicant.jobId);
      if (!job) return;
      jobTitle = job.title;
      if (isNew) job.applicationsCount += 1;
    }),
  );
  if (isNew) dispatch(api.util.invalidateTags([JOB_FIGURES_TAG]));
  showToastOnce(
    { title: 'Nova candidatura', description: jobTitle ? `${applicant.name} se candidatou à vaga ${jobTitle}` : `${applicant.name} se candidatou a uma de suas vagas` },
    'info',
  );
}

export function applyApplicationUpdate(dispatch: AppDispatch, application: MyApplicationDTO): void {
  dispatch(
    meApi.util.updateQueryData('getMyApplications', undefined, (draft) => {
      const index = draft.findIndex((row) => row.id === application.id);
      if (index >= 0) draft[index] = application;
      else draft.unshift(application);
    }),
  );
  showToastOnce({ title: 'Sua candidatura foi atualizada', description: `${application.jobTitle}: ${APPLICATION_STATUS_LABELS[application.status]}` }, 'info');
}

/** The owner's list of each kind, refetched when an admin takes one of its items down or republishes it. */
const OWN_LISTS: Readonly<Record<string, 'Job' | 'Course' | 'Event' | 'Service'>> = { job: 'Job', course: 'Course', event: 'Event', service: 'Service' };

/**
 * Issue 25, `item:status`: an admin took one of my items down or republished it. The owner's list
 * of its kind and the public lists refetch (a job's row also came as `job:status`), and the toast
 * says what the bell says (common `takedownNotice`), once.
 */
export function applyItemStatus(dispatch: AppDispatch, event: ItemStatusEvent): void {
  const type = OWN_LISTS[event.kind];
  if (type) dispatch(api.util.invalidateTags([{ type, id: 'MINE' }, { type, id: 'LIST' }]));
  if (event.status !== 'removed' && event.status !== 'approved') return;
  const notice = takedownNotice(event.kind, event.status, event.title, event.reason);
  showToastOnce({ title: notice.title, description: notice.body }, event.status === 'removed' ? 'warning' : 'info');
}

/** After a (re)connect: what pushes keep fresh may have changed while nobody was listening. */
export function refreshPublishing(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags([{ type: 'Job', id: 'MINE' }, { type: 'Course', id: 'MINE' }, { type: 'Event', id: 'MINE' }, JOB_FIGURES_TAG, 'Application']));
}
