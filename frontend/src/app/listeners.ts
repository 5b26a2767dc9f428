/**
 * The one place mutation outcomes become toasts (STYLE rule 14). Each feature
 * declares its texts with `defineMutationFeedback`; components only react to
 * the result (navigate, reset a form, show field errors).
 */
import { createListenerMiddleware, isFulfilled, isRejected, type UnknownAction } from '@reduxjs/toolkit';
import { mutationFeedback } from '../api/feedback';
import { errorText, isApiError } from '../api/errors';
import { showToast } from '../lib/toast';

interface MutationMeta {
  arg?: { type?: string; endpointName?: string };
}

function mutationEndpoint(action: UnknownAction): string | undefined {
  const meta = (action as { meta?: MutationMeta }).meta;
  return meta?.arg?.type === 'mutation' ? meta.arg.endpointName : undefined;
}

export const listenerMiddleware = createListenerMiddleware();

listenerMiddleware.startListening({
  predicate: (action) => isFulfilled(action) && mutationEndpoint(action) !== undefined,
  effect: (action) => {
    const success = mutationFeedback(mutationEndpoint(action)!)?.success;
    if (success) showToast(success, 'success');
  },
});

listenerMiddleware.startListening({
  predicate: (action) => isRejected(action) && mutationEndpoint(action) !== undefined,
  effect: (action) => {
    const feedback = mutationFeedback(mutationEndpoint(action)!);
    if (feedback?.error === false) return;
    const error = (action as { payload?: unknown; error?: { message?: string } }).payload ?? action.error;
    const status = isApiError(error) ? error.status : undefined;
    if (status !== undefined && feedback?.silentStatuses?.includes(status)) return;
    if (status === 0 && feedback?.networkAlert) {
      window.alert(feedback.networkAlert);
      return;
    }
    if (feedback?.error) {
      showToast({ title: feedback.error.title, description: errorText(error, feedback.error.fallback) }, 'error');
    } else {
      showToast({ title: errorText(error) }, 'error');
    }
  },
});
