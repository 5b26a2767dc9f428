import { expect, test } from '@playwright/test';
import { expectPath } from './helpers';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/rota-inexistente');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  // The shell stays around the 404 page.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expectPath(page, '/');
});
