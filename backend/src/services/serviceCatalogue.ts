/**
 * The public services (GET /api/servicos, issue 25), served from this process's search index as
 * the jobs list is (jobCatalogue.ts, catalogueLists.ts say why): without `q` the approved services
 * newest first, narrowed by the selects in memory; with `q` the index's matches, narrowed by the
 * same selects and ordered newest first. A region keeps the services that serve it, those serving
 * the whole country included.
 */
import { publicItem } from '../models/moderated';
import type { Types } from 'mongoose';
import { SERVICE_MESSAGES, servesRegion, type ServiceDTO, type ServiceQuery } from '@conecta/common';
import { Service } from '../models/service';
import { presentService, type ServiceRow } from '../presenters/service';
import { NotFoundError } from '../lib/errors';
import type { CachedPage } from '../lib/cache';
import { SERVICE_LISTS, newestFirst } from './catalogueLists';
import type { CatalogueDeps } from './jobCatalogue';

export type ServiceListInput = Omit<ServiceQuery, 'limit' | 'offset'> & { limit: number; offset: number };

const matches = (service: ServiceDTO, input: ServiceListInput) =>
  (!input.kind || service.kind === input.kind) &&
  (!input.energyArea || service.energyArea === input.energyArea) &&
  (!input.providerId || service.providerId === input.providerId) &&
  (!input.region || servesRegion(service.regions, input.region));

export function servicePage(input: ServiceListInput, search: CatalogueDeps['search']): CachedPage {
  let chosen: readonly ServiceDTO[];
  if (input.q) {
    const found: ServiceDTO[] = [];
    for (const id of search.searchIds('services', input.q)) {
      const service = search.get('services', id);
      if (service && matches(service, input)) found.push(service);
    }
    chosen = found.sort(newestFirst);
  } else {
    const listed = SERVICE_LISTS.matching(search, { kind: input.kind, energyArea: input.energyArea, providerId: input.providerId });
    chosen = input.region ? listed.filter((service) => matches(service, input)) : listed;
  }
  return { json: JSON.stringify(chosen.slice(input.offset, input.offset + input.limit)), total: chosen.length };
}

/** One approved service, read from the database: one approved or removed a moment ago answers as it now is. */
export async function approvedService(id: Types.ObjectId): Promise<ServiceDTO> {
  const row = await Service.findOne({ _id: id, ...publicItem() }).lean<ServiceRow>();
  if (!row) throw NotFoundError(SERVICE_MESSAGES.notFound);
  return presentService(row);
}
