/**
 * /profile (issue 12): the guard, view → edit → Cancel / Save, company-only
 * fields, the photo upload reaching the header, the portfolio dialog. Every
 * test registers its own account.
 */
import { expect, test, type Page } from '@playwright/test';
import { PORTFOLIO_MESSAGES } from '@conecta/common';
import { expectPath, holdRequests, registerViaApi, uniqueId } from './helpers';

// A valid 1×1 PNG: the server reads the bytes, so it must be a real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('/profile', () => {
  test('fits 360 px wide, tabs in the URL', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await registerViaApi(page.request);
    await page.goto('/profile?aba=competencias');
    await expect(page.getByRole('tab', { name: 'Competências' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await expect(page.getByRole('combobox', { name: 'Competências' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a visitor sees Acesso Restrito and a button to /auth', async ({ page }) => {
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { name: 'Acesso Restrito' })).toBeVisible();
    await page.getByRole('link', { name: 'Fazer login' }).click();
    await expectPath(page, '/auth');
  });

  test('edit then Cancel discards the changes', async ({ page }) => {
    await registerViaApi(page.request, { firstName: 'Clara', lastName: 'Original' });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await field(page, 'Sobrenome').fill('Descartado');
    await field(page, 'Cargo').fill('Cargo descartado');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clara Original' })).toBeVisible();
    await expect(page.getByText('Cargo descartado')).toHaveCount(0);
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await expect(field(page, 'Sobrenome')).toHaveValue('Original');
  });

  test('edit then Save persists, shows in the header and on the public profile', async ({ page }) => {
    const { user } = await registerViaApi(page.request, { firstName: 'Davi', lastName: 'Antes' });
    const lastName = `Depois${uniqueId().slice(0, 5)}`;
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await field(page, 'Nome').fill('Daniel');
    await field(page, 'Sobrenome').fill(lastName);
    await field(page, 'Cargo').fill('Engenheiro de Proteção');
    await field(page, 'Localização').fill('Recife, PE');
    await page.getByRole('button', { name: 'Solar' }).click();
    await page.getByRole('switch', { name: 'Mostrar meu e-mail' }).check();
    await page.getByRole('tab', { name: 'Experiência' }).click();
    await expect(page).toHaveURL(/aba=experiencia/);
    await field(page, 'Experiência').fill('Dez anos em subestações.');

    const gate = await holdRequests(page, '**/api/users/profile');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    gate.release();
    await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeVisible();
    await expect(page.getByText('Dez anos em subestações.')).toBeVisible();
    // The header follows without a reload.
    await expect(page.getByRole('banner').getByRole('link', { name: /Daniel/ })).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Informações' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Daniel ${lastName}` })).toBeVisible();
    await expect(page.getByText('Engenheiro de Proteção').first()).toBeVisible();

    await page.goto(`/profissionais/${user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Daniel ${lastName}` })).toBeVisible();
    await expect(page.getByText('Recife, PE')).toBeVisible();
    await expect(page.getByRole('link', { name: user.email })).toBeVisible();
  });

  test('company name and website only for companies', async ({ browser }) => {
    const person = await browser.newPage();
    await registerViaApi(person.request, { userType: 'professional' });
    await person.goto('/profile');
    await person.getByRole('button', { name: 'Editar perfil' }).click();
    await expect(field(person, 'Cargo')).toBeVisible();
    await expect(field(person, 'Nome da empresa')).toHaveCount(0);
    await expect(field(person, 'Site')).toHaveCount(0);
    await person.close();

    const company = await browser.newPage();
    await registerViaApi(company.request, { userType: 'company' });
    await company.goto('/profile');
    await company.getByRole('button', { name: 'Editar perfil' }).click();
    await field(company, 'Nome da empresa').fill('Ventos do Sul Energia');
    await field(company, 'Site').fill('ftp://errado');
    await company.getByRole('button', { name: 'Salvar' }).click();
    await expect(company.getByText('Informe um endereço começando com http:// ou https://')).toBeVisible();
    await field(company, 'Site').fill('https://ventosdosul.example.com');
    await company.getByRole('button', { name: 'Salvar' }).click();
    await expect(company.getByRole('heading', { level: 1, name: 'Ventos do Sul Energia' })).toBeVisible();
    await expect(company.getByText('https://ventosdosul.example.com')).toBeVisible();
    await company.close();
  });

  test('an uploaded photo shows in the header; a wrong file gets the server message', async ({ page }) => {
    await registerViaApi(page.request, { firstName: 'Fabio' });
    await page.goto('/profile');
    const headerAvatar = page.getByRole('banner').locator('.MuiAvatar-root img');
    await expect(headerAvatar).toHaveCount(0);

    const input = page.getByLabel('Arquivo da foto de perfil');
    await input.setInputFiles({ name: 'texto.png', mimeType: 'image/png', buffer: Buffer.from('isto não é uma imagem') });
    await expect(page.getByRole('alert').filter({ hasText: /Formato não suportado|corrompid/ })).toBeVisible();

    await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await expect(headerAvatar).toHaveAttribute('src', /.+/);
    await expect(page.getByRole('img', { name: 'Foto de perfil' })).toBeVisible();
    await page.reload();
    await expect(headerAvatar).toHaveAttribute('src', /.+/);
  });

  test('portfolio: loading, empty, add, edit, public, delete with the confirmation', async ({ page }) => {
    const { user } = await registerViaApi(page.request);
    const gate = await holdRequests(page, '**/api/portfolio');
    await page.goto('/profile?aba=portfolio');
    await expect(page.getByText('Carregando portfólio...')).toBeVisible();
    gate.release();
    await expect(page.getByText(PORTFOLIO_MESSAGES.emptyPortfolio)).toBeVisible();
    await page.unroute('**/api/portfolio');

    await page.getByRole('button', { name: 'Adicionar item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar item ao portfólio' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText(PORTFOLIO_MESSAGES.titleRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Título' }).fill('Usina Solar Sertão');
    await dialog.getByRole('textbox', { name: 'Tecnologias' }).fill('PVsyst, , AutoCAD ');
    await dialog.getByRole('textbox', { name: 'Conquistas' }).fill('50 MWp entregues\n\nPrazo cumprido');
    await dialog.getByLabel('Imagens (até 8; JPEG, PNG ou WebP até 5 MB cada)').setInputFiles({ name: 'usina.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('Documento (PDF até 10 MB)').setInputFiles({ name: 'memorial.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: 'Usina Solar Sertão' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Projeto')).toBeVisible();
    await expect(card.getByText('PVsyst')).toBeVisible();
    await expect(card.getByText('AutoCAD')).toBeVisible();
    await expect(card.getByText('Prazo cumprido')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Imagem de Usina Solar Sertão' })).toBeVisible();

    // The form was reset: a new add dialog is empty.
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Título' })).toHaveValue('');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    await card.getByRole('button', { name: 'Editar Usina Solar Sertão' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar item do portfólio' });
    await expect(editDialog.getByRole('textbox', { name: 'Título' })).toHaveValue('Usina Solar Sertão');
    await editDialog.getByRole('textbox', { name: 'Título' }).fill('Usina Solar Agreste');
    await editDialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(editDialog).toBeHidden();
    const edited = page.getByRole('article', { name: 'Usina Solar Agreste' });
    await expect(edited).toBeVisible();
    await expect(edited.getByRole('link', { name: 'memorial.pdf' })).toBeVisible();

    // The public profile shows the portfolio to anyone.
    await page.goto(`/profissionais/${user.id}`);
    await expect(page.getByRole('heading', { name: 'Portfólio' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Usina Solar Agreste' })).toBeVisible();
    await page.goto('/profile?aba=portfolio');

    // Dismissing the confirmation keeps the item; accepting deletes it.
    page.once('dialog', (d) => {
      expect(d.message()).toBe(PORTFOLIO_MESSAGES.deleteConfirm);
      void d.dismiss();
    });
    await edited.getByRole('button', { name: 'Excluir Usina Solar Agreste' }).click();
    await expect(edited).toBeVisible();
    page.once('dialog', (d) => void d.accept());
    await edited.getByRole('button', { name: 'Excluir Usina Solar Agreste' }).click();
    await expect(page.getByText(PORTFOLIO_MESSAGES.emptyPortfolio)).toBeVisible();
  });
});
