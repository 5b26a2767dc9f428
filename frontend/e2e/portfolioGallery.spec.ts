/**
 * Portfolio galleries (issue 25): an owner adds an item with three images through the dialog and
 * reorders them by keyboard; a visitor opens the viewer on the public profile, moves with ← → and
 * closes with Esc (focus back on the thumbnail), and at 360 px moves with a swipe (pointer events).
 */
import type { APIRequestContext } from '@playwright/test';
import type { PortfolioItemDTO } from '@conecta/common';
import { createAccount, expect, test } from './world';
import { uniqueWord } from './helpers';
import { expectAccessible } from './a11y';

const DIALOG = '[role="dialog"]';

// A valid 1×1 PNG: the server reads the bytes, so it must be a real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const IMAGES_LABEL = 'Imagens (até 8; JPEG, PNG ou WebP até 5 MB cada)';

async function myItem(request: APIRequestContext, title: string): Promise<PortfolioItemDTO> {
  const items = (await (await request.get('/api/portfolio')).json()) as PortfolioItemDTO[];
  const item = items.find((i) => i.title === title);
  if (!item) throw new Error(`no item ${title}`);
  return item;
}

/** An item with `count` images, made through the API as the dialog makes it. */
async function itemWithImages(request: APIRequestContext, title: string, count: number): Promise<PortfolioItemDTO> {
  const created = await request.post('/api/portfolio', { data: { title } });
  expect(created.status()).toBe(201);
  let item = (await created.json()) as PortfolioItemDTO;
  for (let i = 0; i < count; i += 1) {
    const res = await request.post(`/api/portfolio/${item.id}/images`, { multipart: { file: png(`obra-${i}.png`) } });
    expect(res.status()).toBe(200);
    item = (await res.json()) as PortfolioItemDTO;
  }
  return item;
}

test.describe('portfolio gallery', () => {
  test('the owner adds three images and reorders them by keyboard; a visitor views them with the keys, Esc gives focus back', async ({ page, browser }) => {
    const { user } = await createAccount(page.request, { userType: 'professional', firstName: 'Galeria', lastName: uniqueWord('Dona') });
    const title = uniqueWord('Usina Galeria');
    await page.goto('/profile?aba=portfolio');
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar item ao portfólio' });
    await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
    await dialog.getByLabel(IMAGES_LABEL).setInputFiles([png('a.png'), png('b.png'), png('c.png')]);
    await expect(dialog.getByText('Serão enviadas ao salvar: a.png, b.png, c.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: title });
    await expect(card.getByRole('list', { name: `Imagens de ${title}` }).getByRole('button')).toHaveCount(3);
    const added = await myItem(page.request, title);
    expect(added.images).toHaveLength(3);
    const [a, b, c] = added.images;

    // Reorder by keyboard: the first image one place right; focus stays on the moved image's buttons.
    await card.getByRole('button', { name: `Editar ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar item do portfólio' });
    const gallery = edit.getByRole('list', { name: 'Imagens do item' });
    await expect(gallery.getByRole('listitem')).toHaveCount(3);
    await gallery.getByRole('button', { name: 'Mover para a direita (imagem 1 de 3)' }).focus();
    await page.keyboard.press('Enter');
    await expect(gallery.getByRole('button', { name: 'Mover para a direita (imagem 2 de 3)' })).toBeFocused();
    await expect.poll(async () => (await myItem(page.request, title)).images.map((i) => i.id)).toEqual([b!.id, a!.id, c!.id]);
    // Then the last one to the front, pressed twice with the keyboard: it becomes the cover.
    await gallery.getByRole('button', { name: 'Mover para a esquerda (imagem 3 de 3)' }).focus();
    await page.keyboard.press('Enter');
    await expect(gallery.getByRole('button', { name: 'Mover para a esquerda (imagem 2 de 3)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gallery.getByRole('button', { name: 'Mover para a direita (imagem 1 de 3)' })).toBeFocused();
    await expect.poll(async () => (await myItem(page.request, title)).images.map((i) => i.id)).toEqual([c!.id, b!.id, a!.id]);
    await expect(gallery.getByRole('listitem').first().getByText('Capa')).toBeVisible();
    await expectAccessible(page, 'gallery editor', DIALOG);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toBeHidden();

    // A visitor on the public profile.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/profissionais/${user.id}`);
    const publicCard = visitor.getByRole('article', { name: title });
    const thumbs = publicCard.getByRole('list', { name: `Imagens de ${title}` });
    const second = thumbs.getByRole('button', { name: `Ampliar imagem 2 de 3 de ${title}` });
    await second.focus();
    await visitor.keyboard.press('Enter');
    const viewer = visitor.getByRole('dialog', { name: title });
    await expect(viewer.getByText('2 de 3', { exact: true })).toBeVisible();
    const shown = viewer.getByRole('img');
    await expect(shown).toHaveAttribute('src', b!.url);
    await expect(shown).toHaveAttribute('alt', `${title}, imagem 2 de 3`);
    await expectAccessible(visitor, 'gallery viewer', DIALOG);
    await visitor.keyboard.press('ArrowRight');
    await expect(viewer.getByText('3 de 3', { exact: true })).toBeVisible();
    await expect(shown).toHaveAttribute('src', a!.url);
    // At the end the arrow goes no further.
    await visitor.keyboard.press('ArrowRight');
    await expect(viewer.getByText('3 de 3', { exact: true })).toBeVisible();
    await visitor.keyboard.press('ArrowLeft');
    await visitor.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('1 de 3', { exact: true })).toBeVisible();
    await expect(shown).toHaveAttribute('src', c!.url);
    await visitor.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(second).toBeFocused();

    // A click on the cover opens it on the first image.
    await publicCard.getByRole('img', { name: `Imagem de ${title}` }).click();
    await expect(viewer.getByText('1 de 3', { exact: true })).toBeVisible();
    await viewer.getByRole('button', { name: 'Próxima imagem' }).click();
    await expect(viewer.getByText('2 de 3', { exact: true })).toBeVisible();
    await viewer.getByRole('button', { name: 'Fechar' }).click();
    await expect(viewer).toBeHidden();
    await context.close();
  });

  test('at 360 px a swipe moves through the images and the page does not scroll sideways', async ({ page, browser }) => {
    const { user } = await createAccount(page.request, { userType: 'professional', firstName: 'Galeria', lastName: uniqueWord('Celular') });
    const title = uniqueWord('Parque Eólico');
    const item = await itemWithImages(page.request, title, 3);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const visitor = await context.newPage();
    await visitor.goto(`/profissionais/${user.id}`);
    const card = visitor.getByRole('article', { name: title });
    await card.getByRole('button', { name: `Ampliar imagem 1 de 3 de ${title}` }).first().tap();
    const viewer = visitor.getByRole('dialog', { name: title });
    await expect(viewer.getByText('1 de 3', { exact: true })).toBeVisible();

    const stage = viewer.getByTestId('gallery-stage');
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, clientY: y };
      await stage.dispatchEvent('pointerdown', { ...touch, clientX: fromX });
      await stage.dispatchEvent('pointermove', { ...touch, clientX: (fromX + toX) / 2 });
      await stage.dispatchEvent('pointerup', { ...touch, clientX: toX });
    };
    // Right to left: the next image.
    await swipe(box.x + box.width - 30, box.x + 30);
    await expect(viewer.getByText('2 de 3', { exact: true })).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAttribute('src', item.images[1]!.url);
    await swipe(box.x + box.width - 30, box.x + 30);
    await expect(viewer.getByText('3 de 3', { exact: true })).toBeVisible();
    // Left to right: back one.
    await swipe(box.x + 30, box.x + box.width - 30);
    await expect(viewer.getByText('2 de 3', { exact: true })).toBeVisible();

    // The viewer fills the phone's screen; nothing in it overflows sideways, nothing axe refuses.
    const dialogBox = (await viewer.boundingBox())!;
    expect(dialogBox.width).toBeLessThanOrEqual(360);
    await expectAccessible(visitor, 'gallery viewer at 360 px', DIALOG);
    await viewer.getByRole('button', { name: 'Fechar' }).tap();
    await expect(viewer).toBeHidden();
    await context.close();
  });
});
