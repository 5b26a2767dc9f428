/**
 * Enumerations of the product (spec §3, §6) with their Portuguese labels.
 * One source for the backend's schemas and the frontend's selects.
 */

export const USER_TYPES = ['student', 'professional', 'company', 'general', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Types a visitor may choose when registering; admin is never self-assigned. */
export const REGISTERABLE_USER_TYPES = ['student', 'professional', 'company', 'general'] as const;
export type RegisterableUserType = (typeof REGISTERABLE_USER_TYPES)[number];
/** The Cadastro dropdown offers only these three (spec §2 Auth page). */
export const SIGNUP_CHOICES = ['student', 'professional', 'company'] as const;
export const DEFAULT_USER_TYPE: RegisterableUserType = 'professional';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  student: 'Estudante',
  professional: 'Profissional',
  company: 'Empresa',
  general: 'Usuário',
  admin: 'Administrador',
};

export const ENERGY_AREAS = [
  'solar',
  'eólica',
  'elétrica',
  'biomassa',
  'hidrelétrica',
  'eficiência',
  'nuclear',
  'gás natural',
  'petróleo',
  'transmissão',
  'distribuição',
] as const;
export type EnergyArea = (typeof ENERGY_AREAS)[number];
/** The areas the directory offers (spec §3): the five shared ones and gas, oil, transmission, distribution — not the job-only eficiência and nuclear. */
export const DIRECTORY_ENERGY_AREAS = [
  'solar',
  'eólica',
  'elétrica',
  'biomassa',
  'hidrelétrica',
  'gás natural',
  'petróleo',
  'transmissão',
  'distribuição',
] as const satisfies readonly EnergyArea[];
export type DirectoryEnergyArea = (typeof DIRECTORY_ENERGY_AREAS)[number];

export const JOB_TYPES = ['estágio', 'freelance', 'emprego', 'temporário'] as const;
export type JobType = (typeof JOB_TYPES)[number];
/** The jobs screen's 'Vagas de Estágio' section; 'Vagas de Emprego' holds every other type. */
export const INTERNSHIP_JOB_TYPE = 'estágio' satisfies JobType;
export const EMPLOYMENT_JOB_TYPES: readonly JobType[] = JOB_TYPES.filter((type) => type !== INTERNSHIP_JOB_TYPE);

export const JOB_FUNCTIONS = [
  'Consultor',
  'Técnico',
  'Instalador',
  'Analista',
  'Engenheiro',
  'Eletricista',
  'Operador',
] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];

export const WORK_TYPES = ['presencial', 'remoto', 'híbrido'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

/**
 * A job's moderation and life (issue 13): pending → approved | rejected (with a reason); the owner may
 * close it; an admin may take an approved one down (`removed`, with a reason; issue 25) and republish it.
 */
export const JOB_STATUSES = ['pending', 'approved', 'rejected', 'closed', 'removed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  rejected: 'Rejeitada',
  closed: 'Encerrada',
  removed: 'Retirada do ar',
};
/**
 * What a job's date says in its owner's list ('Minhas vagas'): the moment it entered the status it
 * is in (`OwnJobDTO.statusChangedAt`), so a job waiting for review never reads 'Publicada em'.
 */
export const JOB_STATUS_DATE_LABELS: Record<JobStatus, string> = {
  pending: 'Enviada em',
  approved: 'Publicada em',
  rejected: 'Recusada em',
  closed: 'Encerrada em',
  removed: 'Retirada do ar em',
};

export const COURSE_CATEGORIES = ['curso', 'webinar', 'workshop'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export const COURSE_LEVELS = ['iniciante', 'intermediário', 'avançado'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const EVENT_TYPES = ['presencial', 'online', 'híbrido'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * What a company or professional offers on 'Serviços' (issue 25). Keys without accents or '&' so
 * they travel plainly in a filter's query string; the screens show the labels.
 */
export const SERVICE_KINDS = ['instalacao', 'om', 'projetos', 'consultoria'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = {
  instalacao: 'Instalação',
  om: 'O&M (operação e manutenção)',
  projetos: 'Projetos',
  consultoria: 'Consultoria',
};

export const SPONSORSHIP_LEVELS = ['platinum', 'gold', 'silver', 'bronze'] as const;
export type SponsorshipLevel = (typeof SPONSORSHIP_LEVELS)[number];
export const SPONSORSHIP_LEVEL_LABELS: Record<SponsorshipLevel, string> = { platinum: 'Platinum', gold: 'Ouro', silver: 'Prata', bronze: 'Bronze' };

export const SKILL_CATEGORIES = ['technical', 'soft', 'domain'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];
export const SKILL_CATEGORY_LABELS: Record<SkillCategory, string> = {
  technical: 'Técnica',
  soft: 'Interpessoal',
  domain: 'Domínio',
};

export const PORTFOLIO_CATEGORIES = ['project', 'experience', 'certification', 'publication'] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

export const CONTACT_TYPES = [
  'duvida',
  'parceria',
  'oportunidade',
  'suporte',
  'feedback',
  'imprensa',
  'outros',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  duvida: 'Dúvida Geral',
  parceria: 'Parceria',
  oportunidade: 'Oportunidade de Negócio',
  suporte: 'Suporte Técnico',
  feedback: 'Feedback',
  imprensa: 'Imprensa',
  outros: 'Outros',
};

/** The contact-details panel of /contato (spec §2 Contact). */
export const CONTACT_DETAILS = {
  email: 'contato@conectaenergia.com.br',
  phone: '(11) 3456-7890',
  address: 'São Paulo - SP Brazil',
  hours: ['Segunda a Sexta: 9h-18h', 'Sábado: 9h-12h'],
} as const;

/**
 * Moderation lifecycle of courses and events (created approved by admins; pending when others
 * submit); an admin may take an approved one down (`removed`; issue 25) and republish it.
 */
export const CONTENT_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** A course's or an event's status (masculine: 'curso', 'evento'); a job's are JOB_STATUS_LABELS. */
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
  removed: 'Retirado do ar',
};

/**
 * The applicant pipeline (issue 13): em análise → entrevista → aprovado | não selecionado.
 * `submitted` is 'Em análise' (the state an application is created in). The job's company may
 * move an application to any other status (a correction is a move too).
 */
export const APPLICATION_STATUSES = ['submitted', 'interview', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Em análise',
  interview: 'Entrevista',
  accepted: 'Aprovado',
  rejected: 'Não selecionado',
};

/** Sections of the landing page the admin editor manages (spec §3 Landing section). */
export const LANDING_SECTION_IDS = ['hero', 'features', 'partners', 'cta'] as const;
export type LandingSectionId = (typeof LANDING_SECTION_IDS)[number];

/**
 * The display label of a catalogue value. The stored values are already Portuguese words in lower
 * case ('eólica', 'gás natural'), so a label is the value with a capital first letter of each word.
 * One rule for the screens, the alerts' summaries and the recommendations' reasons.
 */
export function labelOf(value: string): string {
  return value.replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
}
