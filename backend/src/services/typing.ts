/**
 * Typing indicator (issue 5, 'digitando...'). The client says "I am typing to
 * X" through REST (sockets only push, docs/ARCHITECTURE.md "A realtime event");
 * the server pushes `typing` to user:<X> only — never to the sender's tabs.
 *
 * Light rate limit per sender and receiver: one Redis `SET NX PX` key per pair
 * lets at most one push through every TYPING_THROTTLE_MS, whichever backend
 * process takes the call; the calls in between are accepted (204) and dropped.
 */
import type { Types } from 'mongoose';
import { MESSAGE_MESSAGES as M, userRoom } from '@conecta/common';
import { assertCanWrite, type MessagingDeps } from './messaging';

export const TYPING_THROTTLE_MS = 2_000;

/** Returns whether a `typing` push left (false when throttled). */
export async function notifyTyping(senderId: Types.ObjectId, receiverId: Types.ObjectId, deps: MessagingDeps): Promise<boolean> {
  await assertCanWrite(senderId, receiverId, M.userNotFound, deps.accountFacts);
  const key = `${deps.redisPrefix}typing:${senderId.toString()}:${receiverId.toString()}`;
  const first = await deps.redis.set(key, '1', 'PX', TYPING_THROTTLE_MS, 'NX');
  if (first !== 'OK') return false;
  deps.realtime.to(userRoom(receiverId.toString())).emit('typing', { fromUserId: senderId.toString(), at: new Date().toISOString() });
  return true;
}
