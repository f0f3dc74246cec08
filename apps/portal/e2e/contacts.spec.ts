import { expect, type Page, test } from '@playwright/test';
import { type DemoUser, signIn } from './support';

const contactsList = (page: Page) => page.getByRole('list', { name: 'Contactos' });
const count = (page: Page) => page.getByText(/^\d+( de \d+)? contactos$/);

async function openContacts(page: Page, user: DemoUser): Promise<void> {
  await signIn(page, user);
  await page.goto('/contactos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Contactos' })).toBeVisible();
  await expect(page).toHaveURL(/\/contactos$/);
}

async function chooseCsv(page: Page, name: string, text: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

test.use({ viewport: { width: 1440, height: 900 } });

test('creates, edits, filters and deletes a contact, and creates a group', async ({ page }) => {
  await openContacts(page, 'admin');
  await expect(count(page)).toHaveText('8 contactos');

  await page.getByRole('button', { name: 'Nuevo Contacto' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo Contacto' });
  await form.getByLabel('Nombre').fill('Zoe Álvarez');
  await form.getByRole('button', { name: 'Aceptar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Los campos de nombre y email son obligatorios');
  await form.getByLabel('Email').fill('zoe@talleresalvarez.es');
  // Digits only, at most 9; the minus key flips the sign and a negative phone is flagged.
  const phone = form.getByLabel('Teléfono');
  await phone.pressSequentially('96a1234567890');
  await expect(phone).toHaveValue('961234567');
  await phone.press('-');
  await expect(phone).toHaveValue('-961234567');
  await expect(form.getByText('El teléfono no puede ser negativo')).toBeVisible();
  await phone.press('-');
  await expect(phone).toHaveValue('961234567');

  // The group-creation area: a cross while empty, a tick with text.
  await form.getByRole('button', { name: 'Nuevo grupo de contacto' }).click();
  await expect(form.getByRole('button', { name: 'Cancelar el nuevo grupo' })).toBeVisible();
  await form.getByLabel('Nombre del nuevo grupo').fill('Clientes de Valencia');
  await form.getByRole('button', { name: 'Añadir grupo' }).click();
  const popup = page.getByRole('alertdialog');
  await expect(popup).toContainText('Grupo de contacto añadido correctamente');
  await popup.getByRole('button', { name: 'Aceptar' }).click();
  await expect(form.getByLabel('Grupo de contacto')).toHaveValue(/\d+/);
  await expect(form.getByLabel('Grupo de contacto').locator('option:checked')).toHaveText('Clientes de Valencia');

  await form.getByRole('button', { name: 'Aceptar' }).click();
  await expect(form).toBeHidden();
  await expect(count(page)).toHaveText('9 contactos');
  const card = contactsList(page).getByRole('article', { name: 'Zoe Álvarez' });
  await expect(card).toContainText('Grupo: Clientes de Valencia');

  await card.getByRole('button', { name: 'Editar Zoe Álvarez' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Contacto' });
  await expect(edit.getByLabel('Teléfono')).toHaveValue('961234567');
  await edit.getByLabel('Nombre').fill('Zoe Álvarez Gil');
  await edit.getByLabel('Móvil').fill('612345678');
  await edit.getByRole('button', { name: 'Aceptar' }).click();
  await expect(edit).toBeHidden();
  await expect(contactsList(page).getByRole('article', { name: 'Zoe Álvarez Gil' })).toContainText('Móvil: 612345678');

  // Search by name: on the button and on Enter; then the letter filter (multi-select) and its clear button.
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('álvarez');
  await expect(count(page)).toHaveText('9 contactos');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(count(page)).toHaveText('1 de 9 contactos');
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('');
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).press('Enter');
  await expect(count(page)).toHaveText('9 contactos');
  await page.getByRole('button', { name: 'Z', exact: true }).click();
  await expect(count(page)).toHaveText('1 de 9 contactos');
  await page.getByRole('button', { name: 'A', exact: true }).click();
  await expect(count(page)).toHaveText('2 de 9 contactos');
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await expect(count(page)).toHaveText('9 contactos');

  await page.getByRole('button', { name: 'Vista de lista' }).click();
  const row = contactsList(page).getByRole('article', { name: 'Zoe Álvarez Gil' });
  await row.getByRole('button', { name: 'Eliminar Zoe Álvarez Gil' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Desea borrar Zoe Álvarez Gil ?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(count(page)).toHaveText('9 contactos');
  await row.getByRole('button', { name: 'Eliminar Zoe Álvarez Gil' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(count(page)).toHaveText('8 contactos');
  await expect(contactsList(page).getByRole('article', { name: 'Zoe Álvarez Gil' })).toHaveCount(0);
});

test('an import file with one bad line imports nothing and names the line; a good file imports every row', async ({ page }) => {
  await openContacts(page, 'otro');
  await expect(count(page)).toHaveText('8 contactos');
  await page.getByRole('button', { name: 'Importar contactos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar contactos' });
  await expect(dialog).toContainText('Nombre;Email;Teléfono;Móvil;Id grupo');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('PlantillaImportacionContactos.csv');
  const header = (await import('node:fs')).readFileSync((await template.path()) ?? '', 'utf8');
  expect(header).toBe('\ufeffNombre;Email;Teléfono;Móvil;Id grupo\r\n');

  const bad = `${header}Nuria Peña;nuria@recambiospena.es;963111222;;\r\n;sin.nombre@taller.es;;;\r\nÓscar Ruiz;oscar@taller.es;;612000111;\r\n`;
  await chooseCsv(page, 'contactos.csv', bad);
  await expect(dialog.getByRole('list', { name: 'Errores del fichero' })).toHaveText('Línea 3: Los campos de nombre y email son obligatorios');
  await expect(dialog.getByRole('button', { name: /^Importar/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(count(page)).toHaveText('8 contactos');

  await page.getByRole('button', { name: 'Importar contactos' }).click();
  await chooseCsv(page, 'contactos.xlsx', 'x');
  await expect(dialog.getByRole('alert')).toHaveText('Tipo de archivo incorrecto.');
  const rows = Array.from({ length: 120 }, (_, i) => `Taller ${String(i + 1).padStart(3, '0')};taller${i + 1}@red.es;96${String(1000000 + i)};;`);
  await chooseCsv(page, 'talleres.CSV', `${header}${rows.join('\r\n')}\r\n`);
  await expect(dialog.getByRole('status')).toHaveText('120 contactos válidos');
  await expect(dialog.getByRole('table', { name: 'Contactos que se importarán' })).toContainText('taller1@red.es');
  await dialog.getByRole('button', { name: 'Importar 120 contactos' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText('Contactos importados correctamente.');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
  await expect(count(page)).toHaveText('128 contactos');
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('Taller 120');
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).press('Enter');
  await expect(contactsList(page).getByRole('article', { name: 'Taller 120' })).toContainText('taller120@red.es');
});

test('10,000 contacts (a full book): only the rows in view (plus overscan) are in the page, in both views', async ({ page }) => {
  await openContacts(page, 'socio');
  // socio has 8 contacts: 9,992 more fill the book to its limit of 10,000.
  const contactos = Array.from({ length: 9_992 }, (_, i) => ({
    CONT_NOMBRE: `Masivo ${String(i).padStart(5, '0')}`,
    CONT_MAIL: `m${i}@masivo.es`,
    CONT_TELEFONO: null,
    CONT_MOVIL: null,
    CONT_ID_GRUPO_CONTACTO: null,
    Accion: 0,
  }));
  const res = await page.request.post('/api/Usuarios/AltaMasivaContactos', {
    data: { contactos },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(await res.json()).toMatchObject({ ok: true, valorRetorno: 9_992 });
  await page.reload();
  await expect(count(page)).toHaveText('10000 contactos');
  for (const view of ['Vista de lista', 'Vista de tarjetas']) {
    await page.getByRole('button', { name: view }).click();
    const list = contactsList(page);
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const measure = () =>
      list.evaluate((el) => {
        const viewport = el.parentElement as HTMLElement;
        const items = [...el.querySelectorAll('[role="listitem"]')];
        const box = viewport.getBoundingClientRect();
        const visible = items.filter((i) => {
          const r = i.getBoundingClientRect();
          return r.bottom > box.top && r.top < box.bottom;
        }).length;
        return { total: items.length, visible };
      });
    const top = await measure();
    expect(top.total).toBeLessThanOrEqual(top.visible + 20);
    await list.evaluate((el) => {
      const viewport = el.parentElement as HTMLElement;
      viewport.scrollTop = viewport.scrollHeight;
    });
    await expect(list.getByRole('article', { name: 'Masivo 09991' })).toBeVisible();
    const bottom = await measure();
    expect(bottom.total).toBeLessThanOrEqual(bottom.visible + 20);
  }
});
