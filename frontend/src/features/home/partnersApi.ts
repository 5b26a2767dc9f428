import type { PartnerDTO } from '@conecta/common';
import { api } from '../../api/api';

export const partnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartners: build.query<PartnerDTO[], void>({
      query: () => '/partners',
      providesTags: (result) => [
        { type: 'Partner', id: 'LIST' },
        ...(result?.map((partner) => ({ type: 'Partner' as const, id: partner.id })) ?? []),
      ],
    }),
  }),
});

export const { useGetPartnersQuery } = partnersApi;
