/** GET /api/health: 200 when MongoDB and Redis answer, 503 naming what fails. */
import Router from '@koa/router';
import mongoose from 'mongoose';
import type { Redis } from 'ioredis';
import type { HealthDTO } from '@conecta/common';
import type { AppContext, AppState } from '../../lib/context';
import { doc } from '../../openapi/describe';

const TIMEOUT_MS = 2000;

async function answers(probe: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long a finished probe's answer stands for. A load balancer polls each
 * backend every few seconds, so an answer at most this old is as current as
 * its own poll; a burst (or someone hammering the route) then costs at most
 * one round-trip per dependency per period instead of one per request, which
 * is what kept this route at a fraction of a bare Koa's throughput: it was
 * bound by the database round-trip, not by the middleware (docs/ARCHITECTURE.md).
 */
/** The default of HEALTH_MAX_AGE_MS (config.ts). */
export const HEALTH_ANSWER_MAX_AGE_MS = 1000;

/**
 * Concurrent checks share the probe in flight, and a probe finished less than
 * `maxAgeMs` ago answers without a new one ('down' included: a failing
 * dependency is not hit harder while it recovers).
 */
function sharedProbe<T>(probe: () => Promise<T>, maxAgeMs: number): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let last: { value: T; at: number } | undefined;
  return () => {
    if (last && performance.now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    return (inFlight ??= probe()
      .then((value) => {
        last = { value, at: performance.now() };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      }));
  };
}

/**
 * The database probe: a real query, by `_id`, of a one-document collection
 * of the app's own database (written once per process, on the first probe).
 * Not `ping`: FerretDB answers it by walking the metadata of every database
 * it holds (~1,900-3,400 pings/s with 14 databases on the dev machine),
 * while this lookup reaches PostgreSQL for one row and measured about twice
 * that rate; on MongoDB both are trivial.
 */
const PROBE_COLLECTION = 'healthprobes';
const PROBE_ID = 'probe';

function mongoProbe(): () => Promise<unknown> {
  let written: mongoose.mongo.Db | undefined;
  return async () => {
    const db = mongoose.connection.db;
    if (!db) throw new Error('not connected');
    const probes = db.collection<{ _id: string }>(PROBE_COLLECTION);
    if (written !== db) {
      await probes.updateOne({ _id: PROBE_ID }, { $set: { _id: PROBE_ID } }, { upsert: true });
      written = db;
    }
    return probes.findOne({ _id: PROBE_ID });
  };
}

export function healthRouter(redis: Redis, maxAgeMs = HEALTH_ANSWER_MAX_AGE_MS) {
  const router = new Router<AppState>({ prefix: '/api' });
  const probeMongo = sharedProbe(() => answers(mongoProbe()), maxAgeMs);
  const probeRedis = sharedProbe(() => answers(() => redis.ping()), maxAgeMs);

  router.get('/health', doc({ summary: 'Saúde do serviço e de suas dependências', ok: 'HealthDTO', responses: { 503: 'HealthDTO' } }), async (ctx: AppContext) => {
    const [mongodb, redisState] = await Promise.all([probeMongo(), probeRedis()]);
    const body: HealthDTO = { status: mongodb === 'ok' && redisState === 'ok' ? 'ok' : 'degraded', mongodb, redis: redisState };
    ctx.status = body.status === 'ok' ? 200 : 503;
    ctx.body = body;
  });
  return router;
}
