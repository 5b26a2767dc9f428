/**
 * Generated catalogue at ten times the cluster's size for the benchmark
 * (5,000 jobs, 20,000 users, 1,500 courses, 1,000 events, partners). Built
 * from the demo seed's vocabulary with a seeded PRNG, so every run loads the
 * same data; realistic enough for the filters to be as selective as in life
 * (11 areas, 4 job types, 7 functions, 3 work types, 28 cities).
 */
import mongoose from 'mongoose';
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  ENERGY_AREAS,
  EVENT_TYPES,
  JOB_FUNCTIONS,
  JOB_TYPES,
  SPONSORSHIP_LEVELS,
  WORK_TYPES,
  type EnergyArea,
} from '@conecta/common';
import { CITIES, CITY_KEYS, place } from '../seed/data/places';
import { SKILLS_BY_AREA, SOFT_SKILLS } from '../seed/data/skills';
import { createRng, cycle, int, pick, sample, DAY_MS } from '../seed/random';

export const SIZES = { jobs: 5000, users: 20_000, courses: 1500, events: 1000, partners: 40 } as const;

const FIRST = ['Mariana', 'João', 'Fernanda', 'Rafael', 'Juliana', 'Lucas', 'Camila', 'Pedro', 'Larissa', 'Thiago', 'Aline', 'Gustavo', 'Patrícia', 'Bruno', 'Renata', 'Felipe', 'Vanessa', 'Diego', 'Gabriela', 'André'];
const LAST = ['Oliveira', 'Santos', 'Pereira', 'Lima', 'Costa', 'Ferreira', 'Rodrigues', 'Almeida', 'Nascimento', 'Carvalho', 'Gomes', 'Araújo', 'Ribeiro', 'Martins', 'Barbosa', 'Rocha', 'Cavalcanti', 'Monteiro'];
const COMPANY_WORDS = ['Solar', 'Ventos', 'Energia', 'Eletro', 'Hidro', 'Bio', 'Geração', 'Renováveis', 'Transmissão', 'Luz', 'Sol', 'Força'];
const COMPANY_SUFFIX = ['Ltda', 'S.A.', 'Engenharia', 'Serviços', 'Soluções', 'Energia'];
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

const oid = () => new mongoose.Types.ObjectId();

export function generateCatalogue(now = new Date()) {
  const rng = createRng(20251117);
  const companies = Array.from({ length: 400 }, (_, i) => `${pick(rng, COMPANY_WORDS)} ${pick(rng, COMPANY_WORDS)} ${cycle(COMPANY_SUFFIX, i)}`);

  const users = Array.from({ length: SIZES.users }, (_, i) => {
    const areas = sample(rng, ENERGY_AREAS, int(rng, 1, 3)) as EnergyArea[];
    const skills = [...sample(rng, SKILLS_BY_AREA[areas[0]!] ?? [], 3), ...sample(rng, SOFT_SKILLS, 2)];
    const city = pick(rng, CITY_KEYS);
    const userType = i % 20 === 0 ? 'company' : i % 3 === 0 ? 'student' : 'professional';
    const createdAt = new Date(now.getTime() - int(rng, 0, 720) * DAY_MS);
    return {
      _id: oid(),
      firstName: pick(rng, FIRST),
      lastName: pick(rng, LAST),
      email: `bench.user${i}@example.com`,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$not-a-real-hash',
      phone: `(${CITIES[city].ddd}) 9${int(rng, 1000, 9999)}-${int(rng, 1000, 9999)}`,
      location: place(city),
      bio: 'Profissional do setor de energia.',
      jobTitle: userType === 'company' ? null : `${pick(rng, Object.values(TITLE_BY_FUNCTION).flat())} ${AREA_WORD[areas[0]!]}`,
      companyName: userType === 'company' ? pick(rng, companies) : null,
      skills,
      energyAreas: areas,
      userType,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const jobs = Array.from({ length: SIZES.jobs }, (_, i) => {
    const area = pick(rng, ENERGY_AREAS);
    const fn = pick(rng, JOB_FUNCTIONS);
    const jobType = pick(rng, JOB_TYPES);
    const workType = pick(rng, WORK_TYPES);
    const city = pick(rng, CITY_KEYS);
    const company = pick(rng, companies);
    const base = int(rng, 18, 120) * 100;
    const r = rng();
    const status = r < 0.9 ? 'approved' : r < 0.97 ? 'pending' : 'rejected';
    const createdAt = new Date(now.getTime() - int(rng, 0, 365 * 24 * 60) * 60_000);
    const title = `${jobType === 'estágio' ? 'Estágio - ' : ''}${pick(rng, TITLE_BY_FUNCTION[fn]!)} ${AREA_WORD[area]}`;
    return {
      _id: oid(),
      title,
      company,
      companyId: null,
      companyLogo: null,
      location: place(city),
      jobType,
      energyArea: area,
      jobFunction: fn,
      workType,
      description: `${company} procura ${title} para atuar em projetos de ${AREA_WORD[area].toLowerCase()} em ${CITIES[city].name}. Vaga ${i + 1}. Trabalho ${workType}, com benefícios compatíveis com o mercado e oportunidades de crescimento.`,
      requirements: [...sample(rng, SKILLS_BY_AREA[area] ?? [], 2), 'Disponibilidade para viagens'],
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

  const courses = Array.from({ length: SIZES.courses }, (_, i) => {
    const area = pick(rng, ENERGY_AREAS);
    const category = pick(rng, COURSE_CATEGORIES);
    const createdAt = new Date(now.getTime() - int(rng, 0, 720) * DAY_MS);
    return {
      _id: oid(),
      title: `${category === 'webinar' ? 'Webinar' : category === 'workshop' ? 'Workshop' : 'Curso'}: ${AREA_WORD[area]} ${i + 1}`,
      instructor: `${pick(rng, FIRST)} ${pick(rng, LAST)}`,
      description: `Conteúdo gratuito sobre ${AREA_WORD[area].toLowerCase()}. Acesse: https://cursos.conectaenergia.com.br/curso-${i + 1}`,
      category,
      level: pick(rng, COURSE_LEVELS),
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

  const events = Array.from({ length: SIZES.events }, (_, i) => {
    const area = pick(rng, ENERGY_AREAS);
    const eventType = pick(rng, EVENT_TYPES);
    const city = pick(rng, CITY_KEYS);
    const eventDate = new Date(now.getTime() + int(rng, -365, 365) * DAY_MS);
    const max = rng() < 0.3 ? null : int(rng, 20, 2000);
    return {
      _id: oid(),
      title: `${pick(rng, ['Fórum', 'Encontro', 'Seminário', 'Congresso', 'Webinar', 'Feira'])} de ${AREA_WORD[area]} ${i + 1}`,
      organizer: pick(rng, companies),
      description: `Evento gratuito sobre ${AREA_WORD[area].toLowerCase()} com palestras e networking.`,
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

  const partners = Array.from({ length: SIZES.partners }, (_, i) => ({
    _id: oid(),
    name: `${pick(rng, COMPANY_WORDS)} ${pick(rng, COMPANY_SUFFIX)} ${i + 1}`,
    description: 'Parceira do cluster de energia.',
    logo: null,
    website: `https://parceiro${i + 1}.example.com`,
    contactEmail: `parcerias${i + 1}@example.com`,
    sponsorshipLevel: cycle(SPONSORSHIP_LEVELS, i),
    isActive: i % 8 !== 7,
    isFeatured: i % 5 === 0,
    displayOrder: i,
  }));

  return { users, jobs, courses, events, partners };
}

/**
 * Drops `uri`'s database and loads a generated catalogue into it, with the indexes the schemas
 * declare (the models must be registered: import '@conecta/backend/models/index'). Answers the data.
 */
export async function loadCatalogue(uri: string, log: (message: string) => void): Promise<ReturnType<typeof generateCatalogue>> {
  const started = performance.now();
  const connection = await mongoose.createConnection(uri).asPromise();
  await connection.dropDatabase();
  const data = generateCatalogue();
  const plan: Array<[string, object[]]> = [
    ['User', data.users],
    ['Job', data.jobs],
    ['Course', data.courses],
    ['Event', data.events],
    ['Partner', data.partners],
  ];
  for (const [name, docs] of plan) {
    const model: mongoose.Model<unknown> = connection.model(name, mongoose.model(name).schema);
    await model.createIndexes();
    for (let i = 0; i < docs.length; i += 1000) await model.insertMany(docs.slice(i, i + 1000), { lean: true, ordered: false });
  }
  await connection.close();
  log(
    `loaded ${SIZES.jobs} jobs, ${SIZES.users} users, ${SIZES.courses} courses, ${SIZES.events} events, ` +
      `${SIZES.partners} partners in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return data;
}
