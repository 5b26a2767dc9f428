/**
 * Favourites (issue 26; GET /api/user/favorites/ids, GET /api/user/favorites?kind, PUT / DELETE
 * /api/user/favorites/:kind/:id). Every card reads one cached answer of the ids, keyed by the
 * signed-in person's id so a cache of one session is never what the next person's cards read. A
 * toggle changes that answer at once and puts it back if the server refuses (the toast comes from
 * the feedback middleware). 'Favoritos' pages each kind; its lists are dropped once unseen, so the
 * page reads them afresh after saves made elsewhere.
 */
import { FAVORITE_LIMITS, type FavoriteDTO, type FavoriteIdsDTO, type FavoriteKind } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { totalCount, offsetPaging, type ListPage } from '../../lib/paging';

export interface FavoriteToggle {
  kind: FavoriteKind;
  id: string;
  /** Whose cached ids to change (the signed-in person's). */
  userId: string;
  saved: boolean;
}

const withId = (ids: string[], id: string) => (ids.includes(id) ? ids : [id, ...ids]);

export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFavoriteIds: build.query<FavoriteIdsDTO, string>({
      query: () => '/user/favorites/ids',
      providesTags: [{ type: 'Favorite', id: 'IDS' }],
    }),
    getFavoritePages: build.infiniteQuery<ListPage<FavoriteDTO>, FavoriteKind, number>({
      infiniteQueryOptions: offsetPaging,
      query: ({ queryArg, pageParam }) => ({
        url: '/user/favorites',
        params: { kind: queryArg, limit: FAVORITE_LIMITS.pageSize, offset: pageParam * FAVORITE_LIMITS.pageSize },
      }),
      transformResponse: (items: FavoriteDTO[], meta) => ({ items, total: totalCount(meta, items.length) }),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, kind) => [{ type: 'Favorite', id: `LIST-${kind}` }],
    }),
    setFavorite: build.mutation<FavoriteDTO | null, FavoriteToggle>({
      query: ({ kind, id, saved }) => ({ url: `/user/favorites/${kind}/${encodeURIComponent(id)}`, method: saved ? 'PUT' : 'DELETE' }),
      async onQueryStarted({ kind, id, userId, saved }, { dispatch, queryFulfilled }) {
        const apply = () =>
          dispatch(
            favoritesApi.util.updateQueryData('getFavoriteIds', userId, (draft) => {
              draft[kind] = saved ? withId(draft[kind], id) : draft[kind].filter((other) => other !== id);
            }),
          );
        const patch = apply();
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
          return;
        }
        // Clicked before the ids arrived: nothing was cached to change, and the answer on its way
        // may have been read before this write. Applied again, and asked again if it was missing.
        apply();
        if (patch.patches.length === 0) dispatch(api.util.invalidateTags([{ type: 'Favorite', id: 'IDS' }]));
      },
    }),
  }),
});

export const { useGetFavoriteIdsQuery, useGetFavoritePagesInfiniteQuery, useSetFavoriteMutation } = favoritesApi;

defineMutationFeedback({
  setFavorite: {
    error: { title: 'Não foi possível atualizar seus favoritos', fallback: 'Tente novamente mais tarde.' },
    // A session that ended meanwhile: the button sends the person to sign in.
    silentStatuses: [401],
  },
});
