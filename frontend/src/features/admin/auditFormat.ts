/**
 * How an audit-log entry reads in the panel: the action in Portuguese and one "field: before →
 * after" line per changed field (the server records only the fields an action changed). The log
 * stores values as the code holds them ('pending', 'solar', 'nr35'): each reads here in common's
 * Portuguese labels, and a field that reads the same on both sides (a moderation's empty reason,
 * '— → —') is no change, so it gets no line.
 */
import {
  CONTENT_STATUS_LABELS,
  CREDENTIAL_CATALOGUE,
  JOB_STATUS_LABELS,
  LANDING_SECTION_NAMES,
  SPONSORSHIP_LEVEL_LABELS,
  USER_TYPE_LABELS,
  VERIFICATION_KIND_LABELS,
  VERIFICATION_STATUS_LABELS,
  type AuditLogDTO,
  type LandingSectionId,
} from '@conecta/common';
import { formatDateTime } from '../../lib/format';
import { labelOf } from '../../lib/labels';
export { formatDateTime };

const ACTIONS: Record<string, string> = {
  'user.verify': 'alterou a verificação de um usuário',
  'user.suspend': 'alterou a suspensão de um usuário',
  'user.admin': 'alterou o acesso de administrador de um usuário',
  'partner.create': 'cadastrou um parceiro',
  'partner.update': 'editou um parceiro',
  'partner.delete': 'excluiu um parceiro',
  'partner.logo': 'trocou o logo de um parceiro',
  'settings.update': 'alterou as configurações do site',
  'landing.update': 'editou a página inicial',
  'job.approve': 'aprovou uma vaga',
  'job.reject': 'rejeitou uma vaga',
  'course.approve': 'aprovou um curso',
  'course.reject': 'rejeitou um curso',
  'event.approve': 'aprovou um evento',
  'event.reject': 'rejeitou um evento',
  'verification.verify': 'verificou um registro profissional',
  'verification.reject': 'recusou um registro profissional',
  'job.publish': 'publicou uma vaga',
  'job.publishVerified': 'publicou sem revisão uma vaga (empresa verificada)',
  'job.updateVerified': 'editou sem revisão uma vaga publicada (empresa verificada)',
  'job.update': 'editou uma vaga',
  'job.close': 'encerrou uma vaga',
  'course.publish': 'publicou um curso',
  // Issue 25: the take-down and its undoing, for every kind moderated.
  'job.takeDown': 'retirou do ar uma vaga',
  'job.restore': 'republicou uma vaga',
  'course.takeDown': 'retirou do ar um curso',
  'course.restore': 'republicou um curso',
  'event.takeDown': 'retirou do ar um evento',
  'event.restore': 'republicou um evento',
  'service.takeDown': 'retirou do ar um serviço',
  'service.restore': 'republicou um serviço',
  // The whole page of an account (its profile and every item it published).
  'user.takeDownPage': 'retirou do ar a página de um usuário',
  'user.restorePage': 'republicou a página de um usuário',
  'event.publish': 'publicou um evento',
  'job.feature': 'destacou uma vaga na página inicial',
  'job.unfeature': 'removeu o destaque de uma vaga',
  'course.feature': 'destacou um curso na página inicial',
  'course.unfeature': 'removeu o destaque de um curso',
  'event.feature': 'destacou um evento na página inicial',
  'event.unfeature': 'removeu o destaque de um evento',
  'queues.pause': 'pausou uma fila',
  'queues.resume': 'retomou uma fila',
  'queues.clean': 'limpou jobs de uma fila',
  'queues.retry': 'reexecutou jobs de uma fila',
  'queues.promote': 'antecipou jobs de uma fila',
  'queues.empty': 'esvaziou uma fila',
  'queues.obliterate': 'apagou uma fila',
  'queues.add': 'adicionou um job a uma fila',
  'queues.remove': 'removeu um job de uma fila',
};

/** Any other change made through the queues panel (Bull Board adds actions over time). */
const QUEUES_OTHER = 'alterou uma fila pelo painel de filas';

const FIELDS: Record<string, string> = {
  isVerified: 'Verificado',
  isSuspended: 'Suspenso',
  name: 'Nome',
  description: 'Descrição',
  website: 'Site',
  contactEmail: 'E-mail de contato',
  sponsorshipLevel: 'Nível',
  isActive: 'Ativo',
  isFeatured: 'Destaque',
  displayOrder: 'Ordem',
  logo: 'Logo',
  contactPhone: 'Telefone',
  contactAddress: 'Endereço',
  contactHours: 'Horário',
  homeStats: 'Números',
  'homeStats.professionals': 'Profissionais',
  'homeStats.companies': 'Empresas',
  'homeStats.jobs': 'Vagas',
  'homeStats.events': 'Eventos',
  registrationsOpen: 'Cadastros abertos',
  publishVerifiedCompanyJobs: 'Vagas de empresas verificadas sem revisão',
  rule: 'Regra',
  visible: 'Visível',
  'content.title': 'Título',
  'content.subtitle': 'Subtítulo',
  'content.description': 'Descrição',
  'content.image': 'Imagem',
  'content.buttonText': 'Texto do botão',
  'content.buttonLink': 'Link do botão',
  title: 'Título',
  status: 'Situação',
  reason: 'Motivo',
  path: 'Caminho',
  location: 'Localização',
  jobType: 'Tipo de vaga',
  energyArea: 'Área de energia',
  workType: 'Modalidade',
  salaryMin: 'Salário mínimo',
  salaryMax: 'Salário máximo',
  requirements: 'Requisitos',
  company: 'Empresa',
  jobFunction: 'Função',
  rejectionReason: 'Motivo da rejeição',
  kind: 'Registro',
  requiredCredentials: 'Credenciais exigidas',
  requiredRegistration: 'Registro exigido',
  companyVerified: 'Empresa verificada',
  instructor: 'Instrutor',
  organizer: 'Organizador',
  category: 'Categoria',
  level: 'Nível',
  duration: 'Duração',
  eventType: 'Tipo de evento',
  eventDate: 'Data do evento',
  maxAttendees: 'Vagas',
  imageUrl: 'Imagem',
  userType: 'Tipo de conta',
  isAdmin: 'Administrador',
  pageRemoved: 'Página fora do ar',
};

export function actionLabel(action: string): string {
  return ACTIONS[action] ?? (action.startsWith('queues.') ? QUEUES_OTHER : action);
}

type Translate = (value: string) => string;
const table =
  (labels: Record<string, string>): Translate =>
  (value) =>
    labels[value] ?? value;

/** The status words of the item the entry is about: a job is 'Aprovada', a course 'Aprovado', a registration 'Verificado'. */
const STATUS_BY_TARGET: Record<string, Translate> = {
  job: table(JOB_STATUS_LABELS),
  course: table(CONTENT_STATUS_LABELS),
  event: table(CONTENT_STATUS_LABELS),
  verification: table(VERIFICATION_STATUS_LABELS),
};

/** Values stored as codes, by field; a field not listed is shown as stored (names, titles, reasons). */
const VALUES: Record<string, Translate> = {
  jobType: labelOf,
  energyArea: labelOf,
  workType: labelOf,
  category: labelOf,
  level: labelOf,
  eventType: labelOf,
  userType: table(USER_TYPE_LABELS),
  sponsorshipLevel: table(SPONSORSHIP_LEVEL_LABELS),
  kind: table(VERIFICATION_KIND_LABELS),
  requiredRegistration: table(VERIFICATION_KIND_LABELS),
  requiredCredentials: (code) => CREDENTIAL_CATALOGUE[code as keyof typeof CREDENTIAL_CATALOGUE]?.name ?? code,
};

/** A full ISO instant (an event's date), as the rest of the panel writes dates. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function show(value: unknown, translate?: Translate): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => show(item, translate)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string') {
    if (translate) return translate(value);
    if (ISO_INSTANT.test(value)) return formatDateTime(value) || value;
  }
  return String(value);
}

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return prefix ? { [prefix]: value } : {};
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) Object.assign(out, flatten(inner, path));
    else out[path] = inner;
  }
  return out;
}

/** 'campo: antes → depois' for each field present before or after (a creation has no before). */
export function describeChange(entry: Pick<AuditLogDTO, 'before' | 'after' | 'targetId' | 'targetType'>): string[] {
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const lines: string[] = [];
  for (const key of keys) {
    const translate = key === 'status' ? STATUS_BY_TARGET[entry.targetType ?? ''] : VALUES[key];
    const from = show(before[key], translate);
    const to = show(after[key], translate);
    if (from !== to) lines.push(`${FIELDS[key] ?? key}: ${from} → ${to}`);
  }
  if (entry.targetType === 'landing' && entry.targetId) lines.unshift(`Seção: ${LANDING_SECTION_NAMES[entry.targetId as LandingSectionId] ?? entry.targetId}`);
  return lines;
}
