import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectDashboard, logIn, sidebar, signIn } from './support';

const SHOTS = process.env.E2E_SHOTS;

test.describe('suppliers', () => {
  test('a member finds a supplier by brand, reads its conditions and PDF, downloads a document', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/proveedores');
    await expect(page.getByRole('heading', { level: 1, name: 'Proveedores' })).toBeVisible();
    const counter = page.getByRole('status').filter({ hasText: /proveedor(es)?$/ });
    await expect(counter).toHaveText(/^\d{3} proveedores$/);

    // The list's CSV: UTF-8 with BOM, ';' separated, one line per supplier shown.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const csvFile = await download;
    expect(csvFile.suggestedFilename()).toMatch(/^proveedores-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await csvFile.path(), 'utf8');
    expect(csv.startsWith('\ufeffProveedor;Razón social;Marcas')).toBe(true);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + Number((await counter.textContent())?.split(' ')[0]));
    // The same list as a spreadsheet (an XLSX file is a zip).
    const sheet = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    const xlsx = await sheet;
    expect(xlsx.suggestedFilename()).toMatch(/^proveedores-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(
      readFileSync(await xlsx.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');

    await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('brembo');
    await expect(counter).toHaveText('1 proveedor');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/proveedores.png`, fullPage: false });
    await page.getByRole('link', { name: 'Frenos Ibéricos' }).click();

    // The list's card has the same heading: the detail page is reached when the address is the supplier's.
    await expect(page).toHaveURL(/\/proveedores\/\d+/);
    await expect(page.getByRole('heading', { level: 2, name: 'Frenos Ibéricos' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ruta' })).toContainText('Proveedores');
    await expect(page.getByText('Garantía', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Portes pagados \(Península\)$/)).toBeVisible();
    const contacts = page.getByRole('list', { name: 'Contactos del proveedor' });
    await expect(contacts.getByRole('listitem').first()).toBeVisible();
    // The conditions PDF in the page (its viewer loads as it scrolls near): zoom starts at 100 %, steps of 50 %.
    await page.getByText('Documento de condiciones', { exact: true }).scrollIntoViewIfNeeded();
    const viewer = page.getByRole('region', { name: 'Condiciones de Frenos Ibéricos' });
    await expect(viewer.getByRole('img', { name: /^Página 1 de \d+$/ })).toBeVisible({ timeout: 20_000 });
    await expect(viewer.getByText('100 %')).toBeVisible();
    await viewer.getByRole('button', { name: 'Ampliar' }).click();
    await expect(viewer.getByText('150 %')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/proveedor.png`, fullPage: true });

    await page.getByRole('navigation', { name: 'Menú de Frenos Ibéricos' }).getByRole('link', { name: 'Documentos' }).click();
    const documents = page.getByRole('list', { name: 'Documentos de Frenos Ibéricos' });
    await expect(documents.getByRole('listitem').first()).toBeVisible();
    const file = page.waitForEvent('download');
    await documents
      .getByRole('button', { name: /^Descargar / })
      .first()
      .click();
    const bytes = readFileSync(await (await file).path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The information dialog: NIF, phone, fax, address.
    await page.getByRole('button', { name: 'Información' }).click();
    const info = page.getByRole('dialog', { name: 'Frenos Ibéricos' });
    await expect(info.getByText('NIF')).toBeVisible();
    await expect(info.getByText(/^[AB]\d{8}$/)).toBeVisible();
  });

  test('the mosaic shows 40 cards and grows by batches of 40 as the member scrolls', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/proveedores');
    await page.getByRole('button', { name: 'Vista de tarjetas' }).click();
    const cards = page.getByRole('list', { name: 'Proveedores' }).getByRole('listitem');
    await expect(cards.first()).toHaveAttribute('aria-setsize', '40');
    await page.mouse.wheel(0, 100_000);
    await expect(cards.first()).toHaveAttribute('aria-setsize', /^(80|120|160|200)$/);
    // Back at the top, a new search starts again from the first batch.
    await page.evaluate(() => window.scrollTo(0, 0));
    // The list has followed the scroll back up (its first rendered card is the first one) before the search: a
    // search typed while the list still draws the bottom would reach the end of the shorter list at once.
    await expect(cards.first()).toHaveAttribute('aria-posinset', '1');
    await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('a');
    await expect(cards.first()).toHaveAttribute('aria-setsize', '40');
    await page.getByRole('button', { name: 'Vista de lista' }).click();
  });

  test('back on /proveedores the search is still there; «Buscar proveedor» opens a result with ArrowDown and Enter', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/proveedores');
    const box = page.getByRole('searchbox', { name: 'Buscar proveedor o marca' });
    await box.fill('brem');
    const list = page.getByRole('list', { name: 'Proveedores' });
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/proveedores\/\d+/);
    // The crumb back to the directory, and the browser's back, both find the search as it was.
    await page.getByRole('navigation', { name: 'Ruta' }).getByRole('link', { name: 'Proveedores' }).click();
    await expect(box).toHaveValue('brem');
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/proveedores\/\d+/);
    const first = page.url();
    await page.goBack();
    await expect(box).toHaveValue('brem');

    // The quick search of a supplier's page: the arrows go into the results, Enter opens the one chosen.
    await page.goto(first);
    await page.getByRole('button', { name: 'Buscar proveedor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar proveedor' });
    const quick = dialog.getByRole('searchbox', { name: 'Proveedor o marca' });
    await quick.fill('autopiezas');
    const results = dialog.getByRole('list', { name: 'Proveedores encontrados' }).getByRole('link');
    await expect(results.nth(1)).toBeVisible();
    const second = ((await results.nth(1).textContent()) ?? '').trim();
    await quick.press('ArrowDown');
    await expect(results.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(first);
    // The supplier's name is the page's first level-2 heading (its sections' headings follow once it has loaded).
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(second.slice(0, 12));
  });

  test('the header search finds a brand as the member types and opens its supplier with the keyboard', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/');
    await expectDashboard(page);
    const search = page.getByRole('combobox', { name: 'Buscar en el portal' });
    await search.fill('frenos');
    await expect(page.getByRole('listbox', { name: 'Resultados de la búsqueda' }).getByRole('group', { name: 'Proveedores' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/busqueda.png` });
    await search.fill('brem');
    const results = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
    await expect(results.getByRole('group', { name: 'Marcas' }).getByRole('option').first()).toContainText('Brembo');
    // The first result is selected; the arrows move through the results, Enter opens one.
    await search.press('ArrowDown');
    await expect(results.getByRole('option', { selected: true })).toContainText('Brembo');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/proveedores\/\d+/);
    await expect(page.getByRole('heading', { level: 2, name: 'Frenos Ibéricos' })).toBeVisible();
    // The sidebar shows the tab that holds the page.
    await expect(sidebar(page).getByRole('tab', { name: 'Proveedores' })).toHaveAttribute('aria-selected', 'true');
    await expect(results).toHaveCount(0);
    await search.fill('zzzz-nada');
    await expect(page.getByText('No hay resultados para «zzzz-nada».')).toBeVisible();
    await search.press('Escape');
    await expect(page.getByText('No hay resultados para «zzzz-nada».')).toHaveCount(0);
  });

  test("the header search finds a brand's tariff reference and opens the brand's tariff at that reference", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/');
    await expectDashboard(page);
    const search = page.getByRole('combobox', { name: 'Buscar en el portal' });
    await search.fill('bre2436791');
    const results = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
    const found = results.getByRole('group', { name: 'Tarifas' }).getByRole('option').first();
    await expect(found).toContainText('BRE2436791');
    await expect(found).toContainText('Brembo');
    await found.click();
    await expect(page).toHaveURL(/\/proveedores\/\d+\/detalleMarca\/\d+\/tarifas\?referencia=BRE2436791$/);
    await expect(page.getByRole('searchbox', { name: 'Buscar referencia' })).toHaveValue('BRE2436791');
    const table = page.getByRole('table', { name: 'Tarifa de Brembo' });
    await expect(table.getByRole('row').nth(1)).toContainText('BRE2436791');
  });

  test('conditions read well on a phone; a member without Condiciones sees the supplier but not its conditions', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'admin');
    await page.goto('/proveedores');
    await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('Monroe');
    await page.getByRole('link', { name: 'Suspensiones del Norte' }).click();
    await expect(page.getByText('Forma de pago', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/proveedor-375.png`, fullPage: true });

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, 'socio', 'socio1234');
    await expectDashboard(page);
    await page.goto('/proveedores');
    await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('Monroe');
    await page.getByRole('link', { name: 'Suspensiones del Norte' }).click();
    await expect(page).toHaveURL(/\/proveedores\/\d+/);
    await expect(page.getByRole('heading', { level: 2, name: 'Suspensiones del Norte' })).toBeVisible();
    await expect(page.getByText('No tiene permiso para acceder a esta sección')).toBeVisible();
    // The information dialog: what comes from the conditions reads as closed to socio, not as missing data.
    await page.getByRole('button', { name: 'Información' }).click();
    const info = page.getByRole('dialog', { name: 'Suspensiones del Norte' });
    // NIF and Fax.
    await expect(info.getByText('Requiere el permiso «Condiciones»', { exact: true })).toHaveCount(2);
  });
});
