/**
 * The one error shape every endpoint rejects with. `message` follows spec §8
 * ("<status>: <body text>", or the status text when the body is empty); `body`
 * keeps the parsed `{ message, errors? }` so forms can put field errors under
 * their fields and toasts can show the server's Portuguese sentence.
 */
import type { ApiErrorBody } from '@conecta/common';

export interface ApiError {
  /** HTTP status, or 0 when the request never got a response (offline, CORS, abort). */
  status: number;
  message: string;
  body: ApiErrorBody | null;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}

/** The sentence worth showing a person: the server's message when it sent one. */
export function errorText(error: unknown, fallback?: string): string {
  if (isApiError(error)) {
    if (error.body?.message) return error.body.message;
    if (fallback) return fallback;
    return error.message;
  }
  if (fallback) return fallback;
  // A SerializedError from an unexpected throw still has a message worth showing.
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

/** Field messages of a 400 (`errors: { field: message }`), or an empty object. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.body?.errors ? error.body.errors : {};
}

export function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as ApiErrorBody).message === 'string') {
      return parsed as ApiErrorBody;
    }
  } catch {
    // A proxy's HTML error page or plain text: no structured body, the message keeps the text.
  }
  return null;
}
