/**
 * The admin panel's stat cards and content moderation (issue 13): the stats, the three pending
 * lists and an admin's approve / reject. The lists are kept live by socket pushes
 * (`applyPending`, `applyResolved`, wired in realtime/socket.ts); a decision drops its item at
 * once, and so does a 404 (the item is gone). A 409 (another admin decided first, or the item
 * changed since it was read) reads the list again: the item leaves it or comes back as it now is.
 */
import {
  ADMIN_MESSAGES,
  type DashboardStatsDTO,
  type ModeratedKind,
  type ModerationResultDTO,
  type ModerationDecisionInput,
  type ModerationResolvedEvent,
  type PendingCourseDTO,
  type PendingEventDTO,
  type PendingJobDTO,
  type PendingServiceDTO,
  type RejectInput,
  SERVICE_MESSAGES,
} from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { isApiError } from '../../api/errors';
import type { AppDispatch } from '../../app/store';
import { removeById, upsertByAge } from '../../lib/pendingDrafts';

export const STATS_TAG = { type: 'Admin', id: 'STATS' } as const;
const PENDING_TAGS = {
  job: { type: 'Admin', id: 'PENDING_JOBS' },
  course: { type: 'Admin', id: 'PENDING_COURSES' },
  event: { type: 'Admin', id: 'PENDING_EVENTS' },
  service: { type: 'Admin', id: 'PENDING_SERVICES' },
} as const;

const PATHS: Record<ModeratedKind, string> = { job: 'jobs', course: 'courses', event: 'events', service: 'services' };

export interface PendingByKind {
  job: PendingJobDTO;
  course: PendingCourseDTO;
  event: PendingEventDTO;
  service: PendingServiceDTO;
}
export type PendingItem = PendingByKind[ModeratedKind];

export const adminApi = api.injectEndpoints({
  endpoints: (build) => {
    /** After a decision (or learning another admin made it): the item leaves the list, the figures move. */
    const settle = async (kind: ModeratedKind, id: string, dispatch: AppDispatch, done: Promise<unknown>) => {
      try {
        await done;
      } catch (error) {
        if (isApiError(error) && error.status === 409) dispatch(api.util.invalidateTags([PENDING_TAGS[kind], STATS_TAG]));
        if (!isApiError(error) || error.status !== 404) return;
      }
      dropPending(dispatch, kind, id);
      dispatch(api.util.invalidateTags([STATS_TAG]));
    };
    const approve = (kind: ModeratedKind) =>
      build.mutation<ModerationResultDTO, { id: string } & ModerationDecisionInput>({
        query: ({ id, version }) => ({ url: `/admin/${PATHS[kind]}/${encodeURIComponent(id)}/approve`, method: 'POST', body: { version } }),
        onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => settle(kind, id, dispatch, queryFulfilled),
      });
    const reject = (kind: ModeratedKind) =>
      build.mutation<ModerationResultDTO, { id: string } & RejectInput>({
        query: ({ id, version, reason }) => ({ url: `/admin/${PATHS[kind]}/${encodeURIComponent(id)}/reject`, method: 'POST', body: { version, reason } }),
        onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => settle(kind, id, dispatch, queryFulfilled),
      });
    return {
      getDashboardStats: build.query<DashboardStatsDTO, void>({
        query: () => '/admin/dashboard/stats',
        providesTags: [STATS_TAG],
      }),
      getPendingJobs: build.query<PendingJobDTO[], void>({
        query: () => '/admin/pending-jobs',
        providesTags: [PENDING_TAGS.job],
      }),
      getPendingCourses: build.query<PendingCourseDTO[], void>({
        query: () => '/admin/pending-courses',
        providesTags: [PENDING_TAGS.course],
      }),
      getPendingEvents: build.query<PendingEventDTO[], void>({
        query: () => '/admin/pending-events',
        providesTags: [PENDING_TAGS.event],
      }),
      getPendingServices: build.query<PendingServiceDTO[], void>({
        query: () => '/admin/pending-services',
        providesTags: [PENDING_TAGS.service],
      }),
      approveJob: approve('job'),
      rejectJob: reject('job'),
      approveCourse: approve('course'),
      rejectCourse: reject('course'),
      approveEvent: approve('event'),
      rejectEvent: reject('event'),
      approveService: approve('service'),
      rejectService: reject('service'),
    };
  },
});

export const {
  useGetDashboardStatsQuery,
  useGetPendingJobsQuery,
  useGetPendingCoursesQuery,
  useGetPendingEventsQuery,
  useGetPendingServicesQuery,
  useApproveJobMutation,
  useRejectJobMutation,
  useApproveCourseMutation,
  useRejectCourseMutation,
  useApproveEventMutation,
  useRejectEventMutation,
  useApproveServiceMutation,
  useRejectServiceMutation,
} = adminApi;

const LIST_ENDPOINTS = { job: 'getPendingJobs', course: 'getPendingCourses', event: 'getPendingEvents', service: 'getPendingServices' } as const;

/** Applies `recipe` to one kind's cached pending list, if it was ever fetched. */
function patchPending<K extends ModeratedKind>(dispatch: AppDispatch, kind: K, recipe: (draft: Array<PendingByKind[K]>) => void): void {
  // The three lists share one shape of recipe; TypeScript cannot pick the endpoint by `K`.
  const update = adminApi.util.updateQueryData as unknown as (
    endpoint: (typeof LIST_ENDPOINTS)[K],
    arg: undefined,
    recipe: (draft: Array<PendingByKind[K]>) => void,
  ) => Parameters<AppDispatch>[0];
  dispatch(update(LIST_ENDPOINTS[kind], undefined, recipe));
}

function dropPending(dispatch: AppDispatch, kind: ModeratedKind, id: string): void {
  patchPending(dispatch, kind, (draft) => removeById(draft, id));
}

/** The pending lists' order: oldest first, as the server sends them. */
const waitingSince = (item: PendingItem) => item.createdAt;

/** `job:pending` and its siblings: the item entered (or re-entered) moderation; upsert it in place or by age. */
export function applyPending<K extends ModeratedKind>(dispatch: AppDispatch, kind: K, item: PendingByKind[K]): void {
  patchPending(dispatch, kind, (draft) => upsertByAge<PendingItem>(draft, item, waitingSince));
  dispatch(api.util.invalidateTags([STATS_TAG]));
}

/** `moderation:resolved`: an admin (maybe in another tab or browser) decided; the item leaves every list. */
export function applyResolved(dispatch: AppDispatch, event: ModerationResolvedEvent): void {
  dropPending(dispatch, event.kind, event.id);
  dispatch(api.util.invalidateTags([STATS_TAG]));
}

/** After a (re)connect: pushes missed while away are not replayed, so what they keep fresh is read again. */
export function refreshModeration(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags([STATS_TAG, ...Object.values(PENDING_TAGS)]));
}

// A 409's description is the server's ADMIN_MESSAGES.alreadyModerated; the item leaves the list (settle).
const decided = (success: string, silentStatuses: readonly number[] = []) => ({
  success: { title: success },
  error: { title: 'Não foi possível concluir a moderação' },
  silentStatuses,
});
// The reject dialog shows a refused reason under its field.
const FIELD_ERRORS = [400];

defineMutationFeedback({
  approveJob: decided(ADMIN_MESSAGES.jobApproved),
  rejectJob: decided(ADMIN_MESSAGES.jobRejected, FIELD_ERRORS),
  approveCourse: decided(ADMIN_MESSAGES.courseApproved),
  rejectCourse: decided(ADMIN_MESSAGES.courseRejected, FIELD_ERRORS),
  approveEvent: decided(ADMIN_MESSAGES.eventApproved),
  rejectEvent: decided(ADMIN_MESSAGES.eventRejected, FIELD_ERRORS),
  approveService: decided(SERVICE_MESSAGES.approved),
  rejectService: decided(SERVICE_MESSAGES.rejected, FIELD_ERRORS),
});
