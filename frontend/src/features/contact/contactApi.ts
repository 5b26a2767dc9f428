import type { ContactPayload, ContactResponse } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactPayload>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

defineMutationFeedback({
  sendContactMessage: {
    success: {
      title: 'Mensagem enviada!',
      description: 'Recebemos sua mensagem e entraremos em contato em breve.',
    },
    error: { title: 'Erro ao enviar mensagem', fallback: 'Tente novamente mais tarde.' },
  },
});
