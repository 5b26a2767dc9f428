/**
 * One Socket.IO connection per signed-in tab. The server only pushes
 * (common/realtime.ts); pushes patch the RTK Query cache (STYLE rule 13). Events
 * sent while we were not connected are not replayed, so every connect — the
 * first one included, since the bell may have fetched before the socket joined
 * its room — invalidates what pushes keep fresh (DESIGN.md).
 */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@conecta/common';
import { api } from '../api/api';
import { authApi } from '../features/auth/authApi';
import type { AppDispatch } from '../app/store';
import { addPushedNotification, notificationsApi } from '../features/notifications/notificationsApi';
import { applyConversationStarted, applyNewMessage, applyRead, applyUnread, refreshMessaging } from '../features/messages/messagesApi';
import { typingReceived, typingStopped } from '../features/messages/typing';
import { applyPending, applyResolved, refreshModeration } from '../features/admin/adminApi';
import { applyVerificationPending, applyVerificationResolved, applyVerificationUpdated, refreshVerifications } from '../features/verifications/verificationsApi';
import { showToastOnce } from '../lib/toast';
import { DATA_EXPORT_TAG } from '../features/dataExport/dataExportApi';
import { endSessionHere, readState, signedOut, signingOut, signOutHere } from '../features/auth/sessionEnd';
import { applyApplicationUpdate, applyItemStatus, applyJobStatus, applyNewApplicant, refreshPublishing } from '../features/publishing/realtime';
import { applyConnectionUpdate, refreshConnections } from '../features/connections/connectionsApi';
import { applyPageStatus } from '../features/pageTakedown/realtime';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
/**
 * Notifications this tab has already shown: a queue job run again pushes the same notification
 * again (workers/src/notify.ts), which stays one bell entry and must stay one toast.
 */
const toasted = new Set<string>();

export function connectRealtime(dispatch: AppDispatch): void {
  if (socket) return;
  const current: AppSocket = io({ path: '/socket.io', withCredentials: true });
  socket = current;

  current.on('notification:new', (notification) => {
    dispatch(
      notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
        addPushedNotification(draft, notification);
      }),
    );
    // The export's card on /profile reads its state again: the file is ready.
    if (notification.kind === 'data-export-ready') dispatch(api.util.invalidateTags([DATA_EXPORT_TAG]));
    if (toasted.has(notification.id)) return;
    toasted.add(notification.id);
    showToastOnce({ title: notification.title, description: notification.body }, 'info');
  });

  current.on('message:new', (message) => {
    typingStopped(message.senderId);
    applyNewMessage(dispatch, message);
  });
  current.on('conversation:started', () => applyConversationStarted(dispatch));
  current.on('typing', (event) => typingReceived(event));
  current.on('unread:updated', (unread) => applyUnread(dispatch, unread));
  current.on('message:read', (receipt) => applyRead(dispatch, receipt));
  current.on('job:status', (job) => applyJobStatus(dispatch, job));
  current.on('item:status', (event) => applyItemStatus(dispatch, event));
  // An admin took this account's page down or put it back: the layout's banner follows.
  current.on('page:status', (event) => applyPageStatus(dispatch, event));
  current.on('application:new', (applicant) => applyNewApplicant(dispatch, applicant));
  current.on('application:updated', (application) => applyApplicationUpdate(dispatch, application));
  // Rede de Contatos (issue 26): the other side asked, accepted or ended; the buttons and /rede follow.
  current.on('connection:updated', (event) => applyConnectionUpdate(dispatch, event));

  // Admins only (the `admins` room): the moderation lists and the stat cards follow every admin's decisions.
  current.on('job:pending', (job) => applyPending(dispatch, 'job', job));
  current.on('course:pending', (course) => applyPending(dispatch, 'course', course));
  current.on('event:pending', (event) => applyPending(dispatch, 'event', event));
  current.on('service:pending', (service) => applyPending(dispatch, 'service', service));
  current.on('moderation:resolved', (event) => applyResolved(dispatch, event));
  // Admins only too: the 'Verificações' list follows every registration sent and every decision.
  current.on('verification:pending', (verification) => applyVerificationPending(dispatch, verification));
  current.on('verification:resolved', (event) => applyVerificationResolved(dispatch, event));
  // The owner: their registration was decided (the profile's chip, a toast).
  current.on('verification:updated', (verification) => applyVerificationUpdated(dispatch, verification));

  // The session was ended from elsewhere (suspension, a password change in another session,
  // 'Sessões', the idle limit): the server says why just before it closes this socket, and the page
  // says so (issue 25) instead of silently becoming a visitor's.
  let ended = false;
  current.on('session:ended', ({ reason }) => {
    ended = true;
    endSessionHere(dispatch, reason);
  });

  // The server closed this socket without a reason: sign-out in another tab of this browser, or a
  // password change made here. Ask who we are; nobody means signed out here too, with nothing
  // private kept. Still someone means this browser's session lives on under a new id (the password
  // was changed here): connect again with the new cookie.
  // Not this tab's own sign-out, which closes it too and signs the tab out itself.
  current.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect' || ended || readState(dispatch, (state) => signingOut(state) || signedOut(state))) return;
    void dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false })).then((result) => {
      if (result.isSuccess && result.data === null) signOutHere(dispatch);
      else if (result.isSuccess && socket === current) current.connect();
    });
  });

  // A reconnect (after the network or the laptop's sleep) refused by the handshake: the session
  // ended while this tab could not hear it. Nobody signed in any more means it expired as far as
  // this tab can tell; someone still signed in is left alone (the handshake may fail for other reasons).
  current.on('connect_error', (error) => {
    if (ended || error.message !== 'Não autenticado') return;
    void dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false })).then((result) => {
      // Not `socket === current`: the answer itself signs this tab out, which closes this socket.
      if (result.isSuccess && result.data === null) {
        ended = true;
        endSessionHere(dispatch, 'expired');
      }
    });
  });

  current.on('connect', () => {
    // When this tab last connected (epoch ms), before the catch-up reads below: the e2e suite waits
    // for a read sent after it (frontend/e2e/helpers.ts fetchedAfterConnect), whichever transport
    // carried the connect.
    document.documentElement.dataset.realtimeConnectedAt = String(Date.now());
    dispatch(api.util.invalidateTags([{ type: 'Notification', id: 'LIST' }]));
    refreshMessaging(dispatch);
    refreshModeration(dispatch);
    refreshVerifications(dispatch);
    refreshPublishing(dispatch);
    refreshConnections(dispatch);
  });
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = null;
}
