/**
 * Registering for an event: one Registration per (event, user), and never
 * more registrations than `maxAttendees`, however many arrive at once.
 *
 * Capacity is a unique-index guarantee, not a read-then-write: each
 * registration takes a numbered seat and the unique (event, seat) index lets
 * only one request hold a seat, so of five concurrent requests for the last
 * two seats exactly two succeed. (A conditional `$inc` on currentAttendees
 * would do on MongoDB, but FerretDB v1 applies updates as read-modify-write
 * and would oversell.) currentAttendees then follows the registrations
 * (engine/counters.ts `storeCount`), a write that announces the event changed: the
 * lists, served from the search index, show the new attendance at once.
 */
import type { Types } from 'mongoose';
import { CATALOGUE_MESSAGES, type RegistrationDTO } from '@conecta/common';
import { EventModel, type EventDocument } from '../models/event';
import { Registration, type RegistrationDocument } from '../models/registration';
import type { UserDocument } from '../models/user';
import { presentRegistration } from '../presenters/activity';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';
import { storeCount } from '../engine/index';
import type { ActivityDeps } from './applicationSubmitter';

/** Seat collisions one request retries before giving up (only under heavy contention for one event). */
const MAX_ATTEMPTS = 10;

export async function registerForEvent(
  user: UserDocument,
  eventId: Types.ObjectId,
  deps: ActivityDeps,
  now = new Date(),
): Promise<RegistrationDTO> {
  const event = await EventModel.findOne({ _id: eventId, status: 'approved' });
  if (!event) throw NotFoundError(CATALOGUE_MESSAGES.eventNotFound);
  if (event.eventDate.getTime() < now.getTime()) throw ConflictError(CATALOGUE_MESSAGES.eventPast);
  if (await Registration.exists({ eventId, userId: user._id })) throw ConflictError(CATALOGUE_MESSAGES.alreadyRegistered);

  const registration = await claimSeat(event, user._id);
  await storeCount(EventModel, eventId, 'currentAttendees', () => Registration.countDocuments({ eventId }), deps.log);
  return presentRegistration(registration);
}

async function claimSeat(event: EventDocument, userId: Types.ObjectId): Promise<RegistrationDocument> {
  const eventId = event._id;
  const max = event.maxAttendees ?? Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // First try the lowest free seat; after a collision, one of the lowest few at random, so a crowd
    // of concurrent requests spreads over the free seats instead of all retrying the same one.
    const free = await freeSeats(eventId, max, 1 + attempt * 2);
    if (free.length === 0) throw ConflictError(CATALOGUE_MESSAGES.eventFull);
    const seat = free[Math.floor(Math.random() * free.length)]!;
    try {
      return await Registration.create({ eventId, userId, seat });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Either this user registered concurrently (unique event+user) or someone took the seat first.
      if (await Registration.exists({ eventId, userId })) throw ConflictError(CATALOGUE_MESSAGES.alreadyRegistered);
    }
  }
  throw ServiceUnavailableError('Muitas inscrições simultâneas. Tente novamente.');
}

/**
 * Up to `count` of the lowest seats nobody holds (none when the event is
 * full). Registrations stored before seats existed (no `seat`) count as
 * holding seats 1..n, so numbered seats start after them and capacity stays
 * exact.
 */
async function freeSeats(eventId: Types.ObjectId, max: number, count: number): Promise<number[]> {
  const rows = await Registration.find({ eventId }).select('seat').lean();
  const taken = new Set<number>();
  let unnumbered = 0;
  for (const row of rows) {
    if (typeof row.seat === 'number') taken.add(row.seat);
    else unnumbered += 1;
  }
  const free: number[] = [];
  for (let seat = unnumbered + 1; seat <= max && free.length < count; seat++) if (!taken.has(seat)) free.push(seat);
  return free;
}
