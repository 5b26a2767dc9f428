/**
 * Publishing and the applicant pipeline (issue 13): a company's own jobs ('Minhas vagas'),
 * publishing, editing and closing them, each job's applicants and their status; course and event
 * submission. Own lists are personal (`keepUnusedDataFor: 0`) and follow pushes
 * (./realtime.ts) by patching the cache; success toasts depend on the answer (pending or
 * published), so the dialogs show them; errors come from the mutation listener.
 */
import type {
  ApplicantDTO,
  ApplicationStatusInput,
  CourseInput,
  EventInput,
  JobInput,
  OwnCourseDTO,
  OwnEventDTO,
  OwnJobDTO,
  OwnJobFiguresDTO,
} from '@conecta/common';
import { PUBLISHING_MESSAGES } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

/**
 * The company dashboard's figures (issue 25): refetched, not patched, whenever one of the company's
 * jobs or applicants changes — by its own hand (the mutations below) or by a push (./realtime.ts).
 */
export const JOB_FIGURES_TAG = { type: 'Job', id: 'FIGURES' } as const;

/** Puts a job in 'Minhas vagas' (newest first) or replaces the row with the same id. */
export function upsertOwnJob(draft: OwnJobDTO[], job: OwnJobDTO): void {
  const index = draft.findIndex((row) => row.id === job.id);
  if (index >= 0) draft[index] = job;
  else draft.unshift(job);
}

const COURSES_MINE = { type: 'Course', id: 'MINE' } as const;
const EVENTS_MINE = { type: 'Event', id: 'MINE' } as const;

export const publishingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyJobs: build.query<OwnJobDTO[], void>({
      query: () => '/vagas/mine',
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Job', id: 'MINE' }],
    }),
    getMyJobFigures: build.query<OwnJobFiguresDTO, void>({
      query: () => '/vagas/mine/figures',
      keepUnusedDataFor: 0,
      providesTags: [JOB_FIGURES_TAG],
    }),
    publishJob: build.mutation<OwnJobDTO, JobInput>({
      query: (body) => ({ url: '/vagas', method: 'POST', body }),
      invalidatesTags: [JOB_FIGURES_TAG],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(publishingApi.util.updateQueryData('getMyJobs', undefined, (draft) => upsertOwnJob(draft, data)));
        // An admin's job is public at once.
        if (data.status === 'approved') dispatch(api.util.invalidateTags([{ type: 'Job', id: 'LIST' }, { type: 'Job', id: 'LOCATIONS' }]));
      },
    }),
    updateJob: build.mutation<OwnJobDTO, { id: string; body: Partial<JobInput> }>({
      query: ({ id, body }) => ({ url: `/vagas/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: [JOB_FIGURES_TAG],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(publishingApi.util.updateQueryData('getMyJobs', undefined, (draft) => upsertOwnJob(draft, data)));
        dispatch(api.util.invalidateTags([{ type: 'Job', id }, { type: 'Job', id: 'LIST' }]));
      },
    }),
    closeJob: build.mutation<OwnJobDTO, string>({
      query: (id) => ({ url: `/vagas/${encodeURIComponent(id)}/close`, method: 'POST' }),
      invalidatesTags: [JOB_FIGURES_TAG],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(publishingApi.util.updateQueryData('getMyJobs', undefined, (draft) => upsertOwnJob(draft, data)));
        dispatch(api.util.invalidateTags([{ type: 'Job', id }, { type: 'Job', id: 'LIST' }]));
      },
    }),
    getJobApplicants: build.query<ApplicantDTO[], string>({
      query: (jobId) => `/vagas/${encodeURIComponent(jobId)}/applications`,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, jobId) => [{ type: 'Application', id: `JOB-${jobId}` }],
    }),
    updateApplicationStatus: build.mutation<ApplicantDTO, { id: string; jobId: string; body: ApplicationStatusInput }>({
      query: ({ id, body }) => ({ url: `/applications/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: [JOB_FIGURES_TAG],
      async onQueryStarted({ jobId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          publishingApi.util.updateQueryData('getJobApplicants', jobId, (draft) => {
            const index = draft.findIndex((row) => row.id === data.id);
            if (index >= 0) draft[index] = data;
          }),
        );
      },
    }),
    publishCourse: build.mutation<OwnCourseDTO, CourseInput>({
      query: (body) => ({ url: '/cursos', method: 'POST', body }),
      invalidatesTags: (result) => [COURSES_MINE, ...(result?.status === 'approved' ? [{ type: 'Course' as const, id: 'LIST' }] : [])],
    }),
    publishEvent: build.mutation<OwnEventDTO, EventInput>({
      query: (body) => ({ url: '/eventos', method: 'POST', body }),
      invalidatesTags: (result) => [EVENTS_MINE, ...(result?.status === 'approved' ? [{ type: 'Event' as const, id: 'LIST' }] : [])],
    }),
    // 'Meus cursos e eventos' (issue 25): read afresh on each visit, like 'Minhas vagas'.
    getMyCourses: build.query<OwnCourseDTO[], void>({
      query: () => '/cursos/mine',
      keepUnusedDataFor: 0,
      providesTags: [COURSES_MINE],
    }),
    getMyEvents: build.query<OwnEventDTO[], void>({
      query: () => '/eventos/mine',
      keepUnusedDataFor: 0,
      providesTags: [EVENTS_MINE],
    }),
  }),
});

export const {
  useGetMyJobsQuery,
  useGetMyJobFiguresQuery,
  usePublishJobMutation,
  useUpdateJobMutation,
  useCloseJobMutation,
  useGetJobApplicantsQuery,
  useUpdateApplicationStatusMutation,
  usePublishCourseMutation,
  usePublishEventMutation,
  useGetMyCoursesQuery,
  useGetMyEventsQuery,
} = publishingApi;

defineMutationFeedback({
  publishJob: { error: { title: 'Erro ao publicar vaga', fallback: 'Tente novamente mais tarde.' } },
  updateJob: { error: { title: 'Erro ao atualizar vaga', fallback: 'Tente novamente mais tarde.' } },
  closeJob: { success: { title: PUBLISHING_MESSAGES.closed }, error: { title: 'Erro ao encerrar vaga', fallback: 'Tente novamente mais tarde.' } },
  updateApplicationStatus: {
    success: { title: PUBLISHING_MESSAGES.statusChanged },
    error: { title: 'Erro ao atualizar candidatura', fallback: 'Tente novamente mais tarde.' },
  },
  publishCourse: { error: { title: 'Erro ao enviar curso', fallback: 'Tente novamente mais tarde.' } },
  publishEvent: { error: { title: 'Erro ao enviar evento', fallback: 'Tente novamente mais tarde.' } },
});
