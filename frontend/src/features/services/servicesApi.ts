/**
 * Serviços (issue 25): the approved services (paged by filters; one provider's for their profile),
 * one service, and a provider's own ('Meus serviços') with their writes. Tags: `Service` LIST for
 * the public lists, MINE for the provider's, the id for one service.
 */
import type { OwnServiceDTO, ServiceDTO, ServiceInput, ServiceQuery } from '@conecta/common';
import { SERVICE_LIMITS, UPLOAD_FIELD } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { compactParams, offsetPaging, totalCount, type ListPage } from '../../lib/paging';

export type ServiceFilters = Omit<ServiceQuery, 'limit' | 'offset'>;

const MINE = { type: 'Service', id: 'MINE' } as const;
const LIST = { type: 'Service', id: 'LIST' } as const;
/** A provider's write changes their list, and (an admin's, or once approved) the public ones. */
const written = (id?: string) => [MINE, LIST, ...(id ? [{ type: 'Service' as const, id }] : [])];

export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServicePages: build.infiniteQuery<ListPage<ServiceDTO>, ServiceFilters, number>({
      infiniteQueryOptions: offsetPaging,
      query: ({ queryArg, pageParam }) => ({
        url: '/servicos',
        params: compactParams({ ...queryArg, limit: SERVICE_LIMITS.pageSize, offset: pageParam * SERVICE_LIMITS.pageSize }),
      }),
      transformResponse: (items: ServiceDTO[], meta) => ({ items, total: totalCount(meta, items.length) }),
      providesTags: [LIST],
    }),
    getService: build.query<ServiceDTO, string>({
      query: (id) => `/servicos/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
    getMyServices: build.query<OwnServiceDTO[], void>({
      query: () => '/servicos/mine',
      providesTags: [MINE],
    }),
    createService: build.mutation<OwnServiceDTO, ServiceInput>({
      query: (body) => ({ url: '/servicos', method: 'POST', body }),
      invalidatesTags: (result) => (result ? written() : []),
    }),
    updateService: build.mutation<OwnServiceDTO, { id: string; changes: Partial<ServiceInput> }>({
      query: ({ id, changes }) => ({ url: `/servicos/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (result, _error, { id }) => (result ? written(id) : []),
    }),
    deleteService: build.mutation<void, string>({
      query: (id) => ({ url: `/servicos/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : written(id)),
    }),
    addServicePhoto: build.mutation<OwnServiceDTO, { id: string; file: File }>({
      query: ({ id, file }) => {
        // Multipart, one field (common UPLOAD_FIELD), as every upload route reads it.
        const body = new FormData();
        body.append(UPLOAD_FIELD, file);
        return { url: `/servicos/${encodeURIComponent(id)}/photos`, method: 'POST', body };
      },
      invalidatesTags: (result, _error, { id }) => (result ? written(id) : []),
    }),
    removeServicePhoto: build.mutation<OwnServiceDTO, { id: string; photoId: string }>({
      query: ({ id, photoId }) => ({ url: `/servicos/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`, method: 'DELETE' }),
      invalidatesTags: (result, _error, { id }) => (result ? written(id) : []),
    }),
  }),
});

export const {
  useGetServicePagesInfiniteQuery,
  useGetServiceQuery,
  useGetMyServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useAddServicePhotoMutation,
  useRemoveServicePhotoMutation,
} = servicesApi;

defineMutationFeedback({
  // The form shows a refused field under it (400); anything else is a toast.
  createService: { success: { title: 'Serviço enviado para aprovação' }, error: { title: 'Não foi possível enviar o serviço' }, silentStatuses: [400] },
  updateService: { success: { title: 'Serviço atualizado' }, error: { title: 'Não foi possível salvar o serviço' }, silentStatuses: [400] },
  deleteService: { success: { title: 'Serviço removido' }, error: { title: 'Não foi possível remover o serviço' } },
  addServicePhoto: { error: { title: 'Não foi possível enviar a foto' } },
  removeServicePhoto: { error: { title: 'Não foi possível remover a foto' } },
});
