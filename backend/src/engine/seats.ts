/**
 * `claimSeat`: a registration for an event never beyond its capacity, however many arrive at once
 * (decision 0003). Each registration takes a numbered seat `1..capacity` and the unique
 * (event, seat) index lets one request hold a seat; a seat taken first is retried on another
 * (decision 0015: the capacity check cannot be a conditional `$inc` on the local engine).
 */
import type { Types } from 'mongoose';
import { Registration, type RegistrationDocument } from '../models/registration';
import { ServiceUnavailableError } from '../lib/errors';
import { isDuplicateKey } from '../lib/mongoErrors';

/** Seat collisions one request retries before giving up (only under heavy contention for one event). */
const MAX_ATTEMPTS = 10;

/** The registration with its seat, or why there is none: no seat left, or this person holds one already. */
export type SeatClaim = { registration: RegistrationDocument } | { refused: 'full' | 'registered' };

export async function claimSeat(eventId: Types.ObjectId, userId: Types.ObjectId, capacity: number | null | undefined): Promise<SeatClaim> {
  const max = capacity ?? Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // First try the lowest free seat; after a collision, one of the lowest few at random, so a crowd
    // of concurrent requests spreads over the free seats instead of all retrying the same one.
    const free = await freeSeats(eventId, max, 1 + attempt * 2);
    if (free.length === 0) return { refused: 'full' };
    const seat = free[Math.floor(Math.random() * free.length)]!;
    try {
      return { registration: await Registration.create({ eventId, userId, seat }) };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Either this user registered concurrently (unique event+user) or someone took the seat first.
      if (await Registration.exists({ eventId, userId })) return { refused: 'registered' };
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
