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
import { createHash, randomBytes } from 'node:crypto';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ThemeProvider } from '@mui/material/styles';
import { clientPageOf, type ServerPage } from '@conecta/common';
import { api, serveApiFrom } from './api/api';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { theme } from './app/theme';
import { CardDrawerContext, type CardDrawer } from './components/cardMarkup';
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

/**
 * The parts of a page drawn once and kept (decisions 0032, 0038): a list's cards per item, and the
 * frame (header, footer, headings, search bars, filters) per its props through ServerKept; below,
 * the cards' case, which the frame's follows. On a list page the cards are almost
 * all of a render's cost (~4 ms each, 24 on /vagas), and an uncached render is what follows a domain
 * event or the page cache's minute, when all but one card, or none, changed. A card is kept by what
 * it is drawn from, not by an event: its component, its props (the item's DTO, whole) and the clock's
 * facts it may read (the day; each date in its props past or not, e.g. an event's 'Evento
 * encerrado'), hashed. A changed item is a new key, so nothing kept is ever stale; the old one
 * ages out. Only visitors are drawn here (the session is a constant), so a card holds nobody's state.
 * Its React ids are drawn with a token for a prefix, replaced by the cell's own id on each page, so
 * two cards never share one; its emotion rules are put in each request's cache, where the page's
 * critical CSS is extracted from as before.
 */
interface KeptCard {
  html: string;
  ruleNames: string[];
}
const keptCards = new Map<string, KeptCard>();
const MAX_KEPT_CARDS = 3000;
/**
 * The cards' own emotion cache, one per process: a rule is compiled once, however many cards use it
 * (a cache per card compiled every rule again for every card: a cold /vagas cost 1.6× the page's
 * render without kept cards). A name is the hash of its styles, so one entry serves every card; a
 * card's names are read from its markup, as the page's critical CSS is.
 */
const newCardStyles = () => {
  const styles = createCache({ key: 'css' });
  styles.compat = true;
  // Rules without a class of their own, which the page's extraction sends as global styles: a
  // class's keyframes (inserted once, with the class's first use) and a <Global>'s styles (InputBase's
  // autofill keyframes; inserted on every render). Recorded here so that a kept part takes them
  // along: they are not named in its markup.
  const insert = styles.insert.bind(styles);
  let lastClass: string | null = null;
  styles.insert = (selector, serialized, sheet, shouldCache) => {
    if (selector !== '') lastClass = serialized.name;
    else if ('next' in serialized && lastClass !== null) {
      const chained = cardGlobals.ofClass.get(lastClass) ?? [];
      chained.push(serialized.name);
      cardGlobals.ofClass.set(lastClass, chained);
    } else cardGlobals.drawing?.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  cardGlobals = { ofClass: new Map(), drawing: null };
  return styles;
};
/** The global rules the cards' cache holds: per class (its keyframes), and the <Global>s of the part being drawn. */
let cardGlobals: { ofClass: Map<string, string[]>; drawing: string[] | null } = { ofClass: new Map(), drawing: null };
let cardStyles = newCardStyles();
const MAX_RULES = 50_000;
const CLASS_NAME = /\bcss-([a-zA-Z0-9-_]+)/g;
/** In an id prefix only: random per process, so no item's own text can contain it. */
const ID_TOKEN = `k${randomBytes(6).toString('hex')}`;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;
/** Components by a number of their own: a minified build's function names are not unique. */
const componentIds = new WeakMap<object, number>();
let nextComponentId = 0;

function cardKey(card: ReactElement, also: string): string | null {
  if (typeof card.type !== 'function') return null;
  let type = componentIds.get(card.type);
  if (type === undefined) {
    type = (nextComponentId += 1);
    componentIds.set(card.type, type);
  }
  const now = Date.now();
  let props: string;
  try {
    props = JSON.stringify(card.props, (_key, value: unknown) => (typeof value === 'string' && ISO_INSTANT.test(value) ? `${value}|${Date.parse(value) < now ? 'past' : 'ahead'}` : value));
  } catch {
    return null; // props that are not data (a cycle): drawn in the page, not kept
  }
  const today = new Date(now);
  return createHash('sha1').update(`${type}|${also}|${today.toDateString()}|${today.toISOString().slice(0, 10)}|${props}`).digest('base64');
}

/**
 * Where a kept part goes in the page: a marker element React draws like any other, replaced by the
 * part's markup once the page is drawn (decision 0038). The part keeps its own root element (a
 * card's grid cell, the header), which a host element with `dangerouslySetInnerHTML` would have to
 * draw outside the kept markup, at its own emotion cost. The tag carries a per-process random token:
 * React escapes every text and attribute it draws, so only this marker can read as one.
 */
const SLOT_TAG = 'conecta-kept';
const SLOT_MARKER = new RegExp(`<${SLOT_TAG} data-slot="${ID_TOKEN}-(\\d+)"></${SLOT_TAG}>`, 'g');

/** This request's drawer: the parts in its store, theme and router, their rules into its emotion cache. */
function cardDrawer(store: ReturnType<typeof makeStore>, cache: EmotionCache, url: string): CardDrawer & { fill(html: string): string } {
  const slots: string[] = [];
  const markup = (element: ReactElement, idPrefix: string, also: string, keyOf: ReactElement): string | null => {
    const key = cardKey(keyOf, also);
    if (key === null) return null;
    let kept = keptCards.get(key);
    if (kept) {
      keptCards.delete(key);
      keptCards.set(key, kept);
    } else {
      if (Object.keys(cardStyles.inserted).length > MAX_RULES) {
        cardStyles = newCardStyles();
        keptCards.clear();
      }
      const styles = cardStyles;
      const globals: string[] = [];
      cardGlobals.drawing = globals;
      let html: string;
      try {
        html = renderToString(
          <CacheProvider value={styles}>
            <Provider store={store}>
              <ThemeProvider theme={theme}>
                <StaticRouter location={url}>{element}</StaticRouter>
              </ThemeProvider>
            </Provider>
          </CacheProvider>,
          { identifierPrefix: ID_TOKEN },
        );
      } finally {
        cardGlobals.drawing = null;
      }
      const classes = [...new Set(Array.from(html.matchAll(CLASS_NAME), (match) => match[1]!))];
      const ruleNames = [...new Set([...globals, ...classes.flatMap((name) => [name, ...(cardGlobals.ofClass.get(name) ?? [])])])].filter(
        (name) => typeof styles.inserted[name] === 'string',
      );
      kept = { html, ruleNames };
      keptCards.set(key, kept);
      if (keptCards.size > MAX_KEPT_CARDS) keptCards.delete(keptCards.keys().next().value!);
    }
    for (const name of kept.ruleNames) {
      if (cache.inserted[name] === undefined) {
        const rules = cardStyles.inserted[name];
        // The cards' styles were renewed since this card was kept: draw it in the page instead.
        if (typeof rules !== 'string') return null;
        cache.inserted[name] = rules;
        // Registered too, or the page's extraction would send the rules as global styles.
        const registered = cardStyles.registered[`${cardStyles.key}-${name}`];
        if (registered !== undefined) cache.registered[`${cache.key}-${name}`] = registered;
      }
    }
    return kept.html.replaceAll(ID_TOKEN, idPrefix);
  };
  return {
    slot(element, idPrefix, also = '', keyOf = element) {
      const html = markup(element, idPrefix, also, keyOf);
      if (html === null) return null;
      slots.push(html);
      return createElement(SLOT_TAG, { 'data-slot': `${ID_TOKEN}-${slots.length - 1}` });
    },
    fill: (html) => html.replace(SLOT_MARKER, (_marker, index: string) => slots[Number(index)]!),
  };
}

/** Forgets every kept card: `npm run bench:pages -- --cold-cards` measures the render that draws them all. */
export function dropKeptCards(): void {
  keptCards.clear();
  cardStyles = newCardStyles();
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
  const drawer = cardDrawer(store, cache, url);
  const page = () => (
    <CacheProvider value={cache}>
      <AppProviders store={store}>
        <CardDrawerContext.Provider value={drawer}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </CardDrawerContext.Provider>
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
      const html = drawer.fill(await toHtml(page()));
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
