/**
 * Messaging safety (issue 5 "Live"): the read-receipt switch and reporting a
 * conversation. The switch is optimistic; a failed save puts it back.
 */
import {
  MESSAGE_SAFETY_MESSAGES as S,
  type MessagePermissionDTO,
  type MessageSettings,
  type MessageSettingsInput,
  type ReportConversationPayload,
  type ReportConversationResponse,
} from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

export const messageSafetyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessageSettings: build.query<MessageSettings, void>({
      query: () => '/messages/settings',
    }),
    updateMessageSettings: build.mutation<MessageSettings, MessageSettingsInput>({
      query: (body) => ({ url: '/messages/settings', method: 'PUT', body }),
      async onQueryStarted(settings, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          messageSafetyApi.util.updateQueryData('getMessageSettings', undefined, (draft) => {
            draft.readReceipts = settings.readReceipts;
            if (settings.messagesFrom) draft.messagesFrom = settings.messagesFrom;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /**
     * Whether I may write to this person now, and why not (issue 26: 'Apenas contatos', a block):
     * read with the conversation, read again when our connection changes (its tag) or a send is refused.
     */
    getMessagePermission: build.query<MessagePermissionDTO, string>({
      query: (userId) => `/messages/${encodeURIComponent(userId)}/permission`,
      providesTags: (_result, _error, userId) => [{ type: 'Connection', id: userId }],
      keepUnusedDataFor: 0,
    }),
    reportConversation: build.mutation<ReportConversationResponse, ReportConversationPayload & { userId: string }>({
      query: ({ userId, reason }) => ({ url: `/messages/${encodeURIComponent(userId)}/report`, method: 'POST', body: { reason } }),
    }),
  }),
});

export const { useGetMessageSettingsQuery, useUpdateMessageSettingsMutation, useReportConversationMutation, useGetMessagePermissionQuery } = messageSafetyApi;

defineMutationFeedback({
  updateMessageSettings: { error: { title: S.settingsFailed } },
  reportConversation: {
    success: { title: S.reported, description: S.reportedDescription },
    error: { title: S.reportFailed },
  },
});
