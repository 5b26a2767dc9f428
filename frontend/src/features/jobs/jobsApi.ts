/**
 * Jobs (spec §2 Jobs, §7): the filtered list (paged, total from X-Total-Count),
 * one job, the location options, the dashboard's recommendations, and applying.
 */
import {
  PAGE_LIMITS,
  type MyApplicationDTO,
  type JobDTO,
  type RecommendedJobDTO,
  type JobQuery,
} from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { compactParams, totalCount, type ListPage, offsetPaging } from '../../lib/paging';

/** The jobs screen asks for the largest page the API allows, so both sections fill at once. */
export const JOBS_PAGE_SIZE = PAGE_LIMITS.jobsPageSize;

export type JobFilters = Omit<JobQuery, 'limit' | 'offset'>;

export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobPages: build.infiniteQuery<ListPage<JobDTO>, JobFilters, number>({
      infiniteQueryOptions: offsetPaging,
      query: ({ queryArg, pageParam }) => ({
        url: '/vagas',
        params: compactParams({ ...queryArg, limit: JOBS_PAGE_SIZE, offset: pageParam * JOBS_PAGE_SIZE }),
      }),
      transformResponse: (items: JobDTO[], meta) => ({ items, total: totalCount(meta, items.length) }),
      providesTags: (result) => [
        { type: 'Job', id: 'LIST' },
        ...(result?.pages.flatMap((page) => page.items.map((job) => ({ type: 'Job' as const, id: job.id }))) ?? []),
      ],
    }),
    /** A short list (home tabs: limit 3). */
    getJobs: build.query<JobDTO[], JobQuery>({
      query: (query) => ({ url: '/vagas', params: compactParams(query) }),
      providesTags: (result) => [{ type: 'Job', id: 'LIST' }, ...(result?.map((job) => ({ type: 'Job' as const, id: job.id })) ?? [])],
    }),
    getJob: build.query<JobDTO, string>({
      query: (id) => `/vagas/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Job', id }],
    }),
    getJobLocations: build.query<string[], void>({
      query: () => '/vagas/locations',
      providesTags: [{ type: 'Job', id: 'LOCATIONS' }],
    }),
    getRecommendedJobs: build.query<RecommendedJobDTO[], void>({
      query: () => '/vagas/recommended',
      // Personal (matched to the signed-in user): not kept for whoever signs in next.
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Job', id: 'RECOMMENDED' }],
    }),
    /**
     * spec §5/§7: applying needs a live session, checked with GET /api/auth/user
     * first (a 401 there sends the person to /auth), then the application is
     * sent with an empty cover letter.
     */
    applyToJob: build.mutation<MyApplicationDTO, string>({
      async queryFn(jobId, _api, _extraOptions, baseQuery) {
        const session = await baseQuery('/auth/user');
        if (session.error) return { error: session.error };
        const result = await baseQuery({
          url: `/vagas/${encodeURIComponent(jobId)}/apply`,
          method: 'POST',
          body: { coverLetter: '' },
        });
        if (result.error) return { error: result.error };
        return { data: result.data as MyApplicationDTO };
      },
      // A 409 means the server already holds the application: refetch so the button says 'Já Candidato'.
      invalidatesTags: (result, error) =>
        result || error?.status === 409 ? [{ type: 'Application', id: 'LIST' }] : [],
    }),
  }),
});

export const {
  useGetJobPagesInfiniteQuery,
  useGetJobsQuery,
  useGetJobQuery,
  useGetJobLocationsQuery,
  useGetRecommendedJobsQuery,
  useApplyToJobMutation,
} = jobsApi;

defineMutationFeedback({
  applyToJob: {
    success: {
      title: 'Candidatura enviada!',
      description: 'Sua candidatura foi enviada com sucesso. A empresa entrará em contato em breve.',
    },
    error: { title: 'Erro na candidatura', fallback: 'Tente novamente mais tarde.' },
    silentStatuses: [401],
    networkAlert: 'Erro de conexão. Verifique sua internet e tente novamente.',
  },
});
