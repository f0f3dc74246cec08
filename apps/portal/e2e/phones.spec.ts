import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectDashboard, layoutProblems, signIn } from './support';

// Phones and tablets: what a member reads at 375 and 768 px (and the wide tables at 1440 px) is on screen, the PDF
// viewer shows the whole page, the header's search opens on a phone, and a new page of a list is read from its top.

const SHOTS = process.env.E2E_SHOTS;

/** Whether the element lies wholly inside the box (within half a pixel), left and right. */
async function across(element: Locator, box: Locator): Promise<{ inside: boolean; element: string; box: string }> {
  const e = await element.boundingBox();
  const b = await box.boundingBox();
  const inside = !!e && !!b && e.x >= b.x - 0.5 && e.x + e.width <= b.x + b.width + 0.5;
  return {
    inside,
    element: `${Math.round(e?.x ?? -1)}–${Math.round((e?.x ?? 0) + (e?.width ?? 0))}`,
    box: `${Math.round(b?.x ?? -1)}–${Math.round((b?.x ?? 0) + (b?.width ?? 0))}`,
  };
}

/** Opens Frenos Ibéricos (the supplier of Brembo) from the suppliers' search. */
async function openFrenosIbericos(page: Page): Promise<void> {
  await page.goto('/proveedores');
  await page.getByRole('searchbox', { name: 'Buscar proveedor o marca' }).fill('brembo');
  await page.getByRole('link', { name: 'Frenos Ibéricos' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Frenos Ibéricos' })).toBeVisible();
}

for (const width of [375, 1440]) {
  test(`the conditions PDF at ${width} px: the whole page in its box, zoomed without losing its left edge, downloaded and printed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Printing is recorded (the browser's dialog cannot be driven): what shows on paper when it is asked for.
    await page.addInitScript(() => {
      const w = window as unknown as { printed: { header: string; pages: string }[] };
      w.printed = [];
      window.print = () => {
        const seen = (el: Element | null) => (el ? getComputedStyle(el).visibility : 'none');
        w.printed.push({ header: seen(document.querySelector('header')), pages: seen(document.querySelector('canvas')) });
        window.dispatchEvent(new Event('afterprint'));
      };
    });
    await signIn(page, 'admin');
    await openFrenosIbericos(page);
    await page.getByText('Documento de condiciones', { exact: true }).scrollIntoViewIfNeeded();
    const viewer = page.getByRole('region', { name: 'Condiciones de Frenos Ibéricos' });
    const box = viewer.getByRole('region', { name: 'Páginas de Condiciones de Frenos Ibéricos' });
    const first = viewer.getByRole('img', { name: /^Página 1 de \d+$/ });
    await expect(first).toBeVisible({ timeout: 60_000 });
    const fit = viewer.getByRole('button', { name: 'Ajustar al ancho' });
    const zoomIn = viewer.getByRole('button', { name: 'Ampliar' });

    if (width < 768) {
      // A phone starts fitted to the width: the whole page is in the box.
      await expect(fit).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => across(first, box)).toMatchObject({ inside: true });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/pdf-${width}-ajustado.png` });
      // Zooming in leaves the fit (under 50 %) for the steps of 50 %.
      await zoomIn.click();
      await expect(fit).toHaveAttribute('aria-pressed', 'false');
      await expect(viewer.getByText('50 %')).toBeVisible();
      await zoomIn.click();
      await expect(viewer.getByText('100 %')).toBeVisible();
    } else {
      // A desktop starts at 100 % (001 §9); 200 % is wider than the box.
      await expect(viewer.getByText('100 %')).toBeVisible();
      await zoomIn.click();
      await zoomIn.click();
      await expect(viewer.getByText('200 %')).toBeVisible();
    }
    // Wider than its box: the box scrolls sideways, and at its start the page's left edge shows (none of it cut).
    await expect.poll(() => box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(box).toHaveJSProperty('scrollLeft', 0);
    const left = async () => ((await first.boundingBox())?.x ?? -1) - ((await box.boundingBox())?.x ?? 0);
    await expect.poll(left).toBeGreaterThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pdf-${width}-ampliado.png` });
    // Fit to width brings the whole page back.
    await fit.click();
    await expect.poll(() => across(first, box)).toMatchObject({ inside: true });

    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Descargar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Condiciones de Frenos Ibéricos.pdf');
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // On paper only the pages show, not the portal around them.
    await page.emulateMedia({ media: 'print' });
    await viewer.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: unknown[] }).printed)).toEqual([{ header: 'hidden', pages: 'visible' }]);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

test('on a phone the header has a search button that opens the search over it, by keyboard too, and closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin');
  await page.goto('/');
  await expectDashboard(page);
  const open = page.getByRole('banner').getByRole('button', { name: 'Buscar en el portal' });
  const box = page.getByRole('combobox', { name: 'Buscar en el portal' });
  await expect(box).toHaveCount(0);
  // From the keyboard: the button opens the search and the box takes the focus, across the screen.
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  expect((await box.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  await page.keyboard.type('brembo');
  const results = page.getByRole('listbox', { name: 'Resultados de la búsqueda' });
  await expect(results.getByRole('option').first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/buscar-375.png` });
  // Escape closes the results, then the search, and the focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(results).toBeHidden();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(open).toBeFocused();
  // The close button closes it too; choosing a result opens it and closes the search.
  await open.click();
  await page.getByRole('button', { name: 'Cerrar la búsqueda' }).click();
  await expect(box).toHaveCount(0);
  await open.click();
  await box.fill('brembo');
  await results
    .getByRole('option', { name: /Frenos Ibéricos/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/proveedores\/\d+/);
  await expect(box).toHaveCount(0);
});

test('the vehicles of a plate show every column in the dialog at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/referencias');
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('5678CCC');
  await page.getByRole('form', { name: 'Buscar por matrícula' }).getByRole('button', { name: 'Buscar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vehículos con la matrícula 5678CCC' });
  const table = dialog.getByRole('table', { name: 'Vehículos encontrados' });
  await expect(table.getByRole('row')).toHaveCount(3);
  for (const name of ['Vehículo', 'Motor', 'Combustible', 'Años', 'CC', 'KW']) {
    expect(await across(table.getByRole('columnheader', { name, exact: true }), table), name).toMatchObject({ inside: true });
  }
  await expect(table.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{4} –/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/matricula-1440.png` });
  expect(await layoutProblems(page, 'plate')).toEqual([]);
});

test('the next page of articles is read from the top of the list, at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin');
  await page.goto('/referencias');
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('1234 bbb');
  await page.getByRole('form', { name: 'Buscar por matrícula' }).getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/referencias\/motor\/\d+$/);
  await page.getByRole('link', { name: 'Ver artículos de Sistema de frenos' }).click();
  const status = page.getByRole('status').filter({ hasText: /artículos · página 1 de/ });
  await expect(status).toBeVisible();
  const firstArticle = await page.getByRole('article').first().getAttribute('aria-label');
  const pager = page.getByRole('navigation', { name: 'Páginas de artículos' });
  await pager.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /artículos · página 2 de/ })).toBeInViewport();
  await expect(page.getByRole('article').first()).not.toHaveAttribute('aria-label', firstArticle ?? '');
  await expect(page.getByRole('article').first()).toBeInViewport();
  await expect(pager).not.toBeInViewport();
});

test('the next page of batteries (tyres and lubricants share its pager) is read from the top of the list, at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin');
  await page.goto('/baterias?voltaje=12');
  await expect(page.getByRole('status').filter({ hasText: /artículos de .* · página 1 de/ })).toBeVisible();
  const firstArticle = await page.getByRole('article').first().getAttribute('aria-label');
  const pager = page.getByRole('navigation', { name: 'Páginas de resultados' });
  await pager.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByRole('status').filter({ hasText: /artículos de .* · página 2 de/ })).toBeInViewport();
  await expect(page.getByRole('article').first()).not.toHaveAttribute('aria-label', firstArticle ?? '');
  await expect(page.getByRole('article').first()).toBeInViewport();
  await expect(pager).not.toBeInViewport();
});

test('a brand’s price updates show the new prices and both differences at 1440, 768 and 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await openFrenosIbericos(page);
  await page.getByRole('navigation', { name: 'Menú de Frenos Ibéricos' }).getByRole('link', { name: 'Actualizaciones', exact: true }).click();
  await page.getByRole('button', { name: 'Fechas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fechas de actualización' });
  const complete = dialog.locator('details[data-type="C"]');
  await complete.locator('summary').first().click();
  await complete.locator('details[open] button[aria-pressed]').first().click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Referencias actualizadas' });
  const box = page.getByRole('region', { name: 'Referencias actualizadas' });
  const figures = {
    1440: ['Referencia', 'Descripción', 'Subfamilia', 'PVP', 'Dif. PVP', 'Neto', 'Dif. neto', 'Vigencia'],
    768: ['Referencia', 'PVP', 'Dif. PVP', 'Neto', 'Dif. neto', 'Vigencia'],
    375: ['Referencia', 'PVP', 'Neto'],
  };
  for (const [w, headers] of Object.entries(figures).reverse()) {
    await page.setViewportSize({ width: Number(w), height: 900 });
    // The headers only (a sortable one carries ↕, ▲ or ▼).
    await expect(table.getByRole('columnheader')).toHaveText(headers.map((h) => new RegExp(`^${h.replace('.', '\\.')}\\s*[▲▼↕]?$`)));
    for (const name of headers)
      expect(await across(table.getByRole('columnheader', { name, exact: true }), box), `${name} at ${w} px`).toMatchObject({ inside: true });
    // Each price over the one before it; each difference in euros over its %, or both on a phone.
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(/€\s*antes [\d.,]+\s€|€\s*[−-]?[\d.,]+\s€ · [−-]?[\d.,]+\s%/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/actualizaciones-${w}.png` });
    expect(await layoutProblems(page, `updates ${w}`)).toEqual([]);
  }
});

test('an order’s lines and the API tokens fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin');
  await page.goto('/pedidos');
  await page
    .getByRole('link', { name: /^Pedido / })
    .first()
    .click();
  const lines = page.getByRole('list', { name: 'Líneas del pedido' });
  await expect(lines.getByRole('listitem').first()).toBeVisible();
  // Units × net, the amount and the total, all inside the screen.
  await expect(lines.getByRole('listitem').first()).toContainText(/\d+ × [\d.,]+\s€/);
  await expect(lines.getByRole('listitem', { name: 'Total' })).toContainText(/Total · \d+ unidad(es)?\s*[\d.,]+\s€/);
  for (const item of await lines.getByRole('listitem').all()) expect(await across(item, page.locator('main'))).toMatchObject({ inside: true });
  expect(await layoutProblems(page, 'order')).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pedido-375.png`, fullPage: true });

  await page.goto('/perfil/acceso-api');
  const form = page.getByRole('form', { name: 'Nuevo token' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Tienda del móvil');
  await form.getByRole('combobox', { name: 'Alcance' }).selectOption('pedidos');
  await form.getByRole('button', { name: 'Crear token' }).click();
  await page.getByRole('button', { name: 'Hecho' }).click();
  const token = page.getByRole('list', { name: 'Tokens de API' }).getByRole('listitem', { name: 'Tienda del móvil' });
  await expect(token).toContainText(/Alcance\s*Pedidos\s*Caduca\s*\d{2}\/\d{2}\/\d{4}/);
  for (const part of await token.locator('dd, strong, button').all()) expect(await across(part, page.locator('main'))).toMatchObject({ inside: true });
  expect(await layoutProblems(page, 'tokens')).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tokens-375.png`, fullPage: true });
});

for (const width of [1440, 375]) {
  test(`the consumption chart at ${width} px names a bar’s month and values, and the disabled year reads the year drawn`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin');
    await page.goto('/consumos');
    const year = page.getByRole('combobox', { name: 'Ejercicio' });
    // Another year chosen for the table: the chart draws its own year, and the selector says which.
    await year.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Gráfico' }).click();
    await expect(year).toBeDisabled();
    const own = page.getByRole('region', { name: 'Consumo propio', exact: true });
    const drawn = /Acumulado (\d{4})/.exec((await own.getByText(/^Acumulado \d{4}$/).textContent()) ?? '')?.[1];
    await expect(year).toHaveValue(drawn ?? 'none');
    // March of the year drawn (the third column of its series): its tooltip names the month and both years' amounts.
    const march = own.locator('.highcharts-series-1 .highcharts-point').nth(2);
    await march.hover();
    const tooltip = own.locator('.highcharts-tooltip');
    await expect(tooltip).toContainText('Marzo');
    await expect(tooltip).toContainText(new RegExp(`${Number(drawn) - 1}: [\\d.]+,\\d{2}\\s€`));
    await expect(tooltip).toContainText(new RegExp(`${drawn}: [\\d.]+,\\d{2}\\s€`));
    // The hovered month's values are also written above the chart, where the keyboard reaches the other months.
    const figures = own.getByRole('group', { name: 'Cifras del mes' });
    await expect(figures).toContainText(new RegExp(`^Marzo${Number(drawn) - 1}: [\\d.]+,\\d{2}\\s€${drawn}: [\\d.]+,\\d{2}\\s€`));
    await figures.getByRole('button', { name: 'Mes siguiente' }).press('Enter');
    await expect(figures).toContainText(/^Abril/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/grafico-${width}.png` });
  });
}

test('the stock list and the shop keep the net, units, Comprar, the + buttons and the total on a phone', async ({ page }) => {
  const reference = '0 986 400 166';
  const levante = 'Autorecambios Levante';
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin');
  await page.goto('/referencias');
  await page.getByRole('form', { name: 'Buscar por referencia' }).getByRole('searchbox', { name: 'Referencia' }).fill(reference);
  await page.keyboard.press('Enter');
  await page
    .getByRole('article', { name: `Bosch ${reference}` })
    .getByRole('button', { name: `Ver stock de ${reference}` })
    .click();
  const stock = page.getByRole('dialog', { name: `Stock de ${reference}` });
  const offer = stock.getByRole('list', { name: 'Socios con stock' }).getByRole('listitem', { name: levante });
  await expect(offer).toContainText(/[\d.,]+\s€.*\d+ unidades/);
  for (const part of await offer.locator(':scope > *').all()) expect(await across(part, stock)).toMatchObject({ inside: true });
  expect(await layoutProblems(page, 'stock')).toEqual([]);
  await offer.getByRole('button', { name: `Comprar · ${levante}` }).click();
  const shop = page.getByRole('dialog', { name: `Comprar a ${levante}` });
  const warehouses = shop.getByRole('list', { name: `Almacenes de ${levante}` });
  await expect(warehouses.getByRole('listitem').first()).toBeVisible();
  for (const more of await shop.getByRole('button', { name: 'Una unidad más' }).all()) expect(await across(more, shop)).toMatchObject({ inside: true });
  await shop.getByRole('button', { name: 'Una unidad más' }).first().click();
  const total = warehouses.getByRole('listitem', { name: 'Total' });
  await expect(total).toContainText(/Total · 1 unidad\s*[\d.,]+\s€/);
  for (const part of await total.locator(':scope > *').all()) expect(await across(part, shop)).toMatchObject({ inside: true });
  expect(await layoutProblems(page, 'shop')).toEqual([]);
});
