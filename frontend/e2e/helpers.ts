import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cnpjCheckDigits, type OwnJobDTO, type RegisterPayload, type UserDTO } from '@conecta/common';

/** Unique per call, so parallel workers and repeated runs never collide on e-mail. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** A word nobody else in the run uses, letters only (it can be a person's name): `prefix`, then uniqueId's digits as letters. */
export function uniqueWord(prefix: string): string {
  return prefix + uniqueId().replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${uniqueId()}@example.com`;
}

/**
 * Creates and signs in a fresh account through the API. `page.request` shares the
 * browser context's cookies, so the page is signed in afterwards.
 */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<RegisterPayload> = {},
): Promise<RegisterPayload & { user: UserDTO }> {
  const payload: RegisterPayload = {
    firstName: 'Teste',
    lastName: 'Automatizado',
    email: uniqueEmail(),
    password: 'senha123',
    userType: 'professional',
    acceptTerms: true,
    ...overrides,
  };
  const response = await request.post('/api/register', { data: payload });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return { ...payload, user: (await response.json()) as UserDTO };
}

export async function loginViaApi(request: APIRequestContext, email: string, password = 'senha123'): Promise<UserDTO> {
  const response = await request.post('/api/login', { data: { email, password } });
  if (response.status() !== 200) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as UserDTO;
}

/**
 * An admin's approve (or, with a reason, reject) of a pending job through the API. It carries the
 * version the admin read, as the panel does: a pending job's version is its last write, which the
 * company's own copy (`updatedAt`) shows too.
 */
export async function decideJobViaApi(admin: APIRequestContext, job: Pick<OwnJobDTO, 'id' | 'updatedAt'>, reason?: string): Promise<number> {
  const verb = reason === undefined ? 'approve' : 'reject';
  const response = await admin.post(`/api/admin/jobs/${job.id}/${verb}`, { data: { version: job.updatedAt, ...(reason === undefined ? {} : { reason }) } });
  return response.status();
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * Resolves once `pathname` was fetched (GET, 2xx) by a request sent after the tab's socket last
 * connected: the client refetches what pushes keep live on every connect, and the server joins the
 * socket to its rooms before the client hears 'connect', so pushes reach the page from there on.
 * When the header's controls mount after the connect, their own first fetch is that request. The
 * app stamps each connect on `<html data-realtime-connected-at>` (src/realtime/socket.ts), in the
 * browser's clock, which is also the clock of a request's start time.
 */
export function fetchedAfterConnect(page: Page, pathname: string): Promise<void> {
  const sentAt: number[] = [];
  page.on('requestfinished', async (request) => {
    if (request.method() !== 'GET' || new URL(request.url()).pathname !== pathname) return;
    const { startTime } = request.timing();
    if ((await request.response())?.ok()) sentAt.push(startTime);
  });
  const connectedAt = () =>
    page.evaluate(() => Number(document.documentElement.dataset.realtimeConnectedAt ?? Number.NaN)).catch(() => Number.NaN);
  return expect
    .poll(async () => {
      const at = await connectedAt();
      return Number.isFinite(at) && sentAt.some((sent) => sent >= at);
    }, { timeout: 20_000 })
    .toBe(true);
}

/** The unread total of messages, fetched after the socket connected. */
export function unreadReadyAfterConnect(page: Page): Promise<void> {
  return fetchedAfterConnect(page, '/api/messages/unread');
}

/**
 * Holds every request to `url` until `release()` is called, so a transient state (loading,
 * sending) stays on screen until the test has seen it: asserting it by racing a fast answer
 * (or a fixed delay) fails whenever the answer wins.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Opens `path` as a move inside the app, from a page the server does not draw: a visitor's first
 * load of a catalogue page (common's CLIENT_PAGES marked `serverRendered`) arrives drawn, its reads
 * in the HTML (backend/src/web/ssr.ts), so a test of what the page does with its own reads
 * (loading, paging, a failed read) moves to it from elsewhere, as a visitor clicking a link does.
 */
export async function gotoInApp(page: Page, path: string): Promise<void> {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/**
 * The visitor home draws its lower part (tabs, profile types, showcase, cta, About, partners) when
 * the visitor comes near it (components/WhenNear.tsx): a little scroll, as a person would.
 */
export async function revealHomeBelowFold(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Números da rede' })).toBeVisible();
  await page.mouse.wheel(0, 100);
  await expect(page.getByRole('tab', { name: 'Vagas' })).toBeVisible();
}

declare global {
  interface Window {
    __toastsShown?: string[];
  }
}

/** Keeps the text of every toast the document draws, however briefly (idempotent). */
function recordToastsInPage(): void {
  if (window.__toastsShown) return;
  const shown: string[] = [];
  window.__toastsShown = shown;
  const grab = () =>
    document.querySelectorAll('[data-toast]').forEach((toast) => {
      const text = toast.textContent ?? '';
      if (!shown.includes(text)) shown.push(text);
    });
  new MutationObserver(grab).observe(document, { childList: true, subtree: true, characterData: true });
  grab();
}

/**
 * From now on, in this page and the documents it opens next, every toast drawn is recorded for
 * `expectToast`. Call it before the action whose toast a test waits for.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(recordToastsInPage);
  await page.evaluate(recordToastsInPage);
}

/**
 * Waits until a toast containing every one of `texts` has been drawn. notistack shows one toast
 * at a time and dismisses the one on screen when another arrives, and an admin's tab gets a toast
 * for every job or contact message that any parallel test sends: a toast may be on screen for a
 * moment only, so the test asks whether it was drawn (recorded by `recordToasts`), not whether it
 * is still there.
 */
export async function expectToast(page: Page, ...texts: string[]): Promise<void> {
  await page.evaluate(recordToastsInPage);
  await expect
    .poll(() => page.evaluate((wanted) => (window.__toastsShown ?? []).some((shown) => wanted.every((text) => shown.includes(text))), texts), {
      message: `a toast with ${texts.map((text) => `'${text}'`).join(' and ')}`,
      timeout: 30_000,
    })
    .toBe(true);
}

/** The smallest complete PDF the upload routes accept (signature and end marker). */
export const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * A CREA or CRT sent as the profile sends it: the number, the council and the carteira (a small
 * PDF) in one multipart request (the document is required with a first submission).
 */
export function submitRegistrationViaApi(request: APIRequestContext, kind: 'crea' | 'crt', fields: { number: string; council: string }, fileName = 'carteira.pdf') {
  return request.post(`/api/user/verifications/${kind}/document`, {
    multipart: { ...fields, file: { name: fileName, mimeType: 'application/pdf', buffer: MINIMAL_PDF } },
  });
}

/** A CREA number nobody else sends. */
export const freshCrea = (): string => `${randomInt(100000, 999999)}${randomInt(1000, 9999)}`;

/** A CNPJ nobody else holds: 12 random characters (with `letters`, the alphanumeric form, one letter at least) and their check digits. */
export function freshCnpj({ letters = false } = {}): string {
  const alphabet = letters ? '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '0123456789';
  const body = Array.from({ length: 12 }, (_, i) => (letters && i === 2 ? 'A' : alphabet[randomInt(alphabet.length)])).join('');
  return `${body}${cnpjCheckDigits(body)}`;
}

/** An admin's 'Verificar' of registration `id` through the API, with the version the admins' list shows; the status. */
export async function verifyViaApi(admin: APIRequestContext, id: string): Promise<number> {
  const pending = (await (await admin.get('/api/admin/verifications')).json()) as Array<{ id: string; version: string }>;
  const version = pending.find((item) => item.id === id)?.version;
  expect(version, `registration ${id} in the admins' list`).toBeDefined();
  return (await admin.post(`/api/admin/verifications/${id}/verify`, { data: { version } })).status();
}
