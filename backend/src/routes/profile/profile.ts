/**
 * The signed-in person's own profile (issue 12): PATCH /api/users/profile
 * and the photo (POST/DELETE /api/users/profile/photo, multipart `file`).
 * Each answers the whole UserDTO, which is what GET /api/auth/user returns.
 * Contracts: common/src/profile.ts.
 */
import Router from '@koa/router';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@conecta/common';
import { profileUpdateSchema } from './schema';
import { validate } from '../../middleware/validate';
import { requireUser } from '../../auth/guards';
import { presentUser } from '../../presenters/user';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { removeProfilePhoto, setProfilePhoto, updateProfile } from '../../services/profileEditor';
import { ownCompleteness } from '../../services/profileCompleteness';
import { readSingleFile } from '../../uploads/multipart';
import type { Limits } from '../../lib/limits';
import type { Producers } from '../../queues/producers';
import type { FileStorage } from '../../storage/storage';
import { doc } from '../../openapi/describe';

export function profileRouter(deps: { producers: Producers; storage: FileStorage; limits: Pick<Limits, 'upload'> }) {
  const router = new Router<AppState>({ prefix: '/api/users' });

  router.patch('/profile', doc({ summary: 'Edita o próprio perfil', ok: 'UserDTO' }), requireUser, validate({ body: profileUpdateSchema }), async (ctx) => {
    const user = await updateProfile(currentUser(ctx), ctx.state.input, deps.producers, ctx.state.log);
    ctx.body = presentUser(user);
  });

  // Issue 25: 'Seu perfil está X% completo' and what is left to fill, as the directory ranks it.
  router.get('/profile/completeness', doc({ summary: 'Completude do próprio perfil e o que falta preencher', ok: 'ProfileCompletenessDTO' }), requireUser, async (ctx: AppContext) => {
    ctx.body = await ownCompleteness(currentUser(ctx)._id);
  });

  router.post('/profile/photo', doc({ summary: 'Envia a foto do perfil', ok: 'UserDTO', status: 200, upload: true }), requireUser, async (ctx: AppContext) => {
    const upload = await readSingleFile(ctx, deps.limits, UPLOAD_LIMITS.imageMaxBytes, UPLOAD_MESSAGES.imageTooLarge);
    ctx.body = presentUser(await setProfilePhoto(currentUser(ctx), upload.buffer, deps.storage, ctx.state.log));
  });

  router.delete('/profile/photo', doc({ summary: 'Remove a foto do perfil', ok: 'UserDTO' }), requireUser, async (ctx: AppContext) => {
    ctx.body = presentUser(await removeProfilePhoto(currentUser(ctx), deps.storage, ctx.state.log));
  });

  return router;
}
