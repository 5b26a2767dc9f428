/**
 * 'Certificações' on /profile (issue 24): a professional's training records. The dialog refuses
 * hours below the norm's minimum before anything is sent, a saved record shows its state of the
 * day ('Válida até …', 'Vence em N dias' in the warning colour), a server's field message lands
 * under its field, a PDF certificate is uploaded after the save, and a record is removed only
 * after the confirmation. A company has no such tab. Every test makes its own account; dates are
 * counted from today, as the rules count them (UTC calendar days).
 */
import type { Locator, Page } from '@playwright/test';
import { CREDENTIAL_CATALOGUE, CREDENTIAL_MESSAGES, credentialState, credentialStateLabel, utcDay, type CredentialCode, type CredentialDTO } from '@conecta/common';
import { expectToast, recordToasts, uniqueWord } from './helpers';
import { createAccount, expect, test } from './world';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'aaaa-mm-dd', `days` from today (negative: before). */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** Trained so that the record expires about `days` from now: 24 months back (NR-35's validity), then `days` on. */
function expiringIn(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - 2, now.getUTCMonth(), Math.min(now.getUTCDate(), 28)) + days * DAY_MS).toISOString().slice(0, 10);
}
/** The chip a record trained on `day` shows today, by common's own table. */
const expectedState = (code: CredentialCode, day: string) => credentialStateLabel(credentialState(code, utcDay(day), new Date()));
/** dd/mm/aaaa, as the card writes the training day. */
const ptDay = (day: string) => day.split('-').reverse().join('/');

// A minimal PDF the server's check accepts (the same as profile.spec.ts's portfolio document).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Fills the dialog; the norm is chosen from its list by keyboard-free clicks, as a person would. */
async function fill(page: Page, dialog: Locator, values: { code: CredentialCode; trainedOn: string; hours: string; institution: string }) {
  await dialog.getByRole('combobox', { name: 'Norma' }).click();
  await page.getByRole('option', { name: `${CREDENTIAL_CATALOGUE[values.code].name} (mínimo` }).click();
  await dialog.getByLabel('Data do treinamento').fill(values.trainedOn);
  await dialog.getByRole('spinbutton', { name: 'Carga horária (horas)' }).fill(values.hours);
  await dialog.getByRole('textbox', { name: 'Instituição' }).fill(values.institution);
}

/** The card of the record of `code` trained on `day`. */
const card = (page: Page, code: CredentialCode, day: string) => page.getByRole('article', { name: `${CREDENTIAL_CATALOGUE[code].name} de ${ptDay(day)}` });

test.describe('Certificações', () => {
  test('NR-35 with 4 h is refused before any request; fixed, it saves valid; one near its expiry shows the warning', async ({ page }) => {
    await createAccount(page.request, { userType: 'professional' });
    await recordToasts(page);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/users/credentials')) writes.push(request.method());
    });

    await page.goto('/profile?aba=certificacoes');
    await expect(page.getByRole('tab', { name: 'Certificações' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Nenhuma certificação cadastrada')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar certificação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar certificação' });
    const trainedOn = dayFromToday(-10);
    const institution = uniqueWord('SENAI Natal');
    await fill(page, dialog, { code: 'nr35', trainedOn, hours: '4', institution });
    await expect(dialog.getByText('Mínimo para NR-35: 8 h')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const hours = dialog.getByRole('spinbutton', { name: 'Carga horária (horas)' });
    await expect(dialog.getByText(CREDENTIAL_MESSAGES.hoursBelowMinimum(CREDENTIAL_CATALOGUE.nr35))).toBeVisible();
    // The field to fix takes the focus, its message as its description; nothing went out.
    await expect(hours).toBeFocused();
    await expect(hours).toHaveAccessibleDescription(CREDENTIAL_MESSAGES.hoursBelowMinimum(CREDENTIAL_CATALOGUE.nr35));
    expect(writes).toEqual([]);

    // While the save is on its way the dialog says so (the answer is held until seen).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/credentials', async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.fallback();
    });
    await hours.fill('8');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    release();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Certificação adicionada');
    expect(writes).toEqual(['POST']);

    const valid = card(page, 'nr35', trainedOn);
    await expect(valid.getByTestId('credential-state')).toHaveText(expectedState('nr35', trainedOn));
    await expect(valid.getByTestId('credential-state')).toHaveText(/^Válida até \d{2}\/\d{2}\/\d{4}$/);
    await expect(valid.getByText(institution)).toBeVisible();
    await expect(valid.getByText('8 h')).toBeVisible();

    // A second one, trained so that it expires in about three weeks.
    const nearDay = expiringIn(20);
    await page.getByRole('button', { name: 'Adicionar certificação' }).click();
    await fill(page, dialog, { code: 'nr35', trainedOn: nearDay, hours: '8', institution });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    const near = card(page, 'nr35', nearDay).getByTestId('credential-state');
    await expect(near).toHaveText(expectedState('nr35', nearDay));
    await expect(near).toHaveText(/^Vence em \d+ dias$/);
    await expect(near).toHaveClass(/MuiChip-colorWarning/);
  });

  test("the server's field message lands under its field", async ({ page }) => {
    await createAccount(page.request, { userType: 'professional' });
    const refusal = 'A instituição foi recusada pelo servidor';
    await page.route('**/api/users/credentials', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: refusal, errors: { institution: refusal } }) })
        : route.fallback(),
    );
    await page.goto('/profile?aba=certificacoes');
    await page.getByRole('button', { name: 'Adicionar certificação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar certificação' });
    await fill(page, dialog, { code: 'nr12', trainedOn: dayFromToday(-30), hours: '8', institution: 'Escola Técnica' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const institution = dialog.getByRole('textbox', { name: 'Instituição' });
    await expect(institution).toHaveAccessibleDescription(refusal);
    await expect(institution).toBeFocused();
    await expect(dialog).toBeVisible();
  });

  test('a PDF certificate is uploaded after the save; a record goes only after the confirmation', async ({ page }) => {
    await createAccount(page.request, { userType: 'professional' });
    // Two records made as the tab would: the one to keep and the one to remove.
    const keepDay = dayFromToday(-40);
    const dropDay = dayFromToday(-400);
    for (const [code, trainedOn, hours] of [['nr10-basico', keepDay, 40], ['nr33-trabalhador', dropDay, 16]] as const) {
      const created = await page.request.post('/api/users/credentials', { data: { code, trainedOn, hours, institution: 'SENAI Mossoró' } });
      expect(created.status()).toBe(201);
    }
    await recordToasts(page);
    await page.goto('/profile?aba=certificacoes');
    const keep = card(page, 'nr10-basico', keepDay);
    const drop = card(page, 'nr33-trabalhador', dropDay);
    await expect(drop.getByTestId('credential-state')).toHaveText('Vencida');
    await expect(drop.getByTestId('credential-state')).toHaveClass(/MuiChip-colorError/);

    await keep.getByRole('button', { name: `Editar NR-10 Básico de ${ptDay(keepDay)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar certificação' });
    await expect(dialog.getByRole('spinbutton', { name: 'Carga horária (horas)' })).toHaveValue('40');
    await dialog.getByLabel(/^Certificado/).setInputFiles({ name: 'nr10-basico.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByRole('button', { name: 'Selecionado: nr10-basico.pdf' })).toBeVisible();
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/certificate') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    expect((await uploaded).status()).toBe(200);
    await expect(dialog).toBeHidden();
    const link = keep.getByRole('link', { name: 'nr10-basico.pdf' });
    await expect(link).toBeVisible();
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Cancelar keeps the record; Excluir removes it (and only it).
    await drop.getByRole('button', { name: `Excluir NR-33 Trabalhador/Vigia de ${ptDay(dropDay)}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir certificação?' });
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(drop).toBeVisible();
    await drop.getByRole('button', { name: /^Excluir / }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(confirm).toBeHidden();
    await expect(drop).toHaveCount(0);
    await expectToast(page, 'Certificação excluída');
    await expect(keep).toBeVisible();
    const left = (await (await page.request.get('/api/users/credentials')).json()) as CredentialDTO[];
    expect(left.map((credential) => credential.code)).toEqual(['nr10-basico']);
  });

  test('a company has no Certificações tab', async ({ page }) => {
    await createAccount(page.request, { userType: 'company', companyName: uniqueWord('Eólica') });
    await page.goto('/profile?aba=certificacoes');
    await expect(page.getByRole('tab', { name: 'Informações' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Portfólio' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Certificações' })).toHaveCount(0);
  });
});
