/**
 * Messaging safety (issue 5 "Live"): B switches read receipts off, then
 * reports the conversation with A from the thread's menu. Fresh users only.
 */
import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueId } from './helpers';

test.describe('message safety', () => {
  test('switch read receipts off, then report a conversation', async ({ page, request }) => {
    const a = await registerViaApi(request, { firstName: 'Alice', lastName: `Insistente${uniqueId().slice(0, 4)}` });
    const b = await registerViaApi(page.request, { firstName: 'Bruno', lastName: `Denunciante${uniqueId().slice(0, 4)}` });
    const sent = await request.post('/api/messages', { data: { receiverId: b.user.id, content: 'Mensagem inconveniente' } });
    expect(sent.status()).toBe(201);

    await page.goto(`/messages?user=${a.user.id}`);
    await expect(page.getByRole('heading', { name: `${a.firstName} ${a.lastName}` })).toBeVisible();

    const receipts = page.getByRole('switch', { name: 'Confirmação de leitura' });
    await expect(receipts).toBeChecked();
    await expect(receipts).toBeEnabled();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/messages/settings') && r.request().method() === 'PUT');
    await receipts.click();
    expect((await saved).status()).toBe(200);
    await expect(receipts).not.toBeChecked();
    expect(await (await page.request.get('/api/messages/settings')).json()).toEqual({ readReceipts: false, messagesFrom: 'everyone' });

    await page.getByRole('button', { name: 'Mais opções da conversa' }).click();
    await page.getByRole('menuitem', { name: 'Denunciar conversa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Denunciar conversa' });
    const reason = dialog.getByRole('textbox', { name: 'Motivo' });
    await reason.fill('curto');
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(dialog.getByText('Descreva o motivo com pelo menos 10 caracteres')).toBeVisible();

    await reason.fill('Mensagens ofensivas e insistentes.');
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(page.getByText('Denúncia enviada')).toBeVisible();
    await expect(page.getByText('Nossa equipe vai analisar a conversa.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
