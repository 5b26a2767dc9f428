/**
 * Typing indicator (issue 5, 'digitando...'). The client says "I am typing to
 * X" through REST (sockets only push, docs/ARCHITECTURE.md "A realtime event");
 * the server pushes `typing` to user:<X> only — never to the sender's tabs.
 *
 * Light rate limit per sender and receiver: one Redis `SET NX PX` key per pair
 * lets at most one push through every TYPING_THROTTLE_MS, whichever backend
 * process takes the call; the calls in between are accepted (204) and dropped.
 *
 * A receiver that does not exist, or that blocked the sender, is answered the same 204 with no
 * push: a 404 or 403 here would let anyone probe who exists and who blocked them, keystroke by
 * keystroke. Sending a message still says so (the person must know it did not arrive).
 */
import type { Types } from 'mongoose';
import { MESSAGE_MESSAGES as M, userRoom } from '@conecta/common';
import { assertCanWrite, type MessagingDeps } from './messaging';
import { HttpError } from '../lib/errors';

export const TYPING_THROTTLE_MS = 2_000;

/** Returns whether a `typing` push left (false when throttled). */
export async function notifyTyping(senderId: Types.ObjectId, receiverId: Types.ObjectId, deps: MessagingDeps): Promise<boolean> {
  try {
    await assertCanWrite(senderId, receiverId, M.userNotFound, deps.accountFacts);
  } catch (err) {
    if (err instanceof HttpError && (err.status === 404 || err.status === 403)) return false;
    throw err;
  }
  const key = `${deps.redisPrefix}typing:${senderId.toString()}:${receiverId.toString()}`;
  const first = await deps.redis.set(key, '1', 'PX', TYPING_THROTTLE_MS, 'NX');
  if (first !== 'OK') return false;
  deps.realtime.to(userRoom(receiverId.toString())).emit('typing', { fromUserId: senderId.toString(), at: new Date().toISOString() });
  return true;
}
