/**
 * The one place mutation outcomes become toasts (STYLE rule 14). Each feature
 * declares its texts with `defineMutationFeedback`; components only react to
 * the result (navigate, reset a form, show field errors).
 *
 * A plain middleware that looks at each action once the reducers have: RTK's listener middleware
 * did the same with ~1.5 KB (brotli) of the visitor's first load for machinery (async effects,
 * cancellation, forks) that two synchronous toasts never used (issue 14).
 */
import { isFulfilled, isRejected, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { mutationFeedback } from '../api/feedback';
import { errorText, isApiError } from '../api/errors';
import { showToast } from '../lib/toast';
import { sessionEndShown } from '../features/auth/sessionEnd';

interface MutationMeta {
  arg?: { type?: string; endpointName?: string };
}

function mutationEndpoint(action: unknown): string | undefined {
  const meta = (action as { meta?: MutationMeta }).meta;
  return meta?.arg?.type === 'mutation' ? meta.arg.endpointName : undefined;
}

function announceSuccess(endpoint: string) {
  const success = mutationFeedback(endpoint)?.success;
  if (success) showToast(success, 'success');
}

function announceFailure(endpoint: string, action: UnknownAction) {
  const feedback = mutationFeedback(endpoint);
  if (feedback?.error === false) return;
  const error = (action as { payload?: unknown; error?: { message?: string } }).payload ?? action.error;
  const status = isApiError(error) ? error.status : undefined;
  if (status !== undefined && feedback?.silentStatuses?.includes(status)) return;
  // The session ended: the explanation on screen says it (sessionEndMiddleware), not a toast.
  if (status === 401 && sessionEndShown()) return;
  if (status === 0 && feedback?.networkAlert) {
    window.alert(feedback.networkAlert);
    return;
  }
  if (feedback?.error) {
    showToast({ title: feedback.error.title, description: errorText(error, feedback.error.fallback) }, 'error');
  } else {
    showToast({ title: errorText(error) }, 'error');
  }
}

export const mutationFeedbackMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  const endpoint = mutationEndpoint(action);
  if (endpoint !== undefined) {
    if (isFulfilled(action)) announceSuccess(endpoint);
    else if (isRejected(action)) announceFailure(endpoint, action);
  }
  return result;
};
