/**
 * What a mutation tells the person when it ends, declared by the feature that
 * owns the endpoint and shown by one middleware (app/feedbackMiddleware.ts), so no
 * component invents its own error toast (STYLE rule 14).
 */
export interface ToastText {
  title: string;
  description?: string;
}

export interface MutationFeedback {
  success?: ToastText;
  /**
   * Error toast title; its description is the server's message, or `fallback`
   * when the server sent none. `false` means the screen reports the error itself.
   */
  error?: { title: string; fallback?: string } | false;
  /** Statuses the screen handles itself (e.g. 401 on apply sends the visitor to /auth): no toast. */
  silentStatuses?: readonly number[];
  /** When the request never got an answer (status 0), show this in a window.alert instead of a toast (spec §8 apply). */
  networkAlert?: string;
}

const registry = new Map<string, MutationFeedback>();

export function defineMutationFeedback(feedback: Record<string, MutationFeedback>): void {
  for (const [endpointName, value] of Object.entries(feedback)) registry.set(endpointName, value);
}

export function mutationFeedback(endpointName: string): MutationFeedback | undefined {
  return registry.get(endpointName);
}
