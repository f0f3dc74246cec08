import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectDashboard, logIn, sidebar, signIn } from './support';

const SHOTS = process.env.E2E_SHOTS;

/** What the directory call answers, in the fields this journey reads. */
interface Member {
  SOC_ID: number;
  SOC_NOMBRE: string;
  SOC_TELEFONO: string | null;
  PUNTOSVENTA: { SOCPV_NOMBRE: string; PUNTOVENTA: string }[];
}

/** The directory as the server lists it (the page's own session cookie reads it). */
async function directory(page: Page): Promise<Member[]> {
  const answer = await page.request.get('/api/Socios/GetListadoTmp');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { valorRetorno: Member[] }).valorRetorno;
}

const counter = (page: Page) => page.getByRole('status').filter({ hasText: /socios?$/ });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Buscar socio' });
/** The directory's items (the cards' own lists of points of sale aside), which carry the list's size. */
const items = (page: Page) => page.getByRole('list', { name: 'Socios' }).locator('[role="listitem"][aria-setsize]');
const card = (page: Page, name: string) => page.getByRole('list', { name: 'Socios' }).getByRole('article', { name, exact: true });

/** Opens a page of the Intranet tab by its address, signed in as admin. */
async function open(page: Page, link: string, path: string): Promise<void> {
  await signIn(page, 'admin');
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

/** No sideways scrolling on the page (phones included). */
async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1440, 375]) {
  test.describe(`member directory at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('searches by name, point of sale and phone, filters by letter, grows the mosaic, downloads the CSV', async ({ page }) => {
      await open(page, 'Socios', '/socios');
      const members = await directory(page);
      const total = members.length;
      expect(total).toBeGreaterThan(40);
      await expect(counter(page)).toHaveText(`${total} socios`);

      // By name, accents and case aside.
      await search(page).fill('autorecambios LEVANTE');
      await expect(counter(page)).toHaveText(`1 de ${total} socios`);
      const levante = card(page, 'Autorecambios Levante');
      await expect(levante).toContainText('2 puntos de venta');
      await expect(levante).toContainText('Autorecambios Levante - Central');
      await expect(levante.getByText('Administrador')).toBeVisible();

      // By the text of a point of sale (its street, postcode and town).
      const other = members.find((m) => m.SOC_NOMBRE !== 'Recambios Demo' && m.PUNTOSVENTA.length > 1)!;
      const place = other.PUNTOSVENTA[1]!.PUNTOVENTA;
      await search(page).fill(place);
      await expect(card(page, other.SOC_NOMBRE)).toBeVisible();
      await expect(card(page, other.SOC_NOMBRE)).toContainText(place);

      // By phone, whatever the spacing: the digits of Recambios Demo's phone, grouped differently.
      const demo = members.find((m) => m.SOC_NOMBRE === 'Recambios Demo')!;
      const digits = (demo.SOC_TELEFONO ?? '').replace(/\D/g, '');
      await search(page).fill(`${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`);
      await expect(card(page, 'Recambios Demo')).toBeVisible();
      const phoneLink = card(page, 'Recambios Demo').getByRole('link', { name: demo.SOC_TELEFONO! });
      await expect(phoneLink).toHaveAttribute('href', `tel:+34${digits}`);

      await search(page).fill('ningún socio se llama así');
      await expect(counter(page)).toHaveText(`0 de ${total} socios`);
      await expect(page.getByText('No hay resultados para la búsqueda')).toBeVisible();
      await search(page).fill('');
      await expect(counter(page)).toHaveText(`${total} socios`);

      // The ABC letters (Ñ among them): R keeps only the members whose name starts with R.
      await expect(page.getByRole('button', { name: 'Ñ', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'R', exact: true }).click();
      const withR = members.filter((m) => /^r/i.test(m.SOC_NOMBRE.trim())).length;
      await expect(counter(page)).toHaveText(`${withR} de ${total} socios`);
      for (const name of await page.getByRole('list', { name: 'Socios' }).getByRole('heading', { level: 2 }).allTextContents()) {
        expect(name.trim().charAt(0).toUpperCase()).toBe('R');
      }
      await page.getByRole('button', { name: 'Limpiar' }).click();
      await expect(counter(page)).toHaveText(`${total} socios`);
      await expectNoOverflow(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/socios-${width}.png`, fullPage: false });

      // The mosaic holds 40 cards, and the next batch when the end of the page comes near.
      await expect(page.getByRole('button', { name: 'Vista de mosaico' })).toHaveAttribute('aria-pressed', 'true');
      const firstItem = items(page).first();
      await expect(firstItem).toHaveAttribute('aria-setsize', '40');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(items(page).last()).toHaveAttribute('aria-setsize', String(total));
      await page.evaluate(() => window.scrollTo(0, 0));
      // The list view holds every member at once.
      await page.getByRole('button', { name: 'Vista de lista' }).click();
      await expect(page.getByRole('button', { name: 'Vista de lista' })).toHaveAttribute('aria-pressed', 'true');
      await expect(firstItem).toHaveAttribute('aria-setsize', String(total));
      await expectNoOverflow(page);

      // listado_socios.csv: UTF-8 with BOM, ';' separated, one line per member shown.
      await page.getByRole('button', { name: 'R', exact: true }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('listado_socios.csv');
      const csv = readFileSync(await file.path(), 'utf8');
      expect(csv.startsWith('\ufeffSocio;CIF;Administrador;Dirección')).toBe(true);
      const lines = csv.trimEnd().split('\r\n');
      expect(lines).toHaveLength(1 + withR);
      expect(lines.slice(1).every((l) => /^"?R/i.test(l))).toBe(true);
    });

    test('the map draws Spain and Portugal without tiles, clusters the members and opens a member from its card', async ({ page }) => {
      await open(page, 'Socios', '/socios');
      await page.getByRole('tab', { name: 'Mapa' }).click();
      await expect(page).toHaveURL(/\/socios\?vista=mapa$/);
      const map = page.getByRole('region', { name: 'Mapa de socios y puntos de venta' });
      await expect(map).toHaveAttribute('data-outlines', 'ready');
      // The country outlines are the map: Spain (ISO 724) and Portugal (620) drawn, the legend beside them.
      await expect(map.locator('path.socios-country-724')).toBeVisible();
      await expect(map.locator('path.socios-country-620')).toHaveCount(1);
      await expect(map.getByText('Punto de venta', { exact: true })).toBeVisible();
      // Madrid at zoom 9 (001 §9): the Madrid members, clustered or alone, are there.
      await expect(map.getByRole('button', { name: /ubicaciones:|\((Socio|Punto de venta)\)$/ }).first()).toBeVisible();

      // 'Ver todos' shows the whole group: clusters across Spain and Portugal.
      await map.getByRole('button', { name: 'Ver todos' }).click();
      const clusters = map.getByRole('button', { name: /^\d+ ubicaciones: / });
      await expect(clusters.first()).toBeVisible();
      const shown = await clusters.evaluateAll((els) => els.reduce((n, el) => n + Number(el.textContent), 0));
      expect(shown).toBeGreaterThan(10);
      // A cluster opens up when clicked: the map zooms in.
      const zoomBefore = await map.locator('.leaflet-proxy').getAttribute('style');
      await clusters.first().click();
      await expect.poll(() => map.locator('.leaflet-proxy').getAttribute('style')).not.toBe(zoomBefore);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/socios-mapa-${width}.png`, fullPage: false });

      // From a card: 'Ver en el mapa' opens the map on the member with its popup.
      await page.getByRole('tab', { name: 'Socios' }).click();
      await search(page).fill('Autorecambios Levante');
      await card(page, 'Autorecambios Levante').getByRole('button', { name: 'Ver en el mapa: Autorecambios Levante' }).click();
      await expect(page).toHaveURL(/\/socios\?vista=mapa$/);
      const popup = map.locator('.leaflet-popup');
      await expect(popup).toContainText('Autorecambios Levante');
      await expect(popup).toContainText('2 puntos de venta');
      await expect(map.getByRole('button', { name: 'Autorecambios Levante (Socio)' })).toBeVisible();
      await expectNoOverflow(page);
    });

    test('conditions between members: the text, the PDF, the Error dialog, and the gate without permission', async ({ page }) => {
      await open(page, 'Condiciones entre socios', '/condicionesEntreSocios');
      await expect(page.getByRole('heading', { level: 2, name: /Pedidos entre socios/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /Devoluciones/ })).toBeVisible();
      await expectNoOverflow(page);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar a PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('condiciones_entre_socios.pdf');
      expect(
        readFileSync(await file.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      // A failed load: the Error dialog, and the page says the text could not be read.
      await page.route('**/api/CondicionesEntreSocios/GetCondicionesEntreSocios', (route) => route.fulfill({ status: 500, body: '' }));
      await page.reload();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Error');
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page.getByText('No ha sido posible cargar las condiciones entre socios')).toBeVisible();
      await page.unroute('**/api/CondicionesEntreSocios/GetCondicionesEntreSocios');

      // A user without the permission sees no entry in the menu and the gate on the page.
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login$/);
      await logIn(page, 'socio', 'socio1234');
      await expectDashboard(page);
      if (width >= 1000) {
        await sidebar(page).getByRole('tab', { name: 'Intranet' }).click();
        await expect(sidebar(page).getByRole('link', { name: 'Socios' })).toBeVisible();
        await expect(sidebar(page).getByRole('link', { name: 'Condiciones entre socios' })).toHaveCount(0);
      }
      await page.goto('/condicionesEntreSocios');
      await expect(page.getByText('No tiene permiso para acceder a esta sección')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Exportar a PDF' })).toHaveCount(0);
    });
  });
}
