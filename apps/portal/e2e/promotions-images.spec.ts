import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

// Promotions: the gallery ('Imagenes') and the image categories ('Mis Categorías de Imágenes') as the
// member uses them. The demo member 'admin' (Recambios Demo) has images of its own, the 5 images Autorecambios Levante
// shares with the group, and 6 categories; Recambios Demo shares 2 of its images with Levante ('otro').

const SHOTS = process.env.E2E_SHOTS;

const gallery = (page: Page) => page.getByRole('list', { name: 'Imágenes' });
const imageCount = (page: Page) => page.getByText(/^\d+( de \d+)? imágenes?$/);
const categoryList = (page: Page) => page.getByRole('list', { name: 'Categorías de imágenes' });
const categoryCount = (page: Page) => page.getByText(/^\d+( de \d+)? categorías?$/);

/** A real PNG of `width` × `height` in one colour (the server reads its size and checks its content). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** Accepts the app's popup after checking its text. */
async function acceptPopup(page: Page, text: string): Promise<void> {
  const popup = page.getByRole('alertdialog');
  await expect(popup).toContainText(text);
  await popup.getByRole('button', { name: 'Aceptar' }).click();
  await expect(popup).toBeHidden();
}

async function openGallery(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await page.goto('/promociones/imagenes');
  await expect(page.getByRole('heading', { level: 1, name: 'Imagenes' })).toBeVisible();
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('adds, filters, edits and deletes an image; the group images are read-only', async ({ page }) => {
    await openGallery(page);
    const total = Number((await imageCount(page).textContent())?.match(/^(\d+)/)?.[1]);
    expect(total).toBeGreaterThan(10);
    await expect(imageCount(page)).toHaveText(`${total} imágenes`);
    // Six a row.
    const tops = await gallery(page)
      .getByRole('figure')
      .evaluateAll((els) => els.slice(0, 7).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops.filter((t) => t === tops[0])).toHaveLength(6);

    // Another member's shared image: 'Grupo', no buttons.
    const groupImages = gallery(page).getByRole('figure').filter({ hasText: 'Grupo' });
    await expect(groupImages).toHaveCount(5);
    await expect(groupImages.first().getByRole('button')).toHaveCount(0);
    // Its picture loads (the attachment download of a shared gallery image).
    const picture = groupImages.first().getByRole('img');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/imagenes-1440.png`, fullPage: true });

    // Add: a wrong type first, then a PNG whose name is proposed.
    await page.getByRole('button', { name: 'Añadir' }).click();
    const add = page.getByRole('dialog', { name: 'Añadir imagen' });
    const input = add.locator('input[type="file"]');
    await input.setInputFiles({ name: 'cartel.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(add.getByText('No se permiten imágenes con esta extensión.')).toBeVisible();
    await input.setInputFiles({ name: 'Cartel de prueba e2e.png', mimeType: 'image/png', buffer: png(64, 48, [21, 101, 192]) });
    await expect(add.getByLabel('Nombre')).toHaveValue('Cartel de prueba e2e');
    await add.getByLabel('Categoría').selectOption({ label: 'Logotipos' });
    await add.getByRole('button', { name: 'Aceptar' }).click();
    await acceptPopup(page, 'Imagen añadida correctamente');
    await expect(add).toBeHidden();
    await expect(imageCount(page)).toHaveText(`${total + 1} imágenes`);
    const added = gallery(page).getByRole('figure', { name: 'Cartel de prueba e2e' });
    await expect(added).toContainText('64 x 48');
    await expect(added).toContainText('Logotipos');

    // The category filter and the name search (by button or Enter).
    await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Logotipos' });
    await expect(imageCount(page)).toHaveText(new RegExp(`^\\d+ de ${total + 1} imágenes$`));
    await expect(added).toBeVisible();
    await expect(gallery(page).getByRole('figure').filter({ hasNotText: 'Logotipos' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Ninguna categoria' });
    await expect(added).toBeHidden();
    await expect(gallery(page).getByRole('figure').filter({ hasText: 'Grupo' })).toHaveCount(5);
    await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Todas las categorías' });
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('prueba E2E');
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).press('Enter');
    await expect(imageCount(page)).toHaveText(`1 de ${total + 1} imágenes`);

    // Edit: name, no category, shared with the group.
    await added.getByRole('button', { name: 'Editar Cartel de prueba e2e' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar imagen' });
    await expect(edit.getByLabel('Categoría')).toHaveValue(/\d+/);
    await edit.getByLabel('Nombre').fill('Cartel e2e editado');
    await edit.getByLabel('Categoría').selectOption({ label: 'Ninguna categoria' });
    await edit.getByRole('checkbox', { name: /Compartir con el grupo/ }).check();
    await edit.getByRole('button', { name: 'Aceptar' }).click();
    await acceptPopup(page, 'Imagen actualizada correctamente');
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const edited = gallery(page).getByRole('figure', { name: 'Cartel e2e editado' });
    await expect(edited).toContainText('Compartida');
    await expect(edited).not.toContainText('Logotipos');

    // Delete, after the question.
    await edited.getByRole('button', { name: 'Eliminar Cartel e2e editado' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Borrar imagen' });
    await expect(confirm).toContainText('Desea borrar Cartel e2e editado ?');
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await acceptPopup(page, 'Registro borrado correctamente');
    await expect(edited).toBeHidden();
    await expect(imageCount(page)).toHaveText(`${total} imágenes`);
  });

  test('the group sees a shared image read-only', async ({ page }) => {
    // 'otro' (Autorecambios Levante) sees Recambios Demo's shared images as 'Grupo', without buttons.
    await signIn(page, 'otro');
    await page.goto('/promociones/imagenes');
    const groupImages = gallery(page).getByRole('figure').filter({ hasText: 'Grupo' });
    await expect(groupImages).toHaveCount(2);
    for (const figure of await groupImages.all()) await expect(figure.getByRole('button')).toHaveCount(0);
  });

  test('adds, renames and deletes an image category', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/promociones/categorias_imagenes');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Categorías de Imágenes' })).toBeVisible();
    await expect(categoryCount(page)).toHaveText('6 categorías');

    await page.getByRole('button', { name: 'Añadir' }).click();
    const add = page.getByRole('dialog', { name: 'Nueva categoría' });
    await add.getByLabel('Nombre').fill('FRENOS');
    await add.getByRole('button', { name: 'Aceptar' }).click();
    await expect(add.getByRole('alert')).toHaveText('Ya existe una categoría con ese nombre');
    await add.getByLabel('Nombre').fill('Escapes');
    await add.getByRole('button', { name: 'Aceptar' }).click();
    await expect(add).toBeHidden();
    await expect(categoryCount(page)).toHaveText('7 categorías');
    await expect(categoryList(page).getByRole('article', { name: 'Escapes' })).toBeVisible();

    await categoryList(page).getByRole('button', { name: 'Editar Escapes' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar categoría' });
    await edit.getByLabel('Nombre').fill('Escapes y catalizadores');
    await edit.getByRole('button', { name: 'Aceptar' }).click();
    await expect(edit).toBeHidden();

    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('catalizador');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(categoryCount(page)).toHaveText('1 de 7 categorías');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/categorias-1440.png`, fullPage: true });

    await categoryList(page).getByRole('button', { name: 'Eliminar Escapes y catalizadores' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Borrar categoria' });
    await expect(confirm).toContainText('Estas seguro de que quieres borrar la categoria Escapes y catalizadores?');
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No hay resultados para la búsqueda')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('');
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).press('Enter');
    await expect(categoryCount(page)).toHaveText('6 categorías');

    // The gallery's category choice follows.
    await page.goto('/promociones/imagenes');
    await expect(page.getByRole('combobox', { name: 'Categoría' }).locator('option')).toHaveText([
      'Todas las categorías',
      'Ninguna categoria',
      'Baterías',
      'Frenos',
      'Logotipos',
      'Lubricantes y filtros',
      'Neumáticos',
      'Ofertas',
    ]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows the gallery two a row without sideways scrolling', async ({ page }) => {
    await openGallery(page);
    await expect(gallery(page).getByRole('figure').first()).toBeVisible();
    const tops = await gallery(page)
      .getByRole('figure')
      .evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops.filter((t) => t === tops[0])).toHaveLength(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/imagenes-375.png`, fullPage: true });
  });
});
