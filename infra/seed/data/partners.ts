/**
 * Sponsors in all four tiers. Logos are SVG data URIs (no network needed);
 * one partner has a deliberately broken logo URL so the placeholder path of
 * the home page is exercised, and two are inactive (hidden from visitors).
 */
import type { SponsorshipLevel } from '@conecta/common';
import type { PartnerFields } from '@conecta/backend/models/partner';
import type { SeedDoc } from '../context';
import { logoFor, stableId } from '../random';

export type PartnerSeed = SeedDoc<PartnerFields>;

export const BROKEN_LOGO_URL = 'https://logos.invalid/quebrado.png';

interface PartnerRow {
  name: string;
  level: SponsorshipLevel;
  description: string;
  website: string;
  active?: boolean;
  featured?: boolean;
  brokenLogo?: boolean;
}

const ROWS: PartnerRow[] = [
  { name: 'Solaris Energia Ltda', level: 'platinum', description: 'Integradora solar líder no Ceará e patrocinadora master da Conecta Energia.', website: 'https://www.solarisenergia.com.br', featured: true },
  { name: 'Ventos do Nordeste Energia S.A.', level: 'platinum', description: 'Geradora eólica com 820 MW em operação no RN e no CE.', website: 'https://www.ventosdonordeste.com.br', featured: true },
  { name: 'Banco do Nordeste Sustentável', level: 'platinum', description: 'Linhas de crédito para energia renovável em pequenos negócios e no campo.', website: 'https://www.bnsustentavel.com.br', active: false },
  { name: 'Sertão Solar Engenharia', level: 'gold', description: 'EPC de usinas solares no Vale do São Francisco.', website: 'https://www.sertaosolar.com.br', featured: true },
  { name: 'EletroSul Montagens Elétricas', level: 'gold', description: 'Montagem de subestações e linhas de transmissão.', website: 'https://www.eletrosulmontagens.com.br' },
  { name: 'BioCana Bioenergia', level: 'gold', description: 'Cogeração e biometano a partir da cana-de-açúcar.', website: 'https://www.biocana.com.br' },
  { name: 'Instituto Senai de Energias Renováveis', level: 'silver', description: 'Formação técnica gratuita para o setor de energia.', website: 'https://www.senaienergia.org.br' },
  { name: 'Hidrotec Engenharia', level: 'silver', description: 'Projetos e modernização de PCHs.', website: 'https://www.hidrotec.eng.br' },
  { name: 'GeraMais Eficiência Energética', level: 'silver', description: 'ESCO de eficiência energética e gestão de energia.', website: 'https://www.geramais.com.br', brokenLogo: true },
  { name: 'Associação Cearense de Energias Renováveis', level: 'silver', description: 'Entidade que reúne empresas do cluster de renováveis do Ceará.', website: 'https://www.acer-ce.org.br', active: false },
  { name: 'Cooperativa de Energia do Vale', level: 'bronze', description: 'Cooperativa de geração compartilhada para produtores rurais.', website: 'https://www.coopvale.coop.br' },
  { name: 'Potiguar Eólica Serviços', level: 'bronze', description: 'Manutenção de aerogeradores com equipes certificadas.', website: 'https://www.potiguareolica.com.br' },
  { name: 'SolVerde Energia Compartilhada', level: 'bronze', description: 'Fazendas solares de geração compartilhada no Paraná.', website: 'https://www.solverde.com.br' },
  { name: 'Caatinga Renováveis', level: 'bronze', description: 'Projetos híbridos eólico-solares no sertão baiano.', website: 'https://www.caatingarenovaveis.com.br' },
];

export function buildPartners(): PartnerSeed[] {
  const orderInTier = new Map<SponsorshipLevel, number>();
  return ROWS.map((row, i) => {
    const order = (orderInTier.get(row.level) ?? 0) + 1;
    orderInTier.set(row.level, order);
    const host = new URL(row.website).hostname.replace(/^www\./, '');
    return {
      _id: stableId('partner', i + 1),
      name: row.name,
      description: row.description,
      logo: row.brokenLogo ? BROKEN_LOGO_URL : logoFor(row.name),
      website: row.website,
      contactEmail: `parcerias@${host.split('.')[0]}.example.com`,
      sponsorshipLevel: row.level,
      isActive: row.active ?? true,
      isFeatured: row.featured ?? false,
      displayOrder: order,
    };
  });
}
