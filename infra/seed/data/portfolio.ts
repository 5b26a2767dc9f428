/** Portfolio items of the demo professional and student and of a few other members. */
import type { PortfolioItemFields } from '@conecta/backend/models/portfolioItem';
import type { SeedContext, SeedDoc } from '../context';
import { bannerFor, dayOffset, stableId } from '../random';
import type { SeededUsers } from './users';

/** Images as plain rows (mongoose gives each its id on insert). */
export type PortfolioSeed = SeedDoc<Omit<PortfolioItemFields, 'images'> & { images?: Array<{ key: string | null; url: string }> }>;

export function buildPortfolio(ctx: SeedContext, users: SeededUsers): PortfolioSeed[] {
  const d = (daysAgo: number) => dayOffset(ctx.now, -daysAgo, 0);
  const [first, second, third] = users.professionals;
  if (!first || !second || !third) throw new Error('seed data: missing professionals for portfolio');
  const items: Array<Omit<PortfolioSeed, '_id'>> = [
    {
      userId: users.professional._id,
      title: 'Usina Solar Fotovoltaica de 30 MWp em Juazeiro',
      description: 'Coordenação do projeto executivo e do comissionamento de uma usina de 30 MWp com rastreadores de um eixo.',
      category: 'project',
      // A gallery (issue 25): the cover first. Seeded pictures are not files of ours: no storage key.
      images: [
        { key: null, url: bannerFor('Usina 30 MWp', 'carlos-usina') },
        { key: null, url: bannerFor('Rastreadores', 'carlos-rastreadores') },
        { key: null, url: bannerFor('Comissionamento', 'carlos-comissionamento') },
      ],
      projectUrl: 'https://portfolio.conectaenergia.com.br/carlos-silva/usina-juazeiro',
      startDate: d(900),
      endDate: d(540),
      location: 'Juazeiro - BA',
      technologies: ['PVsyst', 'AutoCAD', 'SCADA'],
      skills: ['Gestão de Projetos', 'Comissionamento'],
      achievements: ['Entrega 2 meses antes do prazo', 'Performance ratio de 84% no primeiro ano'],
    },
    {
      userId: users.professional._id,
      title: 'Certificação em Proteção de Sistemas Elétricos',
      description: 'Curso de 40 horas sobre coordenação e seletividade de relés de proteção.',
      category: 'certification',
      documentUrl: 'https://portfolio.conectaenergia.com.br/carlos-silva/certificado-protecao.pdf',
      startDate: d(400),
      endDate: d(380),
      location: 'Recife - PE',
      technologies: [],
      skills: ['Proteção de Sistemas Elétricos'],
      achievements: [],
    },
    {
      userId: users.professional._id,
      title: 'Engenheiro de Projetos na Sertão Solar Engenharia',
      description: 'Projetos de usinas de 5 MW a 30 MW e acompanhamento de obras no Vale do São Francisco.',
      category: 'experience',
      startDate: d(2000),
      endDate: d(300),
      location: 'Petrolina - PE',
      technologies: ['PVsyst', 'AutoCAD'],
      skills: ['Dimensionamento Fotovoltaico', 'Liderança'],
      achievements: ['Mais de 120 MWp projetados'],
    },
    {
      userId: users.student._id,
      title: 'Mapa do Potencial Eólico do Litoral Potiguar',
      description: 'Projeto de iniciação científica com dados de reanálise e QGIS para estimar o potencial eólico do litoral do RN.',
      category: 'project',
      images: [{ key: null, url: bannerFor('Potencial Eólico RN', 'beatriz-mapa') }],
      projectUrl: 'https://portfolio.conectaenergia.com.br/beatriz-souza/potencial-eolico',
      startDate: d(300),
      endDate: d(60),
      location: 'Natal - RN',
      technologies: ['Python', 'QGIS'],
      skills: ['Pensamento Analítico'],
      achievements: ['Apresentado no congresso de iniciação científica da UFRN'],
    },
    {
      userId: users.student._id,
      title: 'Artigo: Complementaridade Eólico-Solar no Nordeste',
      description: 'Artigo escrito com o grupo de pesquisa sobre a complementaridade sazonal entre vento e sol na região.',
      category: 'publication',
      documentUrl: 'https://portfolio.conectaenergia.com.br/beatriz-souza/artigo-complementaridade.pdf',
      startDate: d(200),
      endDate: d(120),
      location: 'Natal - RN',
      technologies: ['Python'],
      skills: ['Energia Eólica', 'Energia Solar Fotovoltaica'],
      achievements: [],
    },
    {
      userId: first._id,
      title: `Projeto de destaque de ${first.firstName}`,
      description: `Principal projeto como ${first.jobTitle ?? 'profissional'} nos últimos anos.`,
      category: 'project',
      startDate: d(500),
      endDate: d(200),
      location: first.location ?? null,
      technologies: (first.skills ?? []).slice(0, 2),
      skills: (first.skills ?? []).slice(2, 4),
      achievements: ['Reconhecimento do cliente pela qualidade da entrega'],
    },
    {
      userId: second._id,
      title: 'Certificação GWO - Basic Safety Training',
      description: 'Treinamento básico de segurança para trabalho em aerogeradores.',
      category: 'certification',
      startDate: d(250),
      endDate: d(245),
      location: second.location ?? null,
      technologies: [],
      skills: ['NR-35'],
      achievements: [],
    },
    {
      userId: third._id,
      title: `Experiência como ${third.jobTitle ?? 'profissional'}`,
      description: third.bio ?? '',
      category: 'experience',
      startDate: d(1500),
      endDate: null,
      location: third.location ?? null,
      technologies: (third.skills ?? []).slice(0, 3),
      skills: [],
      achievements: [],
    },
  ];
  return items.map((item, i) => {
    const createdAt = d(30 - i);
    return { _id: stableId('portfolio', i + 1), ...item, createdAt, updatedAt: createdAt };
  });
}
