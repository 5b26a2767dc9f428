/**
 * The admin panel (/admin) and the landing-page editor (/editor), spec §2, §3, §7 and issue 13 (what
 * they edit and the public pages show, site settings and landing sections: siteContent.ts).
 * Every /api/admin call is for `isAdmin(user)` only (userType admin OR the isAdmin flag).
 */
import type { SponsorshipLevel, UserType } from './domain';
import type { OwnCourseDTO, OwnEventDTO, OwnJobDTO } from './publishing';
import type { OwnServiceDTO } from './services';

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
  /** 'Empresa verificada': its CNPJ is verified (policies.ts `isVerifiedCompany`), as of this read. */
  verifiedCompany: boolean;
}

/**
 * What every pending item carries: who sent it and the version the admin is reading (the item's
 * last write, ISO). A decision sends the version back, so an admin approves exactly the text on
 * screen: an item changed since (a company's edit) answers 409 `changedSinceRead`.
 */
interface PendingFields {
  submittedBy: SubmitterDTO | null;
  version: string;
}

/** GET /api/admin/pending-jobs|pending-courses|pending-events: oldest first. */
export interface PendingJobDTO extends OwnJobDTO, PendingFields {}
export interface PendingCourseDTO extends OwnCourseDTO, PendingFields {}
export interface PendingEventDTO extends OwnEventDTO, PendingFields {}
/** GET /api/admin/pending-services (issue 25). */
export interface PendingServiceDTO extends OwnServiceDTO, PendingFields {}

export const MODERATED_KINDS = ['job', 'course', 'event', 'service'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

/**
 * POST /api/admin/{jobs|courses|events|services}/:id/approve ({ version }) and .../reject ({ version, reason }).
 * Only a pending item moves: the second of two admins gets 409 with `alreadyModerated`; an item
 * written after `version` was read, 409 with `changedSinceRead`.
 */
export interface ModerationDecisionInput {
  version: string;
}
export interface RejectInput extends ModerationDecisionInput {
  reason: string;
}
export interface ModerationResultDTO {
  kind: ModeratedKind;
  id: string;
  status: 'approved' | 'rejected';
}

/**
 * POST /api/admin/{jobs|courses|events}/:id/take-down (issue 25): an approved item leaves the site
 * (every list, the search, its page) with the reason its owner reads; `.../restore` ('Republicar',
 * no body) puts a removed one back as it stands. Anything else answers 409.
 */
export interface TakedownInput {
  reason: string;
}
export interface TakedownResultDTO {
  kind: ModeratedKind;
  id: string;
  status: 'removed' | 'approved';
  /** The take-down's reason (null once republished). */
  reason: string | null;
}

/** GET /api/admin/taken-down: the items admins took down, most recent first, each with 'Republicar'. */
export interface TakenDownItemDTO {
  kind: ModeratedKind;
  id: string;
  title: string;
  /** Who it belongs to, as the panel names them (company name, else the person's name). */
  owner: string | null;
  reason: string | null;
  /** When it was taken down (ISO). */
  takenDownAt: string;
  /** By the server's rule (policies `takedownAbilities`): 'Republicar'. */
  abilities: { takeDown: boolean; restore: boolean };
}

/** Each kind's name and gender in a take-down's words; a kind not listed reads as an 'Item'. */
const TAKEDOWN_NOUNS: Readonly<Record<string, { noun: string; feminine: boolean }>> = {
  job: { noun: 'Vaga', feminine: true },
  course: { noun: 'Curso', feminine: false },
  event: { noun: 'Evento', feminine: false },
  service: { noun: 'Serviço', feminine: false },
};

/**
 * What the owner is told of a take-down or a republishing (issue 25), in the bell, the e-mail and
 * the live toast alike: 'Vaga retirada do ar' / '<title> — Motivo: <reason>'.
 */
export function takedownNotice(kind: string, status: 'removed' | 'approved', itemTitle: string, reason: string | null): { title: string; body: string } {
  const { noun, feminine } = TAKEDOWN_NOUNS[kind] ?? { noun: 'Item', feminine: false };
  const words = status === 'removed' ? (feminine ? 'retirada do ar' : 'retirado do ar') : feminine ? 'republicada' : 'republicado';
  return { title: `${noun} ${words}`, body: `${itemTitle}${status === 'removed' && reason ? ` — Motivo: ${reason}` : ''}` };
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
  /** An admin took the account's page down (issue 25: common pageTakedown.ts), with this reason. */
  pageRemoved: boolean;
  pageRemovedReason: string | null;
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
/** POST /api/admin/users/:userId/admin (issue 25): grant or revoke admin rights (the `isAdmin` flag). */
export interface AdminRightsInput {
  isAdmin: boolean;
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

export const ADMIN_LIMITS = {
  partnerNameMax: 120,
  partnerDescriptionMax: 1000,
  displayOrderMax: 9999,
  /** Lines of the contact page's opening hours. */
  contactHoursMax: 6,
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
  notPublished: 'Apenas um item publicado pode ser retirado do ar.',
  notTakenDown: 'Apenas um item retirado do ar pode ser republicado.',
  takedownReasonInvalid: 'Informe o motivo da retirada (5 a 500 caracteres)',
  takenDown: 'Retirado do ar.',
  restored: 'Republicado.',
  noTakenDown: 'Nenhum item retirado do ar',
  changedSinceRead: 'Este item foi alterado depois que você o abriu. A lista foi atualizada: revise-o antes de decidir.',
  versionRequired: 'Informe a versão do item que você revisou.',
  userUpdated: 'Status do usuário atualizado!',
  userNotFound: 'Usuário não encontrado',
  cannotSuspendSelf: 'Você não pode suspender a própria conta.',
  cannotRevokeOwnAdmin: 'Você não pode remover o seu próprio acesso de administrador.',
  adminByType: 'Esta conta é do tipo Administrador: o acesso vem do tipo e não pode ser removido aqui.',
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
 * No backslash anywhere: browsers read it as a slash, so '/\host' would be '//host', another site
 * (and no link of ours needs one).
 * Without a flag: the API contract carries the pattern as JSON Schema, where regex flags do not exist.
 */
export const LANDING_LINK_PATTERN = /^(|\/(?![/\\])[^\s\\]*|[hH][tT][tT][pP][sS]?:\/\/[^\s/$.?#\\][^\s\\]*)$/;

/** Rows per page of the admin panel's users and audit-log lists (partners come all at once: a few dozen). */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_LOGS_PAGE_SIZE = 20;
