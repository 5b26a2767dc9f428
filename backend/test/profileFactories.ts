/**
 * Public-profile users for directory and search suites, written straight to
 * the database (they never sign in, so no password hashing is needed).
 */
import type { EnergyArea, UserType } from '@conecta/common';
import { User } from '../src/models/user';
import { PortfolioItem } from '../src/models/portfolioItem';
import { uniqueId } from './support';

export interface ProfileOverrides {
  userType?: UserType;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  location?: string | null;
  bio?: string | null;
  jobTitle?: string | null;
  companyName?: string | null;
  website?: string | null;
  skills?: string[];
  energyAreas?: EnergyArea[];
  showEmail?: boolean;
  showPhone?: boolean;
  isAdmin?: boolean;
}

export async function buildProfile(overrides: ProfileOverrides = {}) {
  return User.create({
    firstName: 'Teste',
    lastName: 'Perfil',
    email: `perfil.${uniqueId()}@example.com`,
    passwordHash: 'not-a-real-hash',
    userType: 'professional',
    phone: '+55 11 90000-0000',
    ...overrides,
  });
}

/**
 * Issue 25: a profile with every item of common's completeness filled (100%): photo, title, text,
 * city, areas, skills, a valid credential, a portfolio item and a sign-in today.
 */
export async function buildCompleteProfile(overrides: ProfileOverrides = {}) {
  const user = await buildProfile({
    firstName: 'Completa',
    jobTitle: 'Engenheira de Projetos Fotovoltaicos',
    bio: 'Projeto usinas solares de geração distribuída há oito anos.',
    location: 'Fortaleza - CE',
    energyAreas: ['solar'],
    skills: ['PVsyst', 'AutoCAD'],
    ...overrides,
  });
  await User.updateOne(
    { _id: user._id },
    { profileImageUrl: '/uploads/profile-images/completa.webp', credentialSummary: [{ code: 'nr35', validUntil: null }], lastLoginAt: new Date() },
  );
  await PortfolioItem.create({ userId: user._id, title: 'Usina de 5 MWp em Aquiraz', category: 'project' });
  return user;
}

/** Issue 25: an account that shows nothing (no photo, no text, no area): how a test sign-up looks. */
export function buildEmptyProfile(overrides: ProfileOverrides = {}) {
  return buildProfile({ firstName: 'Vazia', phone: null, ...overrides });
}
