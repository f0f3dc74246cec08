import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { sidebar, signIn } from './support';

const SHOTS = process.env.E2E_SHOTS;

/** The rows of a report table after its header, as their text. */
const rows = (page: Page, name: string) => page.getByRole('table', { name }).getByRole('row');

for (const width of [1440, 375]) {
  test.describe(`consumption at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a member reads their consumption, regroups it, opens a supplier and one of its brands', async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto('/consumos');
      await expect(page.getByRole('heading', { level: 1, name: 'Mis Consumos' })).toBeVisible();

      // By supplier: one line per supplier, the member's total and the group's, and the quick view.
      const own = rows(page, 'Consumo propio');
      await expect(own.filter({ hasText: /^TOTAL/ }).first()).toBeVisible();
      await expect(own.filter({ hasText: 'TOTAL GRUPO' })).toHaveCount(1);
      const summary = page.getByLabel('Resumen: Consumo propio');
      // Each figure names the months it adds up: this year so far, the same months of last year, the forecast's pace.
      const thisYear = new Date().getFullYear();
      await expect(summary).toContainText(new RegExp(`Ene(–[A-Z][a-z]{2})? ${thisYear}`));
      await expect(summary).toContainText(new RegExp(`Ene(–[A-Z][a-z]{2})? ${thisYear - 1}`));
      await expect(summary).toContainText(`Previsión ${thisYear} (al ritmo de Ene`);
      await expect(page.getByRole('columnheader', { name: new RegExp(`^Importe Ene(–[A-Z][a-z]{2})? ${thisYear - 1}$`) })).toBeVisible();
      await expect(summary.getByRole('img', { name: /sube|baja|igual/ })).toBeVisible();
      // The country applies to the group's line only, and says so.
      await expect(page.getByRole('combobox', { name: 'País' })).toHaveAccessibleDescription('Se aplica a los consumos del grupo (TOTAL GRUPO)');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/consumos-${width}.png`, fullPage: true });

      // Regrouped by family and subfamily: grouping lines stand out, units mode adds the forecast.
      await page.getByRole('combobox', { name: 'Acumular por' }).selectOption({ label: 'Familia' });
      await page.getByRole('combobox', { name: 'Agrupar' }).selectOption({ label: 'Por subfamilia y marca' });
      await expect(page.getByRole('table', { name: 'Consumo propio' }).locator('[data-tone="group"]').first()).toBeVisible();
      await expect(page.getByRole('table', { name: 'Consumo propio' }).locator('[data-tone="subgroup"]').first()).toBeVisible();
      await page.getByRole('button', { name: 'Unidades' }).click();
      await expect(page.getByRole('columnheader', { name: 'Previsión' })).toBeVisible();

      // The months: March to June only, a smaller total than the whole year's.
      const yearSummary = await summary.textContent();
      await page.getByRole('button', { name: /^Meses:/ }).click();
      const months = page.getByRole('dialog', { name: 'Seleccione los meses' });
      await months.getByRole('button', { name: 'Marzo' }).click();
      await months.getByRole('button', { name: 'Junio' }).click();
      await months.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page.getByRole('button', { name: 'Meses: Marzo – Junio' })).toBeVisible();
      await expect(summary).not.toHaveText(yearSummary ?? '');

      // The export: the lines as a CSV (BOM, ';').
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar CSV' }).click();
      const csv = readFileSync(await (await download).path(), 'utf8');
      expect(csv.startsWith(`\ufeffLínea;Familia;Subfamilia;Marca;Importe Mar–Jun ${thisYear};Importe Mar–Jun ${thisYear - 1};`)).toBe(true);
      expect(csv).toContain('\r\nTotal;');
      // Each line says what it is in words (no wire codes) and units are whole numbers.
      const [header, ...lines] = csv
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .map((l) => l.split(';'));
      const unitColumns = (header ?? []).flatMap((h, i) => (/^Unidades |unidades$/.test(h) ? [i] : []));
      expect(unitColumns).toHaveLength(3);
      for (const cells of lines) {
        expect(['Detalle', 'Subtotal', 'Total', 'Total grupo']).toContain(cells[0]);
        for (const i of unitColumns) expect(cells[i]).toMatch(/^-?\d*$/);
      }
      // The file is named after the grouping and the months, in words (not read as a date), then the day.
      expect((await download).suggestedFilename()).toMatch(
        new RegExp(`^mis-consumos_familiasxsubfamiliaxmarca_mar-jun-${thisYear}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      // A country and a text filter are named too.
      await page.getByRole('combobox', { name: 'País' }).selectOption({ label: 'ESPAÑA' });
      await page.getByRole('searchbox', { name: 'Filtrar' }).fill('Frenos');
      const filtered = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar CSV' }).click();
      expect((await filtered).suggestedFilename()).toMatch(
        new RegExp(`^mis-consumos_familiasxsubfamiliaxmarca_mar-jun-${thisYear}_espana_filtro-frenos-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      await page.getByRole('searchbox', { name: 'Filtrar' }).fill('');
      await page.getByRole('combobox', { name: 'País' }).selectOption({ label: 'Todos los países' });

      // A finished year: the forecast is that year's own total, and says so.
      await page.getByRole('combobox', { name: 'Ejercicio' }).selectOption(String(thisYear - 1));
      await expect(summary).toContainText(`Total ${thisYear - 1} (año cerrado)`);
      await expect(summary).toContainText(`Mar–Jun ${thisYear - 2}`);

      // The chart mode shows the year's months and disables the selectors.
      await page.getByRole('button', { name: 'Gráfico' }).click();
      await expect(page.getByRole('table', { name: 'Consumo propio por mes' })).toBeAttached();
      await expect(page.getByRole('combobox', { name: 'Ejercicio' })).toBeDisabled();
      await expect(page.getByRole('combobox', { name: 'Ejercicio' })).toHaveValue(String(thisYear));
      await page.getByRole('button', { name: 'Tabla' }).click();

      // Back to suppliers: a supplier's name opens its consumption in the supplier's page.
      await page.getByRole('combobox', { name: 'Acumular por' }).selectOption({ label: 'Proveedor' });
      const first = own.getByRole('link').first();
      const supplier = (await first.textContent()) ?? '';
      await first.click();
      await expect(page.getByRole('heading', { level: 2, name: supplier })).toBeVisible();
      await expect(page.getByRole('navigation', { name: `Menú de ${supplier}` }).getByRole('link', { name: 'Consumos' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // On a supplier's page the group total is not shown.
      await expect(own.filter({ hasText: /^TOTAL/ }).first()).toBeVisible();
      await expect(own.filter({ hasText: 'TOTAL GRUPO' })).toHaveCount(0);

      // A brand of the supplier: its consumption and the group's, no text filter and no chart.
      const brands = page.getByRole('combobox', { name: 'Marcas' });
      const brand = (await brands.locator('option').nth(1).textContent()) ?? '';
      await brands.selectOption({ label: brand });
      await expect(page.getByRole('navigation', { name: 'Ruta' })).toContainText(brand);
      await expect(page.getByRole('heading', { name: 'Consumo del grupo' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Filtrar' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Gráfico' })).toHaveCount(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/consumos-marca-${width}.png`, fullPage: true });
    });
  });
}

test('a user without Consumos has no Mis consumos entry and is told so on the page', async ({ page }) => {
  await signIn(page, 'socio');
  await page.goto('/consumos');
  await sidebar(page).getByRole('tab', { name: 'Proveedores' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Mis consumos' })).toHaveCount(0);
  await expect(page.getByText('No tiene permiso para acceder a esta sección')).toBeVisible();
});
