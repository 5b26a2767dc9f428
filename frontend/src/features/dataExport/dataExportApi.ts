/** 'Exportar meus dados' (issue 26; backend/src/routes/dataExport): ask, and read where it stands. */
import type { DataExportDTO, DataExportStateDTO } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

// No tag type of its own (api.ts declares them all): the export is the account's. The push that
// says it is ready (realtime/socket.ts) invalidates it.
export const DATA_EXPORT_TAG = { type: 'User', id: 'DATA_EXPORT' } as const;

export const dataExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDataExport: build.query<DataExportStateDTO, void>({
      query: () => '/users/me/export',
      providesTags: [DATA_EXPORT_TAG],
    }),
    requestDataExport: build.mutation<DataExportDTO, void>({
      query: () => ({ url: '/users/me/export', method: 'POST', body: {} }),
      invalidatesTags: [DATA_EXPORT_TAG],
    }),
  }),
});

export const { useGetDataExportQuery, useRequestDataExportMutation } = dataExportApi;

defineMutationFeedback({
  requestDataExport: { success: { title: 'Exportação pedida', description: 'Avisaremos quando o arquivo estiver pronto.' }, error: { title: 'Não foi possível pedir a exportação' } },
});
