/**
 * What a page needs at once, named in its HTML so the browser fetches it all in parallel with the
 * entry script, instead of learning of each piece only after the previous one ran: the entry
 * asks who is signed in, then loads the page's chunk, which loads its parts, which ask the API
 * (four round trips on a phone's 150 ms before the first content; issue 14, decision 0012).
 *
 * From the build's manifest: the page's module (common's CLIENT_PAGES) and the chunks it imports
 * statically, besides those the entry already preloads; the home adds the visitor's or the
 * member's half (chosen by the presence of a session cookie, a guess that costs only a wasted
 * preload when wrong); then the API reads the page makes at once (CLIENT_PAGES' `then`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientPageOf, NOT_FOUND_PAGE, type ClientPage } from '@conecta/common';
import { escapeHtml } from './html';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest | null {
  const file = path.join(dist, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

const moduleKey = (page: string) => `src/features/${page}.tsx`;

/**
 * What every first load runs, as manifest keys: the entry with its static imports, and what it
 * starts once the page is painted (its dynamic imports, the libraries and the app: main.tsx) with
 * theirs. `npm run bench:web` weighs the same set.
 */
export function firstLoad(manifest: Manifest): { entry: Set<string>; started: Set<string> } {
  const entry = new Set<string>();
  const started = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    closure(manifest, key, entry);
    for (const imported of chunk.dynamicImports ?? []) closure(manifest, imported, started);
  }
  return { entry, started };
}

/** `rendered`: the server drew the page (ssr.ts): its reads are in it, its modules wait in a template. */
type Preloads = (page: { pathname: string; filtered: boolean; signedIn: boolean; rendered?: boolean }) => string;

/** The `<link …>` tags of a page's head (an unknown path: the 404 page's); '' without a build manifest. */
export function pagePreloader(dist: string): Preloads {
  const manifest = readManifest(dist);
  if (!manifest) return () => '';
  const { entry: inEntry, started } = firstLoad(manifest);
  // The app itself (the libraries and the app, the entry's dynamic imports): the entry only imports
  // it once the page is painted (frontend/src/main.tsx), every page needs it at once.
  const app = [...started].filter((key) => !inEntry.has(key));
  for (const key of app) inEntry.add(key);
  const modulePreload = (key: string) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`;

  const cache = new Map<string, string>();
  const tags = (entry: ClientPage, signedIn: boolean, filtered: boolean, rendered: boolean): string => {
    const modules = closure(manifest, moduleKey(entry.page));
    const then = signedIn ? entry.then?.member : entry.then?.visitor;
    if (then) closure(manifest, moduleKey(then), modules);
    const links = [...app, ...[...modules].filter((key) => !inEntry.has(key))].map(modulePreload);
    // Under a page the server drew, the code is only fetched once that page is painted: the entry
    // moves these links out of their inert <template> then (main.tsx). The phone paints from the
    // HTML alone, and ~200 KB of scripts do not share its first round trips (decision 0013).
    if (rendered) return `<template id="app-preloads">${links.join('')}</template>`;
    // The API client sends cookies (credentials: 'include'): the preload must too, or the browser
    // would not hand its answer to the app's request and would fetch twice.
    const reads = ['/api/user', ...(signedIn ? [] : (entry.then?.visitorData ?? [])), ...(filtered ? [] : (entry.then?.data ?? []))];
    for (const read of reads) links.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(read)}">`);
    return links.join('\n    ');
  };

  const notFound: ClientPage = { path: '*', page: NOT_FOUND_PAGE };
  return ({ pathname, filtered, signedIn, rendered = false }) => {
    const entry = clientPageOf(pathname) ?? notFound;
    const key = `${entry.path}|${signedIn}|${filtered}|${rendered}`;
    let html = cache.get(key);
    if (html === undefined) {
      html = tags(entry, signedIn, filtered, rendered);
      cache.set(key, html);
    }
    return html;
  };
}
