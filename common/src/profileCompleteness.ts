/**
 * How complete a public profile is (issue 25): one score, defined here once, read by the directory's
 * order (the backend's search index computes it when it (re)reads a profile) and shown to the owner
 * with what is left to fill ('Seu perfil está X% completo', GET /api/users/profile/completeness).
 *
 * A pure function of the profile's facts: no clock but the `today` it is given, no I/O. The
 * weights sit in one table and add up to 100, so the score is the sum of what is filled.
 */
import type { UserType } from './domain';

/** What the score reads of an account: its own fields, plus counts the backend reads beside it. */
export interface ProfileFacts {
  userType: UserType;
  profileImageUrl: string | null;
  jobTitle: string | null;
  companyName: string | null;
  bio: string | null;
  location: string | null;
  energyAreas: readonly string[];
  skills: readonly string[];
  /** How many portfolio items the account has (0 or more). */
  portfolioItems: number;
  /** Valid credentials held plus registrations an admin verified (CREA/CRT, CNPJ). */
  credentials: number;
  /** The latest of the last sign-in and the last profile change (ISO string or Date), if any. */
  lastActiveAt: string | Date | null;
}

export const COMPLETENESS_ITEMS = ['photo', 'headline', 'bio', 'city', 'energyAreas', 'skills', 'portfolio', 'credentials', 'activity'] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

/** A profile counts as active when it was used or changed within this many days. */
export const RECENT_ACTIVITY_DAYS = 90;

/**
 * Each item's weight (the sum is 100) and what the owner reads when it is missing. Why these
 * weights: a photo, a text about oneself and the energy areas are what a visitor of the directory
 * judges a card by (an empty card is what issue 25 found filling the first page), so they weigh
 * most; the place and the title come next (the card's second line); skills, portfolio and
 * credentials deepen a profile that already reads well; recent activity only separates equals.
 */
export const COMPLETENESS_TABLE: Record<CompletenessItem, { weight: number; label: string; companyLabel?: string; href: string | null; companyHref?: string }> = {
  photo: { weight: 20, label: 'Adicione uma foto de perfil', companyLabel: 'Adicione o logo da empresa', href: '/profile' },
  headline: { weight: 10, label: 'Informe seu cargo ou título profissional', companyLabel: 'Informe o nome da empresa', href: '/profile?aba=informacoes' },
  bio: { weight: 15, label: 'Escreva um texto sobre você', companyLabel: 'Escreva um texto sobre a empresa', href: '/profile?aba=informacoes' },
  city: { weight: 10, label: 'Informe sua cidade', companyLabel: 'Informe a cidade da empresa', href: '/profile?aba=informacoes' },
  energyAreas: { weight: 15, label: 'Escolha suas áreas de energia', companyLabel: 'Escolha as áreas de energia da empresa', href: '/profile?aba=informacoes' },
  skills: { weight: 10, label: 'Adicione suas competências', companyLabel: 'Adicione as competências da empresa', href: '/profile?aba=competencias' },
  portfolio: { weight: 10, label: 'Adicione um item ao portfólio', href: '/profile?aba=portfolio' },
  credentials: {
    weight: 5,
    label: 'Cadastre uma certificação ou registro profissional',
    companyLabel: 'Verifique o CNPJ da empresa',
    href: '/profile?aba=certificacoes',
    companyHref: '/profile?aba=informacoes',
  },
  activity: { weight: 5, label: `Acesse a plataforma ao menos uma vez a cada ${RECENT_ACTIVITY_DAYS} dias`, href: null },
};

/** One thing left to fill, in the owner's words, and where it is filled (null: nothing to open). */
export interface MissingProfileItem {
  item: CompletenessItem;
  label: string;
  href: string | null;
}

/** GET /api/users/profile/completeness: the owner's score (0-100) and what is missing, heaviest first. */
export interface ProfileCompletenessDTO {
  percent: number;
  missing: MissingProfileItem[];
}

const filled = (text: string | null) => !!text && text.trim().length > 0;
const DAY_MS = 86_400_000;

function isRecent(at: string | Date | null, today: Date): boolean {
  if (!at) return false;
  const time = new Date(at).getTime();
  return !Number.isNaN(time) && today.getTime() - time <= RECENT_ACTIVITY_DAYS * DAY_MS;
}

/** Whether each item is filled. */
function itemsDone(facts: ProfileFacts, today: Date): Record<CompletenessItem, boolean> {
  const company = facts.userType === 'company';
  return {
    photo: filled(facts.profileImageUrl),
    headline: company ? filled(facts.companyName) : filled(facts.jobTitle),
    bio: filled(facts.bio),
    city: filled(facts.location),
    energyAreas: facts.energyAreas.length > 0,
    skills: facts.skills.length > 0,
    portfolio: facts.portfolioItems > 0,
    credentials: facts.credentials > 0,
    activity: isRecent(facts.lastActiveAt, today),
  };
}

export function profileCompleteness(facts: ProfileFacts, today: Date = new Date()): ProfileCompletenessDTO {
  const done = itemsDone(facts, today);
  const company = facts.userType === 'company';
  let percent = 0;
  const missing: MissingProfileItem[] = [];
  for (const item of COMPLETENESS_ITEMS) {
    const row = COMPLETENESS_TABLE[item];
    if (done[item]) percent += row.weight;
    else missing.push({ item, label: (company && row.companyLabel) || row.label, href: (company && row.companyHref) || row.href });
  }
  // Heaviest first: the first line is what raises the score most. Stable, so ties keep the table's order.
  missing.sort((a, b) => COMPLETENESS_TABLE[b.item].weight - COMPLETENESS_TABLE[a.item].weight);
  return { percent, missing };
}

/**
 * An account that shows nothing about anyone (no photo, no text, no energy area): how test and
 * abandoned sign-ups look. The directory lists them after every other profile, whatever else they hold.
 */
export function isEmptyProfile(facts: Pick<ProfileFacts, 'profileImageUrl' | 'bio' | 'energyAreas'>): boolean {
  return !filled(facts.profileImageUrl) && !filled(facts.bio) && facts.energyAreas.length === 0;
}
