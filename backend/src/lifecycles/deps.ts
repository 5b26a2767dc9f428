/**
 * What every lifecycle command needs, one set for all of them: the pushes, the queues, the item
 * lock (engine `statusTransition`) and the request's logger.
 */
import type { Redis } from 'ioredis';
import type { Types } from 'mongoose';
import type { Principal } from '@conecta/common';
import type { Broadcaster } from '../realtime/broadcaster';
import type { Producers } from '../queues/producers';
import type { Logger } from '../lib/logger';
import type { AppContext } from '../lib/context';
import { User } from '../models/user';

export interface LifecycleDeps {
  realtime: Broadcaster;
  producers: Producers;
  redis: Redis;
  redisPrefix: string;
  log: Logger;
}

/** A router's engines plus the request's logger. */
export function lifecycleDeps(deps: Omit<LifecycleDeps, 'log'>, ctx: AppContext): LifecycleDeps {
  return { realtime: deps.realtime, producers: deps.producers, redis: deps.redis, redisPrefix: deps.redisPrefix, log: ctx.state.log };
}

type Account = { _id: Types.ObjectId; userType: Principal['userType']; isAdmin?: boolean | null };

/** An account as the shared policies (common/policies.ts) see it. */
export function principalOf(user: Account): Principal {
  return { id: user._id.toString(), userType: user.userType, isAdmin: user.isAdmin === true };
}

/** The owner of an item as a principal: the acting account when it is the owner, else one read. */
export async function ownerPrincipal(ownerId: Types.ObjectId | null | undefined, actor?: Account): Promise<Principal | null> {
  if (!ownerId) return null;
  if (actor?._id.equals(ownerId)) return principalOf(actor);
  const owner = await User.findById(ownerId).select({ userType: 1, isAdmin: 1 }).lean<Account>();
  return owner ? principalOf(owner) : null;
}
