/**
 * Sector event (spec §3 Event). Exported as `EventModel` so it never shadows
 * the DOM/Node `Event` global. `currentAttendees` is kept with `$inc` on
 * registration; `maxAttendees` null means unlimited.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announceChanges } from './announce';
import { MODERATION_FIELDS } from './moderated';
import { SHOWCASE_FIELDS } from './showcased';
import { CONTENT_STATUSES, ENERGY_AREAS, EVENT_TYPES } from '@conecta/common';

const eventSchema = new mongoose.Schema(
  {
    title: { type: String, required: true, trim: true },
    organizer: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    imageUrl: { type: String, default: null },
    eventType: { type: String, enum: EVENT_TYPES, required: true },
    energyArea: { type: String, enum: ENERGY_AREAS, required: true },
    eventDate: { type: Date, required: true },
    location: { type: String, required: true, trim: true },
    maxAttendees: { type: Number, default: null, min: 1 },
    currentAttendees: { type: Number, default: 0, min: 0 },
    rating: { type: Number, default: 0, min: 0, max: 5 },
    totalRatings: { type: Number, default: 0, min: 0 },
    status: { type: String, enum: CONTENT_STATUSES, required: true, default: 'approved' },
    ...MODERATION_FIELDS,
    ...SHOWCASE_FIELDS,
  },
  { timestamps: true },
);

// Lists: approved events by date ('Próximos Eventos' = eventDate >= now).
eventSchema.index({ status: 1, eventDate: 1 });
eventSchema.index({ status: 1, eventType: 1, eventDate: 1 });
eventSchema.index({ status: 1, energyArea: 1, eventDate: 1 });
eventSchema.index({ status: 1, location: 1, eventDate: 1 });
// 'Meus cursos e eventos': what an account sent.
eventSchema.index({ submittedBy: 1 });

export type EventFields = InferSchemaType<typeof eventSchema>;
export type EventDocument = HydratedDocument<EventFields>;
// Every write announces itself to the processes that keep a copy (models/announce.ts).
eventSchema.plugin(announceChanges('event.changed'));

export const EventModel = mongoose.model('Event', eventSchema);
