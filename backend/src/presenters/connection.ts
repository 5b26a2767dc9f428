/** A connection as one side reads it (issue 26, common/connections.ts): the other person, and the pair's state from my side. */
import type { ConnectionDTO, ConnectionPersonDTO, UserType } from '@conecta/common';
import type { Types } from 'mongoose';
import type { ConnectionFields } from '../models/connection';

/** The fields `presentConnectionPerson` reads (a lean row or a document). */
export const CONNECTION_PERSON_FIELDS = '_id userType firstName lastName companyName jobTitle profileImageUrl profileThumbnailUrl';

export interface ConnectionPersonRow {
  _id: Types.ObjectId;
  userType: string;
  firstName: string;
  lastName: string;
  companyName?: string | null;
  jobTitle?: string | null;
  profileImageUrl?: string | null;
  profileThumbnailUrl?: string | null;
}

export function presentConnectionPerson(user: ConnectionPersonRow): ConnectionPersonDTO {
  const company = user.userType === 'company';
  return {
    id: user._id.toString(),
    userType: user.userType as UserType,
    name: (company && user.companyName) || `${user.firstName} ${user.lastName}`.trim(),
    headline: company ? null : (user.jobTitle ?? null),
    imageUrl: user.profileThumbnailUrl ?? user.profileImageUrl ?? null,
  };
}

/** `connection` from `meId`'s side, `person` being the other side. */
export function presentConnection(connection: Pick<ConnectionFields, 'status' | 'requesterId' | 'message' | 'requestedAt' | 'connectedAt'>, meId: Types.ObjectId | string, person: ConnectionPersonDTO): ConnectionDTO {
  const state = connection.status === 'accepted' ? 'connected' : connection.requesterId.toString() === String(meId) ? 'sent' : 'received';
  return {
    person,
    state,
    message: connection.message ?? null,
    requestedAt: new Date(connection.requestedAt).toISOString(),
    connectedAt: connection.connectedAt ? new Date(connection.connectedAt).toISOString() : null,
  };
}
