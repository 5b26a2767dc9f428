/**
 * Free courses, webinars and workshops. Each description ends with its access link (the card's
 * 'Acessar' opens the description's first link; the card shows the text before it): a free
 * provider's catalogue, searched for the course's subject, so the link works as the demo is shown
 * (issue 25: no seeded card says 'Link indisponível'). Enrolment counters start at 0 and are set
 * from the seeded enrolments.
 */
import type { ContentStatus, CourseCategory, CourseLevel, EnergyArea } from '@conecta/common';
import type { CourseFields } from '@conecta/backend/models/course';
import type { SeedContext, SeedDoc } from '../context';
import { bannerFor, dayOffset, int, stableId } from '../random';

export type CourseSeed = SeedDoc<CourseFields>;

interface CourseRow {
  title: string;
  instructor: string;
  category: CourseCategory;
  level: CourseLevel;
  area: EnergyArea;
  duration: string;
  summary: string;
  /** Where the subject is taught for free, and the words that search its catalogue. */
  provider: Provider;
  search: string;
  status?: ContentStatus;
}

type Provider = 'escolaVirtual' | 'fundacaoBradesco' | 'coursera' | 'edx' | 'mitOcw' | 'openLearn';

/**
 * Free course providers and the address of their catalogue for a subject `q`: searched where the
 * catalogue takes a query in its address, else its front page (the catalogue as the provider shows it).
 */
const PROVIDERS: Record<Provider, { name: string; url: (q: string) => string }> = {
  escolaVirtual: { name: 'Escola Virtual.Gov (Enap)', url: () => 'https://www.escolavirtual.gov.br/catalogo' },
  fundacaoBradesco: { name: 'Escola Virtual da Fundação Bradesco', url: () => 'https://www.ev.org.br/' },
  coursera: { name: 'Coursera (modo ouvinte)', url: (q) => `https://www.coursera.org/search?query=${encodeURIComponent(q)}` },
  edx: { name: 'edX', url: (q) => `https://www.edx.org/search?q=${encodeURIComponent(q)}` },
  mitOcw: { name: 'MIT OpenCourseWare', url: (q) => `https://ocw.mit.edu/search/?q=${encodeURIComponent(q)}` },
  openLearn: { name: 'OpenLearn (The Open University)', url: () => 'https://www.open.edu/openlearn/' },
};

const ROWS: CourseRow[] = [
  { title: 'Fundamentos de Energia Solar Fotovoltaica', instructor: 'Profa. Helena Vasconcelos (UFC)', category: 'curso', level: 'iniciante', area: 'solar', duration: '12 horas', summary: 'Radiação solar, células e módulos, inversores e os componentes de um sistema conectado à rede. Ideal para quem está começando no setor.', provider: 'escolaVirtual', search: 'energia solar fotovoltaica' },
  { title: 'Dimensionamento de Sistemas Fotovoltaicos com PVsyst', instructor: 'Eng. Ricardo Tavares', category: 'curso', level: 'intermediário', area: 'solar', duration: '20 horas', summary: 'Simulação de produção, perdas, sombreamento e relatório de viabilidade de usinas de geração distribuída.', provider: 'coursera', search: 'photovoltaic system design' },
  { title: 'Projeto Elétrico de Usinas Solares de Grande Porte', instructor: 'Eng. Marcos Leal (Sertão Solar)', category: 'curso', level: 'avançado', area: 'solar', duration: '32 horas', summary: 'Arranjos, cabeamento CC e CA, subestação elevadora, proteção e requisitos de acesso do ONS.', provider: 'edx', search: 'solar energy engineering' },
  { title: 'Introdução à Energia Eólica', instructor: 'Profa. Dra. Luciana Barros (UFRN)', category: 'curso', level: 'iniciante', area: 'eólica', duration: '10 horas', summary: 'Como funciona um aerogerador, recurso eólico brasileiro, leilões e a cadeia produtiva do Nordeste.', provider: 'coursera', search: 'wind energy' },
  { title: 'Manutenção de Aerogeradores: Boas Práticas', instructor: 'Equipe Potiguar Eólica', category: 'workshop', level: 'intermediário', area: 'eólica', duration: '8 horas', summary: 'Rotinas de inspeção, lubrificação, torque de parafusos e análise de falhas em multiplicadoras e geradores.', provider: 'edx', search: 'wind turbine' },
  { title: 'Micrositing e Estimativa de Produção Eólica', instructor: 'Dr. Fábio Cunha', category: 'curso', level: 'avançado', area: 'eólica', duration: '24 horas', summary: 'Tratamento de dados anemométricos, modelagem de esteira, incertezas e P50/P90 com WindPRO.', provider: 'mitOcw', search: 'wind energy' },
  { title: 'NR-10: Segurança em Instalações Elétricas', instructor: 'Instituto Senai de Energias Renováveis', category: 'curso', level: 'iniciante', area: 'elétrica', duration: '40 horas', summary: 'Conteúdo básico da NR-10: riscos elétricos, medidas de controle, primeiros socorros e prevenção de incêndios.', provider: 'escolaVirtual', search: 'segurança em instalações elétricas' },
  { title: 'Proteção de Sistemas Elétricos de Potência', instructor: 'Prof. Dr. Eduardo Matos (UFPE)', category: 'curso', level: 'avançado', area: 'elétrica', duration: '30 horas', summary: 'Relés de sobrecorrente, distância e diferencial; coordenação e seletividade; estudos de curto-circuito.', provider: 'mitOcw', search: 'power systems' },
  { title: 'Biogás no Agronegócio: do Resíduo à Energia', instructor: 'Dra. Cláudia Prado (BioCana)', category: 'webinar', level: 'iniciante', area: 'biomassa', duration: '2 horas', summary: 'Potencial do biogás em granjas e usinas de cana, biodigestores e modelos de negócio com biometano.', provider: 'escolaVirtual', search: 'biogás' },
  { title: 'Cogeração com Bagaço de Cana', instructor: 'Eng. Sérgio Amaral', category: 'curso', level: 'intermediário', area: 'biomassa', duration: '16 horas', summary: 'Ciclos a vapor, caldeiras de alta pressão, eficiência de cogeração e venda de excedentes.', provider: 'edx', search: 'bioenergy' },
  { title: 'Pequenas Centrais Hidrelétricas: Estudos e Projetos', instructor: 'Equipe Hidrotec Engenharia', category: 'curso', level: 'intermediário', area: 'hidrelétrica', duration: '18 horas', summary: 'Inventário, projeto básico, escolha de turbinas e licenciamento de PCHs e CGHs.', provider: 'openLearn', search: 'hydroelectric power' },
  { title: 'Operação de Usinas Hidrelétricas', instructor: 'Eng. Paulo Sérgio Nunes', category: 'workshop', level: 'avançado', area: 'hidrelétrica', duration: '6 horas', summary: 'Partida e parada de unidades, regulação de velocidade e tensão, e resposta a contingências.', provider: 'coursera', search: 'hydropower' },
  { title: 'Eficiência Energética na Indústria', instructor: 'GeraMais Eficiência Energética', category: 'webinar', level: 'iniciante', area: 'eficiência', duration: '1h30', summary: 'Onde estão os desperdícios: motores, ar comprimido, iluminação e tarifas. Casos reais com retorno em menos de 2 anos.', provider: 'fundacaoBradesco', search: 'eficiência energética' },
  { title: 'Mercado Livre de Energia na Prática', instructor: 'Dra. Renata Falcão (FGV)', category: 'webinar', level: 'intermediário', area: 'eficiência', duration: '2 horas', summary: 'Migração para o ACL, contratos, gestão de riscos e o papel da CCEE.', provider: 'escolaVirtual', search: 'mercado de energia elétrica' },
  { title: 'Redes Inteligentes e Medição Avançada', instructor: 'Eng. Tiago Moura (Mineira Distribuição)', category: 'curso', level: 'intermediário', area: 'distribuição', duration: '14 horas', summary: 'Medidores inteligentes, automação de religadores, detecção de perdas e análise de dados de consumo.', provider: 'edx', search: 'smart grid' },
  { title: 'Montagem de Linhas de Transmissão', instructor: 'EletroSul Montagens Elétricas', category: 'workshop', level: 'intermediário', area: 'transmissão', duration: '8 horas', summary: 'Fundações, montagem de torres, lançamento de cabos e segurança em obras de transmissão.', provider: 'mitOcw', search: 'electric power transmission' },
  { title: 'Hidrogênio Verde: Oportunidades para o Nordeste', instructor: 'Profa. Dra. Luciana Barros (UFRN)', category: 'webinar', level: 'avançado', area: 'eólica', duration: '2 horas', summary: 'Eletrólise, custos nivelados, hubs portuários do Pecém e de Suape e o papel das renováveis.', provider: 'coursera', search: 'green hydrogen' },
  { title: 'Instalação de Sistemas Solares: Prática de Campo', instructor: 'Equipe Solaris Energia', category: 'workshop', level: 'iniciante', area: 'solar', duration: '8 horas', summary: 'Montagem de estruturas, conexões MC4, aterramento e comissionamento de um sistema residencial.', provider: 'openLearn', search: 'solar energy' },
  { title: 'Gás Natural e Biometano: Regulação e Mercado', instructor: 'Baía Gás Natural', category: 'webinar', level: 'intermediário', area: 'gás natural', duration: '1h30', summary: 'Nova Lei do Gás, injeção de biometano na rede e oportunidades para produtores.', provider: 'edx', search: 'natural gas', status: 'pending' },
  { title: 'Segurança em Usinas Nucleares', instructor: 'AtomoTec Serviços Nucleares', category: 'curso', level: 'avançado', area: 'nuclear', duration: '20 horas', summary: 'Cultura de segurança, defesa em profundidade, proteção radiológica e licenciamento pela CNEN.', provider: 'mitOcw', search: 'nuclear reactor safety', status: 'pending' },
];

export function buildCourses(ctx: SeedContext): CourseSeed[] {
  return ROWS.map((row, i) => {
    const provider = PROVIDERS[row.provider];
    const createdAt = dayOffset(ctx.now, -((i * 11) % 120) - 1, 10);
    const rated = i % 4 !== 3 && row.status !== 'pending';
    return {
      _id: stableId('course', i + 1),
      title: row.title,
      instructor: row.instructor,
      description: `${row.summary} Gratuito, pela plataforma ${provider.name}. Acesse: ${provider.url(row.search)}`,
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
