/**
 * The skills input (issue 12) on /test-skills and /test-skills-debug: the
 * 3-character rule, the 200 ms close (on Playwright's clock, never a sleep),
 * creating a skill, the failure toast, removing a chip, the keyboard.
 * Each test makes its own catalogue skills with a unique token.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SkillDTO } from '@conecta/common';
import { holdRequests, registerViaApi, uniqueId } from './helpers';

async function createSkill(request: APIRequestContext, name: string): Promise<SkillDTO> {
  const response = await request.post('/api/skills', { data: { name, category: 'technical' } });
  if (!response.ok()) throw new Error(`skill ${name}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as SkillDTO;
}

/** Letters only, so the token is one searchable word. */
const token = () => `qz${uniqueId().replace(/[^a-z]/g, '')}`.slice(0, 10);

const box = (page: Page) => page.getByRole('combobox', { name: 'Competências' });
const list = (page: Page) => page.getByRole('listbox', { name: 'Sugestões de competências' });
const chips = (page: Page) => page.getByRole('list', { name: 'Competências escolhidas' });

test.describe('skills input', () => {
  test('suggestions only from 3 characters, with the category, case- and accent-insensitive', async ({ page }) => {
    await registerViaApi(page.request);
    const t = token();
    await createSkill(page.request, `Análise ${t}`);
    await page.goto('/test-skills');
    await box(page).fill(t.slice(0, 2));
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Digite pelo menos 3 caracteres para ver sugestões')).toBeVisible();
    await box(page).fill(`ANALISE ${t.toUpperCase()}`);
    const option = list(page).getByRole('option', { name: new RegExp(`Análise ${t}`) });
    await expect(option).toBeVisible();
    await expect(option).toContainText('Técnica');
  });

  test('the list closes 200 ms after blur, not before', async ({ page }) => {
    await registerViaApi(page.request);
    const t = token();
    await createSkill(page.request, `Relés ${t}`);
    await page.clock.install();
    await page.goto('/test-skills');
    await box(page).fill(t);
    await expect(list(page).getByRole('option')).toHaveCount(1);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await box(page).press('Tab');
    await page.clock.runFor(199);
    await expect(list(page)).toBeVisible();
    await page.clock.runFor(2);
    await expect(list(page)).toBeHidden();
  });

  test('keyboard: arrows, Enter picks, Escape closes, a new name is created, a chip is removed', async ({ page }) => {
    await registerViaApi(page.request);
    const t = token();
    await createSkill(page.request, `Proteção ${t}`);
    await createSkill(page.request, `Subestação ${t}`);
    await page.goto('/test-skills');
    await box(page).focus();
    await page.keyboard.type(t);
    await expect(list(page).getByRole('option')).toHaveCount(2);
    await page.keyboard.press('ArrowDown');
    const first = list(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const firstName = (await first.locator('span').first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(chips(page).getByText(firstName)).toBeVisible();
    await expect(box(page)).toHaveValue('');

    await page.keyboard.type(t);
    await expect(list(page).getByRole('option')).toHaveCount(1); // the chosen one is no longer suggested
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeHidden();

    const fresh = `Novo ${token()}`;
    await box(page).fill(`  ${fresh}  `);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/skills') && r.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    await expect(chips(page).getByText(fresh, { exact: true })).toBeVisible();

    // The same name again, in another case: ignored.
    await box(page).fill(fresh.toUpperCase());
    await page.keyboard.press('Enter');
    await expect(chips(page).getByRole('listitem')).toHaveCount(2);

    await chips(page).getByRole('button', { name: `Remover ${fresh}`, exact: true }).click();
    await expect(chips(page).getByText(fresh, { exact: true })).toHaveCount(0);
    await expect(chips(page).getByRole('listitem')).toHaveCount(1);
  });

  test('a refused creation shows the toast and adds no chip; the plus button adds', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/test-skills');
    await box(page).fill('x');
    await page.getByRole('button', { name: 'Adicionar competência' }).click();
    await expect(page.getByText('Erro ao adicionar competência')).toBeVisible();
    await expect(chips(page).getByRole('listitem')).toHaveCount(0);

    const name = `Mais ${token()}`;
    await box(page).fill(name);
    const gate = await holdRequests(page, '**/api/skills');
    await page.getByRole('button', { name: 'Adicionar competência' }).click();
    await expect(page.getByRole('progressbar', { name: 'Adicionando...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar competência' })).toBeDisabled();
    gate.release();
    await expect(chips(page).getByText(name)).toBeVisible();
  });

  test('/test-skills-debug shows the state live', async ({ page }) => {
    await registerViaApi(page.request);
    const t = token();
    await createSkill(page.request, `Eólica ${t}`);
    await page.goto('/test-skills-debug');
    await expect(page.getByTestId('state-open')).toHaveText('fechada');
    await box(page).fill(t);
    await expect(page.getByTestId('state-text')).toHaveText(t);
    await expect(page.getByTestId('state-open')).toHaveText('aberta');
    await expect(page.getByTestId('state-suggestions')).toHaveText(`Eólica ${t}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('state-skills')).toHaveText(`Eólica ${t}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('state-open')).toHaveText('fechada');
  });
});
