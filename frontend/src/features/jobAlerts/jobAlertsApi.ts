/**
 * The signed-in person's job alerts (issue 26; backend/src/routes/jobAlerts) and the e-mail's
 * unsubscribe link. Toasts through the one feedback path (api/feedback.ts).
 */
import { JOB_ALERT_MESSAGES, type JobAlertDTO, type JobAlertFrequency, type JobAlertQuery, type JobAlertVisitorResponse } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

// No tag type of its own (api.ts declares them all): the alerts are the account's.
const MINE_TAG = { type: 'User', id: 'JOB_ALERTS' } as const;

/** The body of 'Criar alerta': the search as the jobs list sends it (jobType comma-separated). */
export type JobAlertCreateBody = Partial<Record<Exclude<keyof JobAlertQuery, 'jobType'>, string>> & { jobType?: string; frequency: JobAlertFrequency };

export const jobAlertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobAlerts: build.query<JobAlertDTO[], void>({
      query: () => '/users/alerts',
      providesTags: [MINE_TAG],
    }),
    createJobAlert: build.mutation<JobAlertDTO, JobAlertCreateBody>({
      query: (body) => ({ url: '/users/alerts', method: 'POST', body }),
      invalidatesTags: [MINE_TAG],
    }),
    updateJobAlert: build.mutation<JobAlertDTO, { id: string; body: { frequency?: JobAlertFrequency; paused?: boolean } }>({
      query: ({ id, body }) => ({ url: `/users/alerts/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: [MINE_TAG],
    }),
    deleteJobAlert: build.mutation<null, string>({
      query: (id) => ({ url: `/users/alerts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [MINE_TAG],
    }),
    createVisitorJobAlert: build.mutation<JobAlertVisitorResponse, JobAlertCreateBody & { email: string }>({
      query: (body) => ({ url: '/alertas', method: 'POST', body }),
    }),
    confirmJobAlert: build.mutation<null, string>({
      query: (token) => ({ url: `/alertas/confirmar?token=${encodeURIComponent(token)}`, method: 'POST', body: {} }),
    }),
    unsubscribeJobAlert: build.mutation<null, string>({
      query: (token) => ({ url: `/alertas/cancelar?token=${encodeURIComponent(token)}`, method: 'POST', body: {} }),
      invalidatesTags: [MINE_TAG],
    }),
  }),
});

export const {
  useGetJobAlertsQuery,
  useCreateJobAlertMutation,
  useCreateVisitorJobAlertMutation,
  useConfirmJobAlertMutation,
  useUpdateJobAlertMutation,
  useDeleteJobAlertMutation,
  useUnsubscribeJobAlertMutation,
} = jobAlertsApi;

defineMutationFeedback({
  createJobAlert: { success: { title: 'Alerta criado', description: JOB_ALERT_MESSAGES.created }, error: { title: 'Não foi possível criar o alerta' } },
  updateJobAlert: { success: { title: JOB_ALERT_MESSAGES.saved }, error: { title: 'Não foi possível salvar o alerta' } },
  deleteJobAlert: { success: { title: JOB_ALERT_MESSAGES.deleted }, error: { title: 'Não foi possível excluir o alerta' } },
  // The dialog says it was sent, in place (the same sentence for every address).
  createVisitorJobAlert: { error: { title: 'Não foi possível criar o alerta' } },
  // The pages say how it went, in place.
  confirmJobAlert: { error: false },
  unsubscribeJobAlert: { error: false },
});
