/**
 * The one RTK Query API of the app (STYLE rule 11). Features add endpoints
 * with `api.injectEndpoints` in `features/<f>/<f>Api.ts`; every tag type is
 * declared here so invalidation works across features.
 *
 * Caching follows spec §9: no polling, no refetch on focus or reconnect,
 * nothing refetched just because it is old, no retries.
 */
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { parseErrorBody, type ApiError } from './errors';

/**
 * On the server (the SSR build, ssr.tsx) the reads go to the backend itself, at the address it
 * gives (`serveApiFrom`): a relative '/api' means nothing there. Browsers keep '/api'.
 */
const SERVER_PLACEHOLDER = 'http://server.invalid';
let serverOrigin = SERVER_PLACEHOLDER;
export function serveApiFrom(origin: string): void {
  serverOrigin = origin;
}

export interface ApiExtraOptions {
  /** Reads like "who am I" treat 401 as "nobody" instead of an error (spec §7). */
  unauthorizedAsNull?: boolean;
}

/**
 * The server render's reads go to the backend itself (loopback): asked uncompressed, since Node's
 * fetch would otherwise ask for brotli or gzip and spend the render's CPU inflating what the same
 * process compressed (a /vagas render's three reads: ~5 % of its CPU; decision 0038).
 */
function serverFetch(request: RequestInfo): Promise<Response> {
  const local = new Request((request as Request).url.replace(SERVER_PLACEHOLDER, serverOrigin), request as Request);
  local.headers.set('Accept-Encoding', 'identity');
  return fetch(local);
}

// Bodies are read as text so the error message can carry the raw body text,
// exactly as spec §8 words it; successful JSON is parsed below.
const rawBaseQuery = fetchBaseQuery({
  baseUrl: import.meta.env.SSR ? `${SERVER_PLACEHOLDER}/api` : '/api',
  credentials: 'include',
  responseHandler: 'text',
  ...(import.meta.env.SSR ? { fetchFn: serverFetch } : {}),
});

// `meta` (request + response) is passed on so endpoints can read headers such as X-Total-Count.
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, {});
  const response = result.meta?.response;

  if (result.error) {
    const { error } = result;
    if (typeof error.status === 'number') {
      if (error.status === 401 && extraOptions?.unauthorizedAsNull) return { data: null };
      const text = typeof error.data === 'string' ? error.data : '';
      return {
        error: {
          status: error.status,
          message: `${error.status}: ${text || response?.statusText || ''}`,
          body: parseErrorBody(text),
        },
      };
    }
    // FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR / CUSTOM_ERROR: no HTTP status to report.
    return { error: { status: 0, message: error.error, body: null } };
  }

  const text = typeof result.data === 'string' ? result.data : '';
  if (!text) return { data: null, meta: result.meta };
  try {
    return { data: JSON.parse(text) as unknown, meta: result.meta };
  } catch {
    return { data: text, meta: result.meta };
  }
};

export const TAG_TYPES = [
  'User',
  'Notification',
  'Job',
  'Application',
  'Course',
  'Enrollment',
  'Event',
  'Service',
  'Registration',
  'Partner',
  'Directory',
  'Portfolio',
  'Conversation',
  'Message',
  'Skill',
  'Admin',
  'Landing',
  'SiteSettings',
  'Session',
  'Favorite',
  'Connection',
] as const;

/**
 * On the server, a read starts while the component renders (no effects run there): ssr.tsx
 * renders, waits for the reads it started, and renders again with their answers.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }));

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // "Never stale": a cached result is reused until a mutation invalidates it.
  // Unused entries are still dropped after an hour so long sessions stay light.
  keepUnusedDataFor: 3600,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
