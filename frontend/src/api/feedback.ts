/**
 * What a mutation tells the person when it ends, declared by the feature that
 * owns the endpoint and shown by one listener (app/listeners.ts), so no
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
}

const registry = new Map<string, MutationFeedback>();

export function defineMutationFeedback(feedback: Record<string, MutationFeedback>): void {
  for (const [endpointName, value] of Object.entries(feedback)) registry.set(endpointName, value);
}

export function mutationFeedback(endpointName: string): MutationFeedback | undefined {
  return registry.get(endpointName);
}
