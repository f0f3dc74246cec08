import { expect, test } from '@playwright/test';
import { expectDashboard, logIn, outbox, signIn } from './support';

// The stock purchase journey: «Recambios Demo» (admin) finds the demo brake pads (README), sees which
// members hold them, buys from «Autorecambios Levante» (otro) choosing warehouses and a pickup point, and both members
// see the order in Mis pedidos; Levante is e-mailed at once and its warehouse stock falls by the units bought.

const SHOTS = process.env.E2E_SHOTS;
const REFERENCE = '0 986 400 166';
const LEVANTE = 'Autorecambios Levante';

test('a member finds a part, buys it from another member and both see the order in Mis pedidos', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');

  // The reference search, then the Bosch article's stock.
  await page.goto('/referencias');
  await page.getByRole('form', { name: 'Buscar por referencia' }).getByRole('searchbox', { name: 'Referencia' }).fill(REFERENCE);
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name: `Bosch ${REFERENCE}` });
  await card.getByRole('button', { name: `Ver stock de ${REFERENCE}` }).click();
  const stock = page.getByRole('dialog', { name: `Stock de ${REFERENCE}` });
  const offers = stock.getByRole('table', { name: 'Socios con stock' });
  await expect(offers.getByRole('rowheader', { name: LEVANTE })).toBeVisible();
  // Someone who does not sell to «Recambios Demo», someone without stock, someone grey.
  await expect(offers.getByRole('button', { name: /^No es cliente · / })).toBeDisabled();
  await expect(offers.getByRole('button', { name: /^Sin stock · / }).first()).toBeDisabled();
  await expect(offers.getByRole('button', { name: /^Consultar · / }).first()).toBeDisabled();
  // By units. Levante holds 6 + 4 in the demo data, fewer when another journey (the API's, live.spec) bought from it
  // first: the units are read here and the purchase below is checked against them.
  await stock.getByRole('button', { name: 'Precio' }).click();
  await stock.getByRole('button', { name: 'Unidades' }).click();
  const levanteRow = offers.getByRole('row', { name: new RegExp(LEVANTE) });
  await expect(levanteRow).toContainText(/\d+ unidades/);
  const unitsBefore = Number(/(\d+) unidades/.exec((await levanteRow.textContent()) ?? '')?.[1]);
  expect(unitsBefore).toBeGreaterThanOrEqual(8);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stock-offers.png` });
  await offers.getByRole('button', { name: `Comprar · ${LEVANTE}` }).click();

  // The shop: nothing chosen yet is refused with the spec's warning.
  const shop = page.getByRole('dialog', { name: `Comprar a ${LEVANTE}` });
  await expect(shop.getByRole('table', { name: `Almacenes de ${LEVANTE}` })).toBeVisible();
  await shop.getByRole('button', { name: 'Realizar pedido' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Hay campos sin rellenar' });
  await expect(warning).toHaveAccessibleDescription(/Debe rellenar los siguientes campos:\s*- Punto de recogida\s*- Almacén y unidades/);
  await warning.getByRole('button', { name: 'Aceptar' }).click();

  // Closing the shop forgets what was chosen in it (001 §4): units back at 0 when it opens again.
  await shop.getByRole('spinbutton', { name: /^Unidades del almacén 01 / }).fill('2');
  await shop.getByRole('button', { name: 'Cancelar' }).click();
  await expect(shop).toBeHidden();
  await offers.getByRole('button', { name: `Comprar · ${LEVANTE}` }).click();
  await expect(shop.getByRole('spinbutton', { name: /^Unidades del almacén 01 / })).toHaveValue('0');

  // 3 units from the first warehouse (typing more than it holds stops at its stock), 1 from the second.
  const first = shop.getByRole('spinbutton', { name: /^Unidades del almacén 01 / });
  await first.fill('99');
  await expect(first).not.toHaveValue('99');
  expect(Number(await first.inputValue())).toBeGreaterThanOrEqual(4);
  await first.fill('3');
  await shop
    .getByRole('group', { name: /^Unidades del almacén 02 / })
    .getByRole('button', { name: 'Una unidad más' })
    .click();
  await expect(shop.getByRole('row', { name: /Total/ })).toContainText('4 unidades');
  // Each warehouse line at its own net price; the total is their sum, the figure the member confirms and is charged.
  const euros = (text: string | null) => Number((/([\d.]+,\d{2})\s€/.exec(text ?? '')?.[1] ?? 'NaN').replace(/\./g, '').replace(',', '.'));
  const lineAmounts = await Promise.all(
    ['01', '02'].map(async (code) =>
      euros(
        await shop
          .getByRole('row', { name: new RegExp(`^${code} `) })
          .getByRole('cell')
          .last()
          .textContent(),
      ),
    ),
  );
  const shownTotal = (await shop.getByRole('row', { name: /Total/ }).getByRole('cell').last().textContent())?.trim() ?? '';
  expect(euros(shownTotal)).toBeCloseTo(lineAmounts[0]! + lineAmounts[1]!, 2);
  const pickup = shop.getByRole('combobox', { name: 'Punto de recogida' });
  const firstPoint = await pickup.locator('option').nth(1).getAttribute('value');
  await pickup.selectOption(firstPoint ?? '');
  await shop.getByRole('textbox', { name: 'Observaciones' }).fill('Pasaremos a recogerlo por la tarde');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stock-shop.png` });
  const mailsBefore = outbox().length;

  // Cancel first, then confirm.
  await shop.getByRole('button', { name: 'Realizar pedido' }).click();
  const question = page.getByRole('alertdialog', { name: 'Confirmación' });
  await expect(question).toHaveAccessibleDescription(`Se va a realizar el pedido, ¿esta seguro? Total: 4 unidades, ${shownTotal}`);
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await shop.getByRole('button', { name: 'Realizar pedido' }).click();
  await question.getByRole('button', { name: 'Si, realizar pedido' }).click();
  const done = page.getByRole('alertdialog', { name: 'Pedido realizado con éxito' });
  await expect(done).toHaveAccessibleDescription(/Número de pedido: \S+/);
  const number = ((await done.getByText(/^Número de pedido: /).textContent()) ?? '').replace('Número de pedido: ', '').trim();
  expect(number).not.toBe('');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  // Closing the result closes the shop; the stock list shows Levante's new units.
  await expect(shop).toBeHidden();
  await expect(levanteRow).toContainText(`${unitsBefore - 4} unidades`);
  await stock.getByRole('button', { name: 'Cerrar' }).click();

  // Levante was e-mailed with the order.
  await expect.poll(() => outbox().length).toBeGreaterThan(mailsBefore);
  const mail = outbox().slice(mailsBefore).join('\n');
  expect(mail).toContain(number);
  // …with the total the member confirmed (quoted-printable: the euro sign travels encoded).
  expect(mail.replace(/=\r?\n/g, '')).toContain(`Total neto: ${shownTotal.replace(/\s€$/, '')}`);

  // Mis pedidos of the buyer, with the same total in the list and in the order.
  await page.goto('/pedidos');
  await expect(page.getByRole('link', { name: `Pedido ${number}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: `Pedido ${number}` }) })).toContainText(shownTotal);
  await page.getByRole('link', { name: `Pedido ${number}` }).click();
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText(shownTotal);

  // …and of the seller.
  await page.getByRole('link', { name: 'Salir' }).click();
  // The exit call ends the session before the login screen shows; going on earlier would race it.
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'otro', 'otro1234');
  await expectDashboard(page);
  await page.goto('/pedidos?tipo=recibidos');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Pedido ${number}` }) });
  await expect(row).toContainText('Recambios Demo');
  await expect(row).toContainText('Pendiente');
});
