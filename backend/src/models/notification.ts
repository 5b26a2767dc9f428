/**
 * An in-app notification for one user. `dedupeKey` is unique so a retried
 * queue job never notifies twice (no transactions on FerretDB).
 */
import mongoose, { type HydratedDocument, type InferSchemaType } from 'mongoose';
import { NOTIFICATION_KINDS } from '@conecta/common';

const notificationSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, enum: NOTIFICATION_KINDS, required: true },
    title: { type: String, required: true },
    body: { type: String, default: '' },
    link: { type: String, default: null },
    read: { type: Boolean, default: false },
    dedupeKey: { type: String, required: true },
  },
  { timestamps: true },
);

notificationSchema.index({ dedupeKey: 1 }, { unique: true });
notificationSchema.index({ userId: 1, createdAt: -1 });

export type NotificationFields = InferSchemaType<typeof notificationSchema>;
export type NotificationDocument = HydratedDocument<NotificationFields>;
export const Notification = mongoose.model('Notification', notificationSchema);
