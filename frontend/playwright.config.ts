import { defineConfig, devices } from '@playwright/test';

// No webServer: the project's test script starts the whole stack (engines,
// backend, built frontend) and points E2E_BASE_URL at it.
const chromium = {
  ...devices['Desktop Chrome'],
  // Debian's Chromium, never a downloaded browser (see DESIGN.md "Local engines").
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

/**
 * Every contact message notifies every admin, so the realtime spec (which
 * counts the admin's unread notifications) runs after the others, never
 * beside the contact spec.
 */
const ADMIN_COUNTING = /realtime\.spec\.ts/;
/** Kills the backend every spec uses (the supervisor restarts it): after everything else. */
const RESTARTS_BACKEND = /backendRestart\.spec\.ts/;

/**
 * The editor and the admin panel's site specs change what every visitor sees (a hidden home
 * section, a new partner): they run after the specs that check the home page.
 */
const SITE_WIDE = /(editor|adminSite)\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100',
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [ADMIN_COUNTING, SITE_WIDE, RESTARTS_BACKEND] },
    { name: 'realtime', use: chromium, testMatch: ADMIN_COUNTING, dependencies: ['chromium'] },
    { name: 'site', use: chromium, testMatch: SITE_WIDE, dependencies: ['chromium'] },
    { name: 'restart', use: chromium, testMatch: RESTARTS_BACKEND, dependencies: ['realtime', 'site'] },
  ],
});
