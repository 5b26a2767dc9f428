/** What every data module receives: the clock the dates hang on, the PRNG and the shared hash. */
import type { Types } from 'mongoose';
import type { Rng } from './random';

export interface SeedContext {
  /** Start of the seed's "today"; events and recent activity are placed relative to it. */
  now: Date;
  rng: Rng;
  /** argon2id hash of the demo password, computed once and shared by every seeded account. */
  passwordHash: string;
}

/** A document as inserted: the model's fields (all optional, defaults fill the rest) plus a fixed _id. */
export type SeedDoc<T> = Partial<T> & { _id: Types.ObjectId };
