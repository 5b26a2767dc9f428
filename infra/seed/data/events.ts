/**
 * Sector events, placed relative to the seed's "today" so there are always
 * past and upcoming ones. `targetAttendees` is how many seeded registrations
 * an event gets; currentAttendees is then set from those registrations. Two
 * small events are left one seat short of full.
 */
import type { ContentStatus, EnergyArea, EventType } from '@conecta/common';
import type { EventFields } from '@conecta/backend/models/event';
import type { SeedContext, SeedDoc } from '../context';
import { bannerFor, dayOffset, int, stableId } from '../random';
import { place, type CityKey } from './places';

export type EventSeed = SeedDoc<EventFields> & { targetAttendees: number };

interface EventRow {
  title: string;
  organizer: string;
  type: EventType;
  area: EnergyArea;
  /** Days from today (negative: past). */
  day: number;
  hour: number;
  city: CityKey | 'online';
  venue?: string;
  max: number | null;
  target: number;
  summary: string;
  status?: ContentStatus;
}

const ROWS: EventRow[] = [
  { title: 'Fórum Nordeste de Energia Solar', organizer: 'Solaris Energia Ltda', type: 'presencial', area: 'solar', day: 12, hour: 9, city: 'fortaleza', venue: 'Centro de Eventos do Ceará', max: 400, target: 22, summary: 'Dois dias de palestras sobre geração distribuída, armazenamento e financiamento de projetos solares.' },
  { title: 'Webinar: Marco Legal da Geração Distribuída', organizer: 'Conecta Energia', type: 'online', area: 'solar', day: 5, hour: 19, city: 'online', max: null, target: 18, summary: 'O que muda com a Lei 14.300 para consumidores, integradores e distribuidoras.' },
  { title: 'Encontro de Técnicos Eólicos do RN', organizer: 'Potiguar Eólica Serviços', type: 'presencial', area: 'eólica', day: 20, hour: 8, city: 'natal', venue: 'SENAI Natal', max: 12, target: 11, summary: 'Troca de experiências em manutenção de aerogeradores, segurança em altura e novas certificações.' },
  { title: 'Brasil Wind Summit', organizer: 'Ventos do Nordeste Energia S.A.', type: 'híbrido', area: 'eólica', day: 45, hour: 9, city: 'recife', venue: 'Centro de Convenções de Pernambuco', max: 800, target: 25, summary: 'O maior encontro do setor eólico do Nordeste: offshore, repotenciação e hidrogênio verde.' },
  { title: 'Workshop de Termografia em Subestações', organizer: 'EletroSul Montagens Elétricas', type: 'presencial', area: 'elétrica', day: 9, hour: 14, city: 'portoAlegre', venue: 'Auditório da EletroSul', max: 20, target: 19, summary: 'Prática com câmeras termográficas, interpretação de imagens e priorização de manutenção.' },
  { title: 'Seminário de Bioenergia do Interior Paulista', organizer: 'BioCana Bioenergia', type: 'presencial', area: 'biomassa', day: 30, hour: 9, city: 'ribeiraoPreto', venue: 'Centro de Convenções de Ribeirão Preto', max: 250, target: 14, summary: 'Cogeração, biometano e créditos de descarbonização (CBIOs) para usinas de cana.' },
  { title: 'Live: Carreira em Energias Renováveis', organizer: 'Conecta Energia', type: 'online', area: 'solar', day: 3, hour: 20, city: 'online', max: null, target: 20, summary: 'Profissionais do setor contam como começaram e o que as empresas procuram em estagiários.' },
  { title: 'Feira de Eficiência Energética', organizer: 'GeraMais Eficiência Energética', type: 'híbrido', area: 'eficiência', day: 60, hour: 10, city: 'saoPaulo', venue: 'Expo Center Norte', max: 1500, target: 12, summary: 'Expositores de iluminação, automação predial, motores de alto rendimento e gestão de energia.' },
  { title: 'Semana da Energia Hidrelétrica', organizer: 'Hidrotec Engenharia', type: 'presencial', area: 'hidrelétrica', day: 75, hour: 9, city: 'fozDoIguacu', venue: 'Parque Tecnológico de Itaipu', max: 300, target: 9, summary: 'Palestras e visitas técnicas sobre modernização de usinas e operação de reservatórios.' },
  { title: 'Webinar: Smart Grids nas Distribuidoras', organizer: 'Mineira Distribuição de Energia', type: 'online', area: 'distribuição', day: 15, hour: 16, city: 'online', max: null, target: 10, summary: 'Medição inteligente, automação de rede e o futuro da tarifa dinâmica.' },
  { title: 'Hackathon Energia Limpa', organizer: 'Instituto Senai de Energias Renováveis', type: 'híbrido', area: 'eficiência', day: 90, hour: 8, city: 'campinas', venue: 'Parque Científico da Unicamp', max: 120, target: 16, summary: '48 horas para criar soluções digitais para o setor elétrico. Equipes de até 5 pessoas.' },
  { title: 'Congresso Brasileiro de Transmissão', organizer: 'EletroSul Montagens Elétricas', type: 'presencial', area: 'transmissão', day: 120, hour: 9, city: 'brasilia', venue: 'Centro de Convenções Ulysses Guimarães', max: 600, target: 6, summary: 'Leilões de transmissão, novas tecnologias de cabos e gestão de ativos.' },
  { title: 'Oficina de Biodigestores para Agricultores', organizer: 'Cooperativa de Energia do Vale', type: 'presencial', area: 'biomassa', day: 25, hour: 8, city: 'juazeiro', venue: 'Sede da Cooperativa', max: 40, target: 8, summary: 'Como construir e operar um biodigestor de pequeno porte para a propriedade rural.', status: 'pending' },
  { title: 'Energia na Amazônia: Sistemas Isolados', organizer: 'Manaus Termo e Biomassa', type: 'híbrido', area: 'biomassa', day: 38, hour: 14, city: 'manaus', venue: 'Teatro Amazonas (Salão Nobre)', max: 150, target: 7, summary: 'Soluções híbridas solar-biomassa-baterias para comunidades isoladas.' },
  // Past events.
  { title: 'Expo Solar Nordeste', organizer: 'Solaris Energia Ltda', type: 'presencial', area: 'solar', day: -20, hour: 9, city: 'recife', venue: 'Centro de Convenções de Pernambuco', max: 500, target: 24, summary: 'Exposição de fabricantes, distribuidores e integradores de energia solar.' },
  { title: 'Webinar: Repotenciação de Parques Eólicos', organizer: 'Caatinga Renováveis', type: 'online', area: 'eólica', day: -8, hour: 18, city: 'online', max: null, target: 13, summary: 'Quando vale a pena trocar aerogeradores antigos e como licenciar a repotenciação.' },
  { title: 'Encontro de Engenheiros Eletricistas de Minas', organizer: 'Mineira Distribuição de Energia', type: 'presencial', area: 'elétrica', day: -35, hour: 19, city: 'beloHorizonte', venue: 'Sede do CREA-MG', max: 200, target: 11, summary: 'Networking e palestras sobre proteção, qualidade de energia e mobilidade elétrica.' },
  { title: 'Curso Rápido de Segurança Offshore', organizer: 'Offshore Brasil Petróleo', type: 'presencial', area: 'petróleo', day: -50, hour: 8, city: 'macae', venue: 'Base de Imbetiba', max: 30, target: 9, summary: 'Treinamento de segurança para embarque em plataformas.' },
  { title: 'Seminário de Gás Natural da Bahia', organizer: 'Baía Gás Natural', type: 'híbrido', area: 'gás natural', day: -15, hour: 9, city: 'salvador', venue: 'Centro de Convenções Salvador', max: 250, target: 10, summary: 'Expansão da malha de gasodutos e projetos de biometano no estado.' },
  { title: 'Dia da Energia Nuclear', organizer: 'AtomoTec Serviços Nucleares', type: 'presencial', area: 'nuclear', day: -70, hour: 10, city: 'angra', venue: 'Centro de Informações de Angra', max: 80, target: 6, summary: 'Visita guiada e palestras sobre o programa nuclear brasileiro.' },
  { title: 'Webinar: Hidrogênio Verde no Porto do Pecém', organizer: 'Conecta Energia', type: 'online', area: 'eólica', day: -3, hour: 17, city: 'online', max: null, target: 15, summary: 'Projetos anunciados, cronogramas e a demanda por profissionais qualificados.' },
  { title: 'Mutirão Solar Comunitário', organizer: 'SolVerde Energia Compartilhada', type: 'presencial', area: 'solar', day: -95, hour: 8, city: 'curitiba', venue: 'Associação de Moradores do Boqueirão', max: 25, target: 12, summary: 'Instalação voluntária de um sistema solar em uma creche comunitária.' },
  { title: 'Fórum de Energia de Florianópolis', organizer: 'Gaúcha Ventos Energia', type: 'híbrido', area: 'eólica', day: -28, hour: 9, city: 'florianopolis', venue: 'CentroSul', max: 350, target: 8, summary: 'Eólica offshore no Sul do Brasil: recursos, portos e cadeia de suprimentos.' },
];

export function buildEvents(ctx: SeedContext): EventSeed[] {
  return ROWS.map((row, i) => {
    const eventDate = dayOffset(ctx.now, row.day, row.hour);
    const createdAt = dayOffset(ctx.now, Math.min(row.day, 0) - 20 - (i % 10), 11);
    const past = row.day < 0;
    const location = row.city === 'online' ? 'Online' : `${row.venue} - ${place(row.city)}`;
    return {
      _id: stableId('event', i + 1),
      title: row.title,
      organizer: row.organizer,
      description:
        row.city === 'online'
          ? `${row.summary} Evento gratuito e online; o link de acesso é enviado aos inscritos.`
          : `${row.summary} Evento gratuito; vagas limitadas à capacidade do local.`,
      imageUrl: bannerFor(row.type === 'online' ? 'Online' : row.type === 'híbrido' ? 'Híbrido' : 'Presencial', row.title),
      eventType: row.type,
      energyArea: row.area,
      eventDate,
      location,
      maxAttendees: row.max,
      currentAttendees: 0,
      rating: past ? Math.round((4.2 + ctx.rng() * 0.8) * 10) / 10 : 0,
      totalRatings: past ? int(ctx.rng, 4, 60) : 0,
      status: row.status ?? 'approved',
      createdAt,
      updatedAt: createdAt,
      targetAttendees: row.max === null ? row.target : Math.min(row.target, row.max),
    };
  });
}
