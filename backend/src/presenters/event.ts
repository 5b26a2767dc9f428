/** The only shape an event leaves the server in: whitelisted fields, `_id` → `id`. */
import type { EventDTO } from '@conecta/common';
import type mongoose from 'mongoose';
import type { EventFields } from '../models/event';

/** A hydrated document or a `.lean()` row: the search index loads thousands of them lean. */
export type EventRow = EventFields & { _id: mongoose.Types.ObjectId };

export function presentEvent(event: EventRow): EventDTO {
  return {
    id: event._id.toString(),
    title: event.title,
    organizer: event.organizer,
    description: event.description,
    imageUrl: event.imageUrl ?? null,
    eventType: event.eventType,
    energyArea: event.energyArea,
    eventDate: event.eventDate.toISOString(),
    location: event.location,
    maxAttendees: event.maxAttendees ?? null,
    currentAttendees: event.currentAttendees ?? 0,
    rating: event.rating ?? 0,
    totalRatings: event.totalRatings ?? 0,
  };
}
