/**
 * Job alerts (issue 26): a saved /vagas search that tells its owner of each approved job it
 * matches, once per alert — at once (bell and e-mail) or in one daily e-mail digest. The search is
 * the jobs list's own filters (JOB_LIST_QUERY_RULES without paging), so an alert matches what the
 * list would have shown, and 'Criar alerta' saves exactly the URL's search.
 */
import { choice, type FieldRule, type Rules } from './fields';
import { JOB_LIST_QUERY_RULES, LOGIN_LINK_RULES } from './rules';
import { CREDENTIAL_CATALOGUE, type CredentialCode } from './credentials';
import { labelOf, type EnergyArea, type JobFunction, type JobType, type WorkType } from './domain';

export const JOB_ALERT_FREQUENCIES = ['immediate', 'daily'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = { immediate: 'Imediato', daily: 'Diário' };

/** How many alerts one account keeps: a search per interest, not a crawler. */
export const JOB_ALERT_LIMIT = 20;

export const JOB_ALERT_MESSAGES = {
  frequencyInvalid: 'Escolha a frequência: Imediato ou Diário.',
  pausedInvalid: 'Informe se o alerta está pausado (verdadeiro ou falso).',
  tooMany: `Você já tem ${JOB_ALERT_LIMIT} alertas. Exclua um para criar outro.`,
  notFound: 'Alerta não encontrado.',
  duplicate: 'Você já tem um alerta para esta busca.',
  tokenInvalid: 'Link inválido ou expirado. Gerencie seus alertas em Alertas de vagas.',
  unsubscribed: 'Alerta cancelado. Você não receberá mais e-mails desta busca.',
  created: 'Alerta criado. Avisaremos quando surgir uma vaga para esta busca.',
  saved: 'Alerta atualizado.',
  deleted: 'Alerta excluído.',
  noFilter: 'Busca sem filtros: você será avisado de todas as vagas publicadas.',
  visitorSent: 'Enviamos um link de confirmação para o seu e-mail. O alerta começa a valer depois que você confirmar.',
  confirmed: 'Alerta confirmado. Você receberá as novas vagas desta busca por e-mail.',
} as const;

/** POST /api/alertas (a visitor's alert): the same answer whatever the address, so it tells nobody whose it is. */
export interface JobAlertVisitorResponse {
  message: string;
}

/** The saved search, as stored and answered: absent filters are null (jobType: an empty list). */
export interface JobAlertQuery {
  q: string | null;
  jobType: JobType[];
  energyArea: EnergyArea | null;
  location: string | null;
  jobFunction: JobFunction | null;
  workType: WorkType | null;
  credential: CredentialCode | null;
}

export interface JobAlertDTO {
  id: string;
  query: JobAlertQuery;
  /** 'Solar · Fortaleza · "engenheiro"', or 'Todas as vagas' (describeJobAlert). */
  summary: string;
  frequency: JobAlertFrequency;
  paused: boolean;
  createdAt: string;
}

const { limit: _limit, offset: _offset, ...JOB_SEARCH_RULES } = JOB_LIST_QUERY_RULES;

/** POST /api/users/alerts: the /vagas filters as the list reads them, and how often. */
export const JOB_ALERT_CREATE_RULES = {
  ...JOB_SEARCH_RULES,
  frequency: { ...choice(JOB_ALERT_FREQUENCIES, JOB_ALERT_MESSAGES.frequencyInvalid), required: true as const },
} as const satisfies Rules;

/** PATCH /api/users/alerts/:id: how often, and paused or not (the search itself is a new alert). */
export const JOB_ALERT_UPDATE_RULES = {
  frequency: { ...choice(JOB_ALERT_FREQUENCIES, JOB_ALERT_MESSAGES.frequencyInvalid), required: false },
  paused: { kind: 'flag', required: false, message: JOB_ALERT_MESSAGES.pausedInvalid } satisfies FieldRule,
} as const satisfies Rules;

/** POST /api/alertas: a visitor's alert, by e-mail only, confirmed by a link before anything is sent (double opt-in). */
export const JOB_ALERT_VISITOR_RULES = {
  ...JOB_ALERT_CREATE_RULES,
  email: { ...LOGIN_LINK_RULES.email, required: true as const },
} as const satisfies Rules;

/** The alert's id and an HMAC of it (backend services/jobAlerts.ts): what an unsubscribe link carries. */
export const JOB_ALERT_TOKEN_PATTERN = /^[0-9a-f]{24}\.[A-Za-z0-9_-]{43}$/;

/** POST /api/alertas/cancelar?token=… and /api/alertas/confirmar?token=…: the e-mails' links, without signing in. */
export const JOB_ALERT_UNSUBSCRIBE_RULES = {
  token: { kind: 'text', trim: true, required: true, max: 68, pattern: JOB_ALERT_TOKEN_PATTERN, message: JOB_ALERT_MESSAGES.tokenInvalid },
} as const satisfies Rules;

/** The filters of a validated body or a URL's search, normalized: what two equal searches share. */
export function jobAlertQueryOf(input: Partial<Record<keyof JobAlertQuery, unknown>>): JobAlertQuery {
  const one = <T>(value: unknown) => (typeof value === 'string' && value.trim() ? (value.trim() as T) : null);
  const types = Array.isArray(input.jobType) ? input.jobType : typeof input.jobType === 'string' && input.jobType ? input.jobType.split(',') : [];
  return {
    q: one(input.q),
    jobType: [...new Set(types.map(String).filter(Boolean))].sort() as JobType[],
    energyArea: one(input.energyArea),
    location: one(input.location),
    jobFunction: one(input.jobFunction),
    workType: one(input.workType),
    credential: one(input.credential),
  };
}

/** One key per search: an account keeps one alert per key. */
export function jobAlertKey(query: JobAlertQuery): string {
  return JSON.stringify([query.q?.toLocaleLowerCase('pt-BR') ?? '', query.jobType, query.energyArea, query.location, query.jobFunction, query.workType, query.credential]);
}

/** The search in a line, as a person would read it back ('Estágio · Solar · Fortaleza · "inversor"'). */
export function describeJobAlert(query: JobAlertQuery): string {
  const parts = [
    ...query.jobType.map(labelOf),
    query.energyArea && labelOf(query.energyArea),
    query.jobFunction,
    query.workType && labelOf(query.workType),
    query.location,
    query.credential && `Exige ${CREDENTIAL_CATALOGUE[query.credential].name}`,
    query.q && `"${query.q}"`,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : 'Todas as vagas';
}

/** The /vagas address that shows the search again (the e-mail's and the alerts page's link). */
export function jobAlertSearchPath(query: JobAlertQuery): string {
  // By hand: common runs where no URLSearchParams is typed (no DOM, no Node types).
  const params: string[] = [];
  const add = (key: string, value: string | null) => {
    if (value) params.push(`${key}=${encodeURIComponent(value)}`);
  };
  add('q', query.q);
  add('jobType', query.jobType.join(','));
  for (const key of ['energyArea', 'location', 'jobFunction', 'workType', 'credential'] as const) add(key, query[key]);
  return params.length ? `/vagas?${params.join('&')}` : '/vagas';
}
