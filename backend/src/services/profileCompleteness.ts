/**
 * The owner's own completeness (issue 25, GET /api/users/profile/completeness): read from the
 * database, not the index, so a photo or a portfolio item saved a moment ago counts at once, and
 * so a general or admin account (in no index) gets its score too.
 */
import type { Types } from 'mongoose';
import { profileCompleteness, type ProfileCompletenessDTO } from '@conecta/common';
import { NotFoundError } from '../lib/errors';
import { PortfolioItem } from '../models/portfolioItem';
import { User } from '../models/user';
import { RANKED_FIELDS, profileFactsOf, type RankedUser } from '../presenters/profileFacts';

export async function ownCompleteness(userId: Types.ObjectId): Promise<ProfileCompletenessDTO> {
  const [row, portfolioItems] = await Promise.all([User.findById(userId).select(RANKED_FIELDS).lean<RankedUser>(), PortfolioItem.countDocuments({ userId })]);
  if (!row) throw NotFoundError('Perfil não encontrado');
  return profileCompleteness(profileFactsOf(row, portfolioItems));
}

