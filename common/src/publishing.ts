/**
 * Publishing and the applicant pipeline (issue 13): what companies (and admins) submit, how they
 * follow it, and how candidates follow their applications. Submitted content waits as `pending`
 * for an admin (admin submissions are published directly).
 */
import type {
  ApplicationStatus,
  ContentStatus,
  CourseCategory,
  CourseLevel,
  EnergyArea,
  EventType,
  JobFunction,
  JobStatus,
  JobType,
  WorkType,
} from './domain';
import type { CourseDTO, EventDTO, JobDTO } from './catalogue';
import type { JobAbilities } from './policies';
import type { CredentialCode } from './credentials';
import type { RequirableRegistration, RequirementCheck } from './jobRequirements';

/** POST /api/vagas and PATCH /api/vagas/:id (every field; PATCH takes any subset). */
export interface JobInput {
  title: string;
  /** Display name; defaults to the company account's companyName (or its name). */
  company?: string;
  location: string;
  jobType: JobType;
  energyArea: EnergyArea;
  jobFunction?: JobFunction | null;
  workType: WorkType;
  description: string;
  requirements?: string[];
  /** Numeric strings (spec §3); blank or absent means 'Salário a combinar'. */
  salaryMin?: string | null;
  salaryMax?: string | null;
  /** Issue 24: catalogue codes the job requires (valid on the day); absent keeps, [] clears. */
  requiredCredentials?: CredentialCode[];
  /** Issue 24: a verified registration the job requires; null or '' clears. */
  requiredRegistration?: RequirableRegistration | null;
}

/** A job as its owner (or an admin) sees it: the public fields plus its life. */
export interface OwnJobDTO extends JobDTO {
  status: JobStatus;
  /** Why an admin rejected it (status `rejected`) or took it down (status `removed`, issue 25). */
  rejectionReason: string | null;
  updatedAt: string;
  /**
   * When it entered its status: sent for review (again, after an edit), published, refused or
   * closed. 'Minhas vagas' writes it with the status's words (domain.ts JOB_STATUS_DATE_LABELS).
   */
  statusChangedAt: string;
  /** Whether 'Editar' and 'Encerrar' apply now, by the server's rule (policies.ts). */
  abilities: JobAbilities;
}

/**
 * GET /api/vagas/mine/figures (issue 25): what a company's dashboard shows in place of a
 * candidate's 'Candidaturas' and recommendations — its own jobs, counted now.
 */
export interface OwnJobFiguresDTO {
  /** Approved jobs, taking candidates ('Vagas abertas'). */
  openJobs: number;
  /** Jobs waiting for an admin's review ('Aguardando aprovação'). */
  pendingJobs: number;
  /** Applications its jobs ever received, closed jobs included ('Candidaturas recebidas'). */
  applications: number;
  /** Applications to its open jobs that nobody moved yet: still 'Em análise' ('Novas candidaturas'). */
  newApplications: number;
}

/** POST /api/cursos (company or admin). */
export interface CourseInput {
  title: string;
  instructor: string;
  description: string;
  category: CourseCategory;
  level: CourseLevel;
  energyArea: EnergyArea;
  duration?: string | null;
  imageUrl?: string | null;
}

/** POST /api/eventos (company or admin). `eventDate` is an ISO date-time in the future. */
export interface EventInput {
  title: string;
  organizer: string;
  description: string;
  eventType: EventType;
  energyArea: EnergyArea;
  eventDate: string;
  location: string;
  maxAttendees?: number | null;
  imageUrl?: string | null;
}

export interface OwnCourseDTO extends CourseDTO {
  status: ContentStatus;
  rejectionReason: string | null;
}
export interface OwnEventDTO extends EventDTO {
  status: ContentStatus;
  rejectionReason: string | null;
  createdAt: string;
}

/** GET /api/vagas/:id/applications (the job's company, or an admin): one applicant. */
export interface ApplicantDTO {
  id: string;
  jobId: string;
  userId: string;
  name: string;
  /** Public profile page (/profissionais/:id). */
  profileUrl: string;
  profileImageUrl: string | null;
  jobTitle: string | null;
  coverLetter: string;
  status: ApplicationStatus;
  feedback: string | null;
  createdAt: string;
  updatedAt: string;
  /** Issue 24: the job's requirements against this applicant's records today (empty when it requires none). */
  requirements: RequirementCheck[];
  /** Issue 24: the applicant's registrations an admin verified ('CREA verificado', 'CRT verificado'), whatever the job requires. */
  registrations: RequirableRegistration[];
}

/** PATCH /api/applications/:id (the job's company only). */
export interface ApplicationStatusInput {
  status: ApplicationStatus;
  /** Optional words to the candidate, shown on 'Minhas candidaturas'. */
  feedback?: string | null;
  /** A move back to an earlier status (or out of a final one) is a correction, said on purpose. */
  correction?: boolean;
}

/**
 * The pipeline's forward moves: em análise → entrevista → aprovado | não selecionado, the last two
 * final. Anything else (back, or out of a final status) is a correction: allowed only when the
 * company says so, since it sends the candidate a second, contradicting notice.
 */
export const APPLICATION_NEXT: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ['interview', 'accepted', 'rejected'],
  interview: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

export type ApplicationMove = 'same' | 'forward' | 'correction';
export function applicationMove(from: ApplicationStatus, to: ApplicationStatus): ApplicationMove {
  if (from === to) return 'same';
  return APPLICATION_NEXT[from].includes(to) ? 'forward' : 'correction';
}

/** GET /api/user/applications: the candidate's own applications ('Minhas candidaturas'). */
export interface MyApplicationDTO {
  id: string;
  jobId: string;
  jobTitle: string;
  company: string;
  /** Whether the job still takes candidates (approved); a closed job keeps its applications. */
  jobOpen: boolean;
  status: ApplicationStatus;
  feedback: string | null;
  createdAt: string;
  updatedAt: string;
}

export const PUBLISHING_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  companyMax: 120,
  locationMax: 120,
  descriptionMin: 30,
  descriptionMax: 10000,
  requirementMax: 200,
  requirementsMax: 20,
  salaryMax: 12,
  durationMax: 60,
  organizerMax: 120,
  reasonMin: 5,
  reasonMax: 500,
  feedbackMax: 1000,
  maxAttendeesMax: 100000,
} as const;

/** The Portuguese answers of publishing, moderation and the pipeline. */
export const PUBLISHING_MESSAGES = {
  titleInvalid: 'Título deve ter entre 5 e 120 caracteres',
  companyInvalid: 'Nome da empresa deve ter no máximo 120 caracteres',
  locationRequired: 'Informe a localização',
  jobTypeRequired: 'Selecione o tipo de vaga',
  energyAreaRequired: 'Selecione a área de energia',
  jobFunctionInvalid: 'Função inválida',
  workTypeRequired: 'Selecione a modalidade de trabalho',
  descriptionInvalid: 'Descrição deve ter pelo menos 30 caracteres',
  descriptionMax: 'Descrição deve ter no máximo 10000 caracteres',
  requirementsInvalid: 'Informe no máximo 20 requisitos de até 200 caracteres cada',
  salaryInvalid: 'Salário deve ser um número (ex.: 4500 ou 4500.00)',
  salaryOrder: 'O salário mínimo não pode ser maior que o máximo',
  instructorRequired: 'Informe o instrutor',
  categoryRequired: 'Selecione a categoria',
  levelRequired: 'Selecione o nível',
  durationInvalid: 'Duração deve ter no máximo 60 caracteres',
  organizerRequired: 'Informe o organizador',
  eventTypeRequired: 'Selecione o tipo de evento',
  eventDateInvalid: 'Informe uma data futura para o evento',
  maxAttendeesInvalid: 'Número de vagas deve ser um inteiro entre 1 e 100000',
  imageUrlInvalid: 'URL da imagem inválida',
  reasonInvalid: 'Informe o motivo da rejeição (5 a 500 caracteres)',
  feedbackMax: 'Comentário deve ter no máximo 1000 caracteres',
  applicationStatusInvalid: 'Status de candidatura inválido',
  onlyCompanies: 'Apenas empresas e administradores podem publicar.',
  onlyCandidates: 'Apenas estudantes e profissionais podem se candidatar a vagas.',
  notOwner: 'Você não tem permissão para alterar esta publicação.',
  jobClosed: 'Esta vaga foi encerrada e não pode ser alterada.',
  applicationsFrozen: 'Esta vaga não está aberta: o status das candidaturas não pode mais ser alterado.',
  correctionRequired: 'Voltar a um status anterior é uma correção: confirme-a para avisar o candidato.',
  correctionInvalid: 'Confirmação de correção inválida',
  applicationChanged: 'A candidatura foi alterada ao mesmo tempo. Recarregue e tente novamente.',
  jobNotOpen: 'Esta vaga não está recebendo candidaturas.',
  applicationNotFound: 'Candidatura não encontrada',
  submitted: 'Vaga enviada para aprovação!',
  published: 'Vaga publicada!',
  updated: 'Vaga atualizada!',
  updatedBackToModeration: 'Vaga atualizada e enviada novamente para aprovação.',
  closed: 'Vaga encerrada.',
  courseSubmitted: 'Curso enviado para aprovação!',
  eventSubmitted: 'Evento enviado para aprovação!',
  statusChanged: 'Status da candidatura atualizado!',
} as const;
