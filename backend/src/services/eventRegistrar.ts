/**
 * Registering for an event: one Registration per (event, user), and never
 * more registrations than `maxAttendees`, however many arrive at once.
 *
 * A registration claims one of the event's seats (engine `claimSeat`,
 * decision 0015), so of five concurrent requests for the last two seats
 * exactly two succeed. currentAttendees then follows the registrations
 * (engine/counters.ts `storeCount`), a write that announces the event changed: the
 * lists, served from the search index, show the new attendance at once.
 */
import { publicItem } from '../models/moderated';
import type { Types } from 'mongoose';
import { CATALOGUE_MESSAGES, type RegistrationDTO } from '@conecta/common';
import { EventModel } from '../models/event';
import { Registration } from '../models/registration';
import type { UserDocument } from '../models/user';
import { presentRegistration } from '../presenters/activity';
import { ConflictError, NotFoundError } from '../lib/errors';
import { claimSeat, storeCount } from '../engine/index';
import type { Logger } from '../lib/logger';

export async function registerForEvent(
  user: UserDocument,
  eventId: Types.ObjectId,
  deps: { log: Logger },
  now = new Date(),
): Promise<RegistrationDTO> {
  const event = await EventModel.findOne({ _id: eventId, ...publicItem() });
  if (!event) throw NotFoundError(CATALOGUE_MESSAGES.eventNotFound);
  if (event.eventDate.getTime() < now.getTime()) throw ConflictError(CATALOGUE_MESSAGES.eventPast);
  if (await Registration.exists({ eventId, userId: user._id })) throw ConflictError(CATALOGUE_MESSAGES.alreadyRegistered);

  const claim = await claimSeat(eventId, user._id, event.maxAttendees);
  if ('refused' in claim) throw ConflictError(claim.refused === 'full' ? CATALOGUE_MESSAGES.eventFull : CATALOGUE_MESSAGES.alreadyRegistered);
  const { registration } = claim;
  await storeCount(EventModel, eventId, 'currentAttendees', () => Registration.countDocuments({ eventId }), deps.log);
  return presentRegistration(registration);
}
