import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RegisterPayload, UserDTO } from '@conecta/common';

/** Unique per call, so parallel workers and repeated runs never collide on e-mail. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
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

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * Resolves once the unread total was fetched by a request sent after the socket connected (the
 * connect refetches it; when the header's Mensagens button mounts after the connect, its own first
 * fetch is that request). The connect is the server's Socket.IO CONNECT packet ('40'), read from
 * the long-polling answer that carried it or from a WebSocket frame.
 */
export function unreadReadyAfterConnect(page: Page): Promise<void> {
  let connectedAt = Number.POSITIVE_INFINITY;
  const unreadSentAt: number[] = [];
  return new Promise((resolve) => {
    const check = () => {
      if (unreadSentAt.some((sentAt) => sentAt >= connectedAt)) resolve();
    };
    const connected = (at: number) => {
      connectedAt = Math.min(connectedAt, at);
      check();
    };
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) connected(Date.now());
      }),
    );
    page.on('response', async (response) => {
      const request = response.request();
      const url = new URL(request.url());
      if (request.method() !== 'GET') return;
      if (url.pathname === '/socket.io/') {
        const arrivedAt = request.timing().startTime + Math.max(0, request.timing().responseStart);
        const body = await response.text().catch(() => '');
        if (body.split('\x1e').some((packet) => packet.startsWith('40'))) connected(arrivedAt);
      } else if (url.pathname === '/api/messages/unread' && response.ok()) {
        unreadSentAt.push(request.timing().startTime);
        check();
      }
    });
  });
}

/**
 * Holds every request to `url` until `release()` is called, so a transient state (loading,
 * sending) stays on screen until the test has seen it: asserting it by racing a fast answer
 * (or a fixed delay) fails whenever the answer wins.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
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
