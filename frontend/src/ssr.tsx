/**
 * The server's render of a visitor's first screen (issue 14, decision 0013): built by
 * `vite build --ssr` into frontend/dist-ssr, run by the backend (backend/src/web/ssr.ts).
 *
 * The page draws in the HTML itself, so a phone paints it before any script arrives. The reads it
 * made go along as JSON; app/start.tsx puts them in the store and loads the page's chunks before its
 * own first render, which then draws the same screen over this one without a spinner between.
 *
 * The same components as the browser's: hooks start their reads while rendering here (api.ts), so
 * a render shows what it needs; the reads are awaited and the page rendered again, until a render
 * starts none. A page whose read failed, or that still asks after MAX_PASSES, is not drawn here:
 * the browser draws it as without this.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { clientPageOf, type ServerPage } from '@conecta/common';
import { api, serveApiFrom } from './api/api';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { authApi } from './features/auth/authApi';

/** Layout, then page, then the page's reads: three renders are the most a page needs today. */
const MAX_PASSES = 4;

/** A read as the store names it: what `initiate` needs to start it again. */
interface PlannedRead {
  endpointName: string;
  arg: unknown;
}

/**
 * The reads each address's last render ended with (its "plan"), started before its next render's
 * first pass: a page whose reads are known renders once, not two or three times (the layout alone,
 * then the page without its data, then with it: decision 0028). What an address reads is learnt,
 * not listed beside the route table, so it can never drift from what the components ask: a plan
 * that no longer holds (a read the page stopped or started making) only costs the passes it would
 * have cost without one, and the render's outcome replaces it. Bounded: the oldest address goes.
 */
const readPlans = new Map<string, PlannedRead[]>();
const MAX_PLANS = 2000;

function rememberPlan(url: string, reads: PlannedRead[]): void {
  readPlans.delete(url);
  readPlans.set(url, reads);
  if (readPlans.size > MAX_PLANS) readPlans.delete(readPlans.keys().next().value!);
}

type Initiate = (arg: unknown) => Parameters<ReturnType<typeof makeStore>['dispatch']>[0];

async function toHtml(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // One piece: a larger Suspense boundary would otherwise be sent apart, revealed by an inline script
  // (the page's Content-Security-Policy allows none).
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as string));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(parts).toString('utf8');
}

/**
 * The page at `url` (path and query) as a visitor sees it, its reads answered by the backend at
 * `apiOrigin`; null when it cannot be drawn here (a read failed, or it never settled).
 */
export async function renderPage(url: string, apiOrigin: string): Promise<ServerPage | null> {
  serveApiFrom(apiOrigin);
  const store = makeStore();
  // Only visitors (no session cookie) are drawn here: nobody is signed in, no need to ask.
  store.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: null }]));
  const cache = createCache({ key: 'css' });
  // Styles are collected, not written next to each element: they go to the head, where the
  // browser's emotion finds them and does not insert them again.
  cache.compat = true;
  const page = () => (
    <CacheProvider value={cache}>
      <AppProviders store={store}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>
  );

  try {
    const plan = readPlans.get(url);
    if (plan) {
      const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
      // Settled, not thrown: a failed read fails the render below as it always has.
      await Promise.all(plan.map(({ endpointName, arg }) => endpoints[endpointName] && store.dispatch(endpoints[endpointName].initiate(arg))));
    }
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const html = await toHtml(page());
      const running = store.dispatch(api.util.getRunningQueriesThunk());
      if (running.length > 0) {
        await Promise.all(running);
        continue;
      }
      const queries = Object.values(store.getState().api.queries);
      if (queries.some((query) => query?.status === 'rejected')) return null;
      rememberPlan(
        url,
        queries.flatMap((query) => (query?.endpointName ? [{ endpointName: query.endpointName, arg: query.originalArgs }] : [])),
      );
      const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
      const entry = clientPageOf(new URL(url, 'http://page').pathname);
      return {
        styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)),
        html,
        state: {
          modules: entry ? [entry.page, ...(entry.then?.visitor ? [entry.then.visitor] : [])] : [],
          queries: queries
            .filter((query) => query?.status === 'fulfilled')
            .map((query) => ({ endpointName: query!.endpointName, arg: query!.originalArgs, value: query!.data })),
        },
      };
    }
    return null;
  } finally {
    // The store's subscriptions end with it; nothing of this render outlives the request.
    store.dispatch(api.util.resetApiState());
  }
}
