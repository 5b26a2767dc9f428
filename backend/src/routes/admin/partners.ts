/** The admin panel's partners tab (issue 13; services/partners.ts): every partner, create, edit, delete and the logo upload. */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@conecta/common';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { idParams } from '../../lib/rules';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { allPartners, createPartner, deletePartner, setPartnerLogo, updatePartner, type PartnerWriter } from '../../services/partners';
import type { FileStorage } from '../../storage/storage';
import { readSingleFile } from '../../uploads/multipart';
import type { Limits } from '../../lib/limits';
import { partnerCreateSchema, partnerUpdateSchema } from './siteSchema';

export function adminPartnersRouter(deps: { storage: FileStorage; limits: Pick<Limits, 'upload'> }) {
  const router = new Router<AppState>({ prefix: '/api/admin/partners' });
  const idParam = { params: idParams('id') };
  const writer = (ctx: AppContext): PartnerWriter => ({ actorId: currentUser(ctx)._id, storage: deps.storage, log: ctx.state.log });

  router.get('/', doc({ summary: 'Todos os parceiros', ok: 'AdminPartnerDTO[]' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = await allPartners();
  });

  router.post('/', doc({ summary: 'Cadastra um parceiro', ok: 'AdminPartnerDTO' }), requireAdmin, validate({ body: partnerCreateSchema }), async (ctx) => {
    ctx.body = await createPartner(ctx.state.input, currentUser(ctx)._id);
    ctx.status = 201;
  });

  router.patch('/:id', doc({ summary: 'Edita um parceiro', ok: 'AdminPartnerDTO', errors: [404] }), requireAdmin, validate({ ...idParam, body: partnerUpdateSchema }), async (ctx) => {
    const { id, ...changes } = ctx.state.input;
    ctx.body = await updatePartner(id, changes, currentUser(ctx)._id);
  });

  router.delete('/:id', doc({ summary: 'Exclui um parceiro', ok: null, status: 204, errors: [404] }), requireAdmin, validate(idParam), async (ctx) => {
    await deletePartner(ctx.state.input.id, writer(ctx));
    ctx.status = 204;
  });

  router.post('/:id/logo', doc({ summary: 'Envia o logo de um parceiro', ok: 'AdminPartnerDTO', status: 200, upload: true, errors: [404, 413, 415, 422, 503] }), requireAdmin, validate(idParam), async (ctx) => {
    const readUpload = async () => (await readSingleFile(ctx, deps.limits, UPLOAD_LIMITS.imageMaxBytes, UPLOAD_MESSAGES.imageTooLarge)).buffer;
    ctx.body = await setPartnerLogo(ctx.state.input.id, readUpload, writer(ctx));
  });

  return router;
}
