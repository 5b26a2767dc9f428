/**
 * How an audit-log entry reads in the panel: the action in Portuguese and one "field: before →
 * after" line per changed field (the server records only the fields an action changed).
 */
import type { AuditLogDTO } from '@conecta/common';
export { formatDateTime } from '../../lib/format';

const ACTIONS: Record<string, string> = {
  'user.verify': 'alterou a verificação de um usuário',
  'user.suspend': 'alterou a suspensão de um usuário',
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
  'job.publish': 'publicou uma vaga',
  'job.publishVerified': 'publicou sem revisão uma vaga (empresa verificada)',
  'job.updateVerified': 'editou sem revisão uma vaga publicada (empresa verificada)',
  'job.update': 'editou uma vaga',
  'job.close': 'encerrou uma vaga',
  'course.publish': 'publicou um curso',
  'event.publish': 'publicou um evento',
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
};

export function actionLabel(action: string): string {
  return ACTIONS[action] ?? (action.startsWith('queues.') ? QUEUES_OTHER : action);
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
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
  const lines = keys.map((key) => `${FIELDS[key] ?? key}: ${show(before[key])} → ${show(after[key])}`);
  if (entry.targetType === 'landing' && entry.targetId) lines.unshift(`seção: ${entry.targetId}`);
  return lines;
}
