/**
 * Verified registrations (issue 24), two browser contexts: a professional sends a CREA from
 * /profile with its carteira (refused without one), an admin's open 'Verificações' tab shows it
 * without a reload with the link to the document (served to admins only), the admin verifies it,
 * and the professional's page turns to 'Verificado' live, with a toast. A company's CNPJ is checked
 * by its digits in the browser before anything is sent, and an alphanumeric one is accepted and
 * shown formatted. An admin has no registration to send.
 *
 * The pending list is everyone's (every test sending a registration adds to it): this spec looks
 * only for the records it made, by their fresh numbers, and decides what it leaves pending.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { CNPJ_MESSAGES, VERIFICATION_MESSAGES, formatCnpj, type PendingVerificationDTO } from '@conecta/common';
import { MINIMAL_PDF, expectToast, freshCnpj, freshCrea, fetchedAfterConnect, loginViaApi, recordToasts, uniqueWord } from './helpers';
import { createAccount, expect, test, type TestAccount } from './world';


/** A context signed in as `account`. */
async function signedIn(browser: Browser, account: TestAccount): Promise<BrowserContext> {
  const context = await browser.newContext();
  await loginViaApi(context.request, account.email, account.password);
  return context;
}

/** Opens `path` once `pathname` has been read after the socket connected: a push arriving before that read lands would be overwritten by its older answer. */
async function openLive(context: BrowserContext, path: string, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await recordToasts(page);
  const ready = fetchedAfterConnect(page, pathname);
  await page.goto(path);
  await ready;
  return page;
}

/** Refuses (through the API, as the tab would) whatever this test left pending, so the shared list does not grow run after run. */
async function decideLeftovers(admin: APIRequestContext, numbers: string[]): Promise<void> {
  const list = (await (await admin.get('/api/admin/verifications')).json()) as PendingVerificationDTO[];
  for (const item of list.filter((row) => numbers.includes(row.number))) {
    await admin.post(`/api/admin/verifications/${item.id}/reject`, { data: { version: item.version, reason: 'Registro de teste automatizado.' } });
  }
}

test.describe('verified registrations, live', () => {
  test("a professional's CREA reaches the admin's open list; verified there, the professional sees it live", async ({ browser, admin, adminAccount }) => {
    // Two contexts, each waiting for its socket, and toasts that may queue behind others (spec §9).
    test.slow();
    const adminContext = await signedIn(browser, adminAccount);
    const professionalContext = await browser.newContext();
    const number = freshCrea();
    try {
      const lastName = uniqueWord('Engenheira');
      const professional = await createAccount(professionalContext.request, { userType: 'professional', firstName: 'Rita', lastName });
      const name = `Rita ${lastName}`;
      const [panel, profile] = await Promise.all([
        openLive(adminContext, '/admin?aba=verificacoes', '/api/admin/verifications'),
        openLive(professionalContext, '/profile?aba=experiencia', '/api/user/verifications'),
      ]);
      await expect(panel.getByRole('tab', { name: 'Verificações' })).toHaveAttribute('aria-selected', 'true');

      // The professional sees both forms; the CREA without its state is refused before it is sent.
      const crea = profile.getByRole('form', { name: 'CREA' });
      await expect(profile.getByRole('form', { name: 'CRT' })).toBeVisible();
      await expect(crea.getByRole('status')).toContainText('Nenhum registro enviado.');
      await crea.getByLabel('Número do CREA').fill(number);
      await crea.getByRole('button', { name: 'Enviar para verificação' }).click();
      await expect(crea.getByText(VERIFICATION_MESSAGES.councilInvalid)).toBeVisible();
      await expect(crea.getByLabel('Estado do CREA')).toBeFocused();
      await crea.getByLabel('Estado do CREA').selectOption('PE');
      // Without its carteira or certidão it is refused too, before anything is sent.
      await crea.getByRole('button', { name: 'Enviar para verificação' }).click();
      await expect(crea.getByRole('alert')).toHaveText(VERIFICATION_MESSAGES.documentRequired);
      await crea.getByLabel(/^Carteira ou certidão/).setInputFiles({ name: 'carteira-crea.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
      await expect(crea.getByRole('button', { name: 'Selecionado: carteira-crea.pdf' })).toBeVisible();
      await crea.getByRole('button', { name: 'Enviar para verificação' }).click();
      await expect(crea.getByTestId('verification-status')).toHaveText('Em análise');
      await expect(crea.getByRole('status')).toContainText(`CREA ${number} · CREA-PE`);
      await expectToast(profile, 'Registro enviado para verificação');
      // The document on record, by its own name (the owner's route).
      await expect(crea.getByRole('link', { name: 'carteira-crea.pdf' })).toHaveAttribute('href', '/api/user/verifications/crea/document');

      // The admin's list grows without a reload, with who sent it.
      const item = panel.getByRole('article', { name: `CREA ${number}` });
      await expect(item).toBeVisible();
      await expect(item).toContainText(`${name} (${professional.email})`);
      await expect(item).toContainText('CREA-PE');
      await expect(item).toContainText('Profissional');
      await expect(item).toContainText('Enviado em');
      // Next to the number, the document: the admins' route, which serves the very file sent.
      const documentLink = item.getByRole('link', { name: `Abrir documento do CREA ${number} de ${name}: carteira-crea.pdf` });
      await expect(documentLink).toBeVisible();
      const href = await documentLink.getAttribute('href');
      expect(href).toMatch(/^\/api\/admin\/verifications\/[0-9a-f]{24}\/document$/);
      const served = await adminContext.request.get(href!);
      expect([served.status(), served.headers()['content-type']]).toEqual([200, 'application/pdf']);
      expect((await served.body()).equals(MINIMAL_PDF)).toBe(true);
      // The professional is no admin: the same address is refused to her.
      expect((await professionalContext.request.get(href!)).status()).toBe(403);

      await item.getByRole('button', { name: `Verificar CREA ${number} de ${name}` }).click();
      await expectToast(panel, 'Registro verificado');
      await expect(item).toHaveCount(0);

      // The professional's page follows live, and says so.
      await expect(crea.getByTestId('verification-status')).toHaveText('Verificado');
      await expectToast(profile, 'Seu registro CREA foi verificado!');
      // Nothing to update until the number or the state changes.
      await expect(crea.getByRole('button', { name: 'Atualizar' })).toBeDisabled();
      await crea.getByLabel('Estado do CREA').selectOption('BA');
      await expect(crea.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
      // ... or a new document is chosen (sent, it would go back to review).
      await crea.getByLabel('Estado do CREA').selectOption('PE');
      await expect(crea.getByRole('button', { name: 'Atualizar' })).toBeDisabled();
      await crea.getByLabel(/^Carteira ou certidão/).setInputFiles({ name: 'certidao.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
      await expect(crea.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
    } finally {
      await decideLeftovers(admin, [number]);
      await adminContext.close();
      await professionalContext.close();
    }
  });

  test('a company: an invalid CNPJ is refused before it is sent; a valid alphanumeric one is accepted and shown formatted', async ({ page, admin }) => {
    const cnpj = freshCnpj({ letters: true });
    const printed = formatCnpj(cnpj);
    try {
      await createAccount(page.request, { userType: 'company', companyName: `Usina ${uniqueWord('Solar')}` });
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/user/verifications/')) sent.push(request.url());
      });
      await page.goto('/profile');
      const form = page.getByRole('form', { name: 'CNPJ' });
      await expect(form.getByRole('status')).toContainText('Nenhum registro enviado.');
      // A company registers no CREA or CRT.
      await expect(page.getByRole('form', { name: 'CREA' })).toHaveCount(0);

      // One check digit off: the field says so and nothing leaves the browser.
      const wrong = `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`;
      await form.getByLabel('CNPJ').fill(wrong);
      await form.getByRole('button', { name: 'Enviar para verificação' }).click();
      await expect(form.getByText(CNPJ_MESSAGES.invalid)).toBeVisible();
      await expect(form.getByLabel('CNPJ')).toBeFocused();
      expect(sent).toEqual([]);

      // Typed in lower case and without punctuation: accepted, and shown as printed.
      await form.getByLabel('CNPJ').fill(cnpj.toLowerCase());
      await expect(form.getByText(CNPJ_MESSAGES.invalid)).toHaveCount(0);
      await form.getByRole('button', { name: 'Enviar para verificação' }).click();
      await expect(form.getByTestId('verification-status')).toHaveText('Em análise');
      await expect(form.getByRole('status')).toContainText(`CNPJ ${printed}`);
      await expect(form.getByRole('button', { name: 'Atualizar' })).toBeVisible();
      expect(sent).toHaveLength(1);

      // Read again from the server: the same, formatted.
      await page.reload();
      await expect(page.getByRole('form', { name: 'CNPJ' }).getByRole('status')).toContainText(`CNPJ ${printed}`);
    } finally {
      await decideLeftovers(admin, [printed]);
    }
  });

  test('an admin has no registration to send', async ({ page, adminAccount }) => {
    await loginViaApi(page.request, adminAccount.email, adminAccount.password);
    for (const aba of ['informacoes', 'experiencia']) {
      await page.goto(`/profile?aba=${aba}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByText(/^Carregando/)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^Registro/ })).toHaveCount(0);
    }
  });
});
