import type { MessageDTO } from '@conecta/common';
import type { MessageFields } from '../models/message';
import type { Types } from 'mongoose';

type MessageRow = MessageFields & { _id: Types.ObjectId; createdAt?: Date | null };

export function presentMessage(m: MessageRow): MessageDTO {
  return {
    id: m._id.toString(),
    senderId: m.senderId.toString(),
    receiverId: m.receiverId.toString(),
    content: m.content,
    createdAt: (m.createdAt ?? new Date()).toISOString(),
    readAt: m.readAt ? m.readAt.toISOString() : null,
    clientId: m.clientId,
  };
}
