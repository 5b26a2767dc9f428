/**
 * Job alerts (issue 26), at a phone's 360 px: a student saves the /vagas search with 'Criar alerta'
 * (the dialog says the search in words); a company's matching job, approved by an admin, reaches
 * the student's open page without a reload (toast and bell) and MailDev; /alertas pauses it and
 * changes how often it writes; the e-mail's link cancels it without signing in, after asking.
 */
import type { APIRequestContext } from '@playwright/test';
import { JOB_ALERT_MESSAGES } from '@conecta/common';
import { expectAccessible, overflow } from './a11y';
import { decideJobViaApi, fetchedAfterConnect, recordToasts, expectToast, uniqueWord } from './helpers';
import { createAccount, expect, publishJob, test } from './world';

const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

interface MaildevEmail {
  subject: string;
  text: string;
  headers: Record<string, string>;
  to: Array<{ address: string }>;
}

/** The first mail to `address` whose subject contains `subject`, once one arrived. */
async function mailTo(request: APIRequestContext, address: string, subject: string): Promise<MaildevEmail> {
  let found: MaildevEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAILDEV_URL}/email`);
        const mails = response.ok() ? ((await response.json()) as MaildevEmail[]) : [];
        found = mails.find((m) => m.subject.includes(subject) && m.to.some((t) => t.address === address));
        return Boolean(found);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

test.describe('job alerts', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("'Criar alerta' on /vagas → a company's job approved → toast and bell live, e-mail with its link → /alertas → cancelled from the e-mail", async ({ page, admin, guest, browser }) => {
    // Two sign-ins, a publication, its approval, a mail and two axe runs.
    test.slow();
    const word = uniqueWord('Aerogerador');
    const student = await createAccount(page.request, { userType: 'student' });

    await page.goto(`/vagas?q=${word}&energyArea=e%C3%B3lica`);
    await page.getByRole('button', { name: 'Criar alerta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar alerta de vagas' });
    await expect(dialog.getByTestId('alert-summary')).toHaveText(`Eólica · "${word}"`);
    await dialog.getByRole('radio', { name: /Imediato/ }).check();
    await expectAccessible(page, 'the alert dialog');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await recordToasts(page);
    await dialog.getByRole('button', { name: 'Criar alerta' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Alerta criado');

    // The student waits on /alertas, its socket connected, while a company publishes and an admin approves.
    const ready = fetchedAfterConnect(page, '/api/notifications');
    await page.goto('/alertas');
    await ready;
    const row = page.getByTestId('job-alert').filter({ hasText: word });
    await expect(row).toContainText('Imediato: notificação e e-mail a cada vaga nova');
    await createAccount(guest, { userType: 'company' });
    const job = await publishJob(guest, { title: `Técnico de ${word}`, energyArea: 'eólica' });
    expect(await decideJobViaApi(admin, job)).toBe(200);
    await expectToast(page, `Nova vaga para o seu alerta: Técnico de ${word}`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Notificações' })).toContainText(/[1-9]/);

    const mail = await mailTo(page.request, student.email, `Técnico de ${word}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = /https?:\/\/\S+\/alertas\/cancelar\?token=[A-Za-z0-9_.%-]+/.exec(mail.text)![0];

    // Paused, then daily: each change saved and shown.
    // The switch follows the saved alert (not an optimistic guess): it turns once the server answered.
    await row.getByRole('switch').click();
    await expect(row).toContainText('Pausado');
    await row.getByRole('combobox', { name: 'Frequência' }).click();
    await page.getByRole('option', { name: 'Diário' }).click();
    await expect(row).toContainText('Diário: um e-mail por dia com as vagas novas');
    await expectAccessible(page, '/alertas');

    // The e-mail's link, in a browser nobody signed in to: it asks first, then cancels.
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const mailPage = await visitor.newPage();
      const url = new URL(link);
      await mailPage.goto(url.pathname + url.search);
      await mailPage.getByRole('button', { name: 'Cancelar alerta' }).click();
      await expect(mailPage.getByRole('status').filter({ hasText: JOB_ALERT_MESSAGES.unsubscribed })).toBeVisible();
    } finally {
      await visitor.close();
    }
    await page.reload();
    await expect(page.getByTestId('job-alert').filter({ hasText: word })).toHaveCount(0);
  });

  test("a visitor's alert by e-mail: the confirmation link first, then the jobs", async ({ page, admin }) => {
    test.slow();
    const word = uniqueWord('Biodigestor');
    const email = `visitante.${word.toLowerCase()}@example.com`;
    await page.goto(`/vagas?q=${word}`);
    await page.getByRole('button', { name: 'Criar alerta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar alerta de vagas' });
    await expect(dialog.getByTestId('alert-summary')).toHaveText(`"${word}"`);
    await dialog.getByRole('button', { name: 'Criar alerta' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Seu e-mail' })).toHaveAccessibleDescription(/inválido/i);
    await dialog.getByRole('textbox', { name: 'Seu e-mail' }).fill(email);
    await dialog.getByRole('button', { name: 'Criar alerta' }).click();
    await expect(dialog.getByTestId('alert-sent')).toHaveText(JOB_ALERT_MESSAGES.visitorSent);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    const confirmation = await mailTo(page.request, email, 'Confirme seu alerta de vagas');
    const link = new URL(/https?:\/\/\S+\/alertas\/confirmar\?token=[A-Za-z0-9_.%-]+/.exec(confirmation.text)![0]);
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Confirmar alerta' }).click();
    await expect(page.getByRole('status').filter({ hasText: JOB_ALERT_MESSAGES.confirmed })).toBeVisible();

    const job = await publishJob(admin, { title: `Operador de ${word}` });
    const mail = await mailTo(page.request, email, `Operador de ${word}`);
    expect(mail.text).toContain(`/vagas/${job.id}`);
  });
});
