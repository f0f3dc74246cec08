import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

const studyTabs = (page: Page) => page.getByRole('tablist', { name: 'Secciones del estudio' });

async function openStudy(page: Page, name: string): Promise<void> {
  await signIn(page, 'admin');
  await page.goto('/estudiosMercado');
  await expect(page.getByRole('heading', { level: 1, name: 'Estudios de mercado' })).toBeVisible();
  await page.getByRole('button', { name }).click();
}

test.describe('market studies', () => {
  test('a member picks a study, leaves a brand out, simulates a discount and downloads the CSV', async ({ page }) => {
    await openStudy(page, 'Amortiguadores');
    await expect(page.getByText('Marca a comparar:')).toHaveText('Marca a comparar: Monroe (Suspensiones del Norte)');
    for (const brand of ['KYB', 'Sachs', 'Febi Bilstein']) await expect(page.getByRole('checkbox', { name: `Incluir ${brand}` })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Incluir Sachs' }).uncheck();
    await page.getByRole('button', { name: 'Visualizar estudio' }).click();

    await expect(page.getByRole('heading', { name: 'Estudio de mercado de: Monroe contra KYB, Febi Bilstein' })).toBeVisible();
    const tiers = page.getByRole('table', { name: 'Comparativa de precios por tramos' });
    await expect(tiers).toBeVisible({ timeout: 20_000 });
    await expect(tiers.getByRole('row', { name: /Sachs/ })).toHaveCount(0);
    const monroe = tiers.getByRole('row', { name: /^Monroe/ });
    await expect(monroe).toContainText(/\d,\d{2}\s%/);
    const before = await monroe.textContent();

    await studyTabs(page).getByRole('tab', { name: 'Descuentos' }).click();
    const input = page.getByRole('textbox', { name: 'Descuento comercial de Monroe' });
    await input.fill('25');
    const after = page.getByRole('table', { name: 'Comparativa de precios por tramos' }).getByRole('row', { name: /^Monroe/ });
    await expect(after).not.toHaveText(before ?? '');
    await expect(page.getByRole('region', { name: 'Monroe' })).toContainText(/Descuento sobre NETO\s*2\d,\d{2}\s%/);

    await studyTabs(page).getByRole('tab', { name: 'Referencias' }).click();
    const table = page.getByRole('table', { name: 'Referencias del estudio' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Sachs', exact: true })).toHaveCount(0);
    // The rows come from the server a batch at a time: scrolling to the end of the loaded ones asks for the next.
    const count = page.getByText(/^[\d.]+ referencias · [\d.]+ cargadas$/);
    await expect(count).toContainText('· 200 cargadas');
    const firstCell = () => table.getByRole('row').nth(1).getByRole('cell').nth(2);
    await page.getByRole('region', { name: 'Referencias del estudio' }).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(count).toContainText('· 400 cargadas');
    // Sorted by the server: the smallest reference first, then the largest.
    const header = table.getByRole('columnheader', { name: /Referencia/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(count).toContainText('· 200 cargadas');
    const smallest = await firstCell().textContent();
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCell()).not.toHaveText(smallest ?? '');
    expect([smallest, await firstCell().textContent()].sort((a, b) => (a ?? '').localeCompare(b ?? ''))[0]).toBe(smallest);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('estudio_mercado_Amortiguadores_Monroe_KYB_Febi Bilstein.csv');
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Línea;Marca;Referencia;PVP;Neto;Neto calculado;Porcentaje;Acumulado;Tramo;A;C');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const first = lines[1]?.split(';') ?? [];
    expect(first[1]).toBe('Monroe');
    expect(first[3]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(first[10]).toMatch(/^\d+,\d{8}$/);
    expect(text).not.toContain('Sachs');
  });

  test('the summary prints as a clean layout in a new window', async ({ page, context }) => {
    await openStudy(page, 'Baterías de arranque');
    await page.getByRole('button', { name: 'Visualizar estudio' }).click();
    await expect(page.getByRole('table', { name: 'Comparativa de precios por tramos' })).toBeVisible({ timeout: 20_000 });
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Descargar PDF' }).click()]);
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(/^Estudio de mercado de: Varta contra /);
    await expect(popup.getByRole('table', { name: 'Comparativa de precios por tramos' })).toContainText(/\d,\d{2}\s%/);
    await expect(popup.getByRole('table', { name: /Consumos de la subfamilia/ })).toContainText('TOTAL SUBFAMILIA');
    expect(await popup.locator('script').count()).toBe(0);
  });

  test('Seleccionar otro goes back to the list and Seleccionar nuevo estudio resets everything', async ({ page }) => {
    await openStudy(page, 'Bujías de encendido');
    await page.getByRole('button', { name: 'Seleccionar otro' }).click();
    await expect(page.getByRole('heading', { name: 'Estudios disponibles' })).toBeVisible();
    await page.getByRole('button', { name: 'Actualizar lista de estudios' }).click();
    await page.getByRole('button', { name: 'Bujías de encendido' }).click();
    await page.getByRole('button', { name: 'Visualizar estudio' }).click();
    await studyTabs(page).getByRole('tab', { name: 'Descuentos' }).click({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Champion' })).toContainText('No se encontró fórmula.');
    await page.getByRole('button', { name: 'Seleccionar nuevo estudio' }).click();
    await expect(page.getByRole('heading', { name: 'Estudios disponibles' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pasos del estudio de mercado' }).locator('[aria-current="step"]')).toContainText('Seleccionar estudio');
  });

  test('socio, without Estudios, gets the gating message and the server refuses the calls', async ({ page }) => {
    await signIn(page, 'socio');
    await page.goto('/estudiosMercado');
    await expect(page.getByText('No tiene permiso para acceder a esta sección')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actualizar lista de estudios' })).toHaveCount(0);
    const res = await page.request.get('/api/EstudiosMercado/GetEstudios', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(res.status()).toBe(403);
  });
});
