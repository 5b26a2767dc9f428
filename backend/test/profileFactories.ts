/**
 * Public-profile users for directory and search suites, written straight to
 * the database (they never sign in, so no password hashing is needed).
 */
import type { EnergyArea, UserType } from '@conecta/common';
import { User } from '../src/models/user';
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
