/**
 * The landing page's sections (spec §3 Landing section), edited in /editor. No cache: the visitor
 * home reads four small documents per request, so a change is seen by every backend at once.
 */
import type { Types } from 'mongoose';
import {
  DEFAULT_LANDING_CONTENT,
  LANDING_SECTION_IDS,
  LANDING_SECTION_NAMES,
  type LandingContent,
  type LandingSectionDTO,
  type LandingSectionId,
  type LandingSectionInput,
} from '@conecta/common';
import { LandingSection } from '../models/landingSection';
import { presentLandingSection } from '../presenters/adminSite';
import { upsertOnce } from '../lib/mongoErrors';
import { recordAdminAction } from './audit';

export async function readLandingSections(): Promise<LandingSectionDTO[]> {
  const docs = await LandingSection.find({}).lean();
  const byId = new Map(docs.map((doc) => [doc.sectionId, doc]));
  return LANDING_SECTION_IDS.map((id) => presentLandingSection(id, byId.get(id) ?? null));
}

async function readSection(id: LandingSectionId): Promise<LandingSectionDTO> {
  return presentLandingSection(id, await LandingSection.findOne({ sectionId: id }).lean());
}

/**
 * Upserts the given fields only ($set on each), so two editors changing different fields do not
 * undo each other; a first write stores the default texts for the fields it does not change.
 */
export async function updateLandingSection(id: LandingSectionId, input: LandingSectionInput, actorId: Types.ObjectId): Promise<LandingSectionDTO> {
  const before = await readSection(id);
  const set: Record<string, unknown> = {};
  if (input.visible !== undefined) set.visible = input.visible;
  for (const [key, value] of Object.entries(input.content ?? {})) if (value !== undefined) set[`content.${key}`] = value;
  const onInsert: Record<string, unknown> = { name: LANDING_SECTION_NAMES[id], order: LANDING_SECTION_IDS.indexOf(id) };
  if (set.visible === undefined) onInsert.visible = true;
  for (const [key, value] of Object.entries(DEFAULT_LANDING_CONTENT[id])) {
    if (set[`content.${key}`] === undefined) onInsert[`content.${key}`] = value;
  }
  const write = () =>
    LandingSection.findOneAndUpdate({ sectionId: id }, { $set: set, $setOnInsert: onInsert }, { upsert: true, returnDocument: 'after', setDefaultsOnInsert: false }).lean();
  const after = presentLandingSection(id, await upsertOnce(write));

  const changedContent = (Object.keys(input.content ?? {}) as Array<keyof LandingContent>).filter((key) => before.content[key] !== after.content[key]);
  const visibleChanged = before.visible !== after.visible;
  if (visibleChanged || changedContent.length > 0) {
    const pick = (s: LandingSectionDTO) => ({
      ...(visibleChanged ? { visible: s.visible } : {}),
      ...(changedContent.length ? { content: Object.fromEntries(changedContent.map((key) => [key, s.content[key]])) } : {}),
    });
    await recordAdminAction({ actorId, action: 'landing.update', targetType: 'landing', targetId: id, before: pick(before), after: pick(after) });
  }
  return after;
}
