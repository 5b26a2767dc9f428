/**
 * The owner's completeness (issue 25, GET /api/users/profile/completeness): what the directory ranks
 * the profile by, and what is left to fill.
 *
 * It follows every write that changes it without those writes naming it: a profile save or a photo
 * refreshes the current user, which invalidates every 'Portfolio' tag (profileApi.ts), as do the
 * portfolio's own writes; a credential's write invalidates every 'Directory' tag (credentialsApi.ts).
 * Personal data, dropped once no screen shows it (as meApi.ts's lists).
 */
import type { ProfileCompletenessDTO } from '@conecta/common';
import { api } from '../../api/api';

export const completenessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfileCompleteness: build.query<ProfileCompletenessDTO, void>({
      query: () => '/users/profile/completeness',
      keepUnusedDataFor: 0,
      providesTags: [
        { type: 'Portfolio', id: 'COMPLETENESS' },
        { type: 'Directory', id: 'COMPLETENESS' },
      ],
    }),
  }),
});

export const { useGetProfileCompletenessQuery } = completenessApi;
