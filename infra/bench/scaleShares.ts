/**
 * What each document type costs the search index of one process (bench:scale runs this in a
 * process of its own, `node --expose-gc --import tsx infra/bench/scaleShares.ts <mongodb uri>`, and
 * reads the JSON it prints last). For each indexed type alone, on the database given: the live heap
 * of its DTOs (what the lists and pages serve) and of the whole index of that type (the DTOs, the
 * MiniSearch engine and the id map), each after a full collection, and how long building that type
 * alone took. The other types' sources answer nothing while one is measured, so the same
 * SearchIndex.build() the server runs is what is measured.
 */
import mongoose from 'mongoose';
import { createLogger } from '@conecta/backend/lib/logger';
import { SearchIndex } from '@conecta/backend/search/searchIndex';
import { INDEXED_TYPES, SOURCES, type IndexedType } from '@conecta/backend/search/sources';
import '@conecta/backend/models/index';

export interface TypeShare {
  type: IndexedType;
  documents: number;
  /** Live heap bytes of the presented documents alone. */
  dtoBytes: number;
  /** Live heap bytes of that type's whole index (DTOs included). */
  indexBytes: number;
  buildMs: number;
}

const gc = (globalThis as { gc?: () => void }).gc;

function liveHeap(): number {
  if (!gc) throw new Error('run with node --expose-gc');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** The presented documents of one source, held while the heap is measured (released on return). */
async function dtoShare(load: () => AsyncIterable<unknown[]>): Promise<{ documents: number; bytes: number }> {
  const before = liveHeap();
  const held: unknown[][] = [];
  for await (const batch of load()) held.push(batch);
  return { documents: held.reduce((sum, batch) => sum + batch.length, 0), bytes: liveHeap() - before };
}

/** A SearchIndex built as the server builds it, held while the heap is measured (released on return). */
async function indexShare(logger: ReturnType<typeof createLogger>): Promise<{ bytes: number; buildMs: number; sizes: Record<IndexedType, number> }> {
  const before = liveHeap();
  const index = new SearchIndex(logger);
  const started = performance.now();
  await index.build();
  const buildMs = performance.now() - started;
  return { bytes: liveHeap() - before, buildMs, sizes: index.sizes() };
}

async function main() {
  const uri = process.argv[2];
  if (!uri) throw new Error('usage: scaleShares.ts <mongodb uri>');
  // As connectDatabase sets them for the server (lib/db.ts).
  mongoose.set('strictQuery', true);
  mongoose.set('sanitizeFilter', true);
  await mongoose.connect(uri, { autoIndex: false });
  const logger = createLogger('silent', 'scale-shares');
  const loaders = Object.fromEntries(INDEXED_TYPES.map((type) => [type, SOURCES[type].loadAll])) as Record<IndexedType, () => AsyncIterable<unknown[]>>;
  const nothing = async function* (): AsyncGenerator<never[]> {};
  const shares: TypeShare[] = [];
  for (const type of INDEXED_TYPES) {
    const dtos = await dtoShare(loaders[type]);
    for (const other of INDEXED_TYPES) (SOURCES[other] as { loadAll: () => AsyncIterable<unknown[]> }).loadAll = other === type ? loaders[other] : nothing;
    const index = await indexShare(logger);
    if (index.sizes[type] !== dtos.documents) throw new Error(`${type}: ${index.sizes[type]} indexed, ${dtos.documents} read`);
    shares.push({ type, documents: dtos.documents, dtoBytes: dtos.bytes, indexBytes: index.bytes, buildMs: index.buildMs });
  }
  await mongoose.disconnect();
  console.log(JSON.stringify(shares));
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
