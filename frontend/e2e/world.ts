/**
 * Tests that build their own world (issue 23). Every spec imports `test` and `expect` from here:
 *
 * - `admin`: an API context signed in as an admin made for this test alone (the backend's
 *   NODE_ENV=test factory, backend/src/routes/testing/testWorld.ts), removed when the test ends —
 *   so no spec shares the seeded admin and every admin-side count starts from this test's own acts.
 * - `createAccount`: any kind of account, address already confirmed, signed in for the given context.
 * - `publishJob`, `publishCourse`, `publishEvent`: an item published by `admin` through the real API
 *   (an admin's submissions go out approved), with a unique title to find it by.
 *
 * - `siteWide`: for the few tests that change or assert what every visitor sees (the home's
 *   sections, the partners): they take turns, one at a time across the run's workers; every other
 *   test runs beside them.
 *
 * A test reads nothing the demo seed wrote: what it asserts, it built.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import type { CourseDTO, CourseInput, EventDTO, EventInput, JobDTO, JobInput, OwnCourseDTO, OwnEventDTO, OwnJobDTO, UserDTO, UserType } from '@conecta/common';
import { uniqueEmail, uniqueId, uniqueWord } from './helpers';

export { expect };

export interface TestAccount {
  user: UserDTO;
  email: string;
  password: string;
}

export interface AccountOverrides {
  userType?: UserType;
  firstName?: string;
  lastName?: string;
  email?: string;
  companyName?: string;
  /** false: an account whose address still waits for its link (the banner shows). */
  emailVerified?: boolean;
}

/** An account of any kind, signed in for `request` (a page's `page.request` signs the page in). */
export async function createAccount(request: APIRequestContext, overrides: AccountOverrides = {}): Promise<TestAccount> {
  const response = await request.post('/api/test/accounts', { data: { email: uniqueEmail(overrides.userType ?? 'e2e'), ...overrides } });
  if (response.status() !== 201) throw new Error(`test account failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as TestAccount;
}

export async function removeAccount(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.delete(`/api/test/accounts/${id}`);
  if (response.status() !== 204 && response.status() !== 404) throw new Error(`removing account ${id} failed: ${response.status()}`);
}

async function post<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await request.post(path, { data });
  if (response.status() !== 201) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A job by `request`'s account: approved at once for an admin, pending for a company. */
export function publishJob(request: APIRequestContext, overrides: Partial<JobInput> = {}): Promise<OwnJobDTO & JobDTO> {
  return post(request, '/api/vagas', {
    title: `Técnico(a) de Usinas Solares ${uniqueId()}`,
    location: 'Natal - RN',
    jobType: 'emprego',
    energyArea: 'solar',
    workType: 'presencial',
    description: 'Operação e manutenção preventiva de usinas fotovoltaicas no litoral potiguar.',
    ...overrides,
  });
}

export function publishCourse(request: APIRequestContext, overrides: Partial<CourseInput> = {}): Promise<OwnCourseDTO & CourseDTO> {
  return post(request, '/api/cursos', {
    title: `Introdução à Energia Eólica ${uniqueId()}`,
    instructor: 'Profa. Helena Duarte',
    description: 'Como um aerogerador transforma o vento em eletricidade, do rotor à rede.',
    category: 'curso',
    level: 'iniciante',
    energyArea: 'eólica',
    duration: '8 horas',
    ...overrides,
  });
}

/** An event 30 days ahead, without a seat limit unless one is given. */
export function publishEvent(request: APIRequestContext, overrides: Partial<EventInput> = {}): Promise<OwnEventDTO & EventDTO> {
  return post(request, '/api/eventos', {
    title: `Encontro de Energia Solar ${uniqueId()}`,
    organizer: 'Associação Potiguar de Energia',
    description: 'Palestras e conversas sobre geração distribuída no Nordeste.',
    eventType: 'presencial',
    energyArea: 'solar',
    eventDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
    location: 'Natal - RN',
    maxAttendees: null,
    ...overrides,
  });
}

interface WorldFixtures {
  /** An API context signed in as this test's own admin (removed afterwards). */
  admin: APIRequestContext;
  /** The account behind `admin`. */
  adminAccount: TestAccount;
  /** A fresh API context, nobody signed in: for the accounts a test makes besides its own page's. */
  guest: APIRequestContext;
  /** Held for the whole test: no other `siteWide` test runs meanwhile (request it, use nothing). */
  siteWide: void;
}

/**
 * A lock across the run's worker processes: a directory, whose creation is atomic. Named after the
 * runner (the workers' parent), so a lock left by a killed run never blocks the next one.
 */
async function holdLock(name: string): Promise<() => void> {
  const path = join(tmpdir(), `conecta-e2e-${process.ppid}-${name}.lock`);
  await expect
    .poll(
      () => {
        try {
          mkdirSync(path);
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 120_000, intervals: [100] },
    )
    .toBe(true);
  return () => rmSync(path, { recursive: true, force: true });
}

const accounts = new WeakMap<APIRequestContext, TestAccount>();

export const test = base.extend<WorldFixtures>({
  admin: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const account = await createAccount(request, { userType: 'admin', firstName: 'Admin', lastName: uniqueWord('Teste') });
    accounts.set(request, account);
    await use(request);
    // Gone at the end: an admin is notified of every submission and contact message, and a run
    // must not fan those out to every admin earlier tests made.
    await removeAccount(request, account.user.id);
    await request.dispose();
  },
  adminAccount: async ({ admin }, use) => {
    await use(accounts.get(admin)!);
  },
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  siteWide: async ({}, use, testInfo) => {
    // Waiting for the other test's turn is not this test's time.
    testInfo.setTimeout(testInfo.timeout + 120_000);
    const release = await holdLock('site');
    try {
      await use();
    } finally {
      release();
    }
  },
  guest: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(request);
    await request.dispose();
  },
});
