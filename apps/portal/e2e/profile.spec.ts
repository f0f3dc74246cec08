import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type DemoUser, expectDashboard, logIn, sidebar, signIn } from './support';

const SHOTS = process.env.E2E_SHOTS;

/** A 1×1 PNG: a real image for the logo upload (the server checks the content, not only the extension). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A form field by its label, with or without the required mark. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

const profileTabs = (page: Page) => page.getByRole('tablist', { name: 'Secciones de Mi Perfil' });

/** Opens the sidebar on a phone (it is hidden behind the menu button there). */
async function openMenu(page: Page, width: number): Promise<void> {
  if (width < 768) await page.getByRole('button', { name: 'Menú', exact: true }).click();
}

/** Logs in and opens 'Mi Perfil' from the sidebar. */
async function openProfile(page: Page, width: number, user: string, pwd = `${user}1234`): Promise<void> {
  await logIn(page, user, pwd);
  await expectDashboard(page);
  await openMenu(page, width);
  await sidebar(page).getByRole('link', { name: 'Mi Perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
}

/** Opens 'Mi Perfil' by its address, signed in as a demo user. */
async function openOwnProfile(page: Page, user: DemoUser): Promise<void> {
  await signIn(page, user);
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
}

/** Accepts the app's popup after checking its text (success or error dialogs). */
async function acceptPopup(page: Page, text: string | RegExp, title?: string): Promise<void> {
  const popup = page.getByRole('alertdialog');
  await expect(popup).toContainText(text);
  if (title) await expect(popup).toContainText(title);
  await popup.getByRole('button', { name: 'Aceptar' }).click();
  await expect(popup).toBeHidden();
}

async function logOut(page: Page, width: number): Promise<void> {
  await openMenu(page, width);
  await sidebar(page).getByRole('link', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Nothing on the page is wider than the screen. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1440, 375]) {
  test.describe(`profile at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Names of what each run creates, so that the two widths do not meet in the same database.
    const login = `marta${width}`;
    const fullName = `Marta ${width} Ibáñez Sol`;
    const pointName = `Taller Getafe ${width}`;

    test('an account administrator adds a user with some permissions; that user sees only those; the log shows it', async ({ page }) => {
      await openOwnProfile(page, 'admin');
      await profileTabs(page).getByRole('tab', { name: 'Usuarios' }).click();
      await expect(page).toHaveURL(/\/perfil\/usuarios$/);
      await page.getByRole('button', { name: 'Nuevo usuario' }).click();
      const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
      await form.getByRole('button', { name: 'Aceptar' }).click();
      await expect(form.getByText('Introduzca nombre')).toBeVisible();
      await expect(form.getByText('Introduzca usuario')).toBeVisible();
      await expect(form.getByText('Introduzca una contraseña válida')).toBeVisible();

      await field(form, 'Nombre').fill(`Marta ${width}`);
      await form.getByLabel('Apellidos').fill('Ibáñez Sol');
      await field(form, 'Correo electrónico').fill(`${login}@recambiosdemo.es`);
      await field(form, 'Usuario').fill(login);
      await field(form, 'Contraseña').fill('Marta-Recambios-2026');
      await field(form, 'Repita la contraseña').fill('Marta-Recambios-2026');
      const permissions = form.getByRole('group', { name: 'Permisos' });
      await permissions.getByRole('checkbox', { name: 'Noticias' }).check();
      await permissions.getByRole('checkbox', { name: 'Consumos' }).check();
      await form.getByRole('button', { name: 'Aceptar' }).click();
      await acceptPopup(page, 'Usuario añadido con éxito');
      await expect(form).toBeHidden();
      const line = page.getByRole('list', { name: 'Usuarios del socio' }).getByRole('listitem', { name: fullName });
      await expect(line).toContainText(`Usuario: ${login}`);

      // The login name is unique: a second user with it is refused with the server's text, in the Error dialog.
      await page.getByRole('button', { name: 'Nuevo usuario' }).click();
      await field(form, 'Nombre').fill('Otra');
      await field(form, 'Correo electrónico').fill(`otra${width}@recambiosdemo.es`);
      await field(form, 'Usuario').fill(login.toUpperCase());
      await field(form, 'Contraseña').fill('Otra-Recambios-2026');
      await field(form, 'Repita la contraseña').fill('Otra-Recambios-2026');
      await form.getByRole('button', { name: 'Aceptar' }).click();
      await acceptPopup(page, 'Ya existe un usuario con ese nombre de usuario.', 'Error');
      await form.getByRole('button', { name: 'Cancelar' }).click();

      // Edit: Consumos off, Tarifas on.
      await line.getByRole('button', { name: `Editar ${fullName}` }).click();
      const edit = page.getByRole('dialog', { name: `Editar ${fullName}` });
      await expect(edit.getByRole('checkbox', { name: 'Consumos' })).toBeChecked();
      await edit.getByRole('checkbox', { name: 'Consumos' }).uncheck();
      await edit.getByRole('checkbox', { name: 'Tarifas', exact: true }).check();
      await edit.getByRole('button', { name: 'Aceptar' }).click();
      await acceptPopup(page, 'Usuario modificado con éxito');

      // The audit log: the new user and the permission changes, exported as CSV and Excel.
      await profileTabs(page).getByRole('tab', { name: 'Registro de cambios' }).click();
      const log = page.getByRole('table', { name: 'Registro de cambios' });
      await expect(log.getByRole('row').filter({ hasText: fullName }).filter({ hasText: 'Alta' }).first()).toBeVisible();
      await expect(log.getByRole('row').filter({ hasText: fullName }).filter({ hasText: 'Modificación' }).first()).toBeVisible();
      await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill(`Marta ${width}`);
      await page.getByRole('searchbox', { name: 'Buscar en el registro' }).press('Enter');
      await expect(log.locator('tbody tr').filter({ hasNotText: fullName })).toHaveCount(0);
      await expect(log.locator('tbody tr').first()).toContainText(fullName);
      const csvDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar CSV' }).click();
      const csv = await csvDownload;
      expect(csv.suggestedFilename()).toBe('registro_cambios.csv');
      expect(readFileSync(await csv.path(), 'utf8')).toContain(fullName);
      const xlsxDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar Excel' }).click();
      const xlsx = await xlsxDownload;
      expect(xlsx.suggestedFilename()).toBe('registro_cambios.xlsx');
      expect(
        readFileSync(await xlsx.path())
          .subarray(0, 2)
          .toString('latin1'),
      ).toBe('PK');
      await expectNoSideScroll(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/perfil-registro-${width}.png`, fullPage: true });

      // The new user sees only what it was given, and no administration tabs.
      await logOut(page, width);
      await openProfile(page, width, login, 'Marta-Recambios-2026');
      await expect(profileTabs(page).getByRole('tab')).toHaveText(['Mis datos', 'Socio', 'Puntos de venta', 'Acceso API']);
      await openMenu(page, width);
      await sidebar(page).getByRole('tab', { name: 'Intranet' }).click();
      await expect(sidebar(page).getByRole('link', { name: 'Noticias' })).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'Documentos' })).toHaveCount(0);
      await sidebar(page).getByRole('tab', { name: 'Proveedores' }).click();
      await expect(sidebar(page).getByRole('link', { name: 'Actualizaciones' })).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'Mis consumos' })).toHaveCount(0);
      await page.goto('/perfil');

      // Back as the administrator: deleting asks first, and the user is gone.
      await logOut(page, width);
      await openProfile(page, width, 'admin');
      await profileTabs(page).getByRole('tab', { name: 'Usuarios' }).click();
      await expect(page.getByRole('listitem', { name: fullName })).toBeVisible();
      await page.getByRole('button', { name: `Borrar ${fullName}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Borrar usuario' });
      await expect(confirm).toContainText(`Desea borrar ${fullName} ?`);
      await confirm.getByRole('button', { name: 'Aceptar' }).click();
      await acceptPopup(page, 'Usuario borrado con éxito');
      await expect(page.getByRole('listitem', { name: fullName })).toHaveCount(0);
    });

    test('a user without account administration sees no Usuarios tab and the company read-only', async ({ page }) => {
      await openOwnProfile(page, 'socio');
      await expect(profileTabs(page).getByRole('tab')).toHaveText(['Mis datos', 'Socio', 'Puntos de venta', 'Acceso API']);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/perfil-mis-datos-${width}.png`, fullPage: true });
      // An administration tab's address falls back to 'Mis datos'.
      await page.goto('/perfil/usuarios');
      await expect(profileTabs(page).getByRole('tab', { name: 'Mis datos' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('group', { name: 'Permisos' })).toHaveCount(0);
      await profileTabs(page).getByRole('tab', { name: 'Socio' }).click();
      await expect(page.getByRole('textbox', { name: 'Nombre del socio' })).toHaveValue('Recambios Demo');
      await expect(page.getByRole('textbox', { name: 'Nombre del socio' })).not.toBeEditable();
      await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
      await profileTabs(page).getByRole('tab', { name: 'Puntos de venta' }).click();
      await expect(page.getByRole('list', { name: 'Puntos de venta' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Nuevo punto de venta' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Borrar / })).toHaveCount(0);
      await expectNoSideScroll(page);

      // One's own photo: saved without a password change (no new login needed), shown from the server afterwards.
      await profileTabs(page).getByRole('tab', { name: 'Mis datos' }).click();
      await page.locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await acceptPopup(page, 'Usuario modificado con éxito', 'Mi Perfil');
      await page.reload();
      await expect(page.getByRole('img', { name: 'Foto actual' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Foto actual' })).toHaveJSProperty('naturalWidth', 1);
    });

    test('a reload while the session is still being refreshed after a save keeps the user logged in', async ({ page }) => {
      await openOwnProfile(page, 'admin');
      // The refresh that follows the save is cancelled as the page is being left (a user's reload while a long
      // configuration — a full contact book — still arrives): the browser may cancel it before 'pagehide'. A cancelled
      // check is not a failed one, so the reloaded page is still logged in.
      let cancelled = false;
      await page.route('**/api/Login/EnSession', async (route) => {
        await page.evaluate(() => window.dispatchEvent(new Event('beforeunload')));
        await route.abort('aborted');
        cancelled = true;
      });
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await acceptPopup(page, 'Usuario modificado con éxito', 'Mi Perfil');
      await expect.poll(() => cancelled).toBe(true);
      // Once the page has taken the cancellation (the next task), it is still logged in.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
      expect(await page.evaluate(() => localStorage.getItem('isLogged'))).toBe('true');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Usuario/ })).toHaveValue('admin');
    });

    test('own password change: a wrong current password is refused; the right one logs out and in again', async ({ page }) => {
      const newPwd = `Levante-Nueva-${width}`;
      await openProfile(page, width, 'otro');
      await page.getByLabel('Nueva contraseña').fill(newPwd);
      await page.getByLabel('Repita la contraseña').fill(newPwd);
      await page.getByLabel('Contraseña actual').fill('no-es-esta');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await acceptPopup(page, 'La contraseña introducida no coincide con la actual', 'Contraseña erronea');

      // The page logs in again with the new password; that login is held here until the user has clicked Salir.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked!: () => void;
      const relogin = new Promise<void>((resolve) => {
        asked = resolve;
      });
      await page.route('**/api/Login/Validar', async (route) => {
        asked();
        await held;
        await route.continue();
      });
      await page.getByLabel('Contraseña actual').fill('otro1234');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await acceptPopup(page, 'Usuario modificado con éxito');
      await expect(page).toHaveURL(/\/perfil$/);
      await expect(field(page, 'Usuario')).toHaveValue('otro');
      await relogin;

      // Salir before that login has answered: when it answers, its session is ended and the user stays logged out.
      await logOut(page, width);
      const ended = page.waitForRequest('**/api/Login/SalirAplicacion');
      release();
      await ended;
      await page.unrouteAll({ behavior: 'wait' });
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('isLogged'))).toBe('false');

      // The old password no longer opens a session; the new one does.
      await logIn(page, 'otro', 'otro1234');
      await expect(page.getByRole('alert')).toBeVisible();
      await openProfile(page, width, 'otro', newPwd);

      // Back to the demo password for the next run.
      await page.getByLabel('Nueva contraseña').fill('otro1234');
      await page.getByLabel('Repita la contraseña').fill('otro1234');
      await page.getByLabel('Contraseña actual').fill(newPwd);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await acceptPopup(page, 'Usuario modificado con éxito');
    });

    test('an account administrator adds, edits and deletes a point of sale and edits the company', async ({ page }) => {
      await openOwnProfile(page, 'admin');
      await profileTabs(page).getByRole('tab', { name: 'Puntos de venta' }).click();
      await expect(page).toHaveURL(/\/perfil\/puntos-venta$/);
      await page.getByRole('button', { name: 'Nuevo punto de venta' }).click();
      const form = page.getByRole('dialog', { name: 'Nuevo punto de venta' });
      await form.getByRole('button', { name: 'Aceptar' }).click();
      await expect(form.getByText('Introduzca el nombre del punto de venta')).toBeVisible();
      // The map draws the country outlines (no tile server here) and puts the pin where asked: the fields follow.
      const map = form.getByRole('region', { name: 'Ubicación del punto de venta en el mapa' });
      await expect(map).toHaveAttribute('data-outlines', 'ready');
      await map.getByRole('button', { name: 'Marcar el centro del mapa' }).click();
      await expect(form.getByLabel('Latitud')).toHaveValue(/^40,41\d+$/);
      await expect(form.getByLabel('Longitud')).toHaveValue(/^-3,70\d+$/);
      // A pin placed by typing its town: the answers name their province, the pin and the fields go there, and the
      // map shows the town's name on the offline base map.
      await form.getByLabel('Buscar población').fill('a');
      await form.getByLabel('Buscar población').press('Enter');
      await expect(form.getByText('Escriba al menos 2 letras de la población.')).toBeVisible();
      await form.getByLabel('Buscar población').fill('getafe');
      await form.getByLabel('Buscar población').press('Enter');
      await form.getByRole('group', { name: 'Poblaciones encontradas' }).getByRole('button', { name: 'Getafe (Madrid)' }).click();
      await expect(form.getByLabel('Latitud')).toHaveValue(/^40,30\d+$/);
      await expect(form.getByLabel('Longitud')).toHaveValue(/^-3,73\d+$/);
      await expect(map.locator('.socios-map-label span', { hasText: /^Getafe$/ })).toBeVisible();
      await expect(map).toContainText('© IGN España');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/perfil-punto-venta-${width}.png` });
      await field(form, 'Nombre').fill(pointName);
      await form.getByLabel('Dirección').fill('Calle Madrid 12');
      await form.getByLabel('Población', { exact: true }).fill('Getafe');
      await form.getByLabel('Provincia').fill('Madrid');
      await form.getByLabel('Latitud').fill('40,3057');
      await form.getByLabel('Longitud').fill('-3,7329');
      await form.getByRole('button', { name: 'Aceptar' }).click();
      await acceptPopup(page, 'Punto de venta añadido con éxito');
      const card = page.getByRole('list', { name: 'Puntos de venta' }).getByRole('listitem', { name: pointName });
      await expect(card).toContainText('Calle Madrid 12, Getafe, Madrid');
      await expect(card).toContainText('Situado en el mapa');
      await expect(card).toContainText('Teléfono: Sin especificar');

      await card.getByRole('button', { name: `Editar ${pointName}` }).click();
      const edit = page.getByRole('dialog', { name: `Editar ${pointName}` });
      await expect(edit.getByLabel('Latitud')).toHaveValue('40,3057');
      await edit.getByLabel('Teléfono').fill('916951234');
      await edit.getByRole('button', { name: 'Aceptar' }).click();
      await acceptPopup(page, 'Punto de venta modificado con éxito');
      await expect(card).toContainText('Teléfono: 916951234');

      await card.getByRole('button', { name: `Borrar ${pointName}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Borrar punto de venta' });
      await expect(confirm).toContainText(`Desea borrar ${pointName} ?`);
      await confirm.getByRole('button', { name: 'Aceptar' }).click();
      await acceptPopup(page, 'Punto de venta borrado con éxito');
      await expect(card).toHaveCount(0);
      await expectNoSideScroll(page);

      // The company: a new administrator name and a logo.
      await profileTabs(page).getByRole('tab', { name: 'Socio' }).click();
      await page.getByLabel('Administrador').fill(`Ana García ${width}`);
      await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('Fichero seleccionado: logo.png')).toBeVisible();
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await acceptPopup(page, 'Socio modificado con éxito', 'Socio');
      await page.reload();
      await expect(page.getByLabel('Administrador')).toHaveValue(`Ana García ${width}`);
      await expect(page.getByRole('img', { name: 'Logotipo actual' })).toBeVisible();
    });
  });
}
