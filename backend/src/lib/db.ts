import mongoose from 'mongoose';
import type { Config } from '../config';
import { createRedis } from './redis';
import type { Logger } from './logger';
import { registerAnnouncer, setFallbackAnnouncer, type Announcer } from '../models/announce';
import { publishOnlyAnnouncer } from '../events/domainEvents';

export interface Database {
  /** Stops announcing through this connection and disconnects mongoose. */
  close(): Promise<void>;
}

/**
 * Connects the default mongoose connection and installs where this process's
 * writes are announced (models/announce.ts): a backend passes its domain-event
 * bus; any other process (workers, seed, scripts) gets a publish-only announcer
 * on a Redis connection of its own. Every process that writes through the
 * models connects here, so no write goes unannounced. Indexes are not built
 * here: that is `npm run db:migrate` (infra/scripts/migrate.ts).
 */
export async function connectDatabase(
  config: Pick<Config, 'mongodbUri' | 'redisUrl' | 'redisPrefix'>,
  logger: Logger,
  bus?: Announcer,
): Promise<Database> {
  mongoose.set('strictQuery', true);
  // Never let a query filter be built from user-supplied operator objects: `$`-keys in a filter
  // are neutralised unless the code wraps them on purpose in mongoose.trusted({...}).
  mongoose.set('sanitizeFilter', true);
  await mongoose.connect(config.mongodbUri, { serverSelectionTimeoutMS: 5000, autoIndex: false });
  if (bus) {
    const unregister = registerAnnouncer(bus);
    return {
      async close() {
        unregister();
        await mongoose.connection.close();
      },
    };
  }
  const publisher = createRedis(config.redisUrl, {}, logger);
  setFallbackAnnouncer(publishOnlyAnnouncer(publisher, config.redisPrefix, logger));
  return {
    async close() {
      setFallbackAnnouncer(null);
      publisher.disconnect();
      await mongoose.connection.close();
    },
  };
}
