/**
 * Favourites (issue 26): a signed-in person saves jobs, courses and events to come back to them.
 * A favourite keeps a snapshot of what the item was called, by whom and where, taken when it was
 * saved: the list resolves each item live and falls back to the snapshot when the item is no longer
 * public (a closed or removed job stays listed as 'Encerrada' instead of vanishing).
 */
import { PAGE_LIMITS, CATALOGUE_MESSAGES, type CourseDTO, type EventDTO, type JobDTO } from './catalogue';
import { pageLimit, PAGE_OFFSET_RULE, type ChoiceRule, type Rules } from './fields';

export const FAVORITE_KINDS = ['job', 'course', 'event'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

export const FAVORITE_LIMITS = {
  /** A person's favourites of every kind: the ids read that marks every card returns them all. */
  itemsMax: 500,
  pageSize: PAGE_LIMITS.defaultLimit,
} as const;

export const FAVORITE_MESSAGES = {
  kindInvalid: 'Tipo de favorito inválido (use job, course ou event)',
  notFound: {
    job: CATALOGUE_MESSAGES.jobNotFound,
    course: CATALOGUE_MESSAGES.courseNotFound,
    event: CATALOGUE_MESSAGES.eventNotFound,
  } satisfies Record<FavoriteKind, string>,
  itemsMax: `Você pode salvar no máximo ${FAVORITE_LIMITS.itemsMax} favoritos. Remova alguns para salvar outros.`,
} as const;

/** What a favourite says when its item is no longer public. */
export const FAVORITE_UNAVAILABLE_LABELS: Readonly<Record<FavoriteKind, string>> = {
  job: 'Encerrada',
  course: 'Indisponível',
  event: 'Indisponível',
};

/** Each kind as the page's tabs and empty states name it. */
export const FAVORITE_KIND_TEXTS: Readonly<Record<FavoriteKind, { tab: string; empty: string; loading: string; error: string; more: string }>> = {
  job: {
    tab: 'Vagas',
    empty: 'Você ainda não salvou nenhuma vaga.',
    loading: 'Carregando vagas salvas...',
    error: 'Não foi possível carregar suas vagas salvas.',
    more: 'Carregar mais vagas',
  },
  course: {
    tab: 'Cursos',
    empty: 'Você ainda não salvou nenhum curso.',
    loading: 'Carregando cursos salvos...',
    error: 'Não foi possível carregar seus cursos salvos.',
    more: 'Carregar mais cursos',
  },
  event: {
    tab: 'Eventos',
    empty: 'Você ainda não salvou nenhum evento.',
    loading: 'Carregando eventos salvos...',
    error: 'Não foi possível carregar seus eventos salvos.',
    more: 'Carregar mais eventos',
  },
};

export const FAVORITE_BUTTON_LABELS = { save: 'Salvar nos favoritos', remove: 'Remover dos favoritos' } as const;

// Required, and typed so (a validated input always has it).
const KIND_RULE = { kind: 'choice', values: FAVORITE_KINDS, required: true, message: FAVORITE_MESSAGES.kindInvalid } as const satisfies ChoiceRule;

/** GET /api/user/favorites?kind=job&limit&offset */
export const FAVORITE_LIST_QUERY_RULES = {
  kind: KIND_RULE,
  limit: pageLimit(FAVORITE_LIMITS.pageSize),
  offset: PAGE_OFFSET_RULE,
} as const satisfies Rules;

/** PUT / DELETE /api/user/favorites/:kind/:id — the kind here, the id as every path's id. */
export const FAVORITE_PATH_RULES = {
  kind: KIND_RULE,
} as const satisfies Rules;

/** GET /api/user/favorites/ids: every saved item's id by kind, one read for every card's mark. */
export interface FavoriteIdsDTO {
  job: string[];
  course: string[];
  event: string[];
}

/** What the item was when saved: enough to list it once it is gone. */
export interface FavoriteSnapshot {
  title: string;
  /** The job's company, the course's instructor, the event's organizer. */
  subtitle: string;
  /** The job's or the event's place; a course has none. */
  location: string | null;
  /** The event's date-time (ISO); null for the others. */
  date: string | null;
}

interface FavoriteBase {
  id: string;
  itemId: string;
  /** ISO date-time it was saved. */
  savedAt: string;
  snapshot: FavoriteSnapshot;
  /** Whether the item is still public; when not, only the snapshot is shown, marked unavailable. */
  available: boolean;
}

export interface JobFavoriteDTO extends FavoriteBase {
  kind: 'job';
  item: JobDTO | null;
}

export interface CourseFavoriteDTO extends FavoriteBase {
  kind: 'course';
  item: CourseDTO | null;
}

export interface EventFavoriteDTO extends FavoriteBase {
  kind: 'event';
  item: EventDTO | null;
}

/** A row of 'Favoritos': the live item when it is public, else null (and `available` false). */
export type FavoriteDTO = JobFavoriteDTO | CourseFavoriteDTO | EventFavoriteDTO;
