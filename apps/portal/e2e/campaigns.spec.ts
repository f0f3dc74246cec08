import { expect, type Page, test } from '@playwright/test';
import { outbox, signIn } from './support';

// The campaign journey: «Recambios Demo» (admin) creates a campaign, designs its image from a template in
// the designer, sends it to a workshop group — the e-mails land in the outbox with the image — and finds the mailing
// in Mis Envíos; a copy without groups is refused the send, then deleted.

const SHOTS = process.env.E2E_SHOTS;
const NAME = 'Semana de baterias';
const TITLE = 'Baterias Varta al 30';
const COPY = `Copia de ${NAME}`;

/** Accepts the app's popup showing `message`. */
async function acceptPopup(page: Page, message: string | RegExp) {
  const popup = page.getByRole('alertdialog').filter({ hasText: message });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Aceptar' }).click();
  await expect(popup).toBeHidden();
}

test('a member designs a campaign from a template, sends it to a group and sees the mailing', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/promociones/campanas');
  const campaigns = page.getByRole('list', { name: 'Campañas' });
  await expect(campaigns.getByRole('article', { name: 'Oferta de frenos' })).toBeVisible();

  // A new campaign without a name is refused with the spec's text.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva campaña' });
  await form.getByRole('button', { name: 'Aceptar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Debe rellenar todos los campos para añadir la campaña');
  await form.getByRole('textbox', { name: /^Nombre/ }).fill(NAME);
  await form.getByRole('textbox', { name: 'Título', exact: true }).fill(TITLE);
  await form.getByRole('textbox', { name: 'Subtítulo' }).fill('Arranque seguro este invierno');
  await form.getByRole('textbox', { name: 'Descripción' }).fill('Descuento en toda la gama de baterías de 12 V.');
  await form.getByRole('textbox', { name: 'Pie' }).fill('Recambios Demo · 91 234 56 78');
  await form.getByRole('textbox', { name: 'Fecha de inicio' }).fill('1 de diciembre');
  await form.getByRole('textbox', { name: 'Fecha de fin' }).fill('15 de diciembre');

  // The designer: the template 'Oferta del mes', its bound title showing the campaign's title; one text added.
  await form.getByRole('tab', { name: 'Imagen' }).click();
  await expect(form.getByText('La campaña no tiene imagen.')).toBeVisible();
  await form.getByRole('button', { name: 'Diseñar imagen' }).click();
  const designer = page.getByRole('dialog', { name: 'Diseñar imagen' });
  const templates = designer.getByRole('list', { name: 'Plantillas' });
  await expect(templates.getByRole('button', { name: 'Oferta del mes' }).locator('img')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/campaigns-templates.png` });
  await templates.getByRole('button', { name: 'Oferta del mes' }).click();
  const sheet = designer.getByRole('group', { name: 'Página del diseño' });
  await expect(sheet.getByRole('button', { name: new RegExp(`^Texto \\d+: ${TITLE}$`) })).toBeVisible();
  await designer.getByRole('button', { name: 'Añadir texto' }).click();
  const text = designer.getByRole('textbox', { name: 'Texto', exact: true });
  await text.fill('Montaje gratis');
  await expect(sheet.getByRole('button', { name: /^Texto \d+: Montaje gratis$/ })).toBeVisible();
  await designer.getByRole('spinbutton', { name: 'Fila' }).fill('27');
  // Dragged with the mouse, it lands whole cells to the right (zoom 75 %: a cell is 18.75 px).
  const added = sheet.getByRole('button', { name: /^Texto \d+: Montaje gratis$/ });
  const start = await added.boundingBox();
  if (!start) throw new Error('the new text is not on the page');
  await page.mouse.move(start.x + 20, start.y + 10);
  await page.mouse.down();
  await page.mouse.move(start.x + 50, start.y + 10, { steps: 5 });
  await page.mouse.move(start.x + 20 + 4 * 18.75, start.y + 10, { steps: 5 });
  await page.mouse.up();
  await expect(designer.getByRole('spinbutton', { name: 'Columna' })).toHaveValue('6');
  await expect(designer.getByRole('spinbutton', { name: 'Fila' })).toHaveValue('27');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/campaigns-designer.png` });
  await designer.getByRole('button', { name: 'Aceptar' }).click();
  await expect(designer).toBeHidden();
  const preview = form.getByRole('img', { name: `Imagen de la campaña ${NAME}` });
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);

  // The group it goes to, then save.
  await form.getByRole('tab', { name: 'Envío' }).click();
  await form.getByRole('checkbox', { name: 'Clientes habituales' }).check();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/campaigns-form.png` });
  await form.getByRole('button', { name: 'Aceptar' }).click();
  await expect(form).toBeHidden();
  const card = campaigns.getByRole('article', { name: NAME, exact: true });
  await expect(card).toContainText(TITLE);
  await expect(card).toContainText('0 envíos');

  // The saved campaign keeps its image and its design.
  await card.getByRole('button', { name: `Editar ${NAME}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar campaña' });
  await edit.getByRole('tab', { name: 'Imagen' }).click();
  await expect(edit.getByRole('img', { name: `Imagen de la campaña ${NAME}` })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await edit.getByRole('button', { name: 'Diseñar imagen' }).click();
  await designer.getByRole('button', { name: 'Mantener el diseño actual' }).click();
  await expect(sheet.getByRole('button', { name: /^Texto \d+: Montaje gratis$/ })).toBeVisible();
  await designer.getByRole('button', { name: 'Cancelar' }).click();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();

  // The send: started, the e-mails reach the outbox with the campaign's image inline.
  // One click used to mail every workshop at once: it now asks first, with how many workshops and addresses the send reaches, and offers a test e-mail.
  let before = outbox().length;
  await card.getByRole('button', { name: `Enviar por correo ${NAME}` }).click();
  const sendQuestion = page.getByRole('alertdialog', { name: 'Enviar campaña' });
  await expect(sendQuestion).toContainText(new RegExp(`Se enviará a \\d+ talleres? \\((\\d+) direcci(ón|ones) de correo\\) la campaña ${NAME}`));
  const addresses = Number(/\((\d+) direcci/.exec((await sendQuestion.textContent()) ?? '')?.[1]);
  expect(outbox().length).toBe(before);
  await sendQuestion.getByRole('button', { name: 'Enviarme una prueba' }).click();
  await acceptPopup(page, /Se ha enviado una prueba a \S+@/);
  const tests = outbox().slice(before);
  expect(tests).toHaveLength(1);
  expect(tests[0]).toMatch(/^To: .*@recambiosdemo\.es/m);
  expect(tests[0]).toMatch(/Content-ID: <imagen-campana@portal-socios>/i);
  await expect(card).not.toContainText('1 envío');
  before = outbox().length;
  await sendQuestion.getByRole('button', { name: 'Enviar', exact: true }).click();
  await acceptPopup(page, 'El proceso de envío ha sido iniciado');
  // The send reaches exactly the addresses the sendQuestion counted.
  await expect.poll(() => outbox().length, { timeout: 60_000 }).toBe(before + addresses);
  const mails = outbox().slice(before);
  const mail = mails.find((m) => m.includes(TITLE));
  expect(mail, 'an e-mail with the campaign title').toBeDefined();
  expect(mail).toMatch(/Content-Type: image\/png/i);
  expect(mail).toMatch(/Content-ID: <imagen-campana@portal-socios>/i);
  await expect(card).toContainText('1 envío');

  // Mis Envíos: the mailing, and its read-only detail.
  await page.goto('/promociones/envios');
  const mailings = page.getByRole('list', { name: 'Envíos' });
  const row = mailings.getByRole('article', { name: new RegExp(NAME) });
  await expect(row).toContainText(TITLE);
  await row.getByRole('button', { name: new RegExp(`^Ver el envío de ${NAME}`) }).click();
  const detail = page.getByRole('dialog', { name: `Envío: ${TITLE}` });
  await expect(detail.getByRole('definition').filter({ hasText: NAME })).toBeVisible();
  await expect(detail.getByRole('document', { name: 'Contenido del envío' })).toContainText(TITLE);
  // The e-mail as the workshops got it, with its designed image.
  await expect(detail.getByRole('document', { name: 'Contenido del envío' }).getByRole('img', { name: TITLE })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/campaigns-mailing.png` });
  await detail.getByRole('button', { name: 'Aceptar' }).click();

  // Duplicate: the copy has the groups; without them its send is refused; then it is deleted.
  await page.goto('/promociones/campanas');
  await campaigns
    .getByRole('article', { name: NAME, exact: true })
    .getByRole('button', { name: `Duplicar ${NAME}` })
    .click();
  const copy = campaigns.getByRole('article', { name: COPY, exact: true });
  await expect(copy).toBeVisible();
  await copy.getByRole('button', { name: `Editar ${COPY}` }).click();
  const copyForm = page.getByRole('dialog', { name: 'Editar campaña' });
  await copyForm.getByRole('tab', { name: 'Envío' }).click();
  const habitual = copyForm.getByRole('checkbox', { name: 'Clientes habituales' });
  await expect(habitual).toBeChecked();
  await habitual.uncheck();
  await copyForm.getByRole('button', { name: 'Aceptar' }).click();
  await expect(copyForm).toBeHidden();
  const mailsNow = outbox().length;
  await copy.getByRole('button', { name: `Enviar por correo ${COPY}` }).click();
  await acceptPopup(page, 'No hay grupos establecidos para el envío');
  expect(outbox().length).toBe(mailsNow);

  await copy.getByRole('button', { name: `Eliminar ${COPY}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Borrar campaña' });
  await expect(question).toContainText(`Desea borrar ${COPY} ?`);
  await question.getByRole('button', { name: 'Aceptar' }).click();
  await expect(copy).toBeHidden();
  await expect(campaigns.getByRole('article', { name: NAME, exact: true })).toBeVisible();
});

test('on a phone the designer shows the page scaled down', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'admin');
  await page.goto('/promociones/campanas');
  await page.getByRole('button', { name: 'Añadir' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva campaña' });
  await form.getByRole('tab', { name: 'Imagen' }).click();
  await form.getByRole('button', { name: 'Diseñar imagen' }).click();
  const designer = page.getByRole('dialog', { name: 'Diseñar imagen' });
  await designer.getByRole('button', { name: 'Aviso sencillo' }).click();
  const sheet = designer.getByRole('group', { name: 'Página del diseño' });
  await expect(sheet).toBeVisible();
  // Zoom 50 %: the 600 × 800 page is drawn at 300 × 400.
  const box = await sheet.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(300);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/campaigns-designer-375.png` });
});
