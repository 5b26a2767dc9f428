/**
 * Verified registrations (issue 24): a person's CREA / CRT and a company's CNPJ on /profile, and the
 * admins' 'Verificações' list. Like moderation (admin/adminApi.ts), the list is kept live by socket
 * pushes (`applyVerificationPending`, `applyVerificationResolved`, wired in realtime/socket.ts); a
 * decision drops its item at once, and so does a 404 (the record is gone). A 409 (another admin
 * decided first, or the record changed since it was read) reads the list again: the item leaves
 * it or comes back as it now is. The owner's own records follow `verification:updated`.
 */
import {
  UPLOAD_FIELD,
  VERIFICATION_KIND_LABELS,
  type ModerationDecisionInput,
  type PendingVerificationDTO,
  type RejectInput,
  type VerificationDTO,
  type VerificationInput,
  type VerificationKind,
  type VerificationResolvedEvent,
} from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { isApiError } from '../../api/errors';
import type { AppDispatch } from '../../app/store';
import { showToastOnce } from '../../lib/toast';
import { removeById, upsertByAge } from '../../lib/pendingDrafts';

// No tag type of their own: the owner's records are the account's ('User'), the list an admin one.
const MINE_TAG = { type: 'User', id: 'VERIFICATIONS' } as const;
const PENDING_TAG = { type: 'Admin', id: 'PENDING_VERIFICATIONS' } as const;

export const verificationsApi = api.injectEndpoints({
  endpoints: (build) => {
    /** After a decision (or learning another admin made it): the item leaves the list. */
    const settle = async (id: string, dispatch: AppDispatch, done: Promise<unknown>) => {
      try {
        await done;
      } catch (error) {
        if (isApiError(error) && error.status === 409) dispatch(api.util.invalidateTags([PENDING_TAG]));
        if (!isApiError(error) || error.status !== 404) return;
      }
      dropPending(dispatch, id);
    };
    return {
      getMyVerifications: build.query<VerificationDTO[], void>({
        query: () => '/user/verifications',
        providesTags: [MINE_TAG],
      }),
      /**
       * With a `file` (a CREA's or CRT's carteira or certidão), one multipart request carries the
       * number, the council and the file, so the server stores both or neither; without, a JSON PUT
       * (a CNPJ, or a number changed while the document on record stays).
       */
      submitVerification: build.mutation<VerificationDTO, { kind: VerificationKind; file?: File | null } & VerificationInput>({
        query: ({ kind, file, ...body }) => (file ? { url: `/user/verifications/${kind}/document`, method: 'POST', body: documentForm(body, file) } : { url: `/user/verifications/${kind}`, method: 'PUT', body }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const saved = await queryFulfilled.then(({ data }) => data, () => null);
          if (saved) upsertMine(dispatch, saved);
        },
      }),
      getPendingVerifications: build.query<PendingVerificationDTO[], void>({
        query: () => '/admin/verifications',
        providesTags: [PENDING_TAG],
      }),
      verifyRegistration: build.mutation<VerificationDTO, { id: string } & ModerationDecisionInput>({
        query: ({ id, version }) => ({ url: `/admin/verifications/${encodeURIComponent(id)}/verify`, method: 'POST', body: { version } }),
        onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => settle(id, dispatch, queryFulfilled),
      }),
      rejectRegistration: build.mutation<VerificationDTO, { id: string } & RejectInput>({
        query: ({ id, version, reason }) => ({ url: `/admin/verifications/${encodeURIComponent(id)}/reject`, method: 'POST', body: { version, reason } }),
        onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => settle(id, dispatch, queryFulfilled),
      }),
    };
  },
});

export const {
  useGetMyVerificationsQuery,
  useSubmitVerificationMutation,
  useGetPendingVerificationsQuery,
  useVerifyRegistrationMutation,
  useRejectRegistrationMutation,
} = verificationsApi;

/** The registration's fields beside its file (the field the upload routes read). */
function documentForm(input: VerificationInput, file: File): FormData {
  const form = new FormData();
  form.append('number', input.number);
  if (input.council) form.append('council', input.council);
  form.append(UPLOAD_FIELD, file);
  return form;
}

/** One record per kind: the saved or pushed one replaces its kind's. */
function upsertMine(dispatch: AppDispatch, verification: VerificationDTO): void {
  dispatch(
    verificationsApi.util.updateQueryData('getMyVerifications', undefined, (draft) => {
      const at = draft.findIndex((existing) => existing.kind === verification.kind);
      if (at >= 0) draft[at] = verification;
      else draft.push(verification);
    }),
  );
}

function dropPending(dispatch: AppDispatch, id: string): void {
  dispatch(
    verificationsApi.util.updateQueryData('getPendingVerifications', undefined, (draft) => removeById(draft, id)),
  );
}

/** `verification:pending`: a registration entered (or, edited, re-entered) review; upsert it in place or by age (oldest first, as the server sends). */
export function applyVerificationPending(dispatch: AppDispatch, item: PendingVerificationDTO): void {
  dispatch(
    verificationsApi.util.updateQueryData('getPendingVerifications', undefined, (draft) => upsertByAge(draft, item, (pending) => pending.submittedAt)),
  );
}

/** `verification:resolved`: an admin (maybe in another tab or browser) decided; the item leaves the list. */
export function applyVerificationResolved(dispatch: AppDispatch, event: VerificationResolvedEvent): void {
  dropPending(dispatch, event.id);
}

/** What the owner is told when a registration is decided: 'Seu registro CREA foi verificado!', 'Sua empresa foi verificada!'. */
export function decisionText(verification: Pick<VerificationDTO, 'kind' | 'status'>): string {
  const verified = verification.status === 'verified';
  if (verification.kind === 'cnpj') return verified ? 'Sua empresa foi verificada!' : 'O CNPJ da sua empresa foi recusado';
  const kind = VERIFICATION_KIND_LABELS[verification.kind];
  return verified ? `Seu registro ${kind} foi verificado!` : `Seu registro ${kind} foi recusado`;
}

/** `verification:updated`: the owner's registration was decided; /profile follows, and a toast says so (with the reason when refused). */
export function applyVerificationUpdated(dispatch: AppDispatch, verification: VerificationDTO): void {
  upsertMine(dispatch, verification);
  if (verification.status === 'pending') return;
  const verified = verification.status === 'verified';
  showToastOnce(
    { title: decisionText(verification), description: verified ? undefined : (verification.rejectionReason ?? undefined) },
    verified ? 'success' : 'warning',
  );
}

/** After a (re)connect: pushes missed while away are not replayed, so what they keep fresh is read again. */
export function refreshVerifications(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags([MINE_TAG, PENDING_TAG]));
}

// A 409's description is the server's message (already decided, or changed since read); the list follows (settle).
const decided = (success: string, silentStatuses: readonly number[] = []) => ({
  success: { title: success },
  error: { title: 'Não foi possível concluir a verificação' },
  silentStatuses,
});

defineMutationFeedback({
  // A refused field shows under it (400); anything else (the number taken, 409; a file refused, 413/415/422) in the toast.
  submitVerification: {
    success: { title: 'Registro enviado para verificação', description: 'Avisaremos quando um administrador analisar.' },
    error: { title: 'Não foi possível enviar o registro' },
    silentStatuses: [400],
  },
  verifyRegistration: decided('Registro verificado'),
  // The reject dialog shows a refused reason under its field.
  rejectRegistration: decided('Registro recusado', [400]),
});
