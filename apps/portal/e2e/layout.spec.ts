import { expect, type Page, test } from '@playwright/test';
import { expectDashboard, logIn, sidebar, signIn } from './support';

/** The width of the first item of a list compared with the list's: a grid shows several items per row. */
async function firstItemShare(page: Page, list: string): Promise<number> {
  const listBox = await page.getByRole('list', { name: list }).boundingBox();
  const itemBox = await page.getByRole('list', { name: list }).getByRole('listitem').first().boundingBox();
  return (itemBox?.width ?? 0) / (listBox?.width ?? 1);
}

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 740 } });

    test('the news and contacts grids come back whole after a search with no result', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => warnings.push(message.text()));
      await signIn(page, 'admin');
      await page.goto('/noticias');
      // A hard load of a lazy route shows the portal's spinner, with no React Router warning.
      expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
      // The filter is saved per user: start from the default one whatever other journeys left.
      await page.getByRole('button', { name: /^Filtros/ }).click();
      const filters = page.getByRole('dialog', { name: 'Filtros' });
      await filters.getByRole('button', { name: 'Restablecer' }).click();
      await page.keyboard.press('Escape');
      await expect(filters).toBeHidden();
      const news = page.getByRole('list', { name: 'Noticias' });
      await expect(news.getByRole('heading').first()).not.toBeEmpty();
      const share = await firstItemShare(page, 'Noticias');
      const search = page.getByLabel('Buscar noticias');
      await search.fill('zzzqqq');
      await expect(page.getByText('No hay noticias con los filtros seleccionados')).toBeVisible();
      await search.fill('');
      await expect(news.getByRole('heading').first()).toBeVisible();
      await expect(news.getByRole('heading').first()).not.toBeEmpty();
      // The same columns as before the empty result (not one full-width block per row).
      await expect.poll(() => firstItemShare(page, 'Noticias')).toBeCloseTo(share, 2);
      if (width > 1000) expect(share).toBeLessThan(0.5);

      await page.goto('/contactos');
      const contacts = page.getByRole('list', { name: 'Contactos' });
      await expect(contacts.getByRole('article').first()).toBeVisible();
      const contactShare = await firstItemShare(page, 'Contactos');
      const name = page.getByRole('searchbox', { name: 'Buscar por nombre' });
      await name.fill('zzzqqq');
      await name.press('Enter');
      await expect(page.getByText('Ningún contacto coincide con la búsqueda')).toBeVisible();
      await name.fill('');
      await name.press('Enter');
      await expect(contacts.getByRole('article').first()).toBeVisible();
      await expect(contacts.getByRole('article').first()).toContainText('@');
      await expect.poll(() => firstItemShare(page, 'Contactos')).toBeCloseTo(contactShare, 2);
    });

    test('the login and 404 pages end with the footer, and the welcome panel fills the screen above it', async ({ page }) => {
      await page.goto('/login');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('© 2012 -');
      const brand = page.getByRole('region', { name: 'Grupo Ibérico de Recambios' });
      const brandBox = await brand.boundingBox();
      const footerBox = await footer.boundingBox();
      // The dark welcome panel reaches the footer: no empty grey band between them.
      expect(Math.abs((brandBox?.y ?? 0) + (brandBox?.height ?? 0) - (footerBox?.y ?? 0))).toBeLessThan(2);
      await page.goto('/404');
      await expect(page.getByRole('contentinfo')).toContainText('© 2012 -');
    });
  });
}

test.describe('sidebar', () => {
  test('runs the full height of a long page at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 700 });
    await logIn(page, 'admin', 'admin1234');
    await expectDashboard(page);
    await expect(page.getByRole('heading', { name: 'Proveedores favoritos' })).toBeVisible();
    const heights = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Menú principal"]');
      return { column: nav?.parentElement?.getBoundingClientRect().height ?? 0, page: document.documentElement.scrollHeight };
    });
    expect(heights.page).toBeGreaterThan(700);
    expect(heights.column).toBeGreaterThanOrEqual(heights.page - 1);
    await page.mouse.wheel(0, 5_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await sidebar(page).boundingBox();
    // In view from top to bottom after the scroll (sticky), to within a sub-pixel.
    expect(Math.abs(box?.y ?? 99)).toBeLessThan(1);
    expect(Math.abs((box?.height ?? 0) - 700)).toBeLessThan(1);
  });

  test('at 768 px lies over the content when expanded, and a click outside collapses it', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await logIn(page, 'admin', 'admin1234');
    await expectDashboard(page);
    const main = page.getByRole('main');
    const place = async () => {
      const box = await main.boundingBox();
      return { x: box?.x, width: box?.width };
    };
    const before = await place();
    expect(before.x).toBe(70);
    await sidebar(page).getByRole('button', { name: 'Expandir menú' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Noticias' })).toBeVisible();
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBeGreaterThan(200);
    expect(await place()).toEqual(before);
    await page.mouse.click(700, 600);
    await expect(sidebar(page).getByRole('button', { name: 'Expandir menú' })).toBeVisible();
    expect(await place()).toEqual(before);
  });
});

test('each screen opens at its top, and Back returns to where the last one was read', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await logIn(page, 'admin', 'admin1234');
  await expectDashboard(page);
  await sidebar(page).getByRole('link', { name: 'Condiciones entre socios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones entre socios' })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Cargando/ })).toHaveCount(0);
  // Read down the page (the wheel scrolls as far as the page then reaches).
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 2_000);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(100);
  const read = await page.evaluate(() => window.scrollY);
  await sidebar(page).getByRole('link', { name: 'Mis Contactos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Contactos' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones entre socios' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(read / 2);
});
