/**
 * /editor (issue 13): an admin hides a home section and autosave stores it; a visitor's home no
 * longer draws it (and draws it again once shown); a failed autosave says so; non-admins and
 * visitors see 'Acesso Restrito...'.
 *
 * Hiding a section changes what every visitor sees: that test takes `siteWide` (no other test that
 * changes or reads the home runs meanwhile) and puts the section back as it found it, whatever
 * happens. The other tests store nothing (a refused save, a failed one) and run beside anything.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_MESSAGES, type LandingSectionDTO } from '@conecta/common';
import { expectToast, loginViaApi, recordToasts, registerViaApi, revealHomeBelowFold } from './helpers';
import { expect, test, type TestAccount } from './world';

async function openEditor(page: Page, admin: TestAccount) {
  await loginViaApi(page.request, admin.email, admin.password);
  await recordToasts(page);
  await page.goto('/editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Editor da página inicial' })).toBeVisible();
}

async function featuresSection(request: APIRequestContext): Promise<LandingSectionDTO> {
  const response = await request.get('/api/landing');
  if (!response.ok()) throw new Error(`GET /api/landing failed: ${response.status()}`);
  const section = ((await response.json()) as LandingSectionDTO[]).find((s) => s.id === 'features');
  if (!section) throw new Error('no features section in GET /api/landing');
  return section;
}

async function setFeaturesVisible(admin: APIRequestContext, visible: boolean): Promise<void> {
  const response = await admin.put('/api/admin/landing/features', { data: { visible } });
  if (!response.ok()) throw new Error(`PUT /api/admin/landing/features failed: ${response.status()}`);
}

/** Autosave runs 3 s after the last change: its toast is the signal (no fixed sleep). */
async function expectAutosaved(page: Page) {
  await expectToast(page, ADMIN_MESSAGES.autosaveOkTitle, ADMIN_MESSAGES.autosaveOk);
  await expect(page.getByText('Todas as alterações estão salvas.')).toBeVisible();
}

test.describe('landing-page editor', () => {
  test('an admin hides a section with autosave and the visitor home stops drawing it', async ({ page, browser, admin, adminAccount, siteWide: _siteWide }) => {
    // The section as the site has it (its stored title, whatever it is), shown for the test.
    const found = await featuresSection(admin);
    const title = found.content.title;
    if (!found.visible) await setFeaturesVisible(admin, true);
    const visitor = await browser.newContext();
    try {
      await openEditor(page, adminAccount);
      await expect(page.getByRole('switch', { name: 'Salvamento automático' })).toBeChecked();

      // Select the section and look at it in the preview, at each width.
      await page.getByRole('button', { name: /^Recursos/ }).click();
      await expect(page.getByRole('heading', { name: 'Conteúdo: Recursos' })).toBeVisible();
      await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
      const frame = page.frameLocator('iframe[title^="Pré-visualização da seção Recursos"]');
      await expect(frame.getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Celular' }).click();
      await expect(page.locator('iframe[title*="375 px"]')).toHaveCount(1);

      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home.getByRole('heading', { name: title })).toBeVisible();

      const toggle = page.getByRole('switch', { name: 'Mostrar seção Recursos' });
      await toggle.uncheck();
      await expect(page.getByText('Alterações não salvas.')).toBeVisible();
      await expectAutosaved(page);

      await home.reload();
      await revealHomeBelowFold(home);
      await expect(home.getByRole('heading', { name: 'Escolha seu perfil' })).toBeVisible();
      await expect(home.getByRole('heading', { name: title })).toHaveCount(0);

      // Shown again (and stored by the manual save): the visitor gets it back.
      await toggle.check();
      await page.getByRole('button', { name: 'Salvar agora' }).click();
      await expect(page.getByText('Todas as alterações estão salvas.')).toBeVisible();
      await home.reload();
      await expect(home.getByRole('heading', { name: title })).toBeVisible();
    } finally {
      await visitor.close();
      // Every visitor gets the section back as it was, even when the test stopped halfway.
      await setFeaturesVisible(admin, found.visible);
    }
  });

  test('a failed autosave shows Erro ao Salvar and keeps the change unsaved', async ({ page, adminAccount }) => {
    await openEditor(page, adminAccount);
    await page.route('**/api/admin/landing/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro interno"}' }));
    await page.getByRole('button', { name: /^Chamada para Ação/ }).click();
    await page.getByLabel('Subtítulo', { exact: true }).fill('Texto que não será salvo');
    await expectToast(page, ADMIN_MESSAGES.autosaveErrorTitle, ADMIN_MESSAGES.autosaveError);
    await expect(page.getByRole('button', { name: 'Salvar agora' })).toBeEnabled();
  });

  test('a field the rules refuse is flagged and nothing is sent', async ({ page, adminAccount }) => {
    await openEditor(page, adminAccount);
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
