/** The skills catalogue (spec §3 Skill): technical, soft and domain skills of the sector. */
import type { EnergyArea, SkillCategory } from '@conecta/common';

export interface SkillSeed {
  name: string;
  category: SkillCategory;
}

const technical = [
  'Dimensionamento Fotovoltaico',
  'Instalação de Painéis Solares',
  'Inversores Fotovoltaicos',
  'PVsyst',
  'HOMER Pro',
  'Manutenção de Aerogeradores',
  'Anemometria e Recurso Eólico',
  'WindPRO',
  'NR-10',
  'NR-35',
  'NR-33',
  'SEP - Sistema Elétrico de Potência',
  'Proteção de Sistemas Elétricos',
  'Subestações',
  'Comissionamento',
  'Termografia',
  'SCADA',
  'CLP',
  'Automação Industrial',
  'AutoCAD',
  'AutoCAD Electrical',
  'QGIS',
  'ANAREDE',
  'Qualidade de Energia',
  'Redes de Distribuição',
  'Linhas de Transmissão',
  'Armazenamento em Baterias',
  'Caldeiras e Turbinas a Vapor',
  'Turbinas Hidráulicas',
  'Python',
  'Excel Avançado',
  'Power BI',
  'MATLAB',
  'Medição e Faturamento',
] as const;

const soft = [
  'Comunicação',
  'Trabalho em Equipe',
  'Liderança',
  'Gestão de Projetos',
  'Negociação',
  'Resolução de Problemas',
  'Pensamento Analítico',
  'Organização',
  'Proatividade',
  'Atendimento ao Cliente',
  'Inglês Técnico',
  'Espanhol',
  'Adaptabilidade',
] as const;

const domain = [
  'Energia Solar Fotovoltaica',
  'Energia Eólica',
  'Biomassa e Biogás',
  'Pequenas Centrais Hidrelétricas',
  'Geração Distribuída',
  'Mercado Livre de Energia',
  'Regulação ANEEL',
  'Licenciamento Ambiental',
  'Hidrogênio Verde',
  'Smart Grids',
  'Eficiência Energética',
  'Transmissão de Energia',
  'Distribuição de Energia',
  'Gás Natural',
  'Segurança do Trabalho',
  'Sustentabilidade e ESG',
  'Créditos de Carbono',
  'Energia Nuclear',
  'Óleo e Gás',
] as const;

export type SkillName = (typeof technical)[number] | (typeof soft)[number] | (typeof domain)[number];

export const SKILLS: SkillSeed[] = [
  ...technical.map((name) => ({ name, category: 'technical' as const })),
  ...soft.map((name) => ({ name, category: 'soft' as const })),
  ...domain.map((name) => ({ name, category: 'domain' as const })),
];

export const SOFT_SKILLS: readonly SkillName[] = soft;

/** Skills that make sense for someone working in an energy area. */
export const SKILLS_BY_AREA: Record<EnergyArea, readonly SkillName[]> = {
  solar: ['Energia Solar Fotovoltaica', 'Dimensionamento Fotovoltaico', 'Instalação de Painéis Solares', 'Inversores Fotovoltaicos', 'PVsyst', 'Geração Distribuída', 'NR-10', 'NR-35', 'AutoCAD', 'Armazenamento em Baterias'],
  eólica: ['Energia Eólica', 'Manutenção de Aerogeradores', 'Anemometria e Recurso Eólico', 'WindPRO', 'NR-35', 'SCADA', 'Comissionamento', 'QGIS', 'Licenciamento Ambiental'],
  elétrica: ['SEP - Sistema Elétrico de Potência', 'Proteção de Sistemas Elétricos', 'Subestações', 'NR-10', 'AutoCAD Electrical', 'Qualidade de Energia', 'Termografia', 'CLP', 'Automação Industrial', 'ANAREDE'],
  biomassa: ['Biomassa e Biogás', 'Caldeiras e Turbinas a Vapor', 'NR-33', 'Créditos de Carbono', 'Sustentabilidade e ESG', 'Automação Industrial', 'Licenciamento Ambiental'],
  hidrelétrica: ['Pequenas Centrais Hidrelétricas', 'Turbinas Hidráulicas', 'Comissionamento', 'SCADA', 'Licenciamento Ambiental', 'Subestações', 'MATLAB'],
  eficiência: ['Eficiência Energética', 'Medição e Faturamento', 'Qualidade de Energia', 'Termografia', 'Mercado Livre de Energia', 'Excel Avançado', 'Power BI'],
  nuclear: ['Energia Nuclear', 'Segurança do Trabalho', 'Proteção de Sistemas Elétricos', 'MATLAB', 'Python'],
  'gás natural': ['Gás Natural', 'Segurança do Trabalho', 'NR-33', 'Automação Industrial', 'Regulação ANEEL'],
  petróleo: ['Óleo e Gás', 'Segurança do Trabalho', 'NR-33', 'NR-35', 'Automação Industrial', 'Excel Avançado'],
  transmissão: ['Transmissão de Energia', 'Linhas de Transmissão', 'Subestações', 'SEP - Sistema Elétrico de Potência', 'ANAREDE', 'NR-10', 'NR-35'],
  distribuição: ['Distribuição de Energia', 'Redes de Distribuição', 'Smart Grids', 'Medição e Faturamento', 'NR-10', 'Regulação ANEEL', 'QGIS'],
};
