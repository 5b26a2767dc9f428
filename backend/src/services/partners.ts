/**
 * Partners (spec §2 Partners; the admin panel's tab, issue 13). Writes go through the Partner
 * model, which announces `partner.changed`: the home page's cached list (GET /api/partners) is
 * invalidated on every backend at once (runtime.ts). Every admin write is audited.
 */
import type { Types } from 'mongoose';
import { ADMIN_MESSAGES as M, SPONSORSHIP_LEVELS, type AdminPartnerDTO, type PartnerDTO, type PartnerInput } from '@conecta/common';
import { Partner, type PartnerDocument } from '../models/partner';
import { presentPartner } from '../presenters/partner';
import { presentAdminPartner } from '../presenters/adminSite';
import { blankToNull } from '../lib/rules';
import { ptBr } from '../lib/listQuery';
import { NotFoundError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { deleteQuietly, newStorageKey, replaceFiles, type FileStorage } from '../storage/storage';
import { requireImage } from '../uploads/fileChecks';
import { partnerLogo } from '../uploads/imageProcessing';
import { recordAdminAction } from './audit';

const TIER_RANK = new Map<string, number>(SPONSORSHIP_LEVELS.map((level, i) => [level, i]));

/** platinum → gold → silver → bronze, then displayOrder, then name. */
export function byTier(a: PartnerDTO, b: PartnerDTO): number {
  return (
    (TIER_RANK.get(a.sponsorshipLevel) ?? 99) - (TIER_RANK.get(b.sponsorshipLevel) ?? 99) ||
    a.displayOrder - b.displayOrder ||
    ptBr.compare(a.name, b.name)
  );
}

/** The home page's sponsors: active only, by tier. */
export async function activePartners(): Promise<PartnerDTO[]> {
  return (await Partner.find({ isActive: true })).map(presentPartner).sort(byTier);
}

/** The admin panel's list: every partner, inactive ones and contact e-mails included, by tier. */
export async function allPartners(): Promise<AdminPartnerDTO[]> {
  return (await Partner.find({})).map(presentAdminPartner).sort(byTier);
}

const EDITABLE = ['name', 'description', 'website', 'contactEmail', 'sponsorshipLevel', 'isActive', 'isFeatured', 'displayOrder'] as const;

function snapshot(p: PartnerDocument, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, (p.get(key) as unknown) ?? null]));
}

async function findPartner(id: Types.ObjectId): Promise<PartnerDocument> {
  const partner = await Partner.findById(id);
  if (!partner) throw NotFoundError(M.partnerNotFound);
  return partner;
}

/** Who acts, and where files and warnings go. */
export interface PartnerWriter {
  actorId: Types.ObjectId;
  storage: FileStorage;
  log: Logger;
}

export async function createPartner(input: PartnerInput, actorId: Types.ObjectId): Promise<AdminPartnerDTO> {
  const partner = await Partner.create(blankToNull(input));
  await recordAdminAction({ actorId, action: 'partner.create', targetType: 'partner', targetId: partner.id as string, before: null, after: snapshot(partner, EDITABLE) });
  return presentAdminPartner(partner);
}

/** Applies the given fields; the audit log gets the changed ones, before and after. */
export async function updatePartner(id: Types.ObjectId, changes: Partial<PartnerInput>, actorId: Types.ObjectId): Promise<AdminPartnerDTO> {
  const partner = await findPartner(id);
  const before = snapshot(partner, EDITABLE);
  partner.set(blankToNull(changes));
  const changed = EDITABLE.filter((key) => partner.isModified(key));
  await partner.save();
  if (changed.length > 0) {
    await recordAdminAction({
      actorId,
      action: 'partner.update',
      targetType: 'partner',
      targetId: id.toString(),
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: snapshot(partner, changed),
    });
  }
  return presentAdminPartner(partner);
}

export async function deletePartner(id: Types.ObjectId, { actorId, storage, log }: PartnerWriter): Promise<void> {
  const partner = await findPartner(id);
  await partner.deleteOne();
  await deleteQuietly(storage, [partner.logoKey], (err, key) => log.warn({ err, key }, 'partner logo not deleted'));
  await recordAdminAction({ actorId, action: 'partner.delete', targetType: 'partner', targetId: id.toString(), before: snapshot(partner, EDITABLE), after: null });
}

/**
 * The logo, sniffed by content, re-encoded to WebP (no metadata), stored under a random key; the
 * previous file is deleted after the save. `readUpload` runs once the partner is found: an
 * unknown one answers 404 before its body is read.
 */
export async function setPartnerLogo(id: Types.ObjectId, readUpload: () => Promise<Buffer>, { actorId, storage, log }: PartnerWriter): Promise<AdminPartnerDTO> {
  const partner = await findPartner(id);
  const upload = await readUpload();
  requireImage(upload);
  const body = await partnerLogo(upload);
  const key = newStorageKey('partner-logos', 'webp');
  const before = partner.logo ?? null;
  const replaced = partner.logoKey;
  await replaceFiles(storage, [{ key, body }], async () => {
    partner.set({ logo: storage.url(key), logoKey: key });
    await partner.save();
  }, [replaced], log);
  await recordAdminAction({ actorId, action: 'partner.logo', targetType: 'partner', targetId: id.toString(), before: { logo: before }, after: { logo: partner.logo } });
  return presentAdminPartner(partner);
}
