/**
 * A service a company or professional offers (issue 25, 'Serviços'): moderated as jobs, courses and
 * events are (the shared fields: ./moderated.ts). The provider's name and photo are copied in when
 * it is sent or edited, as a job carries its company's: the public lists and the search serve the
 * service without reading its account.
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { announceChanges } from './announce';
import { MODERATION_FIELDS } from './moderated';
import { BRAZIL_STATES, CONTENT_STATUSES, ENERGY_AREAS, SERVICE_KINDS } from '@conecta/common';

const photoSchema = new mongoose.Schema(
  {
    /** The random part of the storage key: what DELETE .../photos/:photoId names. */
    photoId: { type: String, required: true },
    key: { type: String, required: true },
    url: { type: String, required: true },
  },
  { _id: false },
);

const serviceSchema = new mongoose.Schema(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    kind: { type: String, enum: SERVICE_KINDS, required: true },
    energyArea: { type: String, enum: ENERGY_AREAS, required: true },
    /** UFs served; none: the whole country. */
    regions: { type: [{ type: String, enum: BRAZIL_STATES }], default: [] },
    photos: { type: [photoSchema], default: [] },
    providerId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    providerName: { type: String, required: true },
    providerImageUrl: { type: String, default: null },
    status: { type: String, enum: CONTENT_STATUSES, required: true, default: 'pending' },
    ...MODERATION_FIELDS,
  },
  { timestamps: true },
);

// 'Meus serviços' and the provider's profile (one equality); the moderation tab's pending list.
serviceSchema.index({ providerId: 1 });
serviceSchema.index({ submittedBy: 1 });
serviceSchema.index({ status: 1, createdAt: -1, _id: -1 });

export type ServiceFields = InferSchemaType<typeof serviceSchema>;
export type ServiceDocument = HydratedDocument<ServiceFields>;
// Every write announces itself: the search index and /servicos follow (models/announce.ts).
serviceSchema.plugin(announceChanges('service.changed'));

export const Service = mongoose.model('Service', serviceSchema);
