/**
 * Issue 14, "0 violations on every route, including open states": at 1280 and 360 px, axe-core
 * (WCAG 2.1 A/AA) finds nothing and nothing is wider than the screen on the routes
 * accessibility.spec.ts leaves out, and with each menu, drawer, tooltip, listbox, dialog, open
 * conversation and refused form on screen — signed out and as a professional, a company and an
 * admin, on every signed-in page the role can see. The admin's other tabs and the editor are
 * checked in adminSite.spec.ts.
 *
 * An open state is checked within what it adds (the dialog, the menu, the form) when the page
 * behind was checked closed (here or in accessibility.spec.ts); the overflow check is always the
 * whole page. Every account is fresh (an admin is this test's own, from world.ts); jobs,
 * applications, messages and the partner are built through the API, side by side where they do not
 * depend on each other. A few states per test, so the two workers share them: the states of one
 * test need the same world or follow each other on one page. Within a test, the next page is a move
 * inside the app (`moveTo`) where the states do not depend on a fresh load and the new page has
 * something of its own to wait for: each full load costs the 2-core run a boot of the app, its
 * session read and its socket, and this file is the e2e stage's largest
 * (docs/decisions/0030-test-time-third-round.md).
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN_MESSAGES, PUBLISHING_MESSAGES, type AdminPartnerDTO, type MyApplicationDTO, type PendingVerificationDTO } from '@conecta/common';
import { expectAccessible } from './a11y';
import { decideJobViaApi, loginViaApi, submitRegistrationViaApi, uniqueId, uniqueWord, unreadReadyAfterConnect } from './helpers';
import { fetchJobs, untilListed } from './catalogue';
import { createAccount, expect, publishJob, test } from './world';

/** The drawer's paper (frontend/src/app/layout/MobileMenu.tsx). */
const MOBILE_MENU_ID = 'menu-principal';

const DIALOG = '[role="dialog"]';
const MENU = '[role="menu"]';
const LISTBOX = '[role="listbox"]';
const TOAST = '[data-toast]';

/**
 * Moves to `path` inside the running app, as its links do (react-router follows the history), and
 * waits for the address: the page's own reads then run as on a click, without reloading the app.
 */
async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** Waits for the page's heading and for every 'Carregando...' to be gone. */
async function ready(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
}

/** Below the `lg` breakpoint the header links live in a drawer: open it, check it, Escape closes it. */
async function checkDrawer(page: Page, state: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 1200) return;
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expectAccessible(page, state, `#${MOBILE_MENU_ID}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
}

/** Submits an empty (or spoiled) form and checks it with its messages showing. */
async function checkRefused(page: Page, state: string, form: Locator, submit: string, within: string): Promise<void> {
  await form.getByRole('button', { name: submit, exact: true }).click();
  await expect(form.locator('.Mui-error').first()).toBeVisible();
  await expectAccessible(page, state, within);
}

/** A signed-out visit of `path`, checked whole once its heading is drawn and nothing loads. */
async function checkSignedOut(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
  await expectAccessible(page, path);
}

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // A test walks several open states with an axe run each: three times a test's usual budget.
    test.beforeEach(() => test.slow());

    test.describe('signed out: the routes accessibility.spec.ts leaves out', () => {
      test('a job', async ({ page, admin }) => {
        const job = await publishJob(admin, { title: `Engenheira Eólica ${uniqueId()}` });
        await checkSignedOut(page, `/vagas/${job.id}`);
        await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
      });

      test('a public profile', async ({ page, guest }) => {
        const person = await createAccount(guest, { firstName: 'Pública', lastName: `Perfil${uniqueId().slice(0, 4)}` });
        await checkSignedOut(page, `/profissionais/${person.user.id}`);
        await expect(page.getByRole('heading', { level: 1, name: `${person.user.firstName} ${person.user.lastName}` })).toBeVisible();
      });

      for (const path of ['/test-users', '/test-skills', '/test-skills-debug', '/profile', '/messages', '/minhas-vagas', '/minhas-candidaturas', '/favoritos', '/esta-rota-nao-existe']) {
        test(path, async ({ page }) => {
          await checkSignedOut(page, path);
        });
      }
    });

    test('signed out: the home search menu and the drawer', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Buscar vagas, cursos, eventos e profissionais' }).click();
      await expect(page.getByRole('list', { name: 'O que você quer fazer?' })).toBeVisible();
      await expectAccessible(page, 'home: search menu open', 'form[role="search"]');
      await page.keyboard.press('Escape');

      await checkDrawer(page, 'drawer, signed out');
    });

    test('signed out: the filter panels', async ({ page, admin }) => {
      // A word only this test's job carries: the search below lists it and nothing else.
      const word = uniqueWord('Filtrox');
      if (width < 900) await publishJob(admin, { title: `Técnica ${word}` });

      await page.goto('/vagas');
      await ready(page);
      await page.getByRole('button', { name: 'Filtros', exact: true }).click();
      await expect(page.getByRole('group', { name: 'Filtros de vagas' })).toBeVisible();
      await expectAccessible(page, '/vagas: filters open', '[role="group"][aria-label="Filtros de vagas"]');

      if (width < 900) {
        // Wider, the search's filters are always open (accessibility.spec.ts checks that page).
        await expect.poll(async () => (await (await page.request.get('/api/search', { params: { q: word } })).json()).counts.jobs).toBe(1);
        await moveTo(page, `/search?q=${word}`);
        await ready(page);
        await expect(page.getByRole('heading', { name: 'Vagas (1)' })).toBeVisible();
        await page.getByRole('button', { name: 'Filtros', exact: true }).click();
        await expect(page.getByRole('complementary', { name: 'Filtros da busca' })).toBeVisible();
        await expectAccessible(page, '/search: filters open', 'aside');
      }
    });

    test('signed out: the refused login, sign-up and contact forms', async ({ page }) => {
      await page.goto('/auth');
      await checkRefused(page, '/auth: login refused', page.getByRole('form', { name: 'Login' }), 'Entrar', 'form[aria-label="Login"]');
      await page.getByRole('tab', { name: 'Cadastro' }).click();
      await checkRefused(page, '/auth: sign-up refused', page.getByRole('form', { name: 'Cadastro' }), 'Criar conta', 'form[aria-label="Cadastro"]');

      await moveTo(page, '/contato');
      await checkRefused(page, '/contato: refused', page.getByRole('form', { name: 'Formulário de contato' }), 'Enviar Mensagem', 'form[aria-label="Formulário de contato"]');
    });

    test('signed out: an error and a success toast', async ({ page, guest }) => {
      // Refused by the server: the error toast; then signed in: the success toast.
      const account = await createAccount(guest);
      await page.goto('/auth');
      const login = page.getByRole('form', { name: 'Login' });
      await login.getByLabel('Email', { exact: true }).fill(account.email);
      await login.getByLabel('Senha', { exact: true }).fill('senha-errada');
      await login.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.locator(TOAST).filter({ hasText: 'Erro no login' })).toBeVisible();
      await expectAccessible(page, 'error toast', TOAST);
      await page.locator(TOAST).getByRole('button', { name: 'Fechar notificação' }).click();
      await expect(page.locator(TOAST)).toHaveCount(0);
      await login.getByLabel('Senha', { exact: true }).fill(account.password);
      await login.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.locator(TOAST).filter({ hasText: 'Login realizado' })).toBeVisible();
      await expectAccessible(page, 'success toast', TOAST);
    });

    test('a professional: dashboard, tooltip, bell, drawer', async ({ page, admin }) => {
      // A job to recommend, for its bookmark's tooltip (issue 26).
      const location = `${uniqueWord('Tooltip')} - RN`;
      const job = await publishJob(admin, { location });
      await untilListed(fetchJobs, admin, { location }, [job.id]);
      await createAccount(page.request, { firstName: 'Paula', lastName: `Profissional${uniqueId().slice(0, 4)}` });
      await page.goto('/');
      await ready(page);
      await expectAccessible(page, 'dashboard');
      const bookmark = page.getByTestId('vagas-recomendadas').getByRole('button', { name: 'Salvar nos favoritos' }).first();
      // Enabled once the saved ids are known (FavoriteButton): a disabled button shows no tooltip.
      await expect(bookmark).toBeEnabled();
      await bookmark.hover();
      await expect(page.getByRole('tooltip', { name: 'Salvar nos favoritos' })).toBeVisible();
      await expectAccessible(page, 'dashboard: tooltip open', '[role="tooltip"]');
      await page.mouse.move(0, 0);

      await page.getByRole('button', { name: 'Notificações' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, 'notifications menu open', MENU);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      await checkDrawer(page, 'drawer, signed in');
    });

    test('a professional: the four profile tabs', async ({ page }) => {
      await createAccount(page.request, { firstName: 'Paula', lastName: `Profissional${uniqueId().slice(0, 4)}` });
      await page.goto('/profile?aba=informacoes');
      for (const [aba, tab] of [
        ['informacoes', 'Informações'],
        ['portfolio', 'Portfólio'],
        ['competencias', 'Competências'],
        ['experiencia', 'Experiência'],
      ]) {
        if (aba !== 'informacoes') await moveTo(page, `/profile?aba=${aba}`);
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByText(/^Carregando/)).toHaveCount(0);
        await expectAccessible(page, `/profile: ${tab}`);
      }
    });

    test('a professional: refused edit, skills list, portfolio dialog', async ({ page }) => {
      await createAccount(page.request, { firstName: 'Paula', lastName: `Profissional${uniqueId().slice(0, 4)}` });
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Editar perfil' }).click();
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('');
      await checkRefused(page, '/profile: edit refused', page.getByRole('main'), 'Salvar', 'main');
      await page.getByRole('tab', { name: 'Competências' }).click();
      await page.getByRole('combobox', { name: 'Competências' }).fill('Sol');
      await expect(page.getByRole('listbox', { name: 'Sugestões de competências' }).getByRole('option').first()).toBeVisible();
      await expectAccessible(page, '/profile: skills suggestions open', 'main');
      await page.getByRole('button', { name: 'Cancelar' }).click();

      await page.getByRole('tab', { name: 'Portfólio' }).click();
      await page.getByRole('button', { name: 'Adicionar item' }).click();
      const portfolio = page.getByRole('dialog', { name: 'Adicionar item ao portfólio' });
      await checkRefused(page, 'portfolio dialog: refused', portfolio, 'Salvar', DIALOG);
      await portfolio.getByRole('combobox', { name: 'Categoria' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectAccessible(page, 'portfolio dialog: category list open', LISTBOX);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await portfolio.getByRole('button', { name: 'Cancelar' }).click();
      await expect(portfolio).toBeHidden();
    });

    test('a professional: the credentials tab empty, its dialog refused and its norm list, listed in every state, the removal question, failed', async ({ page }) => {
      await createAccount(page.request, { firstName: 'Paula', lastName: `Profissional${uniqueId().slice(0, 4)}` });
      await page.goto('/profile?aba=certificacoes');
      await expect(page.getByText('Nenhuma certificação cadastrada')).toBeVisible();
      await expectAccessible(page, '/profile: Certificações, empty');

      await page.getByRole('button', { name: 'Adicionar certificação' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar certificação' });
      await checkRefused(page, 'credential dialog: refused', dialog, 'Salvar', DIALOG);
      await dialog.getByRole('combobox', { name: 'Norma' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectAccessible(page, 'credential dialog: norm list open', LISTBOX);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();

      // Each chip's colour on screen: valid (NR-12 never expires), expiring (NR-33 yearly, trained
      // 11 months ago) and expired; then the removal's question.
      const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);
      for (const [code, trainedOn, hours] of [['nr12', daysAgo(30), 8], ['nr33-trabalhador', daysAgo(335), 16], ['nr35', daysAgo(800), 8]] as const) {
        expect((await page.request.post('/api/users/credentials', { data: { code, trainedOn, hours, institution: 'SENAI Natal' } })).status()).toBe(201);
      }
      await page.reload();
      await expect(page.getByTestId('credential')).toHaveCount(3);
      await expectAccessible(page, '/profile: Certificações, listed');
      await page.getByRole('button', { name: /^Excluir NR-35/ }).click();
      await expect(page.getByRole('dialog', { name: 'Excluir certificação?' })).toBeVisible();
      await expectAccessible(page, 'credential removal: confirmation', DIALOG);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.route('**/api/users/credentials', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro interno"}' }));
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar as certificações.' })).toBeVisible();
      await expectAccessible(page, '/profile: Certificações, failed');
    });

    test('a professional: a live update of an application (toast, bell entry), my jobs, the job applied to', async ({ page, admin, playwright, baseURL }) => {
      const company = await playwright.request.newContext({ baseURL });
      try {
        await Promise.all([
          createAccount(page.request, { firstName: 'Paula', lastName: `Profissional${uniqueId().slice(0, 4)}` }),
          createAccount(company, { userType: 'company', firstName: 'Sol', lastName: `Nascente${uniqueId().slice(0, 4)}` }),
        ]);
        const job = await publishJob(company, { title: `Técnica Solar ${uniqueId()}` });
        expect(await decideJobViaApi(admin, job)).toBe(200);
        const applied = await page.request.post(`/api/vagas/${job.id}/apply`, { data: {} });
        expect(applied.status()).toBe(201);
        const application = (await applied.json()) as MyApplicationDTO;

        const connected = unreadReadyAfterConnect(page);
        await page.goto('/minhas-candidaturas');
        await ready(page);
        await expect(page.getByTestId('my-application')).toHaveCount(1);
        await connected;
        // The company moves the application: a live info toast, the company's words, a bell entry.
        const moved = await company.patch(`/api/applications/${application.id}`, { data: { status: 'interview', feedback: 'Vamos conversar na quinta-feira.' } });
        expect(moved.status()).toBe(200);
        await expect(page.locator(TOAST).filter({ hasText: 'Sua candidatura foi atualizada' })).toBeVisible();
        await expectAccessible(page, 'info toast', TOAST);
        await expect(page.getByTestId('application-feedback')).toBeVisible();
        await expectAccessible(page, '/minhas-candidaturas');
        await page.getByRole('button', { name: 'Notificações' }).click();
        await expect(page.getByRole('menuitem').filter({ hasText: 'Sua candidatura foi atualizada' })).toBeVisible();
        await expectAccessible(page, 'notifications menu with an entry', MENU);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();

        await moveTo(page, '/minhas-vagas');
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Minhas vagas' })).toBeVisible();
        await ready(page);
        await expectAccessible(page, '/minhas-vagas: not a company');

        await moveTo(page, `/vagas/${job.id}`);
        await ready(page);
        await expect(page.getByRole('button', { name: 'Já Candidato' }).first()).toBeVisible();
        await expectAccessible(page, 'job page: applied');
      } finally {
        await company.dispose();
      }
    });

    test('a professional: a public profile, an open conversation, its menu and report dialog', async ({ page, guest }) => {
      const [me, sender] = await Promise.all([
        createAccount(page.request, { firstName: 'Paula', lastName: `Profissional${uniqueId().slice(0, 4)}` }),
        createAccount(guest, { firstName: 'Otávio', lastName: `Remetente${uniqueId().slice(0, 4)}` }),
      ]);
      const greeting = 'Olá Paula, vi seu perfil e gostaria de conversar.';
      expect((await guest.post('/api/messages', { data: { receiverId: me.user.id, content: greeting } })).status()).toBe(201);
      // An own message too: the thread draws its bubbles (and their receipts) in other colours.
      expect((await page.request.post('/api/messages', { data: { receiverId: sender.user.id, content: 'Oi Otávio! Claro, vamos conversar.' } })).status()).toBe(201);
      const { firstName, lastName } = sender.user;

      await page.goto(`/profissionais/${sender.user.id}`);
      await ready(page);
      await expectAccessible(page, 'a public profile, signed in');

      await moveTo(page, `/messages?user=${sender.user.id}`);
      await expect(page.getByRole('heading', { name: `${firstName} ${lastName}` })).toBeVisible();
      await expect(page.getByRole('list', { name: `Mensagens com ${firstName}` }).getByText(greeting)).toBeVisible();
      await expect(page.locator('li[data-own="true"]')).toHaveCount(1);
      await expectAccessible(page, '/messages: conversation open');
      await page.getByRole('button', { name: 'Mais opções da conversa' }).click();
      await expect(page.getByRole('menuitem', { name: 'Denunciar conversa' })).toBeVisible();
      await expectAccessible(page, '/messages: conversation menu open', MENU);
      await page.getByRole('menuitem', { name: 'Denunciar conversa' }).click();
      const report = page.getByRole('dialog', { name: 'Denunciar conversa' });
      await checkRefused(page, 'report dialog: refused', report, 'Enviar denúncia', DIALOG);
      await report.getByRole('button', { name: 'Cancelar' }).click();
      await expect(report).toBeHidden();
      if (width <= 600) {
        // A phone shows the thread alone; back to the list.
        await page.getByRole('button', { name: 'Voltar para conversas' }).click();
        await expect(page.getByRole('region', { name: 'Conversas' }).getByRole('button', { name: new RegExp(firstName) })).toBeVisible();
        await expectAccessible(page, '/messages: the list on a phone');
      }
    });

    test('a company: the dashboard and the three publish dialogs refused', async ({ page }) => {
      await createAccount(page.request, { userType: 'company', firstName: 'Helios', lastName: `Renováveis${uniqueId().slice(0, 4)}` });
      await page.goto('/');
      await ready(page);
      await expectAccessible(page, 'company dashboard');

      for (const [path, button, submit] of [
        ['/vagas', 'Publicar Vaga', 'Publicar'],
        ['/cursos', 'Criar Curso', 'Enviar curso'],
        ['/eventos', 'Criar Evento', 'Enviar evento'],
      ] as const) {
        // A full load each: the dashboard has a 'Publicar Vaga' of its own, which a move could still
        // find before the catalogue page replaced it.
        await page.goto(path);
        await ready(page);
        await page.getByRole('button', { name: button }).click();
        const dialog = page.getByRole('dialog', { name: button });
        await checkRefused(page, `${button} dialog: refused`, dialog, submit, DIALOG);
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await expect(dialog).toBeHidden();
      }
    });

    test('a company: my jobs with applicants, edit and close dialogs, a refused profile edit', async ({ page, admin, guest }) => {
      await Promise.all([
        createAccount(page.request, { userType: 'company', firstName: 'Helios', lastName: `Renováveis${uniqueId().slice(0, 4)}` }),
        createAccount(guest, { firstName: 'Carla', lastName: `Candidata${uniqueId().slice(0, 4)}` }),
      ]);
      const job = await publishJob(page.request, { title: `Eletricista de Usina ${uniqueId()}` });
      expect(await decideJobViaApi(admin, job)).toBe(200);
      expect((await guest.post(`/api/vagas/${job.id}/apply`, { data: { coverLetter: 'Tenho NR-10 e experiência em usinas.' } })).status()).toBe(201);

      await page.goto('/minhas-vagas');
      await ready(page);
      const row = page.getByRole('article', { name: job.title });
      await expect(row.getByTestId('job-status')).toHaveText('Aprovada');
      await row.getByRole('button', { name: /^Candidatos/ }).click();
      await expect(row.getByTestId('applicant')).toHaveCount(1);
      await expectAccessible(page, '/minhas-vagas: applicants open');

      await row.getByRole('button', { name: 'Editar' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar vaga' });
      await edit.getByLabel('Título da vaga').fill('');
      await checkRefused(page, 'edit job dialog: refused', edit, 'Salvar', DIALOG);
      await expect(edit.getByText(PUBLISHING_MESSAGES.titleInvalid)).toBeVisible();
      await edit.getByRole('button', { name: 'Cancelar' }).click();
      await expect(edit).toBeHidden();

      await row.getByRole('button', { name: 'Encerrar' }).click();
      const close = page.getByRole('dialog', { name: 'Encerrar vaga?' });
      await expect(close).toBeVisible();
      await expectAccessible(page, 'close job dialog', DIALOG);
      await close.getByRole('button', { name: 'Cancelar' }).click();
      await expect(close).toBeHidden();

      await moveTo(page, '/profile');
      await page.getByRole('button', { name: 'Editar perfil' }).click();
      await page.getByRole('textbox', { name: 'Site' }).fill('ftp://invalido');
      await checkRefused(page, 'company profile: edit refused', page.getByRole('main'), 'Salvar', 'main');
    });

    test('an admin: the moderation tab and the reject dialog', async ({ page, admin, adminAccount, guest }) => {
      await createAccount(guest, { userType: 'company', firstName: 'Aurora', lastName: `Eólica${uniqueId().slice(0, 4)}` });
      const [pending] = await Promise.all([publishJob(guest, { title: `Operador de Parque Eólico ${uniqueId()}` }), loginViaApi(page.request, adminAccount.email, adminAccount.password)]);
      try {
        await page.goto('/admin');
        await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
        const card = page.getByRole('article', { name: pending.title });
        await card.getByRole('button', { name: 'Ver descrição' }).click();
        await expect(card.getByText(pending.description)).toBeVisible();
        await expectAccessible(page, '/admin: moderation, a description open');

        await card.getByRole('button', { name: /^Rejeitar/ }).click();
        const reject = page.getByRole('dialog', { name: /^Rejeitar/ });
        await checkRefused(page, 'reject dialog: refused', reject, 'Rejeitar', DIALOG);
        await reject.getByRole('button', { name: 'Cancelar' }).click();
        await expect(reject).toBeHidden();
      } finally {
        // Decided, so the shared pending list does not keep growing run after run.
        await decideJobViaApi(admin, pending, 'Vaga de teste de acessibilidade.');
      }
    });

    test('an admin: the verifications tab and the refuse dialog', async ({ page, admin, adminAccount, guest }) => {
      await createAccount(guest, { firstName: 'Rita', lastName: `Engenheira${uniqueId().slice(0, 4)}` });
      const number = uniqueId().toUpperCase();
      const [sent] = await Promise.all([submitRegistrationViaApi(guest, 'crea', { number, council: 'PE' }), loginViaApi(page.request, adminAccount.email, adminAccount.password)]);
      expect(sent.status()).toBe(200);
      try {
        await page.goto('/admin?aba=verificacoes');
        const card = page.getByRole('article', { name: `CREA ${number}` });
        await expect(card).toBeVisible();
        await expectAccessible(page, '/admin: verifications');

        await card.getByRole('button', { name: /^Recusar/ }).click();
        const refuse = page.getByRole('dialog', { name: 'Recusar registro' });
        await checkRefused(page, 'refuse registration dialog: refused', refuse, 'Recusar', DIALOG);
        await refuse.getByRole('button', { name: 'Cancelar' }).click();
        await expect(refuse).toBeHidden();
      } finally {
        // Decided, so the shared pending list does not keep growing run after run.
        const pending = ((await (await admin.get('/api/admin/verifications')).json()) as PendingVerificationDTO[]).find((item) => item.number === number);
        if (pending) await admin.post(`/api/admin/verifications/${pending.id}/reject`, { data: { version: pending.version, reason: 'Registro de teste de acessibilidade.' } });
      }
    });

    test('a company: the CNPJ form refused', async ({ page }) => {
      await createAccount(page.request, { userType: 'company', firstName: 'Helios', lastName: `Renováveis${uniqueId().slice(0, 4)}` });
      await page.goto('/profile');
      const form = page.getByRole('form', { name: 'CNPJ' });
      await form.getByLabel('CNPJ').fill('12.ABC.345/01DE-00');
      await checkRefused(page, '/profile: CNPJ refused', form, 'Enviar para verificação', 'main');
    });

    test('an admin: the suspend dialog', async ({ page, adminAccount, guest }) => {
      const [account] = await Promise.all([
        createAccount(guest, { userType: 'company', firstName: 'Aurora', lastName: `Eólica${uniqueId().slice(0, 4)}` }),
        loginViaApi(page.request, adminAccount.email, adminAccount.password),
      ]);
      await page.goto('/admin?aba=usuarios');
      await page.getByLabel('Buscar por nome ou e-mail').fill(account.email);
      await page.getByLabel('Buscar por nome ou e-mail').press('Enter');
      await expect(page.getByText('1 usuário', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Suspender' }).click();
      const suspend = page.getByRole('dialog', { name: 'Suspender usuário?' });
      await expect(suspend).toBeVisible();
      await expectAccessible(page, 'suspend dialog', DIALOG);
      await suspend.getByRole('button', { name: 'Cancelar' }).click();
      await expect(suspend).toBeHidden();
    });

    test('an admin: the partner and delete-partner dialogs', async ({ page, admin, adminAccount }) => {
      await loginViaApi(page.request, adminAccount.email, adminAccount.password);
      // Inactive: never on the visitor home, which other specs read.
      const created = await admin.post('/api/admin/partners', { data: { name: `Parceiro A11y ${uniqueId()}`, sponsorshipLevel: 'bronze', isActive: false } });
      expect(created.status()).toBe(201);
      const partner = (await created.json()) as AdminPartnerDTO;
      try {
        await page.goto('/admin?aba=parceiros');
        await page.getByRole('button', { name: 'Novo parceiro' }).click();
        const partnerDialog = page.getByRole('dialog', { name: 'Novo parceiro' });
        await partnerDialog.getByLabel('Site').fill('ftp://invalido');
        await checkRefused(page, 'partner dialog: refused', partnerDialog, 'Salvar', DIALOG);
        await expect(partnerDialog.getByText(ADMIN_MESSAGES.partnerNameRequired)).toBeVisible();
        await partnerDialog.getByRole('button', { name: 'Cancelar' }).click();
        await expect(partnerDialog).toBeHidden();

        await page.getByRole('button', { name: `Excluir ${partner.name}` }).click();
        const remove = page.getByRole('dialog', { name: 'Excluir parceiro?' });
        await expect(remove).toBeVisible();
        await expectAccessible(page, 'delete partner dialog', DIALOG);
        await remove.getByRole('button', { name: 'Cancelar' }).click();
        await expect(remove).toBeHidden();
      } finally {
        await admin.delete(`/api/admin/partners/${partner.id}`);
      }
    });
  });
}
