/**
 * /contato: the form, its checks, the e-mails a message sends and a failed send. Every message
 * notifies every admin present, other tests' own admins too; those tests look for their own
 * notifications by their unique subjects, so this spec sends without taking any lock. MailDev's
 * inbox is shared by the whole run: the spec looks for its own mail by unique subject and sender.
 */
import type { Page } from '@playwright/test';
import { uniqueEmail, uniqueId } from './helpers';
import { expect, test } from './world';

const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';
const CONTACT_INBOX = process.env.CONTACT_INBOX ?? 'equipe@conectaenergia.com.br';

interface MaildevEmail {
  subject: string;
  to: Array<{ address: string }>;
}

async function fillContactForm(page: Page, values: { email: string; subject: string }) {
  await page.getByLabel('Nome', { exact: true }).fill('Joana Pereira');
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Telefone (opcional)').fill('(11) 98888-7777');
  await page.getByLabel('Empresa (opcional)').fill('Sol Nascente Energia');
  await page.getByLabel('Tipo de Contato').selectOption('parceria');
  await page.getByLabel('Assunto', { exact: true }).fill(values.subject);
  await page.getByLabel('Mensagem', { exact: true }).fill('Gostaríamos de conversar sobre uma parceria em energia solar.');
}

test.describe('/contato', () => {
  test('shows the form, the contact details and the about panel', async ({ page }) => {
    await page.goto('/contato');
    const type = page.getByLabel('Tipo de Contato');
    await expect(type.locator('option:not([disabled])')).toHaveText([
      'Dúvida Geral',
      'Parceria',
      'Oportunidade de Negócio',
      'Suporte Técnico',
      'Feedback',
      'Imprensa',
      'Outros',
    ]);
    await expect(page.getByLabel('Mensagem', { exact: true })).toHaveAttribute('rows', '6');
    await expect(page.getByText('São Paulo - SP Brazil')).toBeVisible();
    await expect(page.getByText('Segunda a Sexta: 9h-18h')).toBeVisible();
    await expect(page.getByText('Sábado: 9h-12h')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sobre a Conecta Energia' })).toBeVisible();
  });

  test('sends a message, e-mails the team and the sender, then offers a new empty form', async ({ page, request }) => {
    const sender = uniqueEmail('contato');
    const subject = `Parceria solar ${uniqueId()}`;

    await page.goto('/contato');
    await fillContactForm(page, { email: sender, subject });
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();

    await expect(page.getByRole('heading', { name: 'Mensagem Enviada!' })).toBeVisible();
    await expect(page.getByText('Mensagem enviada!', { exact: true })).toBeVisible();

    // E-mails go out through the queue and the worker: poll MailDev for a while.
    await expect
      .poll(
        async () => {
          const response = await request.get(`${MAILDEV_URL}/email`);
          if (!response.ok()) return { team: false, sender: false };
          const emails = (await response.json()) as MaildevEmail[];
          const sentTo = (email: MaildevEmail, address: string) => email.to.some((to) => to.address.toLowerCase() === address.toLowerCase());
          return {
            team: emails.some((email) => sentTo(email, CONTACT_INBOX) && email.subject.includes(subject)),
            sender: emails.some((email) => sentTo(email, sender)),
          };
        },
        { timeout: 10_000, intervals: [250, 500, 1000] },
      )
      .toEqual({ team: true, sender: true });

    await page.getByRole('button', { name: 'Enviar Nova Mensagem' }).click();
    await expect(page.getByRole('button', { name: 'Enviar Mensagem' })).toBeVisible();
    for (const label of ['Nome', 'Email', 'Telefone (opcional)', 'Empresa (opcional)', 'Tipo de Contato', 'Assunto', 'Mensagem']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
  });

  test('shows the validation messages and sends nothing for invalid input', async ({ page }) => {
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/contact') posted = true;
    });

    await page.goto('/contato');
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(page.getByText('Nome deve ter pelo menos 2 caracteres', { exact: true })).toBeVisible();
    await expect(page.getByText('Email inválido', { exact: true })).toBeVisible();
    await expect(page.getByText('Selecione o tipo de contato', { exact: true })).toBeVisible();
    await expect(page.getByText('Assunto deve ter pelo menos 5 caracteres', { exact: true })).toBeVisible();
    await expect(page.getByText('Mensagem deve ter pelo menos 10 caracteres', { exact: true })).toBeVisible();
    // The first field to fix has the focus, not the button.
    await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();

    await page.getByLabel('Nome', { exact: true }).fill('Rita Moura');
    await page.getByLabel('Email', { exact: true }).fill('rita@example.com');
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    // Then the select, the first field still in error.
    await expect(page.getByLabel('Tipo de Contato', { exact: true })).toBeFocused();

    await page.getByLabel('Assunto', { exact: true }).fill('Oi');
    await page.getByLabel('Mensagem', { exact: true }).fill('Curta');
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(page.getByText('Assunto deve ter pelo menos 5 caracteres', { exact: true })).toBeVisible();
    await expect(page.getByText('Mensagem deve ter pelo menos 10 caracteres', { exact: true })).toBeVisible();
    expect(posted).toBe(false);
  });

  test('keeps the form and shows a toast when sending fails', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Serviço indisponível' }) }),
    );
    await page.goto('/contato');
    await fillContactForm(page, { email: uniqueEmail('contato'), subject: 'Assunto de teste' });
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(page.getByText('Erro ao enviar mensagem')).toBeVisible();
    await expect(page.getByText('Serviço indisponível')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mensagem Enviada!' })).toHaveCount(0);
    await expect(page.getByLabel('Assunto', { exact: true })).toHaveValue('Assunto de teste');
  });
});
