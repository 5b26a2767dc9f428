/**
 * The admin panel's users and partners tabs (issue 13): the verify switch and its toast; a suspended
 * user's other browser, open on /messages, loses its session at once (its socket is closed by the
 * server) and stays signed out; a partner created in the panel appears on the visitor home.
 *
 * Every admin and every user acted on is the test's own. The partners are every visitor's: that
 * test takes `siteWide`, builds the partners it looks for and removes them whatever happens.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_MESSAGES, type AdminPartnerDTO } from '@conecta/common';
import { axeViolations, overflow } from './a11y';
import { decideJobViaApi, loginViaApi, registerViaApi, revealHomeBelowFold, uniqueId, uniqueWord, unreadReadyAfterConnect } from './helpers';
import { createAccount, expect, publishJob, removeAccount, test, type TestAccount } from './world';

/** The users tab, signed in as `admin`, searched down to the one user `search` finds. */
async function openUsersTab(page: Page, admin: TestAccount, search: string) {
  await loginViaApi(page.request, admin.email, admin.password);
  await page.goto('/admin?aba=usuarios');
  await page.getByLabel('Buscar por nome ou e-mail').fill(search);
  await page.getByLabel('Buscar por nome ou e-mail').press('Enter');
  await expect(page.getByText('1 usuário', { exact: true })).toBeVisible();
}

/** Deletes the partners named `names` that still exist (a test that stopped halfway leaves some). */
async function removePartners(admin: APIRequestContext, names: string[]): Promise<void> {
  const partners = (await (await admin.get('/api/admin/partners')).json()) as AdminPartnerDTO[];
  for (const partner of partners.filter((p) => names.includes(p.name))) {
    const response = await admin.delete(`/api/admin/partners/${partner.id}`);
    if (response.status() !== 204 && response.status() !== 404) throw new Error(`deleting partner ${partner.name} failed: ${response.status()}`);
  }
}

test.describe('admin panel: users and partners', () => {
  test('the verify switch stores the change and says so', async ({ page, guest }) => {
    // The whole name: another run's Verônica may be listed before the search applies.
    const lastName = `Teste${uniqueId()}`;
    const { email } = await registerViaApi(guest, { firstName: 'Verônica', lastName });
    // The audit log is every admin's, newest first: this admin has a name nobody else has, to find
    // its own entry by (the fixture's admins share one). Made here, so it is removed here.
    const admin = await createAccount(guest, { userType: 'admin', firstName: 'Auditora', lastName: uniqueWord('Teste') });
    try {
      await openUsersTab(page, admin, email);
      const toggle = page.getByRole('switch', { name: `Verificado: Verônica ${lastName}` });
      await expect(toggle).not.toBeChecked();
      await toggle.check();
      await expect(page.getByText(ADMIN_MESSAGES.userUpdated, { exact: true })).toBeVisible();
      await expect(toggle).toBeChecked();
      await page.reload();
      await page.getByLabel('Buscar por nome ou e-mail').fill(email);
      await page.getByLabel('Buscar por nome ou e-mail').press('Enter');
      await expect(page.getByRole('switch', { name: `Verificado: Verônica ${lastName}` })).toBeChecked();

      // The audit log in 'Configurações' shows who did it.
      await page.goto('/admin?aba=configuracoes');
      const log = page.getByRole('region', { name: 'Registro de atividades' });
      const entry = log.locator('[data-audit="user.verify"]').filter({ hasText: `${admin.user.firstName} ${admin.user.lastName}` });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText('alterou a verificação de um usuário');
      await expect(entry).toContainText('Verificado: não → sim');
    } finally {
      await removeAccount(guest, admin.user.id);
    }
  });

  test("the audit log reads a job's approval in Portuguese, with no line for what did not change", async ({ page, guest }) => {
    const company = await createAccount(guest, { userType: 'company' });
    // Its own name, to find its own entry in every admin's log (see above); removed here.
    const admin = await createAccount(page.request, { userType: 'admin', firstName: 'Auditora', lastName: uniqueWord('Teste') });
    try {
      const job = await publishJob(guest);
      expect(await decideJobViaApi(page.request, job)).toBe(200);

      await page.goto('/admin?aba=configuracoes');
      const log = page.getByRole('region', { name: 'Registro de atividades' });
      const entry = log.locator('[data-audit="job.approve"]').filter({ hasText: `${admin.user.firstName} ${admin.user.lastName}` });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText('aprovou uma vaga');
      await expect(entry.getByRole('listitem')).toHaveText(['Situação: Pendente → Aprovada']);
    } finally {
      await removeAccount(guest, admin.user.id);
      await removeAccount(guest, company.user.id);
    }
  });

  test("suspending a user signs out their open browser at once, and they cannot sign in again", async ({ page, browser, adminAccount }) => {
    // Two browsers, a socket closed live, a reload and a reactivation: past 30 s on a busy machine.
    test.slow();
    const victimContext = await browser.newContext();
    try {
      const victim = await victimContext.newPage();
      const account = await registerViaApi(victim.request, { firstName: 'Suspensa', lastName: `Teste${uniqueId()}` });
      const connected = unreadReadyAfterConnect(victim);
      await victim.goto('/messages');
      await expect(victim.getByText('Selecione uma conversa')).toBeVisible();
      await connected;

      await openUsersTab(page, adminAccount, account.email);
      await page.getByRole('button', { name: 'Suspender' }).click();
      const dialog = page.getByRole('dialog', { name: 'Suspender usuário?' });
      await dialog.getByRole('button', { name: 'Suspender' }).click();
      await expect(page.getByText(ADMIN_MESSAGES.userUpdated, { exact: true })).toBeVisible();
      await expect(page.getByText('Suspenso', { exact: true })).toBeVisible();

      // The server closed the victim's socket: the tab asks who it is and finds nobody.
      await expect(victim.getByRole('heading', { name: 'Acesso necessário' })).toBeVisible();
      await victim.reload();
      await expect(victim.getByRole('heading', { name: 'Acesso necessário' })).toBeVisible();
      await expect(victim.getByRole('link', { name: 'Login/Cadastre-se' }).first()).toBeVisible();
      const login = await victim.request.post('/api/login', { data: { email: account.email, password: account.password } });
      expect(login.status()).toBe(403);
      expect(((await login.json()) as { message: string }).message).toBe(ADMIN_MESSAGES.accountSuspended);

      // Reactivated: signing in works again.
      await page.getByRole('button', { name: 'Reativar' }).click();
      await page.getByRole('dialog', { name: 'Reativar usuário?' }).getByRole('button', { name: 'Reativar' }).click();
      await expect(page.getByText('Suspenso', { exact: true })).toHaveCount(0);
      expect((await victim.request.post('/api/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);
    } finally {
      await victimContext.close();
    }
  });

  test('a partner created in the panel appears on the visitor home, and goes when deleted', async ({ page, browser, admin, adminAccount, siteWide: _siteWide }) => {
    const name = `Parceiro E2E ${uniqueId()}`;
    // A partner of the test's own that stays on the home throughout: once the home draws it after
    // the deletion, the list has loaded, and the deleted one's absence means something.
    const stays = `Parceiro Fixo ${uniqueId()}`;
    const created = await admin.post('/api/admin/partners', { data: { name: stays, sponsorshipLevel: 'bronze' } });
    expect(created.status()).toBe(201);
    const visitorContext = await browser.newContext();
    try {
      await loginViaApi(page.request, adminAccount.email, adminAccount.password);
      await page.goto('/admin?aba=parceiros');
      await page.getByRole('button', { name: 'Novo parceiro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo parceiro' });
      await dialog.getByLabel('Site').fill('ftp://invalido');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText(ADMIN_MESSAGES.partnerNameRequired)).toBeVisible();
      await expect(dialog.getByText(ADMIN_MESSAGES.websiteInvalid)).toBeVisible();
      await dialog.getByLabel('Nome').fill(name);
      await dialog.getByLabel('Site').fill('https://parceiro-e2e.example.com');
      await dialog.getByLabel('Nível de patrocínio').selectOption('gold');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText(ADMIN_MESSAGES.partnerSaved, { exact: true })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      const card = page.locator(`[data-admin-partner="${name}"]`);
      await expect(card).toContainText('Ouro');

      const visitor = await visitorContext.newPage();
      await visitor.goto('/');
      await revealHomeBelowFold(visitor);
      const partners = visitor.getByRole('region', { name: 'Nossos Parceiros' });
      await partners.scrollIntoViewIfNeeded();
      await expect(partners.locator(`[data-partner="${name}"]`)).toHaveAttribute('data-level', 'gold');
      await expect(partners.locator(`[data-partner="${stays}"]`)).toHaveAttribute('data-level', 'bronze');

      await card.getByRole('button', { name: `Excluir ${name}` }).click();
      await page.getByRole('dialog', { name: 'Excluir parceiro?' }).getByRole('button', { name: 'Excluir' }).click();
      await expect(page.getByText(ADMIN_MESSAGES.partnerDeleted, { exact: true })).toBeVisible();
      await expect(card).toHaveCount(0);
      await visitor.reload();
      await revealHomeBelowFold(visitor);
      await expect(visitor.getByRole('region', { name: 'Nossos Parceiros' }).locator(`[data-partner="${stays}"]`)).toBeVisible();
      await expect(visitor.locator(`[data-partner="${name}"]`)).toHaveCount(0);
    } finally {
      await visitorContext.close();
      // Every visitor sees the partners as they were, even when the test stopped halfway.
      await removePartners(admin, [name, stays]);
    }
  });
});

test.describe('admin panel and editor: axe and overflow', () => {
  for (const width of [1280, 360]) {
    test(`users, partners, analytics, settings and the editor at ${width} px`, async ({ page, adminAccount }) => {
      // Five screens, each loaded and run through axe: on two busy cores that is more than one
      // test's 30 s (the editor, last, ran out of it), so this test has three times the budget.
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      await loginViaApi(page.request, adminAccount.email, adminAccount.password);
      const screens: Array<[string, string]> = [
        ['/admin?aba=usuarios', 'Usuários'],
        ['/admin?aba=parceiros', 'Parceiros'],
        ['/admin?aba=analises', 'Vagas e candidaturas por semana'],
        ['/admin?aba=configuracoes', 'Registro de atividades'],
        ['/editor', 'Pré-visualização'],
      ];
      for (const [path, ready] of screens) {
        await page.goto(path);
        await expect(page.getByText(ready, { exact: true }).last()).toBeVisible();
        await expect(page.getByText(/^Carregando/)).toHaveCount(0);
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});
