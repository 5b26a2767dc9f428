/**
 * Catalogue documents written straight through the models (never the demo
 * seed), with sensible defaults a test overrides field by field. `at(n)`
 * gives distinct, ordered timestamps so "newest first" is deterministic.
 */
import { Job } from '../src/models/job';
import { Course } from '../src/models/course';
import { EventModel } from '../src/models/event';
import { Partner } from '../src/models/partner';
import { Service } from '../src/models/service';
import type { Types } from 'mongoose';
import type { ModeratedKind } from '@conecta/common';
import { buildUser, type TestServer } from './support';

let counter = 0;
const next = () => (counter += 1);

const BASE_TIME = Date.UTC(2025, 5, 1, 12);
/** The n-th minute after a fixed instant: larger n is newer. */
export const at = (n: number) => new Date(BASE_TIME + n * 60_000);

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/**
 * A job through the model (which announces it, models/announce.ts), or with `unannounced` through the
 * raw driver, which no process hears about: what only a rebuild from the database can find.
 */
export async function buildJob(overrides: Record<string, unknown> = {}, { unannounced = false } = {}) {
  const n = next();
  const job = new Job({
    title: `Engenheiro(a) de Projetos ${n}`,
    company: 'Solaris Energia Ltda',
    location: 'Fortaleza - CE',
    jobType: 'emprego',
    energyArea: 'solar',
    jobFunction: 'Engenheiro',
    workType: 'presencial',
    description: 'Projetos de usinas fotovoltaicas.',
    requirements: ['Graduação em Engenharia'],
    salaryMin: '5000',
    salaryMax: '8000',
    status: 'approved',
    createdAt: at(n),
    ...overrides,
  });
  if (unannounced) await Job.collection.insertOne(job.toObject());
  else await job.save();
  return job;
}

export function buildCourse(overrides: Record<string, unknown> = {}) {
  const n = next();
  return Course.create({
    title: `Fundamentos de Energia ${n}`,
    instructor: 'Profa. Helena Vasconcelos',
    description: 'Curso gratuito com certificado.',
    category: 'curso',
    level: 'iniciante',
    energyArea: 'solar',
    duration: '10 horas',
    status: 'approved',
    createdAt: at(n),
    ...overrides,
  });
}

/** A service (issue 25) of `providerId` (a new professional's when none is given), approved unless told. */
export async function buildService(overrides: Record<string, unknown> = {}) {
  const n = next();
  const providerId = (overrides.providerId as Types.ObjectId | undefined) ?? (await buildUser({ userType: 'professional' })).user._id;
  return Service.create({
    title: `Instalação de Sistemas Fotovoltaicos ${n}`,
    description: 'Instalação completa de sistemas fotovoltaicos residenciais e comerciais, com projeto e homologação.',
    kind: 'instalacao',
    energyArea: 'solar',
    regions: ['CE', 'RN'],
    providerName: 'Sol Nascente Instalações',
    status: 'approved',
    submittedBy: providerId,
    createdAt: at(n),
    ...overrides,
    providerId,
  });
}

export function buildEvent(overrides: Record<string, unknown> = {}) {
  const n = next();
  return EventModel.create({
    title: `Fórum de Energia ${n}`,
    organizer: 'Conecta Energia',
    description: 'Palestras e networking.',
    eventType: 'presencial',
    energyArea: 'solar',
    eventDate: daysFromNow(10 + n / 1000),
    location: 'Fortaleza - CE',
    maxAttendees: null,
    status: 'approved',
    ...overrides,
  });
}

export function buildPartner(overrides: Record<string, unknown> = {}) {
  const n = next();
  return Partner.create({
    name: `Parceiro ${n}`,
    description: 'Parceiro do cluster.',
    website: `https://parceiro${n}.example.com`,
    contactEmail: `parcerias${n}@example.com`,
    sponsorshipLevel: 'bronze',
    isActive: true,
    displayOrder: 0,
    ...overrides,
  });
}

/** Drops the cached partners list of this suite (its own Redis prefix) between tests; the other lists live in the search index. */
export function clearCache(server: TestServer): Promise<void> {
  return server.runtime.cache.invalidate('partners');
}

const MODERATED = { job: Job, course: Course, event: EventModel, service: Service } as unknown as Record<ModeratedKind, typeof Job>;

/**
 * The body of an approve (or, with a reason, a reject) of the item as it stands now: the version an
 * admin's pending list would show. An item that does not exist gets any version (the answer is 404).
 */
export async function decision(kind: ModeratedKind, id: unknown, reason?: string): Promise<{ version: string; reason?: string }> {
  const row = await MODERATED[kind].findById(String(id)).select({ updatedAt: 1 }).lean<{ updatedAt: Date }>().catch(() => null);
  const version = (row?.updatedAt ?? new Date()).toISOString();
  return reason === undefined ? { version } : { version, reason };
}
