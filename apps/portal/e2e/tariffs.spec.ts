import { readFileSync } from 'node:fs';
import { expect, type Page, type Response, test } from '@playwright/test';
import { signIn } from './support';

const SHOTS = process.env.E2E_SHOTS;

/** Logs in as admin and opens the supplier of Brembo. */
async function openFrenosIbericos(page: Page) {
  await signIn(page, 'admin');
  await page.goto('/proveedores');
  await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('brembo');
  await page.getByRole('link', { name: 'Frenos Ibéricos' }).click();
}

/** Opens Brembo's net price list; gives its table. */
async function openBremboNetList(page: Page) {
  await openFrenosIbericos(page);
  await page.getByRole('combobox', { name: 'Marcas' }).selectOption({ label: 'Brembo' });
  await page.getByRole('link', { name: 'Tarifas netos de Brembo' }).click();
  return page.getByRole('table', { name: 'Tarifa de netos de Brembo' });
}

test('a member pages through a brand tariff, sorts it, searches a reference and changes the page size', async ({ page }) => {
  await openFrenosIbericos(page);
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
    (await table.getByRole('row').locator('[role="cell"]:nth-child(4)').allTextContents())
      .slice(0, 5)
      .map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
  await expect
    .poll(async () => {
      const e = await euros();
      return e.every((v, i) => i === 0 || v >= e[i - 1]!);
    })
    .toBe(true);
  await table.getByRole('button', { name: /^PVP/ }).click();
  await expect(table.getByRole('columnheader', { name: /^PVP/ })).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const e = await euros();
      return e.length > 1 && e.every((v, i) => i === 0 || v <= e[i - 1]!);
    })
    .toBe(true);

  // A reference search narrows to the references that start with it.
  const prefix = (firstRef ?? '').slice(0, 5);
  await page.getByRole('searchbox', { name: 'Buscar referencia' }).fill(prefix.toLowerCase());
  await expect
    .poll(async () => (await table.getByRole('row').locator('[role="cell"]:first-child').allTextContents()).every((r) => r.startsWith(prefix)))
    .toBe(true);

  // 100 a page: page one of fewer pages.
  await page.getByRole('searchbox', { name: 'Buscar referencia' }).fill('');
  await page.getByRole('combobox', { name: 'Filas por página' }).selectOption('100');
  await expect(table).toHaveAttribute('aria-rowcount', '101');
  await expect(status).toHaveText(/^Página 1 de [\d.]+$/);
});

test('a member reads a net price list of a brand, switches lists and downloads the whole list', async ({ page }) => {
  const table = await openBremboNetList(page);
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
  await signIn(page, 'socio');
  await page.goto('/proveedores');
  await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('brembo');
  await page.getByRole('link', { name: 'Frenos Ibéricos' }).click();
  // The supplier's page (the list's card has the same heading).
  await expect(page).toHaveURL(/\/proveedores\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Frenos Ibéricos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tarifas' })).toHaveCount(0);
  const url = page.url();
  await page.goto(`${url.replace(/\/$/, '')}/tarifas`);
  await expect(page.getByText('No tiene permiso para acceder a esta sección')).toBeVisible();
});

test('a member filters a net list by family and downloads it as a streamed Excel file', async ({ page }) => {
  const table = await openBremboNetList(page);
  const status = page.getByRole('navigation', { name: /^Páginas de la tarifa de netos/ }).getByRole('status');
  const pages = async () => Number((await status.textContent())?.replace(/^Página \d+ de /, '').replace(/\./g, ''));
  await expect.poll(pages).toBeGreaterThan(1);
  const allPages = await pages();
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(status).toHaveText(/^Página 2 de /);

  // Provisional nets only: back to page 1 of fewer pages, every line with its net.
  await page.getByRole('combobox', { name: 'Familia' }).selectOption({ label: 'Provisional' });
  await expect(status).toHaveText(/^Página 1 de [\d.]+$/);
  await expect.poll(pages).toBeLessThan(allPages);
  const nets = await table.getByRole('row').locator('[role="cell"]:nth-child(8)').allTextContents();
  expect(nets.length).toBeGreaterThan(0);
  expect(nets.every((n) => n.includes('€'))).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/netos-familia.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tarifas_Brembo_\d{2}_\d{2}\.xlsx$/);
  const bytes = readFileSync(await file.path());
  // A workbook is a zip: it starts with PK.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('a member reads a brand’s price updates: chooses a date in Fechas and scrolls through the batches', async ({ page }) => {
  await openFrenosIbericos(page);
  await page.getByRole('navigation', { name: 'Menú de Frenos Ibéricos' }).getByRole('link', { name: 'Actualizaciones', exact: true }).click();
  await expect(page).toHaveURL(/\/proveedores\/\d+\/detalleMarca\/\d+\/actualizaciones$/);
  await expect(page.getByRole('heading', { name: 'Seleccione una fecha' })).toBeVisible();
  // Until then, the brand's newest month in force is offered, its dates to choose from.
  const offered = page.getByRole('region', { name: /^Últimas actualizaciones (Parciales|Completas) de [A-Z][a-z]+ \d{4}$/ });
  await expect(offered.getByRole('button', { name: /^\d{2}\/\d{2}\/\d{4}/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Fechas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fechas de actualización' });
  // Complete updates carry the most references: open that type and take its newest date.
  const complete = dialog.locator('details[data-type="C"]');
  await complete.locator('summary').first().click();
  const choices = complete.locator('details[open] button[aria-pressed]');
  await expect(choices.first()).toBeVisible();
  const date = (await choices.first().locator('span').first().textContent()) ?? '';
  await choices.first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: new RegExp(`^Actualizaciones Completas de .+ del ${date.replace(/\//g, '\\/')}$`) })).toBeVisible();
  const table = page.getByRole('table', { name: 'Referencias actualizadas' });
  await expect(table.getByRole('columnheader', { name: 'Dif. PVP', exact: true })).toBeVisible();
  const counter = page.getByText(/referencias · [\d.]+ cargadas$/);
  await expect(counter).toBeVisible();
  const total = Number((await counter.textContent())?.split(' ')[0]?.replace(/\./g, ''));
  // The brand's complete update of this year has a few hundred references.
  expect(total).toBeGreaterThan(100);
  await expect(counter).toHaveText(/· 50 cargadas$/);
  // Scrolling to the end of the first batch asks for the next one.
  await page.getByRole('region', { name: 'Referencias actualizadas' }).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(counter).toHaveText(/· 100 cargadas$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/actualizaciones.png`, fullPage: true });
});

test('a member opens the general price updates and a brand’s product conditions with its own scale marked', async ({ page }) => {
  await signIn(page, 'admin');
  // The general screen never reads every brand's updates: the modal counts them by day, and a day's brands come when
  // it is opened, one bounded page of that day only.
  // Each answer is recorded as it arrives (before the page can show it) and read when a check needs its rows: reading
  // it in the handler let the page show the rows before the test had recorded the call.
  const answers: Response[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/Tarifas/GetListaActualizacionesTarifaProv')) answers.push(res);
  });
  type List = { rows: { HIS_FECHA_ACTUALIZACION: string; HIS_TIPO_TAR: string }[]; body: { desde?: string; tipo?: string } };
  const lists = () =>
    Promise.all(
      answers.map(
        async (res): Promise<List> => ({ rows: ((await res.json()) as { valorRetorno: List['rows'] }).valorRetorno, body: res.request().postDataJSON() }),
      ),
    );
  await page.goto('/actualizaciones');
  // Before a date is chosen the newest updates in force are offered: that day's brands, one bounded page of that day.
  const offered = page.getByRole('region', { name: /^Últimas actualizaciones (Parciales|Completas) del \d{2}\/\d{2}\/\d{4}$/ });
  await expect(offered.getByRole('button', { name: / referencias$/ }).first()).toBeVisible();
  expect(answers).toHaveLength(1);
  const offeredDay = /del (\S+)$/.exec((await offered.getAttribute('aria-label')) ?? '')?.[1];
  const [first] = await lists();
  expect(first!.body).toMatchObject({ desde: offeredDay, hasta: offeredDay });
  expect(first!.rows.length).toBeLessThanOrEqual(500);
  await page.getByRole('button', { name: 'Fechas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fechas de actualización' });
  // Partial first: its newest month is open; a day lists its brands.
  const day = dialog.locator('details[data-type="P"] details[open] details').first();
  const dayText = (await day.locator('summary span').first().textContent()) ?? '';
  const dayCount = Number((await day.locator('summary span').nth(1).textContent())?.replace(/\./g, ''));
  expect(answers).toHaveLength(1);
  await day.locator('summary').click();
  const brand = day.getByRole('button').first();
  const name = (await brand.locator('span').first().textContent()) ?? '';
  await expect(day.getByRole('button', { name: / referencias$/ })).toHaveCount(Math.min(dayCount, 500));
  // The day's brands were read once: when it was opened, or already for the offered updates when it is that day.
  const read = (await lists()).filter((l) => l.body.tipo === 'P' && l.body.desde === dayText);
  expect(read).toHaveLength(1);
  expect(read[0]!.body).toMatchObject({ tipo: 'P', desde: dayText, hasta: dayText });
  expect(read[0]!.rows.length).toBeLessThanOrEqual(500);
  expect(read[0]!.rows.every((u) => u.HIS_TIPO_TAR === 'P' && u.HIS_FECHA_ACTUALIZACION === dayText)).toBe(true);
  await brand.click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Actualizaciones Parciales de ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} del \\d{2}/\\d{2}/\\d{4}$`) }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Referencias actualizadas' }).getByRole('row').nth(1)).toBeVisible();

  await page.goto('/proveedores');
  await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('brembo');
  await page.getByRole('link', { name: 'Frenos Ibéricos' }).click();
  await page.getByRole('navigation', { name: 'Menú de Frenos Ibéricos' }).getByRole('link', { name: 'Condiciones de producto' }).click();
  await expect(page).toHaveURL(/\/detalleMarca\/\d+\/condiciones$/);
  await expect(page.getByText('Seleccione un producto para ver sus condiciones')).toBeVisible();
  const products = page.getByRole('navigation', { name: /^Productos de / }).getByRole('button');
  const count = await products.count();
  expect(count).toBeGreaterThan(0);
  // Each figure names what it adds up: this year's months so far, against the whole of last year (the scales' base).
  const thisYear = new Date().getFullYear();
  await expect(products.first()).toContainText(new RegExp(`Usted: .+ en Ene(–[A-Z][a-z]{2})? ${thisYear} · .+ en todo ${thisYear - 1}`));
  // The first product with a scaled condition shows the member's range.
  let marked = false;
  for (let i = 0; i < count && !marked; i++) {
    await products.nth(i).click();
    const section = page.getByRole('region', { name: 'Condiciones del producto' });
    await expect(section.getByText(/^Su consumo de \d{4}:/).or(section.getByText('El producto seleccionado no tiene condiciones'))).toBeVisible();
    marked = (await section.getByText('Su tramo').count()) > 0;
  }
  expect(marked).toBe(true);
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/condiciones.png`, fullPage: true });
});
