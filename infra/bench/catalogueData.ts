/**
 * The generated catalogue the benches load, at a scale of the cluster: 1× is about the cluster
 * itself (2,000 people, 500 jobs, 150 courses, 100 events, 75 services), 10× the size the benches
 * have always used, 100× the issue 27 horizon (200,000 people, 50,000 jobs). Built from the demo
 * seed's vocabulary with a seeded PRNG, so every run at a scale loads the same data; varied like the
 * seed (names, 11 areas, 28 cities, skills per area, credentials, texts of the seed's lengths: a
 * bio ~100 characters, a job's description ~400, a course's ~200, an event's and a service's ~140;
 * one profile in ten left empty) so the index's vocabulary and the filters' selectivity are
 * realistic. Services come in the seed's proportion (about one per seven jobs); partners do not
 * grow with the scale (the cluster's sponsors).
 */
import mongoose from 'mongoose';
import {
  BRAZIL_STATES,
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  CREDENTIAL_CODES,
  ENERGY_AREAS,
  EVENT_TYPES,
  JOB_FUNCTIONS,
  JOB_TYPES,
  SERVICE_KINDS,
  SPONSORSHIP_LEVELS,
  WORK_TYPES,
  type EnergyArea,
} from '@conecta/common';
import { CITIES, CITY_KEYS, place } from '../seed/data/places';
import { SKILLS_BY_AREA, SOFT_SKILLS } from '../seed/data/skills';
import { createRng, cycle, int, pick, sample, DAY_MS, type Rng } from '../seed/random';

export const SCALES = [1, 10, 100] as const;
export type Scale = (typeof SCALES)[number];

/** Documents per collection at `scale` times the cluster. */
export function sizesAt(scale: number) {
  return { jobs: 500 * scale, users: 2000 * scale, courses: 150 * scale, events: 100 * scale, services: 75 * scale, partners: 40 };
}

/** Ten times the cluster: what bench:catalogue, bench:pages and bench:messages load unless told. */
export const SIZES = sizesAt(10);

/** Bumped whenever what is generated changes, so a database loaded by an older generator is reloaded. */
const GENERATOR_VERSION = 2;

const FIRST = ['Mariana', 'João', 'Fernanda', 'Rafael', 'Juliana', 'Lucas', 'Camila', 'Pedro', 'Larissa', 'Thiago', 'Aline', 'Gustavo', 'Patrícia', 'Bruno', 'Renata', 'Felipe', 'Vanessa', 'Diego', 'Gabriela', 'André', 'Beatriz', 'Carlos', 'Daniela', 'Eduardo', 'Francisca', 'Gilberto', 'Helena', 'Igor', 'Isabela', 'Jéssica', 'Kleber', 'Letícia', 'Marcos', 'Natália', 'Otávio', 'Priscila', 'Raimundo', 'Sabrina', 'Tiago', 'Úrsula', 'Vinícius', 'Wellington', 'Yasmin', 'Antônio', 'Maria', 'José', 'Ana', 'Francisco', 'Luiza', 'Paulo', 'Raquel', 'Sérgio', 'Tatiane', 'Vitor', 'Cícero', 'Edvaldo', 'Josefa', 'Luana', 'Matheus', 'Rayane'];
const LAST = ['Oliveira', 'Santos', 'Pereira', 'Lima', 'Costa', 'Ferreira', 'Rodrigues', 'Almeida', 'Nascimento', 'Carvalho', 'Gomes', 'Araújo', 'Ribeiro', 'Martins', 'Barbosa', 'Rocha', 'Cavalcanti', 'Monteiro', 'Silva', 'Souza', 'Alves', 'Dias', 'Teixeira', 'Moreira', 'Correia', 'Mendes', 'Freitas', 'Cardoso', 'Nunes', 'Vieira', 'Machado', 'Batista', 'Campos', 'Medeiros', 'Bezerra', 'Farias', 'Moura', 'Xavier', 'Queiroz', 'Brandão', 'Sampaio', 'Holanda', 'Maia', 'Tavares', 'Guimarães', 'Pinheiro', 'Siqueira', 'Peixoto'];
const COMPANY_HEAD = ['Solar', 'Ventos', 'Energia', 'Eletro', 'Hidro', 'Bio', 'Geração', 'Renováveis', 'Transmissão', 'Luz', 'Sol', 'Força', 'Nordeste', 'Sertão', 'Atlântico', 'Cerrado', 'Serra', 'Vale', 'Potência', 'Watt', 'Volt', 'Ampère', 'Horizonte', 'Aurora'];
const COMPANY_TAIL = ['Brasil', 'Sul', 'Norte', 'Verde', 'Azul', 'Tech', 'Power', 'Sistemas', 'Integração', 'Geradora', 'Elétrica', 'Sustentável', 'Forte', 'Viva'];
const COMPANY_SUFFIX = ['Ltda', 'S.A.', 'Engenharia', 'Serviços', 'Soluções', 'Energia', 'Participações', 'Comercializadora'];
const TITLE_BY_FUNCTION: Record<string, string[]> = {
  Consultor: ['Consultor(a) de Energia', 'Consultor(a) Comercial', 'Consultor(a) em Regulação'],
  Técnico: ['Técnico(a) de Manutenção', 'Técnico(a) de Operação', 'Técnico(a) em Eletrotécnica'],
  Instalador: ['Instalador(a) de Sistemas', 'Instalador(a) de Estruturas', 'Montador(a) Instalador(a)'],
  Analista: ['Analista de Dados de Energia', 'Analista de Projetos', 'Analista de Planejamento'],
  Engenheiro: ['Engenheiro(a) de Projetos', 'Engenheiro(a) de Campo', 'Engenheiro(a) de Comissionamento'],
  Eletricista: ['Eletricista de Manutenção', 'Eletricista de Montagem', 'Eletricista Industrial'],
  Operador: ['Operador(a) de Usina', 'Operador(a) de Subestação', 'Operador(a) de Sala de Controle'],
};
const AREA_WORD: Record<EnergyArea, string> = {
  solar: 'Fotovoltaica', eólica: 'Eólica', elétrica: 'Elétrica', biomassa: 'Biomassa', hidrelétrica: 'Hidrelétrica',
  eficiência: 'Eficiência Energética', nuclear: 'Nuclear', 'gás natural': 'Gás Natural', petróleo: 'Petróleo',
  transmissão: 'Linhas de Transmissão', distribuição: 'Redes de Distribuição',
};
/** What a plant, a project or a contract of each area is about, for the texts. */
const AREA_WORK: Record<EnergyArea, string[]> = {
  solar: ['usinas fotovoltaicas de geração distribuída', 'usinas solares de grande porte', 'sistemas fotovoltaicos residenciais e comerciais'],
  eólica: ['parques eólicos', 'aerogeradores de 4 a 6 MW', 'parques eólicos em operação no litoral'],
  elétrica: ['subestações de média e alta tensão', 'painéis de proteção e comando', 'instalações elétricas industriais'],
  biomassa: ['usinas de bagaço de cana', 'plantas de biogás e biometano', 'caldeiras de biomassa florestal'],
  hidrelétrica: ['pequenas centrais hidrelétricas', 'unidades geradoras de PCHs e CGHs', 'usinas hidrelétricas de médio porte'],
  eficiência: ['diagnósticos energéticos industriais', 'retrofit de iluminação e climatização', 'gestão de energia no mercado livre'],
  nuclear: ['sistemas auxiliares de usinas nucleares', 'programas de manutenção nuclear', 'proteção radiológica'],
  'gás natural': ['redes de distribuição de gás natural', 'térmicas a gás em ciclo combinado', 'estações de compressão'],
  petróleo: ['plataformas offshore', 'refinarias e terminais', 'sistemas de utilidades de refino'],
  transmissão: ['linhas de transmissão de 230 a 500 kV', 'subestações do sistema interligado', 'torres e cabos de transmissão'],
  distribuição: ['redes de distribuição urbana e rural', 'medição inteligente', 'religadores e automação da rede'],
};
const DUTIES = [
  'Responsável por inspeções, relatórios técnicos e acompanhamento de indicadores de desempenho.',
  'Atuação em campo com equipes de montagem, comissionamento e testes de aceitação.',
  'Elaboração de orçamentos, cronogramas e documentação técnica dos projetos.',
  'Apoio ao planejamento de manutenção preventiva e corretiva e à gestão de estoque de peças.',
  'Interface com clientes, concessionárias e órgãos reguladores durante todas as etapas.',
  'Análise de dados de geração, identificação de perdas e proposição de melhorias.',
  'Supervisão de terceiros e cumprimento das normas de segurança e meio ambiente.',
];
const ASKS = [
  'Desejável experiência prévia no setor e CNH categoria B.',
  'Necessário conhecimento de NR-10 e disponibilidade para viagens.',
  'Buscamos pessoas proativas, organizadas e com boa comunicação.',
  'Diferencial: inglês intermediário e vivência com ferramentas de gestão.',
  'Formação técnica ou superior completa na área ou afins.',
];
const OFFERS = [
  'Oferecemos plano de saúde, vale-refeição e participação nos lucros.',
  'Benefícios compatíveis com o mercado e plano de carreira.',
  'Ambiente colaborativo, treinamentos constantes e auxílio educação.',
  'Contratação CLT, seguro de vida e auxílio home office quando aplicável.',
];
const BIO_OPEN = ['Atuo há {n} anos com', 'Profissional com {n} anos de experiência em', 'Trabalho com', 'Experiência de {n} anos em', 'Especialista em', 'Carreira dedicada a'];
const STUDENT_OPEN = ['Estudante de engenharia interessado(a) em', 'Cursando técnico em eletrotécnica, com foco em', 'Graduando(a) buscando estágio em', 'Estudante apaixonado(a) por'];
const BIO_CLOSE = ['Busco novos desafios no setor.', 'Disponível para viagens e trabalho em campo.', 'Interesse em inovação e sustentabilidade.', 'Aberto(a) a projetos de consultoria.', 'Gosto de trabalhar em equipe e aprender.', ''];
const COMPANY_BIO = ['Atuamos com {w} desde {y}, com equipes próprias em {c}.', 'Empresa especializada em {w}, do projeto à operação.', 'Soluções completas em {w} para clientes de todo o país.', 'Geramos e comercializamos energia a partir de {w}.'];

const oid = () => new mongoose.Types.ObjectId();
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w)\}/g, (_, k: string) => String(values[k] ?? ''));

function companyName(rng: Rng): string {
  return `${pick(rng, COMPANY_HEAD)} ${pick(rng, COMPANY_TAIL)} ${pick(rng, COMPANY_SUFFIX)}`;
}

/** Each scale draws from its own PRNG stream; 10× keeps the seed the benches have always used. */
const seedOf = (scale: number) => (scale === 10 ? 20251117 : 20251117 + scale);

export function generateCatalogue(scale = 10, now = new Date()) {
  const sizes = sizesAt(scale);
  const rng = createRng(seedOf(scale));
  const workOf = (area: EnergyArea) => pick(rng, AREA_WORK[area]);
  const createdWithin = (days: number) => new Date(now.getTime() - int(rng, 0, days * 24 * 60) * 60_000);

  const users = Array.from({ length: sizes.users }, (_, i) => {
    const areas = sample(rng, ENERGY_AREAS, int(rng, 1, 3)) as EnergyArea[];
    const city = pick(rng, CITY_KEYS);
    const userType = i % 20 === 0 ? 'company' : i % 3 === 0 ? 'student' : 'professional';
    const createdAt = createdWithin(720);
    // One in ten never filled their profile in: the directory ranks them last.
    const empty = i % 10 === 7;
    const company = userType === 'company' ? companyName(rng) : null;
    const fn = pick(rng, JOB_FUNCTIONS);
    const bio = empty
      ? null
      : company
        ? fill(pick(rng, COMPANY_BIO), { w: workOf(areas[0]!), y: int(rng, 1985, 2022), c: CITIES[city].name })
        : `${fill(pick(rng, userType === 'student' ? STUDENT_OPEN : BIO_OPEN), { n: int(rng, 2, 25) })} ${workOf(areas[0]!)}${areas[1] ? ` e ${workOf(areas[1])}` : ''}. ${pick(rng, BIO_CLOSE)}`.trim();
    const skills = empty ? [] : [...sample(rng, SKILLS_BY_AREA[areas[0]!] ?? [], int(rng, 2, 5)), ...sample(rng, SOFT_SKILLS, int(rng, 0, 3))];
    const credentialSummary =
      userType === 'professional' && rng() < 0.25
        ? sample(rng, CREDENTIAL_CODES, int(rng, 1, 3)).map((code) => ({ code, validUntil: new Date(now.getTime() + int(rng, -60, 700) * DAY_MS) }))
        : [];
    const verifiedRegistrations = userType === 'company' ? (rng() < 0.5 ? ['cnpj'] : []) : userType === 'professional' && rng() < 0.15 ? [pick(rng, ['crea', 'crt'])] : [];
    return {
      _id: oid(),
      firstName: company ? company.split(' ')[0]! : pick(rng, FIRST),
      lastName: company ? company.split(' ').slice(1).join(' ') : `${pick(rng, LAST)}${rng() < 0.4 ? ` ${pick(rng, LAST)}` : ''}`,
      email: `bench.user${i}@example.com`,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$not-a-real-hash',
      phone: `(${CITIES[city].ddd}) 9${int(rng, 1000, 9999)}-${int(rng, 1000, 9999)}`,
      location: empty ? null : place(city),
      bio,
      jobTitle: company || empty ? null : `${userType === 'student' ? 'Estagiário(a) de ' : ''}${pick(rng, TITLE_BY_FUNCTION[fn]!)} ${AREA_WORD[areas[0]!]}`,
      companyName: company,
      skills,
      energyAreas: empty ? [] : areas,
      credentialSummary,
      verifiedRegistrations,
      userType,
      lastLoginAt: rng() < 0.6 ? createdWithin(90) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const accounts = users.filter((u) => u.userType === 'company');
  const thirdParties = Array.from({ length: Math.max(20, sizes.jobs / 25) }, () => companyName(rng));
  const jobs = Array.from({ length: sizes.jobs }, () => {
    const area = pick(rng, ENERGY_AREAS);
    const fn = pick(rng, JOB_FUNCTIONS);
    const jobType = pick(rng, JOB_TYPES);
    const workType = pick(rng, WORK_TYPES);
    const city = pick(rng, CITY_KEYS);
    const account = rng() < 0.7 ? pick(rng, accounts) : null;
    const company = account ? account.companyName! : pick(rng, thirdParties);
    const base = int(rng, 18, 120) * 100;
    const r = rng();
    const status = r < 0.9 ? 'approved' : r < 0.97 ? 'pending' : 'rejected';
    const createdAt = createdWithin(365);
    const title = `${jobType === 'estágio' ? 'Estágio - ' : ''}${pick(rng, TITLE_BY_FUNCTION[fn]!)} ${AREA_WORD[area]}`;
    const duties = sample(rng, DUTIES, int(rng, 1, 2)).join(' ');
    return {
      _id: oid(),
      title,
      company,
      companyId: account?._id ?? null,
      companyLogo: null,
      companyVerified: account?.verifiedRegistrations.includes('cnpj') ?? false,
      location: place(city),
      jobType,
      energyArea: area,
      jobFunction: fn,
      workType,
      description: `${company} procura ${title} para atuar com ${workOf(area)} em ${CITIES[city].name}, regime ${workType}. ${duties} ${pick(rng, ASKS)} ${pick(rng, OFFERS)}`,
      requirements: [...sample(rng, SKILLS_BY_AREA[area] ?? [], int(rng, 1, 3)), ...(rng() < 0.5 ? ['Disponibilidade para viagens'] : [])],
      requiredCredentials: rng() < 0.2 ? sample(rng, CREDENTIAL_CODES, int(rng, 1, 2)) : [],
      requiredRegistration: rng() < 0.1 ? pick(rng, ['crea', 'crt']) : null,
      salaryMin: rng() < 0.2 ? null : String(base),
      salaryMax: rng() < 0.2 ? null : String(base + int(rng, 5, 40) * 100),
      rating: Math.round(rng() * 50) / 10,
      totalRatings: int(rng, 0, 80),
      status,
      applicationsCount: int(rng, 0, 40),
      createdAt,
      updatedAt: createdAt,
    };
  });

  const courses = Array.from({ length: sizes.courses }, (_, i) => {
    const area = pick(rng, ENERGY_AREAS);
    const category = pick(rng, COURSE_CATEGORIES);
    const level = pick(rng, COURSE_LEVELS);
    const createdAt = createdWithin(720);
    const word = category === 'webinar' ? 'Webinar' : category === 'workshop' ? 'Workshop' : 'Curso';
    return {
      _id: oid(),
      title: `${word}: ${AREA_WORD[area]} ${pick(rng, ['na Prática', 'para Iniciantes', 'Avançado', 'e Mercado', 'do Projeto à Operação', 'e Segurança'])}`,
      instructor: `${pick(rng, FIRST)} ${pick(rng, LAST)}`,
      description: `${word} gratuito sobre ${workOf(area)}, com ${pick(rng, ['aulas práticas e estudos de caso', 'exercícios guiados e material de apoio', 'especialistas do mercado'])}. Indicado para o nível ${level}. Acesse: https://cursos.conectaenergia.com.br/curso-${i + 1}`,
      category,
      level,
      energyArea: area,
      duration: `${int(rng, 1, 40)} horas`,
      enrolledCount: int(rng, 0, 900),
      rating: Math.round(rng() * 50) / 10,
      totalRatings: int(rng, 0, 200),
      status: rng() < 0.95 ? 'approved' : 'pending',
      createdAt,
      updatedAt: createdAt,
    };
  });

  const events = Array.from({ length: sizes.events }, () => {
    const area = pick(rng, ENERGY_AREAS);
    const eventType = pick(rng, EVENT_TYPES);
    const city = pick(rng, CITY_KEYS);
    const eventDate = new Date(now.getTime() + int(rng, -365, 365) * DAY_MS);
    const max = rng() < 0.3 ? null : int(rng, 20, 2000);
    const organizer = rng() < 0.5 ? pick(rng, accounts).companyName! : pick(rng, thirdParties);
    return {
      _id: oid(),
      title: `${pick(rng, ['Fórum', 'Encontro', 'Seminário', 'Congresso', 'Webinar', 'Feira'])} de ${AREA_WORD[area]} ${eventType === 'online' ? 'Online' : CITIES[city].name} ${eventDate.getUTCFullYear()}`,
      organizer,
      description: `Palestras e networking sobre ${workOf(area)} com especialistas de ${organizer}. ${pick(rng, ['Inscrições gratuitas.', 'Vagas limitadas.', 'Certificado de participação.'])}`,
      imageUrl: null,
      eventType,
      energyArea: area,
      eventDate,
      location: eventType === 'online' ? 'Online' : place(city),
      maxAttendees: max,
      currentAttendees: max === null ? int(rng, 0, 300) : int(rng, 0, max - 1),
      rating: 0,
      totalRatings: 0,
      status: rng() < 0.95 ? 'approved' : 'pending',
      createdAt: new Date(eventDate.getTime() - 60 * DAY_MS),
      updatedAt: new Date(eventDate.getTime() - 60 * DAY_MS),
    };
  });

  const providers = users.filter((u) => u.userType === 'company' || (u.userType === 'professional' && u.bio));
  const KIND_TITLE: Record<(typeof SERVICE_KINDS)[number], string> = { instalacao: 'Instalação de', om: 'Operação e manutenção de', projetos: 'Projetos de', consultoria: 'Consultoria em' };
  const services = Array.from({ length: sizes.services }, () => {
    const area = pick(rng, ENERGY_AREAS);
    const kind = pick(rng, SERVICE_KINDS);
    const provider = pick(rng, providers);
    const createdAt = createdWithin(365);
    const r = rng();
    return {
      _id: oid(),
      title: `${KIND_TITLE[kind]} ${workOf(area)}`,
      description: `${pick(rng, ['Equipe própria e certificada', 'Atendimento do diagnóstico à entrega', 'Profissionais com experiência comprovada'])} para ${workOf(area)}, com ${pick(rng, ['relatórios mensais de desempenho', 'ART e documentação completa', 'atendimento de falhas em 24 horas', 'garantia e suporte pós-obra'])}.`,
      kind,
      energyArea: area,
      regions: sample(rng, BRAZIL_STATES, int(rng, 0, 4)),
      photos: [],
      providerId: provider._id,
      providerName: provider.companyName ?? `${provider.firstName} ${provider.lastName}`,
      providerImageUrl: null,
      status: r < 0.85 ? 'approved' : r < 0.95 ? 'pending' : 'rejected',
      createdAt,
      updatedAt: createdAt,
    };
  });

  const partners = Array.from({ length: sizes.partners }, (_, i) => ({
    _id: oid(),
    name: `${pick(rng, COMPANY_HEAD)} ${pick(rng, COMPANY_SUFFIX)} ${i + 1}`,
    description: 'Parceira do cluster de energia.',
    logo: null,
    website: `https://parceiro${i + 1}.example.com`,
    contactEmail: `parcerias${i + 1}@example.com`,
    sponsorshipLevel: cycle(SPONSORSHIP_LEVELS, i),
    isActive: i % 8 !== 7,
    isFeatured: i % 5 === 0,
    displayOrder: i,
  }));

  return { users, jobs, courses, events, services, partners };
}

export type Catalogue = ReturnType<typeof generateCatalogue>;

/** Written last by a complete load: a database holding it at this scale and version is reused. */
const MARKER = 'benchcatalogue';
interface Marker {
  _id: 'catalogue';
  scale: number;
  version: number;
  counts: Record<string, number>;
  loadSeconds: number;
}

const plural = (n: number) => n.toLocaleString('en-US');

/**
 * Drops `uri`'s database and loads the catalogue at `scale` into it, in batches of 1,000 through
 * insertMany (FerretDB takes ~2,000 documents/s that way), with the indexes the schemas declare
 * (the models must be registered: import '@conecta/backend/models/index'). Answers the data.
 */
export async function loadCatalogue(uri: string, log: (message: string) => void, scale = 10): Promise<Catalogue> {
  const started = performance.now();
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    await connection.dropDatabase();
    const data = generateCatalogue(scale);
    const plan: Array<[string, object[]]> = [
      ['User', data.users],
      ['Job', data.jobs],
      ['Course', data.courses],
      ['Event', data.events],
      ['Service', data.services],
      ['Partner', data.partners],
    ];
    const counts: Record<string, number> = {};
    for (const [name, docs] of plan) {
      const model: mongoose.Model<unknown> = connection.model(name, mongoose.model(name).schema);
      await model.createIndexes();
      const t0 = performance.now();
      for (let i = 0; i < docs.length; i += 1000) await model.insertMany(docs.slice(i, i + 1000), { lean: true, ordered: false });
      counts[model.collection.collectionName] = docs.length;
      if (docs.length >= 10_000) log(`  ${plural(docs.length)} ${model.collection.collectionName} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const loadSeconds = (performance.now() - started) / 1000;
    await connection.collection<Marker>(MARKER).insertOne({ _id: 'catalogue', scale, version: GENERATOR_VERSION, counts, loadSeconds });
    const sizes = sizesAt(scale);
    log(
      `loaded ${scale}×: ${plural(sizes.jobs)} jobs, ${plural(sizes.users)} users, ${plural(sizes.courses)} courses, ${plural(sizes.events)} events, ` +
        `${plural(sizes.services)} services, ${sizes.partners} partners in ${loadSeconds.toFixed(1)} s`,
    );
    return data;
  } finally {
    await connection.close();
  }
}

/**
 * The catalogue at `scale` in `uri`'s database: kept when a complete load of this scale and
 * generator is already there (reruns start at once), loaded otherwise (or with `reload`). Answers
 * whether it was reused and how long the load that filled it took.
 */
export async function ensureCatalogue(
  uri: string,
  scale: number,
  log: (message: string) => void,
  reload = false,
): Promise<{ reused: boolean; loadSeconds: number; documents: number }> {
  if (!reload) {
    const connection = await mongoose.createConnection(uri).asPromise();
    try {
      const marker = await connection.collection<Marker>(MARKER).findOne({ _id: 'catalogue' });
      if (marker && marker.scale === scale && marker.version === GENERATOR_VERSION) {
        const documents = Object.values(marker.counts).reduce((sum, n) => sum + n, 0);
        log(`reusing the ${scale}× catalogue already in ${connection.name} (${plural(documents)} documents, loaded in ${marker.loadSeconds.toFixed(1)} s)`);
        return { reused: true, loadSeconds: marker.loadSeconds, documents };
      }
    } finally {
      await connection.close();
    }
  }
  const started = performance.now();
  const data = await loadCatalogue(uri, log, scale);
  const documents = [data.users, data.jobs, data.courses, data.events, data.services, data.partners].reduce((sum, docs) => sum + docs.length, 0);
  return { reused: false, loadSeconds: (performance.now() - started) / 1000, documents };
}
