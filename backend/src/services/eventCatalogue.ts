/**
 * The public events list (GET /api/eventos) and its locations select.
 *
 * `when=upcoming` lists events from now on, soonest first (the 'Próximos
 * Eventos' strip, the home tab, the dashboard); otherwise every approved
 * event, latest date first. Both come from this process's search index,
 * never from the database (catalogueLists.ts says why): without `search`
 * the approved events, sorted by date once per change, narrowed by the
 * selects in memory; with `search` the index's matches (accent-insensitive,
 * every term, prefixes) narrowed by the same selects, in the same date order.
 */
import type { EventDTO, EventQuery } from '@conecta/common';
import type { CachedPage } from '../lib/cache';
import type { CatalogueDeps } from './jobCatalogue';
import { EVENT_LISTS, soonestFirst } from './catalogueLists';

export type EventListInput = Omit<EventQuery, 'limit' | 'offset' | 'when'> & {
  when: 'upcoming' | 'all';
  limit: number;
  offset: number;
};

const FILTER_FIELDS = ['eventType', 'energyArea', 'location'] as const;

/** Index of the first event of `byDate` (soonest first) dated at or after `now`. */
function firstFrom(byDate: readonly EventDTO[], now: Date): number {
  let lo = 0;
  let hi = byDate.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (Date.parse(byDate[mid]!.eventDate) < now.getTime()) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function eventPage(input: EventListInput, deps: CatalogueDeps, now = new Date()): CachedPage {
  if (input.search) return searchedEventPage(input, input.search, deps.search, now);
  const byDate = EVENT_LISTS.matching(deps.search, {
    eventType: input.eventType,
    energyArea: input.energyArea,
    location: input.location,
  });
  const { offset, limit } = input;
  let page: EventDTO[];
  let total: number;
  if (input.when === 'upcoming') {
    const from = firstFrom(byDate, now);
    total = byDate.length - from;
    page = byDate.slice(from + offset, from + offset + limit);
  } else {
    // Latest date first: the ascending list read from its end.
    total = byDate.length;
    page = byDate.slice(Math.max(0, total - offset - limit), Math.max(0, total - offset)).reverse();
  }
  return { json: JSON.stringify(page), total };
}

function searchedEventPage(input: EventListInput, text: string, search: CatalogueDeps['search'], now: Date): CachedPage {
  const upcoming = input.when === 'upcoming';
  const matches: EventDTO[] = [];
  for (const id of search.searchIds('events', text)) {
    const event = search.get('events', id);
    if (!event || !FILTER_FIELDS.every((f) => input[f] === undefined || event[f] === input[f])) continue;
    if (upcoming && Date.parse(event.eventDate) < now.getTime()) continue;
    matches.push(event);
  }
  matches.sort(upcoming ? soonestFirst : (a, b) => soonestFirst(b, a));
  const page = matches.slice(input.offset, input.offset + input.limit);
  return { json: JSON.stringify(page), total: matches.length };
}

/** The distinct locations of approved events, for the filter select. */
export function eventLocations(search: CatalogueDeps['search']): CachedPage {
  return { json: JSON.stringify(EVENT_LISTS.locations(search)), total: null };
}
