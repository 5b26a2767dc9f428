/**
 * Serviços (issue 25), with three browsers: a professional offers a service through the form (with a
 * photo), this test's admin sees it arrive on the moderation tab and approves it; it is then found by
 * the global search and on /servicos (by its state, not by another); a student opens it and asks for
 * a quote, and the provider, with the conversation open, sees the message arrive without a reload.
 *
 * The pending list and the catalogue are everyone's: this spec looks only for the service it made,
 * by a word nobody else uses.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { SERVICE_MESSAGES, quoteRequestMessage, type OwnServiceDTO, type PendingServiceDTO } from '@conecta/common';
import { expectAccessible } from './a11y';
import { expectToast, fetchedAfterConnect, loginViaApi, recordToasts, uniqueWord, unreadReadyAfterConnect } from './helpers';
import { createAccount, expect, test, type TestAccount } from './world';

// A valid 1×1 PNG: the server re-encodes the bytes, so it must be a real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function signedIn(browser: Browser, account: TestAccount): Promise<BrowserContext> {
  const context = await browser.newContext();
  await loginViaApi(context.request, account.email, account.password);
  return context;
}

/** The admin's moderation tab on its 'Serviços' list, its socket in the `admins` room and the list read after it joined. */
async function adminOnServices(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await recordToasts(page);
  const ready = fetchedAfterConnect(page, '/api/admin/pending-services');
  await page.goto('/admin?lista=servicos');
  await ready;
  await expect(page.getByRole('tab', { name: /Serviços/ })).toHaveAttribute('aria-selected', 'true');
  return page;
}

test.describe('Serviços', () => {
  test('a professional offers a service, an admin approves it live, it is found, and a quote request reaches the provider live', async ({ browser, adminAccount }) => {
    // Three browsers, a form, an upload and two live pushes.
    test.slow();
    const adminContext = await signedIn(browser, adminAccount);
    const providerContext = await browser.newContext();
    const clientContext = await browser.newContext();
    try {
      const word = uniqueWord('Heliostato');
      const title = `Manutenção de inversores ${word}`;
      const provider = await createAccount(providerContext.request, { userType: 'professional', firstName: 'Paula', lastName: 'Prestadora' });
      const admin = await adminOnServices(adminContext);

      // The professional fills the form; the page then offers the photos.
      const page = await providerContext.newPage();
      await recordToasts(page);
      await page.goto('/meus-servicos');
      await expect(page.getByText('Você ainda não oferece nenhum serviço.')).toBeVisible();
      await page.getByRole('link', { name: 'Oferecer serviço' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Oferecer serviço' })).toBeVisible();
      // Checked in the browser by the shared rules before anything is sent.
      await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
      await expect(page.getByText(SERVICE_MESSAGES.titleInvalid)).toBeVisible();
      await expect(page.getByLabel(/^Título/)).toBeFocused();
      await page.getByLabel(/^Título/).fill(title);
      await page.getByLabel(/^Tipo de serviço/).selectOption({ label: 'O&M (operação e manutenção)' });
      await page.getByLabel(/^Área de energia/).selectOption({ label: 'Solar' });
      await page.getByRole('checkbox', { name: 'CE' }).check();
      await page.getByLabel(/^Descrição/).fill('Inspeção, limpeza e troca de componentes de inversores fotovoltaicos, com relatório de cada visita.');
      await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
      await expectToast(page, 'Serviço enviado para aprovação');
      await expect(page).toHaveURL(/\/servicos\/[0-9a-f]{24}\/editar$/);
      const serviceId = /\/servicos\/([0-9a-f]{24})\/editar$/.exec(page.url())![1]!;
      await expect(page.getByRole('heading', { name: 'Fotos (0 de 6)' })).toBeVisible();
      await page.getByLabel('Escolher foto').setInputFiles({ name: 'inversor.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('heading', { name: 'Fotos (1 de 6)' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();

      // The admin's list shows it without a reload (both the creation and the photo re-announce it).
      const card = admin.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Enviado por Paula Prestadora');
      await expect(card).toContainText('1 foto(s)');
      // Not public while pending.
      expect((await clientContext.request.get(`/api/servicos/${serviceId}`)).status()).toBe(404);
      await card.getByRole('button', { name: `Aprovar serviço: ${title}` }).click();
      await expectToast(admin, SERVICE_MESSAGES.approved);
      await expect(card).toHaveCount(0);

      // 'Meus serviços' says so.
      await page.goto('/meus-servicos');
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(row.getByText('Aprovado', { exact: true })).toBeVisible();

      // Found by the global search, in its own group, and on /servicos by the state it serves.
      const client = await createAccount(clientContext.request, { userType: 'student', firstName: 'Caio', lastName: 'Cliente' });
      const clientPage = await clientContext.newPage();
      await clientPage.goto(`/search?q=${encodeURIComponent(word)}`);
      const group = clientPage.getByRole('region', { name: 'Serviços (1)' });
      await expect(group.getByRole('heading', { name: title })).toBeVisible();
      await clientPage.goto(`/servicos?q=${encodeURIComponent(word)}&region=SP`);
      await expect(clientPage.getByText('Nenhum serviço encontrado')).toBeVisible();
      await clientPage.goto(`/servicos?q=${encodeURIComponent(word)}&region=CE`);
      await clientPage.getByRole('link', { name: `Ver serviço ${title}` }).click();
      await expect(clientPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(clientPage.getByRole('link', { name: 'Paula Prestadora' })).toHaveAttribute('href', `/profissionais/${provider.user.id}`);

      // The provider has the conversation with the student open, its socket connected.
      let loads = 0;
      const providerReady = unreadReadyAfterConnect(page);
      await page.goto(`/messages?user=${client.user.id}`);
      await providerReady;
      page.on('load', () => (loads += 1));
      await expect(page.getByText('Nenhuma mensagem ainda. Comece a conversa!')).toBeVisible();

      // 'Solicitar orçamento': the message comes written; sending it opens the conversation.
      await clientPage.getByRole('button', { name: 'Solicitar orçamento' }).click();
      const dialog = clientPage.getByRole('dialog', { name: 'Solicitar orçamento' });
      const text = quoteRequestMessage(title);
      await expect(dialog.getByLabel('Mensagem')).toHaveValue(text);
      await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
      await expect(clientPage).toHaveURL(new RegExp(`/messages\\?user=${provider.user.id}$`));
      await expect(clientPage.locator('li[data-own="true"]').filter({ hasText: text })).toBeVisible();

      // The provider sees it arrive, without a reload.
      await expect(page.locator('li[data-own="false"]').filter({ hasText: text })).toBeVisible();
      expect(loads).toBe(0);
    } finally {
      await adminContext.close();
      await providerContext.close();
      await clientContext.close();
    }
  });

  test('at 360 px: the list, its empty state, a service and the form, by keyboard, without sideways scrolling', async ({ browser, admin, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // A service of a company's, approved by this test's admin, through the API.
    const providerContext = await browser.newContext();
    try {
      await createAccount(providerContext.request, { userType: 'company', firstName: 'Ventura', lastName: 'Serviços', companyName: 'Ventura Serviços Eólicos' });
      const word = uniqueWord('Anemometro');
      const created = (await (await providerContext.request.post('/api/servicos', {
        data: { title: `Consultoria em medição ${word}`, description: 'Campanhas de medição de vento, certificação de dados e estudos de produção anual.', kind: 'consultoria', energyArea: 'eólica', regions: ['BA'] },
      })).json()) as OwnServiceDTO;
      const pending = (await (await admin.get('/api/admin/pending-services')).json()) as PendingServiceDTO[];
      const version = pending.find((item) => item.id === created.id)!.version;
      expect((await admin.post(`/api/admin/services/${created.id}/approve`, { data: { version } })).status()).toBe(200);

      await page.goto(`/servicos?q=${word}`);
      const link = page.getByRole('link', { name: `Ver serviço ${created.title}` });
      await expect(link).toBeVisible();
      await expectAccessible(page, 'list');
      // The state filter by keyboard: a state the service does not serve empties the list.
      await page.getByLabel('Estado atendido').focus();
      await page.getByLabel('Estado atendido').selectOption('SP');
      await expect(page.getByText('Nenhum serviço encontrado')).toBeVisible();
      await expectAccessible(page, 'empty');
      await page.getByRole('button', { name: 'Limpar filtros' }).first().click();

      await page.goto(`/servicos/${created.id}`);
      await expect(page.getByRole('heading', { level: 1, name: created.title })).toBeVisible();
      // A visitor is asked to sign in first.
      await expect(page.getByRole('link', { name: 'Entre para solicitar orçamento' })).toBeVisible();
      await expectAccessible(page, 'detail');

      const form = await providerContext.newPage();
      await form.setViewportSize({ width: 360, height: 740 });
      await form.goto(`/servicos/${created.id}/editar`);
      await expect(form.getByRole('heading', { name: 'Fotos (0 de 6)' })).toBeVisible();
      await expect(form.getByText('Ao salvar, o serviço volta para a aprovação')).toBeVisible();
      await expectAccessible(form, 'form');
      await form.goto('/meus-servicos');
      await expect(form.getByRole('heading', { name: created.title })).toBeVisible();
      await expectAccessible(form, 'mine');
    } finally {
      await providerContext.close();
    }
  });
});
