/**
 * Rede de Contatos (issue 26), two browsers at 360 px, fresh accounts only:
 * - a request sent from a public profile reaches the other person live (toast, bell, /rede's
 *   'Recebidas' without a reload); accepted there, the sender's button turns to 'Conectado' and the
 *   profile counts the contact, without a reload on either side;
 * - 'Apenas contatos': a stranger opening a conversation is told why before typing (the box is
 *   disabled with the server's reason); connecting from that notice and being accepted opens the
 *   box live, and the message goes.
 */
import type { Page } from '@playwright/test';
import { createAccount, expect, test } from './world';
import { expectToast, fetchedAfterConnect, recordToasts, uniqueWord } from './helpers';
import { expectAccessible } from './a11y';

test.use({ viewport: { width: 360, height: 740 } });

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('a request from a profile is accepted live by the other person, and the sender sees Conectado without a reload', async ({ page, browser, baseURL }) => {
  test.slow();
  const anaName = uniqueWord('Ana');
  const brunoName = uniqueWord('Bruno');
  const ana = await createAccount(page.request, { userType: 'professional', firstName: anaName, lastName: 'Lima' });
  const other = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  try {
    const brunoPage = await other.newPage();
    const bruno = await createAccount(brunoPage.request, { userType: 'student', firstName: brunoName, lastName: 'Reis' });

    // Bruno waits on /rede's 'Recebidas', his socket connected.
    await recordToasts(brunoPage);
    const brunoReady = fetchedAfterConnect(brunoPage, '/api/notifications');
    await brunoPage.goto('/rede?aba=recebidas');
    await brunoReady;
    await expect(brunoPage.getByText('Nenhuma solicitação recebida.')).toBeVisible();

    // Ana asks from Bruno's profile, with a note.
    await recordToasts(page);
    const anaReady = fetchedAfterConnect(page, '/api/notifications');
    await page.goto(`/profissionais/${bruno.user.id}`);
    await anaReady;
    await expect(page.getByTestId('profile-network')).toContainText('0 contatos');
    await page.getByRole('button', { name: `Conectar com ${brunoName} Reis` }).click();
    const dialog = page.getByRole('dialog', { name: `Conectar com ${brunoName} Reis` });
    await dialog.getByRole('textbox', { name: 'Mensagem (opcional)' }).fill('Vamos trocar experiências sobre solar?');
    await expectAccessible(page, 'the connection request dialog');
    await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Solicitação enviada');
    await expect(page.getByRole('button', { name: 'Pendente' })).toBeVisible();

    // Bruno is told live: toast, bell, and the request on the open page.
    await expectToast(brunoPage, 'Nova solicitação de conexão', `${anaName} Lima`);
    await expect(brunoPage.getByRole('banner').getByRole('button', { name: 'Notificações' })).toContainText(/[1-9]/);
    const row = brunoPage.getByTestId('network-row').filter({ hasText: `${anaName} Lima` });
    await expect(row).toContainText('Vamos trocar experiências sobre solar?');
    await expectAccessible(brunoPage, '/rede received');
    expect(await overflow(brunoPage)).toBeLessThanOrEqual(0);
    await row.getByRole('button', { name: `Aceitar a solicitação de ${anaName} Lima` }).click();
    await expect(brunoPage.getByText('Nenhuma solicitação recebida.')).toBeVisible();

    // Ana's open profile page follows: 'Conectado', the contact counted, her toast.
    await expect(page.getByRole('button', { name: 'Conectado' })).toBeVisible();
    await expectToast(page, 'Solicitação de conexão aceita');
    await expect(page.getByTestId('profile-network')).toContainText('1 contato');

    // Bruno's contacts: the search among them, 'Enviar mensagem' to each.
    await brunoPage.getByRole('tab', { name: /Contatos/ }).click();
    await brunoPage.getByRole('searchbox', { name: 'Buscar entre os contatos' }).fill('ninguém com este nome');
    await expect(brunoPage.getByText('Nenhum contato encontrado.')).toBeVisible();
    await brunoPage.getByRole('searchbox', { name: 'Buscar entre os contatos' }).fill(anaName.toLowerCase());
    await brunoPage.getByRole('link', { name: `Enviar mensagem para ${anaName} Lima` }).click();
    await expect(brunoPage).toHaveURL(new RegExp(`/messages\\?user=${ana.user.id}`));
  } finally {
    await other.close();
  }
});

test("'Apenas contatos': a stranger is told why before typing, a contact writes", async ({ page, browser, baseURL }) => {
  test.slow();
  const carlaName = uniqueWord('Carla');
  const carla = await createAccount(page.request, { userType: 'professional', firstName: carlaName, lastName: 'Nunes' });
  await page.goto('/messages');
  await page.getByRole('combobox', { name: 'Quem pode me enviar mensagens' }).click();
  await page.getByRole('option', { name: 'Apenas contatos' }).click();
  await expect(page.getByRole('combobox', { name: 'Quem pode me enviar mensagens' })).toHaveText('Apenas contatos');

  const other = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  try {
    const strangerPage = await other.newPage();
    await createAccount(strangerPage.request, { userType: 'student', firstName: uniqueWord('Davi') });
    await strangerPage.goto(`/messages?user=${carla.user.id}`);
    const refused = strangerPage.getByTestId('composer-refused');
    await expect(refused).toContainText('Esta pessoa só recebe mensagens de seus contatos. Conecte-se a ela para conversar.');
    await expect(strangerPage.getByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
    await expect(strangerPage.getByRole('textbox', { name: 'Mensagem' })).toHaveAccessibleDescription('Esta pessoa só recebe mensagens de seus contatos. Conecte-se a ela para conversar.');
    expect(await overflow(strangerPage)).toBeLessThanOrEqual(0);

    // The way in: 'Conectar' in the notice; once Carla accepts, the box opens without a reload.
    await refused.getByRole('button', { name: `Conectar com ${carlaName} Nunes` }).click();
    await strangerPage.getByRole('dialog', { name: `Conectar com ${carlaName} Nunes` }).getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(refused.getByRole('button', { name: 'Pendente' })).toBeVisible();
    const stranger = (await (await strangerPage.request.get('/api/user')).json()) as { id: string };
    expect((await page.request.post(`/api/connections/${stranger.id}/accept`)).status()).toBe(200);
    await expect(strangerPage.getByRole('textbox', { name: 'Mensagem' })).toBeEnabled();
    await expect(strangerPage.getByTestId('composer-refused')).toHaveCount(0);
    await strangerPage.getByRole('textbox', { name: 'Mensagem' }).fill('Obrigado por aceitar!');
    await strangerPage.getByRole('button', { name: 'Enviar mensagem' }).click();
    // The bubble in the conversation's list (the box may still hold the text until the send answers).
    await expect(strangerPage.getByRole('list', { name: /^Mensagens com/ }).getByText('Obrigado por aceitar!')).toBeVisible();
  } finally {
    await other.close();
  }
});
