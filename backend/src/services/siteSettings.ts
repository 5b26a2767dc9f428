/**
 * The site's settings (one small document, `key: 'site'`). Read from the database on every call:
 * one indexed document costs less than keeping a cache coherent across processes, and a change
 * reaches every backend at once.
 */
import type { Types } from 'mongoose';
import type { SiteSettingsDTO, SiteSettingsInput } from '@conecta/common';
import { SiteSettings } from '../models/siteSettings';
import { presentSiteSettings } from '../presenters/adminSite';
import { upsertOnce } from '../lib/mongoErrors';
import { recordAdminAction } from './audit';

const KEY = 'site';

export async function readSiteSettings(): Promise<SiteSettingsDTO> {
  return presentSiteSettings(await SiteSettings.findOne({ key: KEY }).lean());
}

/** Applies the given fields; the audit log gets the changed ones, before and after. */
export async function updateSiteSettings(changes: SiteSettingsInput, actorId: Types.ObjectId): Promise<SiteSettingsDTO> {
  const before = await readSiteSettings();
  const write = () => SiteSettings.findOneAndUpdate({ key: KEY }, { $set: { ...changes } }, { upsert: true, returnDocument: 'after' }).lean();
  const after = presentSiteSettings(await upsertOnce(write));
  const changed = (Object.keys(changes) as Array<keyof SiteSettingsInput>).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length > 0) {
    await recordAdminAction({
      actorId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: KEY,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
  }
  return after;
}
