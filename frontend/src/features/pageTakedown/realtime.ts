/**
 * `page:status` (issue 25): an admin took the signed-in account's page down or republished it. The
 * session's user carries it (UserDTO `pageRemoved`), so the layout's banner appears or goes at
 * once; the bell's `notification:new` for the same move brings the toast.
 */
import type { PageStatusEvent } from '@conecta/common';
import type { AppDispatch } from '../../app/store';
import { authApi } from '../auth/authApi';

export function applyPageStatus(dispatch: AppDispatch, event: PageStatusEvent): void {
  dispatch(
    authApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
      if (user) user.pageRemoved = event.removed;
    }),
  );
}
