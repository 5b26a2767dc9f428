/** A message sent through /contato (spec §3 Contact message). */
import mongoose, { type InferSchemaType } from 'mongoose';
import { CONTACT_TYPES } from '@conecta/common';

const contactMessageSchema = new mongoose.Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, default: null },
    company: { type: String, default: null },
    contactType: { type: String, enum: CONTACT_TYPES, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    /** The sender's account when signed in; contact is public. */
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', default: null },
    ip: { type: String, default: null },
    status: { type: String, enum: ['new', 'read', 'answered'], default: 'new' },
  },
  { timestamps: true },
);

contactMessageSchema.index({ status: 1, createdAt: -1 });

export type ContactMessageFields = InferSchemaType<typeof contactMessageSchema>;
export const ContactMessage = mongoose.model('ContactMessage', contactMessageSchema);
