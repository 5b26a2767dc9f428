/**
 * Companies of the demo cluster. The first is the demo company account
 * (empresa@example.com); the others are company accounts too. `thirdParty`
 * lists employers that post jobs without an account on the platform.
 */
import type { EnergyArea } from '@conecta/common';
import type { CityKey } from './places';

export interface CompanySeed {
  key: string;
  name: string;
  city: CityKey;
  areas: EnergyArea[];
  bio: string;
  website: string;
}

export const DEMO_COMPANY: CompanySeed = {
  key: 'solaris',
  name: 'Solaris Energia Ltda',
  city: 'fortaleza',
  areas: ['solar', 'eficiência'],
  bio: 'Integradora de sistemas fotovoltaicos com mais de 1.200 projetos de geração distribuída no Nordeste. Projetamos, instalamos e mantemos usinas residenciais, comerciais e rurais.',
  website: 'https://www.solarisenergia.com.br',
};

export const COMPANIES: CompanySeed[] = [
  { key: 'ventosNordeste', name: 'Ventos do Nordeste Energia S.A.', city: 'natal', areas: ['eólica', 'transmissão'], bio: 'Operamos 14 parques eólicos no Rio Grande do Norte e no Ceará, somando 820 MW de capacidade instalada.', website: 'https://www.ventosdonordeste.com.br' },
  { key: 'sertaoSolar', name: 'Sertão Solar Engenharia', city: 'petrolina', areas: ['solar'], bio: 'EPC de usinas solares de grande porte no Vale do São Francisco. Da engenharia ao comissionamento.', website: 'https://www.sertaosolar.com.br' },
  { key: 'hidrotec', name: 'Hidrotec Engenharia', city: 'fozDoIguacu', areas: ['hidrelétrica', 'elétrica'], bio: 'Projetos, modernização e operação de PCHs e CGHs no Sul e no Centro-Oeste.', website: 'https://www.hidrotec.eng.br' },
  { key: 'biocana', name: 'BioCana Bioenergia', city: 'ribeiraoPreto', areas: ['biomassa', 'eficiência'], bio: 'Cogeração a partir do bagaço de cana e produção de biometano em três unidades no interior paulista.', website: 'https://www.biocana.com.br' },
  { key: 'eletroSul', name: 'EletroSul Montagens Elétricas', city: 'portoAlegre', areas: ['elétrica', 'transmissão', 'distribuição'], bio: 'Montagem eletromecânica de subestações e linhas de transmissão de até 500 kV.', website: 'https://www.eletrosulmontagens.com.br' },
  { key: 'potiguarEolica', name: 'Potiguar Eólica Serviços', city: 'mossoro', areas: ['eólica'], bio: 'Manutenção preventiva e corretiva de aerogeradores de diversos fabricantes. Equipes certificadas GWO.', website: 'https://www.potiguareolica.com.br' },
  { key: 'amazoniaHidro', name: 'Amazônia Hidro Geração', city: 'portoVelho', areas: ['hidrelétrica', 'transmissão'], bio: 'Operação e manutenção de usinas hidrelétricas na região Norte.', website: 'https://www.amazoniahidro.com.br' },
  { key: 'geraMais', name: 'GeraMais Eficiência Energética', city: 'saoPaulo', areas: ['eficiência', 'solar', 'elétrica'], bio: 'ESCO especializada em diagnósticos energéticos, retrofit de iluminação e gestão de contratos no mercado livre.', website: 'https://www.geramais.com.br' },
  { key: 'caatinga', name: 'Caatinga Renováveis', city: 'caetite', areas: ['eólica', 'solar'], bio: 'Desenvolvedora de projetos híbridos eólico-solares no sertão baiano.', website: 'https://www.caatingarenovaveis.com.br' },
  { key: 'mineiraDistribuicao', name: 'Mineira Distribuição de Energia', city: 'beloHorizonte', areas: ['distribuição', 'elétrica'], bio: 'Distribuidora com 1,3 milhão de unidades consumidoras em Minas Gerais. Investimos em redes inteligentes.', website: 'https://www.mineiradistribuicao.com.br' },
  { key: 'gauchaVentos', name: 'Gaúcha Ventos Energia', city: 'portoAlegre', areas: ['eólica'], bio: 'Parques eólicos no litoral sul gaúcho e estudos de eólica offshore.', website: 'https://www.gauchaventos.com.br' },
  { key: 'baiaGas', name: 'Baía Gás Natural', city: 'salvador', areas: ['gás natural', 'petróleo'], bio: 'Distribuição de gás natural canalizado e projetos de biometano na Bahia.', website: 'https://www.baiagas.com.br' },
  { key: 'atomoTec', name: 'AtomoTec Serviços Nucleares', city: 'angra', areas: ['nuclear', 'elétrica'], bio: 'Serviços de engenharia e manutenção para o setor nuclear brasileiro.', website: 'https://www.atomotec.com.br' },
  { key: 'solVerde', name: 'SolVerde Energia Compartilhada', city: 'curitiba', areas: ['solar', 'distribuição'], bio: 'Fazendas solares de geração compartilhada para pequenos negócios e residências.', website: 'https://www.solverde.com.br' },
  { key: 'manausTermica', name: 'Manaus Termo e Biomassa', city: 'manaus', areas: ['biomassa', 'gás natural'], bio: 'Geração térmica a biomassa florestal certificada para sistemas isolados da Amazônia.', website: 'https://www.manaustermo.com.br' },
];

/** Employers of jobs listed without an account (third-party listings). */
export const THIRD_PARTY_EMPLOYERS = [
  'Instituto Senai de Energias Renováveis',
  'Cooperativa de Energia do Vale',
  'Recife Elétrica Serviços',
  'Brasília Smart Energy',
  'Offshore Brasil Petróleo',
] as const;
