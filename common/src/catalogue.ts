/**
 * Public catalogue contracts (spec §3, §7): what the list and detail
 * endpoints return and which query parameters they take. Lists are JSON
 * arrays (as the spec's calls read them); the total matching count travels
 * in the `X-Total-Count` header.
 */
import type { CredentialCode, PublicCredentialDTO } from './credentials';
import type { RequirableRegistration } from './jobRequirements';
import type { VerificationKind } from './verifications';
import type { ServiceDTO } from './services';
import type {
  CourseCategory,
  CourseLevel,
  EnergyArea,
  EventType,
  JobFunction,
  JobType,
  SponsorshipLevel,
  UserType,
  WorkType,
} from './domain';

export const PAGE_LIMITS = {
  /** Default and maximum `limit` of every list endpoint. */
  defaultLimit: 20,
  maxLimit: 50,
  /** spec §9: events grid page size; offset = page × 12. */
  eventsPageSize: 12,
  /** Each section of /vagas: a phone draws 12 cards of each at first, not 50 (issue 14: TBT). */
  jobsPageSize: 12,
  upcomingEvents: 3,
  homeItems: 3,
  dashboardJobs: 4,
  dashboardCourses: 3,
  dashboardEvents: 2,
  searchPerGroup: 20,
  maxQueryLength: 100,
} as const;

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export interface JobDTO {
  id: string;
  title: string;
  company: string;
  companyId: string | null;
  companyLogo: string | null;
  location: string;
  jobType: JobType;
  energyArea: EnergyArea;
  jobFunction: JobFunction | null;
  workType: WorkType;
  description: string;
  requirements: string[];
  /** Numeric strings (spec §3), null when not disclosed. */
  salaryMin: string | null;
  salaryMax: string | null;
  rating: number;
  totalRatings: number;
  applicationsCount: number;
  createdAt: string;
  /** Issue 24: credentials (valid) and a verified registration the job requires (jobRequirements.ts). */
  requiredCredentials: CredentialCode[];
  requiredRegistration: RequirableRegistration | null;
  /** Issue 24: the publishing company's CNPJ is verified ('Empresa verificada'). */
  companyVerified: boolean;
}

/**
 * GET /api/vagas/recommended (issue 25): a job and why it was picked for this person, in the card's
 * words ('Estágio', 'Solar', 'Fortaleza', 'NR-35', a skill); empty when it only fills the list.
 */
export interface RecommendedJobDTO extends JobDTO {
  reasons: string[];
}

/**
 * GET /api/vagas. 'Todas' in the UI means the parameter is absent. Several job
 * types travel comma-separated (`jobType=emprego,freelance,temporário`).
 */
export interface JobQuery {
  q?: string;
  jobType?: JobType | readonly JobType[];
  energyArea?: EnergyArea;
  location?: string;
  jobFunction?: JobFunction;
  workType?: WorkType;
  /** Issue 24: only jobs that require this credential. */
  credential?: CredentialCode;
  limit?: number;
  offset?: number;
}

export interface CourseDTO {
  id: string;
  title: string;
  instructor: string;
  description: string;
  /** The first http(s) link found in the description: where 'Acessar' leads. */
  accessUrl: string | null;
  category: CourseCategory;
  level: CourseLevel;
  energyArea: EnergyArea;
  duration: string | null;
  enrolledCount: number;
  rating: number;
  totalRatings: number;
  imageUrl: string | null;
  createdAt: string;
}

/** GET /api/cursos */
export interface CourseQuery {
  category?: CourseCategory;
  level?: CourseLevel;
  energyArea?: EnergyArea;
  limit?: number;
  offset?: number;
}

export interface EventDTO {
  id: string;
  title: string;
  organizer: string;
  description: string;
  imageUrl: string | null;
  eventType: EventType;
  energyArea: EnergyArea;
  eventDate: string;
  location: string;
  maxAttendees: number | null;
  currentAttendees: number;
  rating: number;
  totalRatings: number;
}

/** GET /api/eventos. `when=upcoming` gives future events soonest first (the 'Próximos Eventos' strip). */
export interface EventQuery {
  eventType?: EventType;
  energyArea?: EnergyArea;
  location?: string;
  search?: string;
  when?: 'upcoming' | 'all';
  limit?: number;
  offset?: number;
}

export interface PartnerDTO {
  id: string;
  name: string;
  description: string | null;
  logo: string | null;
  website: string | null;
  sponsorshipLevel: SponsorshipLevel;
  isActive: boolean;
  isFeatured: boolean;
  displayOrder: number;
}

/** GET /api/user/enrollments, /registrations (signed-in user's own; applications: MyApplicationDTO). */
export interface EnrollmentDTO {
  id: string;
  courseId: string;
  createdAt: string;
}
export interface RegistrationDTO {
  id: string;
  eventId: string;
  createdAt: string;
}

/** POST /api/vagas/:id/apply body (spec §7: coverLetter sent as an empty string). */
export interface ApplyPayload {
  coverLetter?: string;
}

export const COVER_LETTER_MAX = 5000;

/** The catalogue's Portuguese answers: errors of the list filters and of apply / enrol / register. */
export const CATALOGUE_MESSAGES = {
  idInvalid: 'Identificador inválido',
  jobNotFound: 'Vaga não encontrada',
  courseNotFound: 'Curso não encontrado',
  eventNotFound: 'Evento não encontrado',
  alreadyApplied: 'Você já se candidatou a esta vaga.',
  alreadyRegistered: 'Você já está inscrito neste evento.',
  eventFull: 'As vagas para este evento estão esgotadas.',
  eventPast: 'Este evento já aconteceu.',
  jobTypeInvalid: 'Tipo de vaga inválido',
  energyAreaInvalid: 'Área de energia inválida',
  jobFunctionInvalid: 'Função inválida',
  workTypeInvalid: 'Modalidade de trabalho inválida',
  locationInvalid: 'Localização inválida',
  searchInvalid: 'Busca deve ter no máximo 100 caracteres',
  categoryInvalid: 'Categoria inválida',
  levelInvalid: 'Nível inválido',
  eventTypeInvalid: 'Tipo de evento inválido',
  whenInvalid: 'Período inválido',
  limitInvalid: 'Limite deve ser um número inteiro entre 1 e 50',
  offsetInvalid: 'Posição inicial deve ser um número inteiro entre 0 e 10000',
  coverLetterMax: 'Carta de apresentação deve ter no máximo 5000 caracteres',
} as const;

/** Highest `offset` a list accepts: deeper pages are refused rather than scanned. */
export const MAX_OFFSET = 10_000;

export const DIRECTORY_MESSAGES = {
  userTypeInvalid: 'Tipo de usuário inválido',
  professionalTypeInvalid: 'Tipo de profissional inválido',
  profileNotFound: 'Perfil não encontrado',
} as const;

export const PROFESSIONAL_TYPES = ['company', 'individual'] as const;
export type ProfessionalType = (typeof PROFESSIONAL_TYPES)[number];

/**
 * A person or company as the public sees them (directory cards, public
 * profile, search). E-mail and phone only when the person chose to show them.
 */
export interface DirectoryEntryDTO {
  id: string;
  professionalType: ProfessionalType;
  userType: UserType;
  firstName: string;
  lastName: string;
  companyName: string | null;
  jobTitle: string | null;
  location: string | null;
  bio: string | null;
  energyAreas: string[];
  skills: string[];
  website: string | null;
  profileImageUrl: string | null;
  /** Small square photo for cards and lists; null without a photo. */
  profileThumbnailUrl: string | null;
  isVerified: boolean;
  /** Member since (ISO date). */
  createdAt: string;
  email?: string;
  phone?: string;
  /** Issue 24: the registrations an admin verified ('CREA verificado', 'Empresa verificada'). */
  registrations: VerificationKind[];
  /** Issue 24: the credentials valid when presented (chips); none when the person hides them. */
  credentials: PublicCredentialDTO[];
}

/** The user types that have a public profile (directory, search); general and admin accounts do not. */
export const DIRECTORY_USER_TYPES = ['student', 'professional', 'company'] as const;
export type DirectoryUserType = (typeof DIRECTORY_USER_TYPES)[number];

/** GET /api/users (userType: student | professional | company) and GET /api/profissionais (professionalType). */
export interface DirectoryQuery {
  q?: string;
  energyArea?: string;
  /** Issue 24: only people holding this credential, valid today ('NR-10 válida'). */
  credential?: CredentialCode;
  location?: string;
  userType?: 'student' | 'professional' | 'company';
  professionalType?: ProfessionalType;
  limit?: number;
  offset?: number;
}

export const SEARCH_TYPES = ['all', 'jobs', 'courses', 'events', 'users', 'services'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** GET /api/search?q=&type= (q required, non-empty after trimming). */
export interface SearchResponse {
  jobs: JobDTO[];
  courses: CourseDTO[];
  events: EventDTO[];
  users: DirectoryEntryDTO[];
  /** Issue 25: approved services ('Serviços'). */
  services: ServiceDTO[];
  counts: { jobs: number; courses: number; events: number; users: number; services: number };
}
