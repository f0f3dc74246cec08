import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectDashboard, logIn } from './support';

const SHOTS = process.env.E2E_SHOTS;

test('a member pages through a brand tariff, sorts it, searches a reference and changes the page size', async ({ page }) => {
  await logIn(page, 'admin', 'admin1234');
  await expectDashboard(page);
  await page.goto('/proveedores');
  await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('brembo');
  await page.getByRole('link', { name: 'Frenos Ibéricos' }).click();
  await page.getByRole('navigation', { name: 'Menú de Frenos Ibéricos' }).getByRole('link', { name: 'Tarifas', exact: true }).click();

  // The supplier's tariff opens on its first brand; the brand's menu marks the page.
  await expect(page).toHaveURL(/\/proveedores\/\d+\/detalleMarca\/\d+\/tarifas$/);
  const table = page.getByRole('table', { name: /^Tarifa de / });
  await expect(table).toHaveAttribute('aria-rowcount', '26');
  const status = page.getByRole('navigation', { name: /^Páginas de la tarifa/ }).getByRole('status');
  await expect(status).toHaveText(/^Página 1 de [\d.]+$/);
  const pages = (await status.textContent())?.replace(/^Página 1 de /, '') ?? '';
  const firstRef = await table.getByRole('row').nth(1).getByRole('cell').first().textContent();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tarifa.png`, fullPage: true });

  // The last page, then back to the first.
  await page.getByRole('button', { name: 'Última página' }).click();
  await expect(status).toHaveText(`Página ${pages} de ${pages}`);
  await page.getByRole('button', { name: 'Primera página' }).click();
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(firstRef ?? '');

  // By PVP: ascending first, then the same header turns it round.
  await table.getByRole('button', { name: /^PVP/ }).click();
  await expect(table.getByRole('columnheader', { name: /^PVP/ })).toHaveAttribute('aria-sort', 'ascending');
  const euros = async () =>
    (await table.getByRole('row').locator('[role="cell"]:nth-child(4)').allTextContents()).slice(0, 5).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
  await expect.poll(async () => { const e = await euros(); return e.every((v, i) => i === 0 || v >= e[i - 1]!); }).toBe(true);
  await table.getByRole('button', { name: /^PVP/ }).click();
  await expect(table.getByRole('columnheader', { name: /^PVP/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => { const e = await euros(); return e.length > 1 && e.every((v, i) => i === 0 || v <= e[i - 1]!); }).toBe(true);

  // A reference search narrows to the references that start with it.
  const prefix = (firstRef ?? '').slice(0, 5);
  await page.getByRole('searchbox', { name: 'Buscar referencia' }).fill(prefix.toLowerCase());
  await expect.poll(async () => (await table.getByRole('row').locator('[role="cell"]:first-child').allTextContents()).every((r) => r.startsWith(prefix))).toBe(true);

  // 100 a page: page one of fewer pages.
  await page.getByRole('searchbox', { name: 'Buscar referencia' }).fill('');
  await page.getByRole('combobox', { name: 'Filas por página' }).selectOption('100');
  await expect(table).toHaveAttribute('aria-rowcount', '101');
  await expect(status).toHaveText(/^Página 1 de [\d.]+$/);
});

test('a member reads a net price list of a brand, switches lists and downloads the whole list', async ({ page }) => {
  await logIn(page, 'admin', 'admin1234');
  await expectDashboard(page);
  await page.goto('/proveedores');
  await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('brembo');
  await page.getByRole('link', { name: 'Frenos Ibéricos' }).click();
  await page.getByRole('combobox', { name: 'Marcas' }).selectOption({ label: 'Brembo' });
  await page.getByRole('link', { name: 'Tarifas netos de Brembo' }).click();
  const table = page.getByRole('table', { name: 'Tarifa de netos de Brembo' });
  await expect(table.getByRole('columnheader', { name: 'Neto Grupo' })).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', '26');
  const lists = page.getByRole('combobox', { name: 'Tarifa' });
  const options = await lists.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(0);
  if (options.length > 1) {
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await lists.selectOption({ label: options[1]! });
    await expect(page.getByRole('navigation', { name: /^Páginas de la tarifa de netos/ }).getByRole('status')).toHaveText(/^Página 1 de /);
  }
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tarifas_Brembo_\d{2}_\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.startsWith('\ufeffReferencia;Descripción;Familia;PVP;Neto Grupo;Vigencia')).toBe(true);
  expect(csv.trimEnd().split('\r\n').length).toBeGreaterThan(1000);
});

test('a user without Tarifas has no tariff tab and is told so on the page', async ({ page }) => {
  await logIn(page, 'socio', 'socio1234');
  await expectDashboard(page);
  await page.goto('/proveedores');
  await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('brembo');
  await page.getByRole('link', { name: 'Frenos Ibéricos' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Frenos Ibéricos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tarifas' })).toHaveCount(0);
  const url = page.url();
  await page.goto(`${url.replace(/\/$/, '')}/tarifas`);
  await expect(page.getByText('No tiene permiso para acceder a esta sección')).toBeVisible();
});
