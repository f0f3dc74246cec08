import { expect, type Page, test } from '@playwright/test';
import { sidebar, signIn } from './support';

const SHOTS = process.env.E2E_SHOTS;

/** Plate → the engine's groups → a group's articles → an OE number's search, at one screen width. */
async function plateJourney(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/referencias');
  await expect(page.getByRole('list', { name: 'Fabricantes principales' }).getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Atrás' })).toBeDisabled();
  // Makers show as logos (their wordmark on their colour), not as initials.
  const vw = page.getByRole('list', { name: 'Fabricantes principales' }).getByRole('link', { name: 'Volkswagen' });
  await expect(vw.getByRole('img', { name: 'Volkswagen' })).toHaveText('VOLKSWAGEN');
  const logo = await vw.getByRole('img').boundingBox();
  expect(logo?.width ?? 0).toBeGreaterThan(100);

  // One vehicle: straight to its groups, with the car breadcrumb instead of the plate box.
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('1234 bbb');
  await page.getByRole('form', { name: 'Buscar por matrícula' }).getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/referencias\/motor\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Vehículo' }).getByRole('link')).toHaveCount(3);
  const groups = page.getByRole('list', { name: 'Grupos de montaje' });
  await expect(groups.getByRole('listitem')).not.toHaveCount(0);

  // The data sheet.
  await page.getByRole('button', { name: 'Ficha del vehículo' }).click();
  const sheet = page.getByRole('dialog', { name: 'Ficha del vehículo' });
  await expect(sheet.getByText('Número TecDoc')).toBeVisible();
  await sheet.getByRole('button', { name: /Cerrar/ }).click();

  // Drill into the brakes and back; a shortcut narrows the first level and can be cancelled.
  const first = await groups.getByRole('listitem').count();
  await page.getByRole('button', { name: 'Abrir Sistema de frenos' }).click();
  await expect(page.getByRole('heading', { name: 'Sistema de frenos' })).toBeVisible();
  await page.getByRole('button', { name: 'Volver al nivel anterior' }).click();
  await expect(groups.getByRole('listitem')).toHaveCount(first);
  await page.getByRole('button', { name: 'Frenos', exact: true }).click();
  await expect(groups.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Cancelar atajo' }).click();
  await expect(groups.getByRole('listitem')).toHaveCount(first);

  // The brakes' articles, grouped by brand, with their details.
  await page.getByRole('link', { name: 'Ver artículos de Sistema de frenos' }).click();
  await expect(page).toHaveURL(/\/referencias\/motor\/\d+\/100$/);
  // The car breadcrumb ends with the assembly group (001 §2.10).
  await expect(page.getByRole('navigation', { name: 'Vehículo' }).getByRole('listitem').last()).toHaveText('Sistema de frenos');
  await expect(page.getByRole('status').filter({ hasText: /artículos · página 1 de/ })).toBeVisible();
  const firstArticle = page.getByRole('article').first();
  await expect(firstArticle.getByText('EAN')).toBeVisible();
  await expect(firstArticle.getByText(/^Neto /)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/articulos-${width}.png`, fullPage: false });

  // An OE number of the article searches for it.
  const oe = firstArticle.getByRole('combobox', { name: 'Buscar referencia OE' });
  const value = await oe.locator('option').nth(1).getAttribute('value');
  await oe.selectOption(value ?? '');
  await expect(page).toHaveURL(new RegExp(`/referencias/${encodeURIComponent(value ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { name: `Referencia ${value}` })).toBeVisible();
  await expect(page.getByRole('article')).not.toHaveCount(0);
}

test('a member finds a car by plate and its brake parts, then searches an OE number (1440 px)', async ({ page }) => {
  await plateJourney(page, 1440);
});

test('the same journey on a phone (375 px)', async ({ page }) => {
  await plateJourney(page, 375);
});

test('a plate with several vehicles asks which one; an unknown plate says so; the tree walks maker → model → engine', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/referencias');
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('0000ZZZ');
  await page.getByRole('form', { name: 'Buscar por matrícula' }).getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('alert')).toHaveText('No se han encontrado vehiculos con la matrícula especificada.');
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('5678CCC');
  await page.getByRole('form', { name: 'Buscar por matrícula' }).getByRole('button', { name: 'Buscar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vehículos con la matrícula 5678CCC' });
  await expect(dialog.getByRole('row')).toHaveCount(3);
  await dialog.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/referencias\/motor\/\d+$/);

  // The sidebar names the area as the spec does: 'Referencias' in the tab 'Referencias' (000 §2 Sidebar).
  await sidebar(page).getByRole('tab', { name: 'Referencias' }).click();
  await sidebar(page).getByRole('link', { name: 'Referencias', exact: true }).click();
  await expect(page).toHaveURL(/\/referencias$/);
  await page
    .getByRole('radio', { name: 'Todos (A–Z)' })
    .or(page.getByRole('button', { name: 'Todos (A–Z)' }))
    .click();
  await page.getByRole('searchbox', { name: 'Buscar fabricante' }).fill('volks');
  await page.getByRole('list', { name: 'Todos los fabricantes' }).getByRole('link', { name: 'Volkswagen' }).click();
  await expect(page).toHaveURL(/\/referencias\/buscador\/\d+$/);
  // The car breadcrumb shows on every buscador path, from the maker on (001 §2.10).
  const crumbs = page.getByRole('navigation', { name: 'Vehículo' });
  await expect(crumbs.getByRole('link')).toHaveText(['Volkswagen']);
  const models = page.getByRole('table', { name: 'Modelos' });
  await page.getByRole('searchbox', { name: 'Filtrar modelos' }).fill('golf');
  const model = (await models.getByRole('link').first().textContent()) ?? '';
  await models.getByRole('link').first().click();
  await expect(crumbs.getByRole('link')).toHaveText(['Volkswagen', model.trim()]);
  const engines = page.getByRole('table', { name: 'Motores' });
  await expect(engines.getByRole('columnheader', { name: 'Código' })).toBeVisible();
  await engines.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/referencias\/buscador\/\d+\/\d+\/\d+$/);
  await expect(page.getByRole('list', { name: 'Grupos de montaje' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(crumbs.getByRole('link')).toHaveCount(3);
  await page.getByRole('link', { name: 'Ver artículos de Sistema de frenos' }).click();
  await expect(crumbs.getByRole('listitem').last()).toHaveText('Sistema de frenos');
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page).toHaveURL(/\/referencias\/buscador\/\d+\/\d+\/\d+$/);
  // Back goes up one page at a time.
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page).toHaveURL(/\/referencias\/buscador\/\d+\/\d+$/);
});

test('a VIN opens its car; the car is then among the recent vehicles; a reference is found from the header search', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/referencias');
  const vinForm = page.getByRole('form', { name: 'Buscar por VIN' });
  await vinForm.getByRole('textbox', { name: 'VIN' }).fill('VF1ABC');
  await vinForm.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('alert')).toContainText('El VIN no es válido');

  // The chassis number of the demo plate's car, as the plate search answers it.
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const plate = (await (await page.request.get('/api/Matriculas/GetVehiculos/1234BBB', { headers })).json()) as {
    ListaVehiculos: { Id: number; Bastidor: string }[];
  };
  const car = plate.ListaVehiculos[0]!;
  await vinForm.getByRole('textbox', { name: 'VIN' }).fill(car.Bastidor.toLowerCase());
  await vinForm.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`/referencias/motor/${car.Id}$`));
  await expect(page.getByRole('list', { name: 'Grupos de montaje' }).getByRole('listitem')).not.toHaveCount(0);

  // Back on the makers page the car is one choice away.
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page).toHaveURL(/\/referencias$/);
  const recent = page.getByRole('combobox', { name: 'Vehículos recientes' });
  await expect(recent.locator('option').nth(1)).toHaveAttribute('value', String(car.Id));
  await recent.selectOption(String(car.Id));
  await expect(page).toHaveURL(new RegExp(`/referencias/motor/${car.Id}$`));

  // The header's search lists catalogue references; choosing one opens its search.
  const articles = (await (await page.request.get(`/api/Tecdoc/GetArticlesByMotorAndNodo/${car.Id}/100`, { headers })).json()) as {
    valorRetorno: { articleNoField: string }[];
  };
  const reference = articles.valorRetorno[0]!.articleNoField;
  await page.getByRole('combobox', { name: 'Buscar en el portal' }).fill(reference);
  const option = page.getByRole('group', { name: 'Referencias' }).getByRole('option').first();
  await expect(option).toContainText(reference);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/referencias/${encodeURIComponent(reference).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('article')).not.toHaveCount(0);
});
