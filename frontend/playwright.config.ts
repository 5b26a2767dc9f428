import { defineConfig, devices } from '@playwright/test';

// No webServer: the project's test script starts the whole stack (engines,
// backend, built frontend) and points E2E_BASE_URL at it.
const chromium = {
  ...devices['Desktop Chrome'],
  // Debian's Chromium, never a downloaded browser (see DESIGN.md "Local engines"): its headless shell
  // (package chromium-headless-shell, installed by infra/scripts/setup.sh), the same engine without
  // the browser's window machinery, as Playwright's own headless default. The full browser in
  // headless mode costs about twice the CPU per page on a 2-core machine where the e2e stage is
  // CPU-bound (docs/decisions/0019-e2e-on-the-headless-shell.md).
  launchOptions: {
    executablePath: '/usr/bin/chromium-headless-shell',
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
    // Asked for less motion, the app draws no transition frames (app/theme.ts): on a machine whose
    // e2e stage is CPU-bound, each dialog, menu and spinner otherwise rasterized for nothing.
    reducedMotion: 'reduce',
    // A trace records every action's DOM and screenshots, passing or not: CPU the 2-core e2e stage
    // is short of. CI turns it off (.ci/run: nobody can open a trace there); locally it stays.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One project, every test beside every other (issue 23): each builds its own world (e2e/world.ts)
  // — its own admin, its own items, its own words to find them by — and the few that change or
  // assert what every visitor sees take turns through the `siteWide` fixture.
  projects: [{ name: 'chromium', use: chromium }],
});
