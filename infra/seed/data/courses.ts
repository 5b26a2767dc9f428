/**
 * Free courses, webinars and workshops. Several carry their access link in
 * the description (the card's Access button opens it). Enrolment counters
 * start at 0 and are set from the seeded enrolments.
 */
import type { ContentStatus, CourseCategory, CourseLevel, EnergyArea } from '@conecta/common';
import type { CourseFields } from '@conecta/backend/models/course';
import type { SeedContext, SeedDoc } from '../context';
import { bannerFor, dayOffset, int, slugify, stableId } from '../random';

export type CourseSeed = SeedDoc<CourseFields>;

interface CourseRow {
  title: string;
  instructor: string;
  category: CourseCategory;
  level: CourseLevel;
  area: EnergyArea;
  duration: string;
  summary: string;
  /** Whether the description ends with an access link. */
  link?: boolean;
  status?: ContentStatus;
}

const LINK_BASE = 'https://cursos.conectaenergia.com.br';

const ROWS: CourseRow[] = [
  { title: 'Fundamentos de Energia Solar Fotovoltaica', instructor: 'Profa. Helena Vasconcelos (UFC)', category: 'curso', level: 'iniciante', area: 'solar', duration: '12 horas', summary: 'Radiação solar, células e módulos, inversores e os componentes de um sistema conectado à rede. Ideal para quem está começando no setor.', link: true },
  { title: 'Dimensionamento de Sistemas Fotovoltaicos com PVsyst', instructor: 'Eng. Ricardo Tavares', category: 'curso', level: 'intermediário', area: 'solar', duration: '20 horas', summary: 'Simulação de produção, perdas, sombreamento e relatório de viabilidade de usinas de geração distribuída.', link: true },
  { title: 'Projeto Elétrico de Usinas Solares de Grande Porte', instructor: 'Eng. Marcos Leal (Sertão Solar)', category: 'curso', level: 'avançado', area: 'solar', duration: '32 horas', summary: 'Arranjos, cabeamento CC e CA, subestação elevadora, proteção e requisitos de acesso do ONS.' },
  { title: 'Introdução à Energia Eólica', instructor: 'Profa. Dra. Luciana Barros (UFRN)', category: 'curso', level: 'iniciante', area: 'eólica', duration: '10 horas', summary: 'Como funciona um aerogerador, recurso eólico brasileiro, leilões e a cadeia produtiva do Nordeste.', link: true },
  { title: 'Manutenção de Aerogeradores: Boas Práticas', instructor: 'Equipe Potiguar Eólica', category: 'workshop', level: 'intermediário', area: 'eólica', duration: '8 horas', summary: 'Rotinas de inspeção, lubrificação, torque de parafusos e análise de falhas em multiplicadoras e geradores.' },
  { title: 'Micrositing e Estimativa de Produção Eólica', instructor: 'Dr. Fábio Cunha', category: 'curso', level: 'avançado', area: 'eólica', duration: '24 horas', summary: 'Tratamento de dados anemométricos, modelagem de esteira, incertezas e P50/P90 com WindPRO.', link: true },
  { title: 'NR-10: Segurança em Instalações Elétricas', instructor: 'Instituto Senai de Energias Renováveis', category: 'curso', level: 'iniciante', area: 'elétrica', duration: '40 horas', summary: 'Conteúdo básico da NR-10: riscos elétricos, medidas de controle, primeiros socorros e prevenção de incêndios.', link: true },
  { title: 'Proteção de Sistemas Elétricos de Potência', instructor: 'Prof. Dr. Eduardo Matos (UFPE)', category: 'curso', level: 'avançado', area: 'elétrica', duration: '30 horas', summary: 'Relés de sobrecorrente, distância e diferencial; coordenação e seletividade; estudos de curto-circuito.' },
  { title: 'Biogás no Agronegócio: do Resíduo à Energia', instructor: 'Dra. Cláudia Prado (BioCana)', category: 'webinar', level: 'iniciante', area: 'biomassa', duration: '2 horas', summary: 'Potencial do biogás em granjas e usinas de cana, biodigestores e modelos de negócio com biometano.', link: true },
  { title: 'Cogeração com Bagaço de Cana', instructor: 'Eng. Sérgio Amaral', category: 'curso', level: 'intermediário', area: 'biomassa', duration: '16 horas', summary: 'Ciclos a vapor, caldeiras de alta pressão, eficiência de cogeração e venda de excedentes.' },
  { title: 'Pequenas Centrais Hidrelétricas: Estudos e Projetos', instructor: 'Equipe Hidrotec Engenharia', category: 'curso', level: 'intermediário', area: 'hidrelétrica', duration: '18 horas', summary: 'Inventário, projeto básico, escolha de turbinas e licenciamento de PCHs e CGHs.' },
  { title: 'Operação de Usinas Hidrelétricas', instructor: 'Eng. Paulo Sérgio Nunes', category: 'workshop', level: 'avançado', area: 'hidrelétrica', duration: '6 horas', summary: 'Partida e parada de unidades, regulação de velocidade e tensão, e resposta a contingências.' },
  { title: 'Eficiência Energética na Indústria', instructor: 'GeraMais Eficiência Energética', category: 'webinar', level: 'iniciante', area: 'eficiência', duration: '1h30', summary: 'Onde estão os desperdícios: motores, ar comprimido, iluminação e tarifas. Casos reais com retorno em menos de 2 anos.', link: true },
  { title: 'Mercado Livre de Energia na Prática', instructor: 'Dra. Renata Falcão (FGV)', category: 'webinar', level: 'intermediário', area: 'eficiência', duration: '2 horas', summary: 'Migração para o ACL, contratos, gestão de riscos e o papel da CCEE.', link: true },
  { title: 'Redes Inteligentes e Medição Avançada', instructor: 'Eng. Tiago Moura (Mineira Distribuição)', category: 'curso', level: 'intermediário', area: 'distribuição', duration: '14 horas', summary: 'Medidores inteligentes, automação de religadores, detecção de perdas e análise de dados de consumo.' },
  { title: 'Montagem de Linhas de Transmissão', instructor: 'EletroSul Montagens Elétricas', category: 'workshop', level: 'intermediário', area: 'transmissão', duration: '8 horas', summary: 'Fundações, montagem de torres, lançamento de cabos e segurança em obras de transmissão.' },
  { title: 'Hidrogênio Verde: Oportunidades para o Nordeste', instructor: 'Profa. Dra. Luciana Barros (UFRN)', category: 'webinar', level: 'avançado', area: 'eólica', duration: '2 horas', summary: 'Eletrólise, custos nivelados, hubs portuários do Pecém e de Suape e o papel das renováveis.', link: true },
  { title: 'Instalação de Sistemas Solares: Prática de Campo', instructor: 'Equipe Solaris Energia', category: 'workshop', level: 'iniciante', area: 'solar', duration: '8 horas', summary: 'Montagem de estruturas, conexões MC4, aterramento e comissionamento de um sistema residencial.', link: true },
  { title: 'Gás Natural e Biometano: Regulação e Mercado', instructor: 'Baía Gás Natural', category: 'webinar', level: 'intermediário', area: 'gás natural', duration: '1h30', summary: 'Nova Lei do Gás, injeção de biometano na rede e oportunidades para produtores.', status: 'pending' },
  { title: 'Segurança em Usinas Nucleares', instructor: 'AtomoTec Serviços Nucleares', category: 'curso', level: 'avançado', area: 'nuclear', duration: '20 horas', summary: 'Cultura de segurança, defesa em profundidade, proteção radiológica e licenciamento pela CNEN.', status: 'pending' },
];

export function buildCourses(ctx: SeedContext): CourseSeed[] {
  return ROWS.map((row, i) => {
    const link = row.link ? ` Acesse: ${LINK_BASE}/${slugify(row.title)}` : '';
    const createdAt = dayOffset(ctx.now, -((i * 11) % 120) - 1, 10);
    const rated = i % 4 !== 3 && row.status !== 'pending';
    return {
      _id: stableId('course', i + 1),
      title: row.title,
      instructor: row.instructor,
      description: `${row.summary} Curso gratuito com certificado.${link}`,
      category: row.category,
      level: row.level,
      energyArea: row.area,
      duration: row.duration,
      enrolledCount: 0,
      rating: rated ? Math.round((4 + ctx.rng()) * 10) / 10 : 0,
      totalRatings: rated ? int(ctx.rng, 5, 140) : 0,
      imageUrl: bannerFor(row.category === 'curso' ? 'Curso' : row.category === 'webinar' ? 'Webinar' : 'Workshop', row.title),
      status: row.status ?? 'approved',
      createdAt,
      updatedAt: createdAt,
    };
  });
}
