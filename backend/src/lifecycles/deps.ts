/**
 * What every lifecycle command needs, one set for all of them: the pushes, the queues, the item
 * lock (engine `statusTransition`) and the request's logger.
 */
import type { Redis } from 'ioredis';
import type { Types } from 'mongoose';
import { isCompany, isTrustedPublisher, isVerifiedCompany, type Principal } from '@conecta/common';
import type { Broadcaster } from '../realtime/broadcaster';
import type { Producers } from '../queues/producers';
import type { Logger } from '../lib/logger';
import type { AppContext } from '../lib/context';
import { User } from '../models/user';
import { readSiteSettings } from '../services/siteSettings';

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
type Publisher = Account & { verifiedRegistrations?: readonly string[] | null };

/** An account as the shared policies (common/policies.ts) see it. */
export function principalOf(user: Account): Principal {
  return { id: user._id.toString(), userType: user.userType, isAdmin: user.isAdmin === true };
}

/**
 * An account as the job policies see it: with whether its jobs skip review (common
 * `isTrustedPublisher`). The site setting is read only for a verified company, the one account it
 * can change anything for.
 */
export async function jobPublisher(user: Publisher): Promise<Principal> {
  const principal = principalOf(user);
  if (!isCompany(principal) || !isVerifiedCompany(user)) return principal;
  const trusted = isTrustedPublisher({ ...principal, verifiedRegistrations: user.verifiedRegistrations }, await readSiteSettings());
  return { ...principal, trustedPublisher: trusted };
}

/** The owner of a job as its policies see it (`jobPublisher`): the acting account when it is the owner, else one read. */
export async function ownerPrincipal(ownerId: Types.ObjectId | null | undefined, actor?: Publisher): Promise<Principal | null> {
  if (!ownerId) return null;
  if (actor?._id.equals(ownerId)) return jobPublisher(actor);
  const owner = await User.findById(ownerId).select({ userType: 1, isAdmin: 1, verifiedRegistrations: 1 }).lean<Publisher>();
  return owner ? jobPublisher(owner) : null;
}
