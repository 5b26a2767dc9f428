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
  // One project, every test beside every other (issue 23): each builds its own world (e2e/world.ts)
  // — its own admin, its own items, its own words to find them by — and the few that change or
  // assert what every visitor sees take turns through the `siteWide` fixture.
  projects: [{ name: 'chromium', use: chromium }],
});
