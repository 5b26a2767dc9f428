/**
 * The public events list (GET /api/eventos) and its locations select.
 *
 * `when=upcoming` lists events from now on, soonest first (the 'Próximos
 * Eventos' strip, the home tab, the dashboard); otherwise every approved
 * event, latest date first. The selects filter by top-level equality;
 * `search` is answered by the search index (accent-insensitive, every term,
 * prefixes) and then narrowed by the same selects in memory, in the same
 * date order. Text-free queries are cached in Redis per exact query.
 */
import mongoose from 'mongoose';
import type { EventDTO, EventQuery } from '@conecta/common';
import { EventModel } from '../models/event';
import { presentEvent } from '../presenters/event';
import { cacheKey, type CachedPage, type CatalogueCache } from '../lib/cache';
import { ptBr, totalOf } from '../lib/listQuery';
import type { CatalogueDeps } from './jobCatalogue';

export type EventListInput = Omit<EventQuery, 'limit' | 'offset' | 'when'> & {
  when: 'upcoming' | 'all';
  limit: number;
  offset: number;
};

const FILTER_FIELDS = ['eventType', 'energyArea', 'location'] as const;
/** An upcoming list goes stale as its events start: keep it briefly. */
const UPCOMING_TTL_SECONDS = 60;

export async function eventPage(input: EventListInput, deps: CatalogueDeps, now = new Date()): Promise<CachedPage> {
  if (input.search) return searchedEventPage(input, input.search, deps.search, now);
  const { search: _search, ...key } = input;
  return deps.cache.page('events', `list?${cacheKey(key)}`, async () => {
    const filter: Record<string, unknown> = { status: 'approved' };
    for (const field of FILTER_FIELDS) if (input[field] !== undefined) filter[field] = input[field];
    const upcoming = input.when === 'upcoming';
    if (upcoming) filter.eventDate = mongoose.trusted({ $gte: now });
    const docs = await EventModel.find(filter)
      .sort(upcoming ? { eventDate: 1, _id: 1 } : { eventDate: -1, _id: -1 })
      .skip(input.offset)
      .limit(input.limit);
    const total = await totalOf(docs.length, input, () => EventModel.countDocuments(filter));
    const first = docs[0]?.eventDate.getTime();
    const ttlSeconds = upcoming
      ? Math.min(UPCOMING_TTL_SECONDS, first === undefined ? UPCOMING_TTL_SECONDS : (first - now.getTime()) / 1000)
      : undefined;
    return { body: docs.map(presentEvent), total, ttlSeconds };
  });
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
  const byDate = (a: EventDTO, b: EventDTO) => a.eventDate.localeCompare(b.eventDate) || a.id.localeCompare(b.id);
  matches.sort(upcoming ? byDate : (a, b) => byDate(b, a));
  const page = matches.slice(input.offset, input.offset + input.limit);
  return { json: JSON.stringify(page), total: matches.length, hit: false };
}

/** The distinct locations of approved events, for the filter select. */
export function eventLocations(cache: CatalogueCache): Promise<CachedPage> {
  return cache.page('events', 'locations', async () => {
    const locations = (await EventModel.distinct('location', { status: 'approved' })) as string[];
    return { body: locations.filter(Boolean).sort(ptBr.compare) };
  });
}
