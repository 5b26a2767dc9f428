/**
 * The accessibility checks every spec shares (issue 14): axe-core with the WCAG 2.1 A/AA rules,
 * plus heading-order (a best practice Lighthouse's accessibility score counts: a page's outline
 * with no level skipped), and "nothing wider than the screen".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's own source, run only where the page has no axe yet. AxeBuilder evaluates the whole
 * half-megabyte script twice per check in legacy mode (once to test for runPartial, once to inject),
 * and a page checked in several states (openStates) ran it again each time. Measured side by side
 * on /vagas, /auth and /: 0.79 → 0.60–0.68 s of the renderer's main thread a check (decision 0036).
 */
const AXE_ONCE = `if (!window.axe) {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * One line per violated rule: its id and the first nodes that break it. `within` (a CSS selector)
 * limits the run to what an open state adds — a dialog, a menu — when the page behind was checked
 * closed: behind a modal it is hidden from assistive technology anyway, and on a long list page
 * checking it all again costs seconds per state.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // Legacy mode: axe runs in the page itself. The default mode injects axe-core (half a megabyte)
  // into the page twice and again into a blank page it opens to merge the frames' results — about
  // a second per check, for frames the app does not have across origins (its one iframe, the
  // editor's preview, is same-origin, which legacy mode still checks).
  const builder = new AxeBuilder({ page, axeSource: AXE_ONCE }).setLegacyMode().options({ rules: { 'heading-order': { enabled: true } } }).withTags(WCAG_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** How many pixels the page is wider than the viewport (0 or less: no horizontal scroll). */
export async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Waits until no CSS transition is running: a dialog, menu or drawer half-way through its fade or
 * slide has colours axe would measure against a half-drawn backdrop.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

/**
 * Checks the screen as it is now (after its transitions): no horizontal overflow and no axe
 * violation (in `within` only, when given). Soft assertions named by `state`, so one run lists every state in trouble.
 */
export async function expectAccessible(page: Page, state: string, within?: string): Promise<void> {
  await transitionsDone(page);
  expect.soft(await overflow(page), `${state}: horizontal overflow (px)`).toBeLessThanOrEqual(0);
  expect.soft(await axeViolations(page, within), `${state}: axe violations`).toEqual([]);
}
