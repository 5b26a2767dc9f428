/** GET /api/health: 200 when MongoDB and Redis answer, 503 naming what fails. */
import Router from '@koa/router';
import mongoose from 'mongoose';
import type { Redis } from 'ioredis';
import type { HealthDTO } from '@conecta/common';
import type { AppContext, AppState } from '../../lib/context';

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
 * Concurrent health checks share the probe in flight instead of each
 * pinging the database: a load balancer polling every backend, or a burst,
 * costs one round-trip per dependency, and every answer is still fresh.
 */
function singleFlight<T>(probe: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () =>
    (inFlight ??= probe().finally(() => {
      inFlight = undefined;
    }));
}

export function healthRouter(redis: Redis) {
  const router = new Router<AppState>({ prefix: '/api' });
  const probeMongo = singleFlight(() =>
    answers(async () => {
      const db = mongoose.connection.db;
      if (!db) throw new Error('not connected');
      return db.admin().ping();
    }),
  );
  const probeRedis = singleFlight(() => answers(() => redis.ping()));

  router.get('/health', async (ctx: AppContext) => {
    const [mongodb, redisState] = await Promise.all([probeMongo(), probeRedis()]);
    const body: HealthDTO = { status: mongodb === 'ok' && redisState === 'ok' ? 'ok' : 'degraded', mongodb, redis: redisState };
    ctx.status = body.status === 'ok' ? 200 : 503;
    ctx.body = body;
  });
  return router;
}
