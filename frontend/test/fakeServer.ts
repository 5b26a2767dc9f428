/**
 * The server as the client's tests meet it: `fetch` replaced by a function that answers each
 * `METHOD /path` as the backend would, from `answers` (an answer may be a promise the test
 * settles when it chooses, or 'offline': the request never got an answer). Anything unexpected is
 * a 500 naming it, which the test would show. `asked` lists what was requested, in order.
 */
import { STATUS_CODES } from 'node:http';

export type Answer = { status: number; body?: unknown } | 'offline';

export const answers: Record<string, Answer | Promise<Answer>> = {};
export const asked: string[] = [];

/** A fresh server for the next test: only these answers, nothing asked yet. */
export function resetServer(initial: Record<string, Answer | Promise<Answer>>): void {
  for (const key of Object.keys(answers)) delete answers[key];
  Object.assign(answers, initial);
  asked.length = 0;
}

export async function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const request = input as Request;
  const key = `${request.method} ${new URL(request.url).pathname}`;
  asked.push(key);
  const answer = await (answers[key] ?? { status: 500, body: { message: `unexpected ${key}` } });
  if (answer === 'offline') throw new TypeError('Failed to fetch');
  const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
  return new Response(text || null, { status: answer.status, statusText: STATUS_CODES[answer.status], headers: { 'Content-Type': 'application/json' } });
}
