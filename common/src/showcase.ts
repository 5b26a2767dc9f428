/**
 * The home's showcase, 'Oportunidades em destaque' (issue 25): the items an admin featured
 * ('Destacar na página inicial'), then the best of the rest by a quality ranking
 * (backend services/showcase.ts says which and why). Only approved items, and events still to come.
 */
import { CATALOGUE_MESSAGES, PAGE_LIMITS, type CourseDTO, type EventDTO, type JobDTO } from './catalogue';
import { PAGE_OFFSET_RULE, enumFilter, pageLimit, textFilter, type Rules } from './fields';

export const SHOWCASE_KINDS = ['job', 'course', 'event'] as const;
export type ShowcaseKind = (typeof SHOWCASE_KINDS)[number];

/** GET /api/destaques: the first `PAGE_LIMITS.homeItems` of each tab of the home. */
export interface ShowcaseDTO {
  jobs: JobDTO[];
  courses: CourseDTO[];
  events: EventDTO[];
}

/** One row of the admin panel's 'Destaques' tab (GET /api/admin/showcase), and the answer of a (un)feature. */
export interface ShowcaseEntryDTO {
  kind: ShowcaseKind;
  id: string;
  title: string;
  /** The company, instructor or organizer. */
  subtitle: string;
  /** When it was featured (ISO); null when it is not. */
  featuredAt: string | null;
}

/** POST /api/admin/showcase/{jobs|courses|events}/:id */
export interface ShowcaseFeatureInput {
  featured: boolean;
}

export const SHOWCASE_MESSAGES = {
  kindInvalid: 'Tipo de item inválido',
  notFound: { job: 'Vaga não encontrada', course: 'Curso não encontrado', event: 'Evento não encontrado' } satisfies Record<ShowcaseKind, string>,
  notApproved: 'Só itens aprovados podem ser destacados na página inicial.',
} as const;

/** GET /api/admin/showcase: one kind's approved items in the showcase's order, or those matching a text. */
export const SHOWCASE_ADMIN_QUERY_RULES = {
  kind: { ...enumFilter(SHOWCASE_KINDS, SHOWCASE_MESSAGES.kindInvalid), default: 'job' },
  q: textFilter(PAGE_LIMITS.maxQueryLength, CATALOGUE_MESSAGES.searchInvalid),
  limit: pageLimit(10),
  offset: PAGE_OFFSET_RULE,
} as const satisfies Rules;

/** The path segment of each kind: /api/admin/showcase/jobs/:id, ... */
export const SHOWCASE_PATHS: Record<ShowcaseKind, string> = { job: 'jobs', course: 'courses', event: 'events' };
