import { expect, test } from './world';
import { expectPath, holdRequests, registerViaApi, uniqueEmail, uniqueId } from './helpers';

test.describe('/auth', () => {
  test('registers a new account, logs out and logs in again', async ({ page }) => {
    const firstName = `Mariana${uniqueId().slice(0, 4)}`;
    const email = uniqueEmail('cadastro');
    const header = page.getByRole('banner');

    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    await page.getByLabel('Nome', { exact: true }).fill(firstName);
    await page.getByLabel('Sobrenome', { exact: true }).fill('Oliveira');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');
    await page.getByLabel('Senha', { exact: true }).fill('senha123');
    await expect(page.getByLabel('Tipo de Usuário')).toHaveValue('professional');
    await page.getByLabel('Tipo de Usuário').selectOption('student');
    // Issue 26: without the consent the form says so, on the box, and sends nothing.
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.')).toBeVisible();
    const consent = page.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade' });
    await expect(consent).toBeFocused();
    await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
    await consent.check();
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expectPath(page, '/');
    await expect(page.getByText('Cadastro realizado')).toBeVisible();
    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
    const profileLink = header.getByRole('link', { name: firstName });
    await expect(profileLink).toBeVisible();
    await expect(profileLink).toHaveAttribute('href', '/profile');

    await header.getByRole('button', { name: 'Sair' }).click();
    await expectPath(page, '/');
    await expect(page.getByText('Logout realizado')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login/Cadastre-se' })).toBeVisible();
    await expect(header.getByRole('link', { name: firstName })).toHaveCount(0);

    await header.getByRole('link', { name: 'Login/Cadastre-se' }).click();
    await expectPath(page, '/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha123');
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expectPath(page, '/');
    await expect(page.getByText('Login realizado')).toBeVisible();
    await expect(page.getByText('Bem-vindo de volta!')).toBeVisible();
    await expect(header.getByRole('link', { name: firstName })).toBeVisible();

    // The session survives a reload (cookie), so the header still knows the user.
    await page.reload();
    await expect(header.getByRole('link', { name: firstName })).toBeVisible();
  });

  test('shows the validation messages and sends nothing for invalid input', async ({ page }) => {
    const authCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(login|register)$/.test(new URL(request.url()).pathname)) authCalls.push(request.url());
    });

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Email inválido', { exact: true })).toBeVisible();
    await expect(page.getByText('Senha deve ter pelo menos 6 caracteres', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();

    await page.getByLabel('Email', { exact: true }).fill('nao-e-email');
    await page.getByLabel('Senha', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Email inválido', { exact: true })).toBeVisible();
    await expect(page.getByText('Senha deve ter pelo menos 6 caracteres', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Cadastro' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('A');
    await page.getByLabel('Sobrenome', { exact: true }).fill('B');
    await page.getByLabel('Senha', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Nome deve ter pelo menos 2 caracteres', { exact: true })).toBeVisible();
    await expect(page.getByText('Sobrenome deve ter pelo menos 2 caracteres', { exact: true })).toBeVisible();
    await expect(page.getByText('Email inválido', { exact: true })).toBeVisible();
    await expect(page.getByText('Senha deve ter pelo menos 6 caracteres', { exact: true })).toBeVisible();

    expect(authCalls).toEqual([]);
  });

  test('offers only Estudante, Profissional and Empresa and preselects the type from the URL', async ({ page }) => {
    await page.goto('/auth?userType=company');
    await expect(page.getByRole('tab', { name: 'Cadastro' })).toHaveAttribute('aria-selected', 'true');
    const type = page.getByLabel('Tipo de Usuário');
    await expect(type).toHaveValue('company');
    await expect(type.locator('option')).toHaveText(['Estudante', 'Profissional', 'Empresa']);

    await page.goto('/auth?tab=cadastro');
    await expect(page.getByLabel('Tipo de Usuário')).toHaveValue('professional');
  });

  test('shows the server error in a toast when the password is wrong', async ({ page, request }) => {
    const account = await registerViaApi(request);
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Erro no login')).toBeVisible();
    await expectPath(page, '/auth');
  });

  test('reports an e-mail that is already registered', async ({ page, request }) => {
    const account = await registerViaApi(request);
    await page.goto('/auth?tab=cadastro');
    await page.getByLabel('Nome', { exact: true }).fill('Outra');
    await page.getByLabel('Sobrenome', { exact: true }).fill('Pessoa');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha123');
    await page.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade' }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Erro no cadastro')).toBeVisible();
    await expectPath(page, '/auth');
  });

  test('disables the button and says "Entrando..." while the login is pending', async ({ page, request }) => {
    const account = await registerViaApi(request);
    const login = await holdRequests(page, '**/api/login');
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
    login.release();
    await expectPath(page, '/');
  });

  test('sends a signed-in visitor from /auth to /', async ({ page }) => {
    const account = await registerViaApi(page.request, { firstName: 'Redirecionado' });
    await page.goto('/auth');
    await expectPath(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: account.firstName })).toBeVisible();
  });

  test('a failed logout still ends on / with an error toast', async ({ page }) => {
    await registerViaApi(page.request, { firstName: 'Persistente' });
    await page.goto('/contato');
    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Serviço indisponível' }) }),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expectPath(page, '/');
    await expect(page.getByText('Erro no logout')).toBeVisible();
    await expect(page.getByText('Serviço indisponível')).toBeVisible();
  });
});
