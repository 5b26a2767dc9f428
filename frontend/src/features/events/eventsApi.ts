/**
 * Events (spec §2 Events, §4 paging, §7): the grid paged by 12 (offset =
 * page × 12; another page is offered while the last one came back full), the
 * 'Próximos Eventos' strip and other short lists, locations, and registering.
 */
import { PAGE_LIMITS, type EventDTO, type EventQuery, type RegistrationDTO } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { compactParams } from '../../lib/paging';

export const EVENTS_PAGE_SIZE = PAGE_LIMITS.eventsPageSize;

export type EventFilters = Omit<EventQuery, 'limit' | 'offset'>;

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEventPages: build.infiniteQuery<EventDTO[], EventFilters, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.length === EVENTS_PAGE_SIZE ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/eventos',
        params: compactParams({ ...queryArg, limit: EVENTS_PAGE_SIZE, offset: pageParam * EVENTS_PAGE_SIZE }),
      }),
      // spec §4: any filter change resets to the first page. Each filter set is its own cache
      // entry; dropping it as soon as nobody shows it means coming back starts again at page 0.
      keepUnusedDataFor: 0,
      providesTags: (result) => [
        { type: 'Event', id: 'LIST' },
        ...(result?.pages.flatMap((page) => page.map((event) => ({ type: 'Event' as const, id: event.id }))) ?? []),
      ],
    }),
    /** Short lists: the 'Próximos Eventos' strip, the home tab, the dashboard. */
    getEvents: build.query<EventDTO[], EventQuery>({
      query: (query) => ({ url: '/eventos', params: compactParams(query) }),
      providesTags: (result) => [
        { type: 'Event', id: 'LIST' },
        ...(result?.map((event) => ({ type: 'Event' as const, id: event.id })) ?? []),
      ],
    }),
    getEventLocations: build.query<string[], void>({
      query: () => '/eventos/locations',
      providesTags: [{ type: 'Event', id: 'LOCATIONS' }],
    }),
    registerForEvent: build.mutation<RegistrationDTO, string>({
      query: (eventId) => ({ url: `/eventos/${encodeURIComponent(eventId)}/register`, method: 'POST' }),
      // Success or a 409 (full, already registered, past): refetch the person's
      // registrations and the event's attendance so the button tells the truth.
      invalidatesTags: (result, error, eventId) =>
        result || error?.status === 409
          ? [{ type: 'Registration', id: 'LIST' }, { type: 'Event', id: eventId }]
          : [],
    }),
  }),
});

export const {
  useGetEventPagesInfiniteQuery,
  useGetEventsQuery,
  useGetEventLocationsQuery,
  useRegisterForEventMutation,
} = eventsApi;

defineMutationFeedback({
  registerForEvent: {
    success: { title: 'Inscrição confirmada!', description: 'Você está inscrito neste evento.' },
    error: { title: 'Erro na inscrição', fallback: 'Tente novamente mais tarde.' },
    silentStatuses: [401],
  },
});
