/**
 * The one queue factory: production defaults for every BullMQ queue and
 * worker (BullMQ "going to production"). Producers give up after one
 * reconnection attempt when Redis is down (the request answers 503) instead
 * of waiting indefinitely; workers retry forever to reconnect.
 */
import { Queue, Worker, type Processor, type WorkerOptions } from 'bullmq';
import type { QueueName } from '@conecta/common';
import { createRedis } from '../lib/redis';
import type { Logger } from '../lib/logger';

export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  // Failed jobs stay for inspection on the dashboard, bounded.
  removeOnFail: { count: 5000 },
} as const;

export function queuePrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

export function createQueue<Data, Name extends string>(name: QueueName, redisUrl: string, redisPrefix: string, logger?: Logger) {
  const queue = new Queue<Data, void, Name>(name, {
    connection: createRedis(redisUrl, { maxRetriesPerRequest: 1 }, logger),
    prefix: queuePrefix(redisPrefix),
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
  queue.on('error', (err) => logger?.warn({ err: err.message, queue: name }, 'queue error'));
  return queue;
}

export function createWorker<Data, Name extends string, Result = void>(
  name: QueueName,
  processor: Processor<Data, Result, Name>,
  redisUrl: string,
  redisPrefix: string,
  options: Partial<WorkerOptions> = {},
  logger?: Logger,
) {
  return new Worker<Data, Result, Name>(name, processor, {
    connection: createRedis(redisUrl, { maxRetriesPerRequest: null }, logger),
    prefix: queuePrefix(redisPrefix),
    concurrency: 5,
    ...options,
  });
}
