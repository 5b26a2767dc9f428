/** The only shape a session leaves the server in: its hash for an id, never the cookie's value. */
import type { SessionDTO } from '@conecta/common';
import { sessionHandle, type UserSession } from '../auth/session';
import { UNKNOWN_DEVICE } from '../auth/device';

export function presentSession(session: UserSession, currentId: string | undefined): SessionDTO {
  const { data, lastUsedAt } = session;
  return {
    id: sessionHandle(session.id),
    device: data.device ?? UNKNOWN_DEVICE,
    // A session from before these stamps: its last save is the best known sign-in time.
    createdAt: new Date(data.createdAt ?? lastUsedAt).toISOString(),
    lastUsedAt: new Date(lastUsedAt).toISOString(),
    current: session.id === currentId,
  };
}
