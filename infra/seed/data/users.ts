/**
 * Users: the four demo accounts (common DEMO_ACCOUNTS), the company accounts
 * of companies.ts, and professionals, students and general-public members
 * built from name lists with a seeded PRNG. Skills come from the catalogue so
 * Skill.usageCount can be computed from the profiles.
 */
import { DEMO_ACCOUNTS, type EnergyArea } from '@conecta/common';
import type { UserFields } from '@conecta/backend/models/user';
import type { SeedContext, SeedDoc } from '../context';
import { cycle, dayOffset, int, notAfter, pick, sample, stableId } from '../random';
import { COMPANIES, DEMO_COMPANY, type CompanySeed } from './companies';
import { CITIES, CITY_KEYS, place, type CityKey } from './places';
import { SKILLS_BY_AREA, SOFT_SKILLS, type SkillName } from './skills';

export type UserSeed = SeedDoc<UserFields>;

export interface SeededUsers {
  all: UserSeed[];
  admin: UserSeed;
  company: UserSeed;
  professional: UserSeed;
  student: UserSeed;
  /** Company accounts by company key (includes the demo company as 'solaris'). */
  companies: Map<string, { user: UserSeed; company: CompanySeed }>;
  professionals: UserSeed[];
  students: UserSeed[];
}

const FIRST_NAMES = [
  'Mariana', 'João', 'Fernanda', 'Rafael', 'Juliana', 'Lucas', 'Camila', 'Pedro', 'Larissa', 'Thiago',
  'Aline', 'Gustavo', 'Patrícia', 'Bruno', 'Renata', 'Felipe', 'Vanessa', 'Diego', 'Tatiane', 'Marcelo',
  'Gabriela', 'André', 'Letícia', 'Rodrigo', 'Bianca', 'Vinícius', 'Priscila', 'Leonardo', 'Daniela', 'Matheus',
  'Isabela', 'Henrique', 'Natália', 'Caio', 'Luana', 'Otávio', 'Raquel', 'Igor', 'Sabrina', 'Wesley',
] as const;

const LAST_NAMES = [
  'Oliveira', 'Santos', 'Pereira', 'Lima', 'Costa', 'Ferreira', 'Rodrigues', 'Almeida', 'Nascimento', 'Carvalho',
  'Gomes', 'Araújo', 'Ribeiro', 'Martins', 'Barbosa', 'Rocha', 'Cavalcanti', 'Monteiro', 'Teixeira', 'Moreira',
  'Cardoso', 'Mendes', 'Freitas', 'Bezerra', 'Queiroz', 'Farias', 'Medeiros', 'Batista', 'Nogueira', 'Pinheiro',
] as const;

interface ProfileTemplate {
  jobTitle: string;
  areas: EnergyArea[];
  education: string;
  bio: string;
}

const PROFESSIONAL_TEMPLATES: ProfileTemplate[] = [
  { jobTitle: 'Engenheira de Projetos Fotovoltaicos', areas: ['solar'], education: 'Engenharia Elétrica - UFC', bio: 'Projeto usinas de geração distribuída e acompanho a homologação junto às distribuidoras.' },
  { jobTitle: 'Técnico em Manutenção de Aerogeradores', areas: ['eólica'], education: 'Técnico em Eletromecânica - IFRN', bio: 'Atuo em manutenção preventiva e corretiva de aerogeradores, com certificação GWO e trabalho em altura.' },
  { jobTitle: 'Engenheiro de Proteção e Controle', areas: ['elétrica', 'transmissão'], education: 'Engenharia Elétrica - UFPE; Mestrado em Sistemas de Potência', bio: 'Estudos de seletividade, parametrização de relés e comissionamento de subestações.' },
  { jobTitle: 'Analista de Recurso Eólico', areas: ['eólica'], education: 'Meteorologia - UFRN', bio: 'Campanhas de medição anemométrica, estimativa de produção e micrositing de parques eólicos.' },
  { jobTitle: 'Instalador de Sistemas Solares', areas: ['solar'], education: 'Curso Técnico em Sistemas de Energia Renovável - SENAI', bio: 'Mais de 300 sistemas instalados em telhados residenciais e comerciais. NR-10 e NR-35 em dia.' },
  { jobTitle: 'Engenheira de Bioenergia', areas: ['biomassa'], education: 'Engenharia Química - UNICAMP', bio: 'Otimização de caldeiras de bagaço e projetos de biogás a partir de vinhaça.' },
  { jobTitle: 'Operador de Usina Hidrelétrica', areas: ['hidrelétrica'], education: 'Técnico em Eletrotécnica - IFRO', bio: 'Operação de unidades geradoras em sala de controle, manobras e registros de ocorrências.' },
  { jobTitle: 'Consultora em Eficiência Energética', areas: ['eficiência', 'solar'], education: 'Engenharia de Energia - UFABC', bio: 'Diagnósticos energéticos, projetos de retrofit e medição e verificação (M&V) pelo PIMVP.' },
  { jobTitle: 'Eletricista de Linha Viva', areas: ['distribuição'], education: 'Curso de Eletricista de Redes - SENAI', bio: 'Manutenção em redes energizadas de média tensão com foco em segurança.' },
  { jobTitle: 'Analista de Comercialização de Energia', areas: ['eficiência', 'elétrica'], education: 'Economia - UFMG; MBA em Setor Elétrico - FGV', bio: 'Gestão de contratos no mercado livre, modelagem de preços e relacionamento com a CCEE.' },
  { jobTitle: 'Engenheiro de Linhas de Transmissão', areas: ['transmissão'], education: 'Engenharia Civil - UFPR', bio: 'Projetos de fundações e torres de linhas de 230 kV a 500 kV.' },
  { jobTitle: 'Técnica de Segurança do Trabalho', areas: ['petróleo', 'gás natural'], education: 'Técnico em Segurança do Trabalho - IFBA', bio: 'Gestão de permissões de trabalho, análises de risco e treinamentos de NR-33 e NR-35.' },
  { jobTitle: 'Engenheiro de Automação', areas: ['elétrica', 'hidrelétrica'], education: 'Engenharia de Controle e Automação - UFSC', bio: 'Sistemas SCADA e CLPs para usinas e subestações. Integração de protocolos IEC 61850.' },
  { jobTitle: 'Especialista em Licenciamento Ambiental', areas: ['eólica', 'solar'], education: 'Engenharia Ambiental - UFBA', bio: 'Licenciamento de parques eólicos e solares, estudos de fauna e relacionamento com comunidades.' },
  { jobTitle: 'Engenheira Nuclear', areas: ['nuclear'], education: 'Engenharia Nuclear - UFRJ', bio: 'Análise de segurança e gestão de configuração em usinas nucleares.' },
  { jobTitle: 'Analista de Smart Grid', areas: ['distribuição', 'eficiência'], education: 'Engenharia Elétrica - UTFPR', bio: 'Medição inteligente, automação de redes e análise de dados de consumo com Python.' },
];

const STUDENT_COURSES: Array<{ course: string; areas: EnergyArea[] }> = [
  { course: 'Engenharia Elétrica', areas: ['elétrica', 'solar'] },
  { course: 'Engenharia de Energias Renováveis', areas: ['solar', 'eólica'] },
  { course: 'Engenharia de Energia', areas: ['eficiência', 'biomassa'] },
  { course: 'Técnico em Sistemas de Energia Renovável', areas: ['solar'] },
  { course: 'Técnico em Eletrotécnica', areas: ['elétrica', 'distribuição'] },
  { course: 'Engenharia Ambiental', areas: ['biomassa', 'eólica'] },
  { course: 'Engenharia Mecânica', areas: ['eólica', 'hidrelétrica'] },
];

const UNIVERSITIES: Partial<Record<CityKey, string>> = {
  fortaleza: 'UFC', natal: 'UFRN', recife: 'UFPE', salvador: 'UFBA', beloHorizonte: 'UFMG', curitiba: 'UTFPR',
  portoAlegre: 'UFRGS', petrolina: 'UNIVASF', juazeiro: 'UNIVASF', campinas: 'UNICAMP', florianopolis: 'UFSC',
  brasilia: 'UnB', rio: 'UFRJ', manaus: 'UFAM', joaoPessoa: 'UFPB', teresina: 'UFPI', saoPaulo: 'USP',
};

const GENERAL_BIOS = [
  'Produtor rural pesquisando energia solar para irrigação.',
  'Síndica de condomínio interessada em geração compartilhada.',
  'Comerciante buscando reduzir a conta de luz da loja.',
  'Professor de ensino médio curioso sobre energias renováveis.',
  'Aposentado acompanhando as novidades do setor elétrico.',
];

function phone(ctx: SeedContext, city: CityKey): string {
  return `(${CITIES[city].ddd}) 9${int(ctx.rng, 8000, 9999)}-${int(ctx.rng, 1000, 9999)}`;
}

function skillsFor(ctx: SeedContext, areas: readonly EnergyArea[], count: number): SkillName[] {
  const pool = new Set<SkillName>();
  for (const area of areas) for (const s of SKILLS_BY_AREA[area]) pool.add(s);
  const technical = sample(ctx.rng, [...pool], count);
  return [...technical, ...sample(ctx.rng, SOFT_SKILLS, 2)];
}

function emailOf(first: string, last: string, taken: Set<string>): string {
  const base = `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
  let email = `${base}@example.com`;
  for (let n = 2; taken.has(email); n++) email = `${base}${n}@example.com`;
  taken.add(email);
  return email;
}

function demoAccount(userType: (typeof DEMO_ACCOUNTS)[number]['userType']) {
  const account = DEMO_ACCOUNTS.find((a) => a.userType === userType);
  if (!account) throw new Error(`DEMO_ACCOUNTS has no ${userType}`);
  return account;
}

export function buildUsers(ctx: SeedContext): SeededUsers {
  let n = 0;
  const nextId = () => stableId('user', ++n);
  const taken = new Set<string>();
  const joined = (daysAgo: number) => {
    const at = notAfter(ctx.now, dayOffset(ctx.now, -daysAgo, int(ctx.rng, 8, 20), int(ctx.rng, 0, 59)));
    return { createdAt: at, updatedAt: at };
  };
  const base = (type: (typeof DEMO_ACCOUNTS)[number]['userType']) => {
    const a = demoAccount(type);
    taken.add(a.email);
    return {
      _id: nextId(),
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      passwordHash: ctx.passwordHash,
      userType: a.userType,
      // Demo accounts sign in at once and receive their notices in MailDev (issue 22); every other
      // seeded account is confirmed too, by the schema's default for accounts not signed up through the API.
      emailVerified: true,
      ...joined(150),
    };
  };

  const admin: UserSeed = {
    ...base('admin'),
    isAdmin: true,
    isVerified: true,
    jobTitle: 'Administradora da Plataforma',
    location: place('saoPaulo'),
    phone: '(11) 3456-7890',
    bio: 'Equipe Conecta Energia. Modero vagas, cursos e eventos e cuido das parcerias.',
    energyAreas: ['solar', 'eólica', 'elétrica', 'biomassa', 'hidrelétrica'],
    skills: ['Gestão de Projetos', 'Comunicação', 'Regulação ANEEL'],
  };

  const company: UserSeed = {
    ...base('company'),
    companyName: DEMO_COMPANY.name,
    website: DEMO_COMPANY.website,
    isVerified: true,
    jobTitle: 'Integradora de Energia Solar',
    location: place(DEMO_COMPANY.city),
    phone: '(85) 3224-5100',
    bio: DEMO_COMPANY.bio,
    energyAreas: DEMO_COMPANY.areas,
    skills: ['Energia Solar Fotovoltaica', 'Geração Distribuída', 'Dimensionamento Fotovoltaico', 'Eficiência Energética'],
    showEmail: true,
    showPhone: true,
  };

  const professional: UserSeed = {
    ...base('professional'),
    isVerified: true,
    jobTitle: 'Engenheiro Eletricista',
    location: place('recife'),
    phone: '(81) 99812-4471',
    bio: 'Engenheiro eletricista com 8 anos em projetos de usinas solares e conexão à rede. Apaixonado por transição energética no Nordeste.',
    education: 'Engenharia Elétrica - UFPE; Especialização em Energias Renováveis - UPE',
    experience:
      'Sertão Solar Engenharia (2019-2024): coordenação de projetos de usinas de 5 MW a 30 MW.\nRecife Elétrica Serviços (2016-2019): projetos de subestações de média tensão.',
    energyAreas: ['solar', 'eólica', 'elétrica'],
    skills: ['Energia Solar Fotovoltaica', 'PVsyst', 'Dimensionamento Fotovoltaico', 'Subestações', 'NR-10', 'AutoCAD', 'Gestão de Projetos', 'Comunicação'],
    showEmail: true,
  };

  const student: UserSeed = {
    ...base('student'),
    jobTitle: 'Estudante de Engenharia de Energias Renováveis',
    location: place('natal'),
    phone: '(84) 99655-0912',
    bio: 'Estudante do 7º período buscando estágio em energia eólica ou solar. Membro do grupo de pesquisa em recurso eólico da universidade.',
    education: 'Engenharia de Energias Renováveis - UFRN (7º período)',
    energyAreas: ['eólica', 'solar'],
    skills: ['Energia Eólica', 'Python', 'QGIS', 'Excel Avançado', 'Trabalho em Equipe', 'Inglês Técnico'],
  };

  const companies = new Map<string, { user: UserSeed; company: CompanySeed }>();
  companies.set(DEMO_COMPANY.key, { user: company, company: DEMO_COMPANY });
  const companyUsers: UserSeed[] = COMPANIES.map((c, i) => {
    const [first = c.name, ...rest] = c.name.split(' ');
    const email = `contato@${new URL(c.website).hostname.replace(/^www\./, '').replace(/\.(com|eng)\.br$/, '')}.example.com`;
    taken.add(email);
    const user: UserSeed = {
      _id: nextId(),
      firstName: first,
      lastName: rest.join(' ') || first,
      email,
      passwordHash: ctx.passwordHash,
      userType: 'company',
      companyName: c.name,
      website: c.website,
      jobTitle: c.areas.includes('solar') ? 'Empresa de energia solar' : `Empresa do setor de ${c.areas[0]}`,
      location: place(c.city),
      phone: `(${CITIES[c.city].ddd}) 3${int(ctx.rng, 100, 999)}-${int(ctx.rng, 1000, 9999)}`,
      bio: c.bio,
      energyAreas: c.areas,
      skills: skillsFor(ctx, c.areas, 3).slice(0, 3),
      isVerified: i % 4 !== 3,
      showEmail: true,
      showPhone: true,
      ...joined(int(ctx.rng, 20, 200)),
    };
    companies.set(c.key, { user, company: c });
    return user;
  });

  const usedNames = new Set<string>(['Carlos Silva', 'Beatriz Souza']);
  const personName = () => {
    for (;;) {
      const first = pick(ctx.rng, FIRST_NAMES);
      const last = pick(ctx.rng, LAST_NAMES);
      if (!usedNames.has(`${first} ${last}`)) {
        usedNames.add(`${first} ${last}`);
        return { first, last };
      }
    }
  };

  const professionals: UserSeed[] = [];
  for (let i = 0; i < 24; i++) {
    const t = cycle(PROFESSIONAL_TEMPLATES, i);
    const { first, last } = personName();
    const city = pick(ctx.rng, CITY_KEYS);
    const years = int(ctx.rng, 2, 18);
    professionals.push({
      _id: nextId(),
      firstName: first,
      lastName: last,
      email: emailOf(first, last, taken),
      passwordHash: ctx.passwordHash,
      userType: 'professional',
      jobTitle: t.jobTitle,
      location: place(city),
      phone: phone(ctx, city),
      bio: `${t.bio} ${years} anos de experiência no setor.`,
      education: t.education,
      experience: `${years} anos de atuação em ${t.areas.join(' e ')}.`,
      energyAreas: t.areas,
      skills: skillsFor(ctx, t.areas, int(ctx.rng, 3, 5)),
      isVerified: ctx.rng() < 0.4,
      showEmail: ctx.rng() < 0.5,
      showPhone: ctx.rng() < 0.3,
      // A few joined this week and this month, so the admin stats have something to show.
      ...joined(i < 3 ? int(ctx.rng, 0, 6) : i < 7 ? int(ctx.rng, 7, 25) : int(ctx.rng, 26, 360)),
    });
  }

  const students: UserSeed[] = [];
  for (let i = 0; i < 18; i++) {
    const s = cycle(STUDENT_COURSES, i);
    const { first, last } = personName();
    const cityKeys = Object.keys(UNIVERSITIES) as CityKey[];
    const city = pick(ctx.rng, cityKeys);
    const semester = int(ctx.rng, 3, 10);
    const institution = s.course.startsWith('Técnico') ? `IF${CITIES[city].uf}` : UNIVERSITIES[city]!;
    students.push({
      _id: nextId(),
      firstName: first,
      lastName: last,
      email: emailOf(first, last, taken),
      passwordHash: ctx.passwordHash,
      userType: 'student',
      jobTitle: `Estudante de ${s.course}`,
      location: place(city),
      phone: phone(ctx, city),
      bio: `Estudante de ${s.course} (${semester}º período) em busca de estágio em ${s.areas.join(' ou ')}.`,
      education: `${s.course} - ${institution} (${semester}º período)`,
      energyAreas: s.areas,
      skills: skillsFor(ctx, s.areas, int(ctx.rng, 2, 3)),
      ...joined(i < 2 ? int(ctx.rng, 0, 6) : i < 5 ? int(ctx.rng, 7, 25) : int(ctx.rng, 26, 300)),
    });
  }

  const general: UserSeed[] = GENERAL_BIOS.map((bio, i) => {
    const { first, last } = personName();
    const city = cycle(['juazeiro', 'goiania', 'florianopolis', 'belem', 'campinas'] as const, i);
    return {
      _id: nextId(),
      firstName: first,
      lastName: last,
      email: emailOf(first, last, taken),
      passwordHash: ctx.passwordHash,
      userType: 'general',
      location: place(city),
      bio,
      energyAreas: i % 2 === 0 ? ['solar'] : ['eficiência'],
      skills: [],
      ...joined(int(ctx.rng, 10, 200)),
    };
  });

  return {
    all: [admin, company, professional, student, ...companyUsers, ...professionals, ...students, ...general],
    admin,
    company,
    professional,
    student,
    companies,
    professionals,
    students,
  };
}

export function fullName(user: UserSeed): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
}
