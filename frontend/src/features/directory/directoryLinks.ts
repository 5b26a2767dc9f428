/** Names and links shared by the directory cards, the public profile and the search results. */
import type { DirectoryEntryDTO } from '@conecta/common';

/** Companies are shown by their company name; everyone else by first and last name. */
export function displayName(entry: Pick<DirectoryEntryDTO, 'userType' | 'companyName' | 'firstName' | 'lastName'>): string {
  const person = `${entry.firstName} ${entry.lastName}`.trim();
  return entry.userType === 'company' || entry.companyName ? entry.companyName?.trim() || person : person;
}

/** The public profile page (/perfil is the signed-in user's own profile, spec §2 routes). */
export const profilePath = (id: string) => `/profissionais/${encodeURIComponent(id)}`;

/** 'Contatar': a visitor signs in first; a signed-in user opens the conversation with that person. */
export const contactPath = (id: string, signedIn: boolean) => (signedIn ? `/messages?user=${encodeURIComponent(id)}` : '/auth');
