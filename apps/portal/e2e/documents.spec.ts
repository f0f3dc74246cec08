import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sidebar, signIn } from './support';

test.describe('documents', () => {
  test('a member opens a folder, filters by category, searches without accents, sorts by date and downloads', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/documentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    const counter = page.getByRole('status').filter({ hasText: /documentos?$/ });
    await expect(counter).toHaveText(/^\d{3} documentos$/);
    const all = Number((await counter.textContent())?.split(' ')[0]);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/documentos.png` });

    // A folder: its documents only, and the way back to the folder grid.
    // Each folder shows how many documents it holds; opening it loads them from the server.
    const tile = page.getByRole('list', { name: 'Carpetas' }).getByRole('button', { name: /^Manuales/ });
    const tileCount = Number(/(\d+) documentos/.exec((await tile.textContent()) ?? '')?.[1]);
    await tile.click();
    await expect(page.getByRole('heading', { name: 'Carpeta: Manuales' })).toBeVisible();
    await expect(counter).toHaveText(`${tileCount} documentos`);
    expect(tileCount).toBeLessThan(all);
    // A category toggles on and, chosen again, off.
    const category = page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Técnica' });
    await category.click();
    await expect(category).toHaveAttribute('aria-pressed', 'true');
    await category.click();
    await expect(category).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Volver a las carpetas' }).click();
    await expect(counter).toHaveText(`${all} documentos`);

    // Names sort by the value of their numbers: 'Aceites homologados 1, 2, 3…', not 1, 10, 11.
    const list = page.getByRole('list', { name: 'Documentos' });
    await page.getByRole('searchbox', { name: 'Buscar documentos' }).fill('Aceites homologados');
    await expect(list.getByRole('article').first().getByRole('heading')).toHaveText('Aceites homologados 1');
    await expect(list.getByRole('article').nth(1).getByRole('heading')).toHaveText('Aceites homologados 2');
    await expect(list.getByRole('article').nth(2).getByRole('heading')).toHaveText('Aceites homologados 3');

    // Search ignores case and accents: 'garantias' finds 'Procedimiento de garantías'.
    await page.getByRole('searchbox', { name: 'Buscar documentos' }).fill('GARANTIAS');
    await expect(list.getByRole('article').first()).toContainText('garantías');
    await page.getByRole('button', { name: 'Fecha de subida' }).click();
    await expect(page.getByRole('button', { name: 'Fecha de subida ↑' })).toBeVisible();
    await page.getByRole('button', { name: 'Fecha de subida ↑' }).click();
    await expect(page.getByRole('button', { name: 'Fecha de subida ↓' })).toBeVisible();

    const first = list.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    const download = page.waitForEvent('download');
    await first.getByRole('button', { name: `Descargar ${name}` }).click();
    const file = await download;
    // The file keeps the name's case.
    expect(file.suggestedFilename().startsWith(name)).toBe(true);
    expect(readFileSync(await file.path()).length).toBeGreaterThan(100);
  });

  test('a member without the Documentos flag neither sees the entry nor the library', async ({ page }) => {
    await signIn(page, 'socio');
    await page.goto('/documentos');
    await expect(page.getByText('No tiene permiso para acceder a esta sección')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Documentos' })).toHaveCount(0);
  });
});
