/**
 * Services (issue 25, 'Serviços'): what a few companies and professionals offer — installation, O&M,
 * projects, consultancy — so /servicos, the providers' profiles and the search show something on a
 * fresh demo. The demo company and the demo professional offer one each (one of them waiting for
 * review, so the admin's 'Serviços' tab has an item), and one is rejected with its reason.
 * No photos: a seeded file would have to be stored too, and the cards read well without one.
 */
import type { ContentStatus, EnergyArea, ServiceKind, ServiceRegion } from '@conecta/common';
import type { ServiceFields } from '@conecta/backend/models/service';
import type { SeedContext, SeedDoc } from '../context';
import { dayOffset, seededUuid, stableId } from '../random';
import type { SeededUsers, UserSeed } from './users';

export type ServiceSeed = SeedDoc<ServiceFields>;

interface ServiceRow {
  /** A company key of companies.ts, or the demo professional. */
  provider: string;
  title: string;
  kind: ServiceKind;
  area: EnergyArea;
  regions: ServiceRegion[];
  description: string;
  daysAgo: number;
  status?: ContentStatus;
  rejectionReason?: string;
}

const DEMO_PROFESSIONAL = 'demoProfessional';

const ROWS: readonly ServiceRow[] = [
  { provider: 'sertaoSolar', title: 'Instalação de usinas solares de geração distribuída', kind: 'instalacao', area: 'solar', regions: ['PE', 'BA', 'PI'], daysAgo: 40, description: 'Projeto executivo, fornecimento, montagem e comissionamento de usinas fotovoltaicas de 75 kW a 5 MW, com homologação na distribuidora e treinamento da equipe do cliente.' },
  { provider: 'potiguarEolica', title: 'Manutenção preventiva e corretiva de aerogeradores', kind: 'om', area: 'eólica', regions: ['RN', 'CE', 'PB'], daysAgo: 33, description: 'Equipes certificadas GWO para inspeção de pás, troca de óleo de multiplicadoras, torque de flanges e atendimento de falhas 24 horas em parques eólicos de diversos fabricantes.' },
  { provider: 'geraMais', title: 'Diagnóstico energético e consultoria para o mercado livre', kind: 'consultoria', area: 'eficiência', regions: [], daysAgo: 27, description: 'Medição e análise do consumo, estudo de viabilidade para migração ao mercado livre, gestão de contratos e retrofit de iluminação e climatização com retorno calculado.' },
  { provider: 'eletroSul', title: 'Montagem eletromecânica de subestações', kind: 'instalacao', area: 'transmissão', regions: ['RS', 'SC', 'PR'], daysAgo: 20, description: 'Montagem de estruturas, barramentos, transformadores e painéis de proteção em subestações de até 500 kV, com ensaios de comissionamento e documentação as built.' },
  { provider: 'hidrotec', title: 'Projetos de modernização de PCHs e CGHs', kind: 'projetos', area: 'hidrelétrica', regions: ['PR', 'SC', 'MT', 'MS'], daysAgo: 15, description: 'Estudos de repotenciação, projeto de automação e substituição de reguladores de velocidade e tensão em pequenas centrais hidrelétricas, do diagnóstico à entrega.' },
  { provider: 'solaris', title: 'Operação e manutenção de usinas fotovoltaicas', kind: 'om', area: 'solar', regions: ['CE', 'RN'], daysAgo: 9, description: 'Limpeza de módulos, termografia, inspeção de inversores e estruturas, monitoramento remoto e relatório mensal de desempenho para usinas de geração distribuída.' },
  { provider: DEMO_PROFESSIONAL, title: 'Projeto elétrico de sistemas fotovoltaicos residenciais', kind: 'projetos', area: 'solar', regions: ['CE'], daysAgo: 2, status: 'pending', description: 'Dimensionamento, diagrama unifilar, memorial descritivo e ART para sistemas fotovoltaicos residenciais de até 75 kW, com acompanhamento da homologação.' },
  { provider: 'biocana', title: 'Consultoria em biometano', kind: 'consultoria', area: 'biomassa', regions: ['SP'], daysAgo: 5, status: 'rejected', rejectionReason: 'Descreva o que está incluído no serviço (etapas, entregas e prazos).', description: 'Consultoria para projetos de biometano a partir de vinhaça e torta de filtro.' },
];

const nameOf = (user: UserSeed) => user.companyName ?? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();

export function buildServices(ctx: SeedContext, users: SeededUsers): ServiceSeed[] {
  return ROWS.map((row, i) => {
    const provider = row.provider === DEMO_PROFESSIONAL ? users.professional : users.companies.get(row.provider)?.user;
    if (!provider) throw new Error(`services seed: no provider '${row.provider}'`);
    const status = row.status ?? 'approved';
    const at = dayOffset(ctx.now, -row.daysAgo, 10);
    return {
      _id: stableId('service', i + 1),
      title: row.title,
      description: row.description,
      kind: row.kind,
      energyArea: row.area,
      regions: row.regions,
      providerId: provider._id,
      providerName: nameOf(provider),
      providerImageUrl: provider.profileThumbnailUrl ?? provider.profileImageUrl ?? null,
      status,
      submittedBy: provider._id,
      submissionId: seededUuid(ctx.rng),
      rejectionReason: row.rejectionReason ?? null,
      moderatedBy: status === 'pending' ? null : users.admin._id,
      moderatedAt: status === 'pending' ? null : dayOffset(ctx.now, -row.daysAgo + 1, 11),
      statusChangedAt: status === 'pending' ? at : dayOffset(ctx.now, -row.daysAgo + 1, 11),
      createdAt: at,
      updatedAt: status === 'pending' ? at : dayOffset(ctx.now, -row.daysAgo + 1, 11),
    };
  });
}
