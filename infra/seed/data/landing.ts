/**
 * The landing-page sections the admin editor manages (spec §3 Landing section): seeded with the
 * texts the visitor home was built with (DEFAULT_LANDING_CONTENT), so a seeded site and an empty
 * database look the same until an admin edits them.
 */
import { DEFAULT_LANDING_CONTENT, LANDING_SECTION_IDS, LANDING_SECTION_NAMES } from '@conecta/common';
import type { LandingSectionFields } from '@conecta/backend/models/landingSection';
import type { SeedDoc } from '../context';
import { stableId } from '../random';

export function buildLandingSections(): SeedDoc<LandingSectionFields>[] {
  return LANDING_SECTION_IDS.map((sectionId, i) => ({
    _id: stableId('landing', i + 1),
    sectionId,
    name: LANDING_SECTION_NAMES[sectionId],
    visible: true,
    order: i + 1,
    content: { ...DEFAULT_LANDING_CONTENT[sectionId] },
  }));
}
