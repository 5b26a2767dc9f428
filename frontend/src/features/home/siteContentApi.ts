/**
 * What the admins edit and the public pages show: the landing sections (GET /api/landing, the
 * visitor home) and the site settings (GET /api/settings: /contato's details, the home's figures).
 */
import type { LandingSectionDTO, SiteSettingsDTO } from '@conecta/common';
import { api } from '../../api/api';

export const siteContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLanding: build.query<LandingSectionDTO[], void>({
      query: () => '/landing',
      providesTags: [{ type: 'Landing', id: 'LIST' }],
    }),
    getSiteSettings: build.query<SiteSettingsDTO, void>({
      query: () => '/settings',
      providesTags: [{ type: 'SiteSettings', id: 'PUBLIC' }],
    }),
  }),
});

export const { useGetLandingQuery, useGetSiteSettingsQuery } = siteContentApi;
