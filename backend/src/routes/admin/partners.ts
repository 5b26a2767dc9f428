/**
 * The admin panel's partners tab (issue 13): every partner, create, edit, delete and the logo
 * upload. Writes go through the Partner model, which announces `partner.changed`: the home page's
 * cached list (GET /api/partners) is invalidated on every backend at once (runtime.ts).
 */
import Router from '@koa/router';
import { doc } from '../../openapi/describe';
import type mongoose from 'mongoose';
import { ADMIN_MESSAGES as M, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@conecta/common';
import { requireAdmin } from '../../auth/guards';
import { validate } from '../../middleware/validate';
import { blankToNull, idParams } from '../../lib/rules';
import { NotFoundError } from '../../lib/errors';
import { currentUser, type AppContext, type AppState } from '../../lib/context';
import { Partner, type PartnerDocument } from '../../models/partner';
import { presentAdminPartner } from '../../presenters/adminSite';
import { recordAdminAction } from '../../services/audit';
import { deleteQuietly, newStorageKey, replaceFiles, type FileStorage } from '../../storage/storage';
import { readSingleFile } from '../../uploads/multipart';
import type { Limits } from '../../lib/limits';
import { requireImage } from '../../uploads/fileChecks';
import { partnerLogo } from '../../uploads/imageProcessing';
import { byTier } from '../partners/partners';
import { partnerCreateSchema, partnerUpdateSchema } from './siteSchema';

const EDITABLE = ['name', 'description', 'website', 'contactEmail', 'sponsorshipLevel', 'isActive', 'isFeatured', 'displayOrder'] as const;

function snapshot(p: PartnerDocument, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, (p.get(key) as unknown) ?? null]));
}

export function adminPartnersRouter(deps: { storage: FileStorage; limits: Pick<Limits, 'upload'> }) {
  const router = new Router<AppState>({ prefix: '/api/admin/partners' });
  const idParam = { params: idParams('id') };

  async function findPartner(id: mongoose.Types.ObjectId): Promise<PartnerDocument> {
    const partner = await Partner.findById(id);
    if (!partner) throw NotFoundError(M.partnerNotFound);
    return partner;
  }

  router.get('/', doc({ summary: 'Todos os parceiros', ok: 'AdminPartnerDTO[]' }), requireAdmin, async (ctx: AppContext) => {
    ctx.body = (await Partner.find({})).map(presentAdminPartner).sort(byTier);
  });

  router.post('/', doc({ summary: 'Cadastra um parceiro', ok: 'AdminPartnerDTO' }), requireAdmin, validate({ body: partnerCreateSchema }), async (ctx) => {
    const data = blankToNull(ctx.state.input);
    const partner = await Partner.create(data);
    await recordAdminAction({
      actorId: currentUser(ctx)._id,
      action: 'partner.create',
      targetType: 'partner',
      targetId: partner.id as string,
      before: null,
      after: snapshot(partner, EDITABLE),
    });
    ctx.status = 201;
    ctx.body = presentAdminPartner(partner);
  });

  router.patch('/:id', doc({ summary: 'Edita um parceiro', ok: 'AdminPartnerDTO', errors: [404] }), requireAdmin, validate({ ...idParam, body: partnerUpdateSchema }), async (ctx) => {
    const { id, ...changes } = ctx.state.input;
    const partner = await findPartner(id);
    const before = snapshot(partner, EDITABLE);
    partner.set(blankToNull(changes));
    const changed = EDITABLE.filter((key) => partner.isModified(key));
    await partner.save();
    if (changed.length > 0) {
      await recordAdminAction({
        actorId: currentUser(ctx)._id,
        action: 'partner.update',
        targetType: 'partner',
        targetId: id.toString(),
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: snapshot(partner, changed),
      });
    }
    ctx.body = presentAdminPartner(partner);
  });

  router.delete('/:id', doc({ summary: 'Exclui um parceiro', ok: null, status: 204, errors: [404] }), requireAdmin, validate(idParam), async (ctx) => {
    const { id } = ctx.state.input;
    const partner = await findPartner(id);
    await partner.deleteOne();
    await deleteQuietly(deps.storage, [partner.logoKey], (err, key) => ctx.state.log.warn({ err, key }, 'partner logo not deleted'));
    await recordAdminAction({
      actorId: currentUser(ctx)._id,
      action: 'partner.delete',
      targetType: 'partner',
      targetId: id.toString(),
      before: snapshot(partner, EDITABLE),
      after: null,
    });
    ctx.status = 204;
  });

  // Multipart `file`: sniffed by content, re-encoded to WebP (no metadata), stored under a random key.
  router.post('/:id/logo', doc({ summary: 'Envia o logo de um parceiro', ok: 'AdminPartnerDTO', status: 200, upload: true, errors: [404, 413, 415, 422, 503] }), requireAdmin, validate(idParam), async (ctx) => {
    const { id } = ctx.state.input;
    const partner = await findPartner(id);
    const upload = await readSingleFile(ctx, deps.limits, UPLOAD_LIMITS.imageMaxBytes, UPLOAD_MESSAGES.imageTooLarge);
    requireImage(upload.buffer);
    const body = await partnerLogo(upload.buffer);
    const key = newStorageKey('partner-logos', 'webp');
    const before = partner.logo ?? null;
    const replaced = partner.logoKey;
    await replaceFiles(deps.storage, [{ key, body }], async () => {
      partner.set({ logo: deps.storage.url(key), logoKey: key });
      await partner.save();
    }, [replaced], ctx.state.log);
    await recordAdminAction({
      actorId: currentUser(ctx)._id,
      action: 'partner.logo',
      targetType: 'partner',
      targetId: id.toString(),
      before: { logo: before },
      after: { logo: partner.logo },
    });
    ctx.body = presentAdminPartner(partner);
  });

  return router;
}
