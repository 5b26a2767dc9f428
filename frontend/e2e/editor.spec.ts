/**
 * /editor (issue 13): an admin hides a home section and autosave stores it; a visitor's home no
 * longer draws it (and draws it again once shown); a failed autosave says so; non-admins and
 * visitors see 'Acesso Restrito...'. The section is restored at the end: other specs read the home.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '@conecta/common';
import { expectToast, loginViaApi, recordToasts, registerViaApi, revealHomeBelowFold } from './helpers';

const ADMIN = { email: 'admin@example.com', password: 'senha123' };
const FEATURES_TITLE = 'O que você encontra aqui';

async function openEditor(page: Page) {
  await loginViaApi(page.request, ADMIN.email, ADMIN.password);
  await recordToasts(page);
  await page.goto('/editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Editor da página inicial' })).toBeVisible();
}

/** Autosave runs 3 s after the last change: its toast is the signal (no fixed sleep). */
async function expectAutosaved(page: Page) {
  await expectToast(page, ADMIN_MESSAGES.autosaveOkTitle, ADMIN_MESSAGES.autosaveOk);
  await expect(page.getByText('Todas as alterações estão salvas.')).toBeVisible();
}

test.describe('landing-page editor', () => {
  test('an admin hides a section with autosave and the visitor home stops drawing it', async ({ page, browser }) => {
    await openEditor(page);
    await expect(page.getByRole('switch', { name: 'Salvamento automático' })).toBeChecked();

    // Select the section and look at it in the preview, at each width.
    await page.getByRole('button', { name: /^Recursos/ }).click();
    await expect(page.getByRole('heading', { name: 'Conteúdo: Recursos' })).toBeVisible();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(FEATURES_TITLE);
    const frame = page.frameLocator('iframe[title^="Pré-visualização da seção Recursos"]');
    await expect(frame.getByRole('heading', { name: FEATURES_TITLE })).toBeVisible();
    await page.getByRole('button', { name: 'Celular' }).click();
    await expect(page.locator('iframe[title*="375 px"]')).toHaveCount(1);

    const visitor = await browser.newContext();
    try {
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home.getByRole('heading', { name: FEATURES_TITLE })).toBeVisible();

      const toggle = page.getByRole('switch', { name: 'Mostrar seção Recursos' });
      await toggle.uncheck();
      await expect(page.getByText('Alterações não salvas.')).toBeVisible();
      await expectAutosaved(page);

      await home.reload();
      await revealHomeBelowFold(home);
      await expect(home.getByRole('heading', { name: 'Escolha seu perfil' })).toBeVisible();
      await expect(home.getByRole('heading', { name: FEATURES_TITLE })).toHaveCount(0);

      // Shown again (and stored by the manual save): the visitor gets it back.
      await toggle.check();
      await page.getByRole('button', { name: 'Salvar agora' }).click();
      await expect(page.getByText('Todas as alterações estão salvas.')).toBeVisible();
      await home.reload();
      await expect(home.getByRole('heading', { name: FEATURES_TITLE })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test('a failed autosave shows Erro ao Salvar and keeps the change unsaved', async ({ page }) => {
    await openEditor(page);
    await page.route('**/api/admin/landing/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro interno"}' }));
    await page.getByRole('button', { name: /^Chamada para Ação/ }).click();
    await page.getByLabel('Subtítulo', { exact: true }).fill('Texto que não será salvo');
    await expectToast(page, ADMIN_MESSAGES.autosaveErrorTitle, ADMIN_MESSAGES.autosaveError);
    await expect(page.getByRole('button', { name: 'Salvar agora' })).toBeEnabled();
  });

  test('a field the rules refuse is flagged and nothing is sent', async ({ page }) => {
    await openEditor(page);
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/admin/landing/')) puts += 1;
    });
    await page.getByRole('switch', { name: 'Salvamento automático' }).uncheck();
    await page.getByRole('button', { name: /^Hero/ }).click();
    await page.getByLabel('Link do botão', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Salvar agora' }).click();
    await expect(page.getByText(ADMIN_MESSAGES.landingLinkInvalid)).toBeVisible();
    await expect(page.getByText('Corrija os campos destacados para salvar.')).toBeVisible();
    expect(puts).toBe(0);
  });

  test('non-admins and visitors see Acesso Restrito', async ({ page, browser }) => {
    await registerViaApi(page.request, { userType: 'company' });
    await page.goto('/editor');
    await expect(page.getByRole('heading', { name: ADMIN_MESSAGES.editorRestricted })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);

    const visitor = await browser.newContext();
    try {
      const anonymous = await visitor.newPage();
      await anonymous.goto('/editor');
      await expect(anonymous.getByRole('heading', { name: ADMIN_MESSAGES.editorRestricted })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});
