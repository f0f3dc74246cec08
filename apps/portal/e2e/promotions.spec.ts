import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { sidebar, signIn } from './support';

const SHOTS = process.env.E2E_SHOTS;

const groupCount = (page: Page) => page.getByText(/^\d+( de \d+)? grupos?$/);
const workshopCount = (page: Page) => page.getByText(/^\d+( de \d+)? talleres?$/);
const workshopList = (page: Page) => page.getByRole('list', { name: 'Talleres', exact: true });
const groupList = (page: Page) => page.getByRole('list', { name: 'Grupos de talleres' });

async function chooseCsv(page: Page, name: string, text: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

/** No sideways scrolling on the page (phones included). */
async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Opens a page of the hub by its tile and waits for its title. */
async function openTile(page: Page, name: string, path: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Mis Promociones' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/promociones/${path}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('without the Promociones permission', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('socio has no Mis Promociones and the address says so', async ({ page }) => {
    await signIn(page, 'socio');
    await page.goto('/promociones/talleres');
    await expect(page.getByText('No tiene permiso para acceder a esta sección')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Mis Promociones' })).toHaveCount(0);
  });
});

test.describe('workshops and groups at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('creates a group, a workshop in it, imports a CSV (a bad line refused, then a good file) and exports', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/promociones');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Promociones' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mis Promociones' }).getByRole('link')).toHaveCount(6);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/hub-1440.png`, fullPage: true });

    // A new group: the name is required, then the group is listed with the workshop ticked.
    await openTile(page, 'Mis grupos de talleres', 'grupos_talleres');
    await expect(groupCount(page)).toHaveText('4 grupos');
    await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
    const groupForm = page.getByRole('dialog', { name: 'Nuevo grupo' });
    await expect(groupForm.getByText(/de 30$/)).toBeVisible();
    await groupForm.getByRole('button', { name: 'Aceptar' }).click();
    await expect(groupForm.getByRole('alert')).toHaveText('Debe rellenar todos los campos para añadir el grupo');
    await groupForm.getByLabel('Nombre').fill('Clientes de Soria');
    await groupForm.getByRole('checkbox').first().check();
    await expect(groupForm.getByText('1 seleccionado de 30')).toBeVisible();
    await groupForm.getByRole('button', { name: 'Aceptar' }).click();
    await expect(groupForm).toBeHidden();
    await expect(groupCount(page)).toHaveText('5 grupos');
    await expect(groupList(page).getByRole('article', { name: 'Clientes de Soria' })).toContainText('1 taller');
    await page.getByRole('button', { name: 'Vista de lista' }).click();
    await expect(groupList(page).getByRole('article', { name: 'Clientes de Soria' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/groups-1440.png`, fullPage: true });

    // A new workshop in that group, through the tabs Datos and Grupos.
    await page.getByRole('navigation', { name: 'Ruta' }).getByRole('link', { name: 'Mis Promociones' }).click();
    await openTile(page, 'Mis Talleres', 'talleres');
    await expect(workshopCount(page)).toHaveText('30 talleres');
    await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo taller' });
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Talleres Zubiri');
    await form.getByLabel('Teléfono', { exact: true }).fill('975 12');
    await form.getByRole('button', { name: 'Aceptar' }).click();
    await expect(form.getByText('El campo Teléfono solo admite números')).toBeVisible();
    await form.getByLabel('Teléfono', { exact: true }).fill('975123456');
    await form.getByLabel('Dirección', { exact: true }).fill('Calle Mayor 3');
    await form.getByLabel('Población').fill('Soria');
    await expect(form.getByLabel('País').locator('option').first()).toHaveText('Seleccione un país');
    await form.getByLabel('País').selectOption({ label: 'ESPAÑA' });
    await form.getByRole('tab', { name: 'Grupos' }).click();
    await form.getByRole('checkbox', { name: 'Clientes de Soria' }).check();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/workshop-form-1440.png` });
    await form.getByRole('button', { name: 'Aceptar' }).click();
    await expect(form).toBeHidden();
    await expect(workshopCount(page)).toHaveText('31 talleres');
    const card = workshopList(page).getByRole('article', { name: 'Talleres Zubiri' });
    await expect(card).toContainText('Calle Mayor 3');
    await card.getByRole('button', { name: 'Editar Talleres Zubiri' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar taller' });
    await expect(edit.getByLabel('Teléfono', { exact: true })).toHaveValue('975123456');
    await edit.getByRole('tab', { name: 'Grupos' }).click();
    await expect(edit.getByRole('checkbox', { name: 'Clientes de Soria' })).toBeChecked();
    await edit.getByRole('button', { name: 'Cancelar' }).click();

    // Search on Enter and on the button; letters, several at once, and the clear button.
    const search = page.getByRole('searchbox', { name: 'Buscar por nombre' });
    await search.fill('zubiri');
    await search.press('Enter');
    await expect(workshopCount(page)).toHaveText('1 de 31 talleres');
    await search.fill('');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(workshopCount(page)).toHaveText('31 talleres');
    await page.getByRole('button', { name: 'Z', exact: true }).click();
    await expect(workshopList(page).getByRole('article', { name: 'Talleres Zubiri' })).toHaveCount(0);
    await page.getByRole('button', { name: 'T', exact: true }).click();
    await expect(workshopList(page).getByRole('article', { name: 'Talleres Zubiri' })).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(workshopCount(page)).toHaveText('31 talleres');

    // The import: the template, a file with a bad line (refused in the browser, the line named), then a good one.
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar talleres' });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('PlantillaImportacionTalleres.csv');
    const header = readFileSync((await template.path()) ?? '', 'utf8');
    expect(header).toMatch(/^\ufeffNombre;Tipo;Contacto;Comercial;Dirección;/);
    const line = (name: string, address: string, phone = '') => `${name};Mecánica;;;${address};42001;Soria;Soria;${phone};;;;;;Alto`;
    await chooseCsv(page, 'talleres.csv', `${header}${line('Taller Duero', 'Calle Real 1')}\r\n${line('Taller Moncayo', '', 'abc')}\r\n`);
    await expect(dialog.getByLabel('País')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('País').selectOption({ label: 'ESPAÑA' });
    const errors = dialog.getByRole('list', { name: 'Errores del fichero' });
    await expect(errors).toContainText('Línea 3: El campo Dirección es obligatorio');
    await expect(errors).toContainText('Línea 3: El campo Teléfono solo admite números');
    await expect(dialog.getByRole('button', { name: /^Importar/ })).toBeDisabled();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/import-errors-1440.png` });
    await chooseCsv(page, 'talleres-bien.csv', `${header}${line('Taller Duero', 'Calle Real 1')}\r\n${line('=1+2 Motor', 'Calle Nueva 2', '975000111')}\r\n`);
    await expect(errors).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Importar 2 talleres' }).click();
    const popup = page.getByRole('alertdialog');
    await expect(popup).toContainText('Talleres importados correctamente');
    await popup.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    await expect(workshopCount(page)).toHaveText('33 talleres');
    await expect(workshopList(page).getByRole('article', { name: 'Taller Duero' })).toBeVisible();

    // The CSV export: the template's columns plus the country; a cell that looks like a formula is neutralised.
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toMatch(/^talleres-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv.startsWith(`${header.trimEnd()};País\r\n`)).toBe(true);
    expect(csv).toContain('Talleres Zubiri;;;;Calle Mayor 3;;Soria;;975123456;;;;;;;ESPAÑA');
    expect(csv).toContain("'=1+2 Motor;");
    expect(csv.trimEnd().split('\r\n')).toHaveLength(34);

    // Delete, after the confirmation (Cancelar first).
    await card.getByRole('button', { name: 'Eliminar Talleres Zubiri' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Desea borrar Talleres Zubiri ?');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(workshopCount(page)).toHaveText('33 talleres');
    await card.getByRole('button', { name: 'Eliminar Talleres Zubiri' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(workshopCount(page)).toHaveText('32 talleres');
    await expect(card).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/workshops-1440.png`, fullPage: true });

    // The group: renamed (50 characters on edit), then deleted after the confirmation.
    await page.goto('/promociones/grupos_talleres');
    await expect(groupCount(page)).toHaveText('5 grupos');
    await groupList(page).getByRole('button', { name: 'Editar Clientes de Soria' }).click();
    const rename = page.getByRole('dialog', { name: 'Editar grupo' });
    await expect(rename.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveAttribute('maxlength', '50');
    await rename.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Clientes de Soria y de la comarca de Tierras Altas');
    await rename.getByRole('button', { name: 'Aceptar' }).click();
    await expect(rename).toBeHidden();
    const renamed = groupList(page).getByRole('article', { name: 'Clientes de Soria y de la comarca de Tierras Altas' });
    await renamed.getByRole('button', { name: /^Eliminar/ }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Desea borrar Clientes de Soria y de la comarca de Tierras Altas ?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(groupCount(page)).toHaveText('4 grupos');
    await expect(renamed).toHaveCount(0);
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hub, the groups and the workshops fit, and the new button says Añadir', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/promociones');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Promociones' })).toBeVisible();
    await expectNoOverflow(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/hub-375.png`, fullPage: true });
    await openTile(page, 'Mis Talleres', 'talleres');
    // The database is the run's: the desktop journey may have added workshops and a group before.
    await expect(workshopCount(page)).toHaveText(/^\d+ talleres$/);
    await expect(page.getByRole('button', { name: 'Añadir', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nuevo', exact: true })).toHaveCount(0);
    await expectNoOverflow(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/workshops-375.png` });
    await page.getByRole('button', { name: 'Vista de lista' }).click();
    await expectNoOverflow(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/workshops-list-375.png` });
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo taller' });
    await expect(form.getByRole('tab', { name: 'Datos' })).toBeVisible();
    await expectNoOverflow(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/workshop-form-375.png` });
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await page.goto('/promociones/grupos_talleres');
    await expect(groupCount(page)).toHaveText(/^\d+ grupos$/);
    await expectNoOverflow(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/groups-375.png`, fullPage: true });
  });
});
