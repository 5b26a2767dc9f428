/**
 * The admin panel (/admin) and the landing-page editor (/editor), spec §2, §3, §7 and issue 13.
 * Every /api/admin call is for `isAdmin(user)` only (userType admin OR the isAdmin flag).
 */
import { LANDING_SECTION_IDS, type LandingSectionId, type SponsorshipLevel, type UserType } from './domain';
import type { OwnCourseDTO, OwnEventDTO, OwnJobDTO } from './publishing';

/** GET /api/admin/dashboard/stats (spec §3 Dashboard stats; "this month" = since the 1st, UTC). */
export interface DashboardStatsDTO {
  totalUsers: number;
  newUsersThisMonth: number;
  /** Approved jobs. */
  activeJobs: number;
  pendingJobs: number;
  /** Approved courses. */
  totalCourses: number;
  enrollmentsThisMonth: number;
  /** Approved events. */
  totalEvents: number;
  upcomingEvents: number;
  usersByType: { professional: number; student: number; company: number };
  newUsersLastWeek: number;
  newJobsLastWeek: number;
  applicationsLastWeek: number;
  /** Pending courses and events, for the moderation tab's badge (not in the spec's list). */
  pendingCourses: number;
  pendingEvents: number;
}

/** Who submitted a pending item (the moderation tab shows it). */
export interface SubmitterDTO {
  id: string;
  name: string;
  email: string;
  userType: UserType;
}

/** GET /api/admin/pending-jobs|pending-courses|pending-events: oldest first. */
export interface PendingJobDTO extends OwnJobDTO {
  submittedBy: SubmitterDTO | null;
}
export interface PendingCourseDTO extends OwnCourseDTO {
  submittedBy: SubmitterDTO | null;
}
export interface PendingEventDTO extends OwnEventDTO {
  submittedBy: SubmitterDTO | null;
}

export const MODERATED_KINDS = ['job', 'course', 'event'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

/**
 * POST /api/admin/{jobs|courses|events}/:id/approve (no body) and .../reject ({ reason }).
 * Only a pending item moves: the second of two admins gets 409 with `alreadyModerated`.
 */
export interface RejectInput {
  reason: string;
}
export interface ModerationResultDTO {
  kind: ModeratedKind;
  id: string;
  status: 'approved' | 'rejected';
}

/** GET /api/admin/users?q=&userType=&limit=&offset= (X-Total-Count): one row. */
export interface AdminUserDTO {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: UserType;
  companyName: string | null;
  isVerified: boolean;
  isAdmin: boolean;
  isSuspended: boolean;
  createdAt: string;
}
export interface AdminUserQuery {
  q?: string;
  userType?: UserType;
  limit?: number;
  offset?: number;
}
/** POST /api/admin/users/:userId/verify (spec §7). */
export interface VerifyInput {
  isVerified: boolean;
}
/** POST /api/admin/users/:userId/suspend: a suspended account cannot sign in; its sockets close. */
export interface SuspendInput {
  isSuspended: boolean;
}

/** POST /api/admin/partners and PATCH /api/admin/partners/:id (any subset). The logo is uploaded apart. */
export interface PartnerInput {
  name: string;
  description?: string | null;
  website?: string | null;
  contactEmail?: string | null;
  sponsorshipLevel: SponsorshipLevel;
  isActive?: boolean;
  isFeatured?: boolean;
  displayOrder?: number;
}
/** GET /api/admin/partners: every partner, active or not, with its contact e-mail. */
export interface AdminPartnerDTO {
  id: string;
  name: string;
  description: string | null;
  logo: string | null;
  website: string | null;
  contactEmail: string | null;
  sponsorshipLevel: SponsorshipLevel;
  isActive: boolean;
  isFeatured: boolean;
  displayOrder: number;
  updatedAt: string;
}

/**
 * Site settings (GET /api/settings public; GET/PUT /api/admin/settings): the contact details on
 * /contato and the home's headline figures (spec §9's fixed numbers are the defaults).
 */
export interface SiteSettingsDTO {
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  contactHours: string[];
  homeStats: { professionals: number; companies: number; jobs: number; events: number };
  /** Whether new sign-ups are accepted. */
  registrationsOpen: boolean;
  updatedAt: string | null;
}
export type SiteSettingsInput = Partial<Omit<SiteSettingsDTO, 'updatedAt'>>;

export const DEFAULT_SITE_SETTINGS: Omit<SiteSettingsDTO, 'updatedAt'> = {
  contactEmail: 'contato@conectaenergia.com.br',
  contactPhone: '(11) 3456-7890',
  contactAddress: 'São Paulo - SP Brazil',
  contactHours: ['Segunda a Sexta: 9h-18h', 'Sábado: 9h-12h'],
  homeStats: { professionals: 2847, companies: 451, jobs: 1293, events: 89 },
  registrationsOpen: true,
};

/** GET /api/admin/logs?limit=&offset= (X-Total-Count): newest first. */
export interface AuditLogDTO {
  id: string;
  actor: { id: string; name: string } | null;
  /** Dotted verb: 'job.approve', 'job.reject', 'user.verify', 'user.suspend', 'partner.create', ... */
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 366 days; default the last 12 weeks). */
export interface AnalyticsDTO {
  from: string;
  to: string;
  usersByType: Record<UserType, number>;
  /** One row per ISO week (Monday, YYYY-MM-DD) in the period, zeros included. */
  weeks: Array<{ week: string; newUsers: number; newJobs: number; applications: number }>;
}

/** Landing sections (spec §3): GET /api/landing (public), PUT /api/admin/landing/:sectionId. */
export interface LandingContent {
  title: string;
  subtitle: string;
  description: string;
  image: string;
  buttonText: string;
  buttonLink: string;
}
export interface LandingSectionDTO {
  id: LandingSectionId;
  name: string;
  visible: boolean;
  content: LandingContent;
  updatedAt: string | null;
}
export interface LandingSectionInput {
  visible?: boolean;
  content?: Partial<LandingContent>;
}

export const LANDING_SECTION_NAMES: Record<LandingSectionId, string> = {
  hero: 'Hero',
  features: 'Recursos',
  partners: 'Parceiros',
  cta: 'Chamada para Ação',
};

export const ADMIN_LIMITS = {
  partnerNameMax: 120,
  partnerDescriptionMax: 1000,
  displayOrderMax: 9999,
  landingTitleMax: 200,
  landingTextMax: 2000,
  landingLinkMax: 500,
  settingsTextMax: 200,
  homeStatMax: 10000000,
  analyticsMaxDays: 366,
} as const;

export const ADMIN_MESSAGES = {
  accessDeniedTitle: 'Acesso Negado',
  accessDenied: 'Você precisa ser administrador para acessar esta página.',
  editorRestricted: 'Acesso Restrito: Apenas administradores podem acessar o editor.',
  noPendingJobs: 'Nenhuma vaga pendente de aprovação',
  noPendingCourses: 'Nenhum curso pendente de aprovação',
  noPendingEvents: 'Nenhum evento pendente de aprovação',
  noPartners: 'Nenhum parceiro cadastrado',
  jobApproved: 'Vaga aprovada com sucesso!',
  jobRejected: 'Vaga rejeitada com sucesso!',
  courseApproved: 'Curso aprovado com sucesso!',
  courseRejected: 'Curso rejeitado com sucesso!',
  eventApproved: 'Evento aprovado com sucesso!',
  eventRejected: 'Evento rejeitado com sucesso!',
  alreadyModerated: 'Este item já foi moderado por outro administrador.',
  userUpdated: 'Status do usuário atualizado!',
  userNotFound: 'Usuário não encontrado',
  cannotSuspendSelf: 'Você não pode suspender a própria conta.',
  accountSuspended: 'Sua conta está suspensa. Entre em contato com o suporte.',
  partnerNotFound: 'Parceiro não encontrado',
  partnerSaved: 'Parceiro salvo!',
  partnerDeleted: 'Parceiro excluído.',
  partnerNameRequired: 'Informe o nome do parceiro',
  sponsorshipInvalid: 'Nível de patrocínio inválido',
  websiteInvalid: 'Informe uma URL válida (http:// ou https://)',
  displayOrderInvalid: 'Ordem de exibição deve ser um inteiro entre 0 e 9999',
  settingsSaved: 'Configurações salvas!',
  settingsInvalid: 'Configuração inválida',
  periodInvalid: 'Período inválido (use datas AAAA-MM-DD, no máximo 366 dias)',
  sectionNotFound: 'Seção não encontrada',
  landingInvalid: 'Conteúdo da seção inválido',
  autosaveOkTitle: 'Alterações Salvas',
  autosaveOk: 'As modificações foram salvas automaticamente.',
  autosaveErrorTitle: 'Erro ao Salvar',
  autosaveError: 'Não foi possível salvar as alterações.',
  registrationsClosed: 'Cadastros temporariamente fechados.',
  partnerNameMax: 'Nome deve ter no máximo 120 caracteres',
  partnerDescriptionMax: 'Descrição deve ter no máximo 1000 caracteres',
  partnerEmailInvalid: 'Email inválido',
  partnerLogoSaved: 'Logo do parceiro atualizado!',
  settingsEmailInvalid: 'Email inválido',
  settingsTextMax: 'Texto deve ter no máximo 200 caracteres',
  settingsTextRequired: 'Preencha este campo',
  homeStatInvalid: 'Informe um número inteiro entre 0 e 10.000.000',
  landingTitleMax: 'Título deve ter no máximo 200 caracteres',
  landingTextMax: 'Texto deve ter no máximo 2000 caracteres',
  landingLinkInvalid: 'Link deve começar com / ou ser uma URL http(s)',
  landingImageInvalid: 'Imagem deve ser um caminho começando com / ou uma URL http(s)',
  userSuspended: 'Usuário suspenso.',
  userReactivated: 'Usuário reativado.',
} as const;

/**
 * A link of the landing page: empty, a path of this site ('/vagas', not '//host') or an http(s) URL.
 * Without a flag: the API contract carries the pattern as JSON Schema, where regex flags do not exist.
 */
export const LANDING_LINK_PATTERN = /^(|\/(?!\/)\S*|[hH][tT][tT][pP][sS]?:\/\/[^\s/$.?#]\S*)$/;

/** Rows per page of the admin panel's users and audit-log lists (partners come all at once: a few dozen). */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_LOGS_PAGE_SIZE = 20;

/**
 * What the visitor home shows while the database holds no landing section (a fresh install) and
 * what a section's unset fields fall back to: the texts the home page was built with.
 */
export const DEFAULT_LANDING_CONTENT: Record<LandingSectionId, LandingContent> = {
  hero: {
    title: 'A rede profissional da energia no Brasil',
    subtitle:
      'Vagas, estágios, cursos gratuitos e eventos do setor de energia — solar, eólica, elétrica, biomassa e hidrelétrica — em um só lugar.',
    description: '',
    image: '',
    buttonText: '',
    buttonLink: '',
  },
  features: {
    title: 'O que você encontra aqui',
    subtitle: '',
    description: '',
    image: '',
    buttonText: '',
    buttonLink: '',
  },
  partners: {
    title: 'Nossos Parceiros',
    subtitle: 'Empresas e instituições que fortalecem o setor de energia com a gente.',
    description: '',
    image: '',
    buttonText: '',
    buttonLink: '',
  },
  cta: {
    title: 'Faça parte da comunidade',
    subtitle: '',
    description:
      'Troque experiências em grupos temáticos, avalie cursos e eventos e construa sua rede com quem move a energia no Brasil.',
    image: '',
    buttonText: 'Entrar na comunidade',
    buttonLink: '/auth',
  },
};

export function defaultLandingSections(): LandingSectionDTO[] {
  return LANDING_SECTION_IDS.map((id) => ({
    id,
    name: LANDING_SECTION_NAMES[id],
    visible: true,
    content: { ...DEFAULT_LANDING_CONTENT[id] },
    updatedAt: null,
  }));
}
