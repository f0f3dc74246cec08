import { expect, type Page, test } from '@playwright/test';
import type { Pedido, ResumenStock } from '@socios/api';
import { formatEuro } from '@socios/domain';
import { type DemoUser, signIn } from './support';

// 'Mis pedidos' and 'Mi stock' against the demo seed: otro («Autorecambios Levante») moves an order it
// received from «Recambios Demo», admin (of «Recambios Demo») sees the new state among its placed orders, and socio
// (same member, not an account administrator) sees Mi stock without the import.

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

test.use({ viewport: { width: 1440, height: 900 } });

async function openOrders(page: Page, user: DemoUser): Promise<void> {
  await signIn(page, user);
  await page.goto('/pedidos');
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
}

/** The caller's orders of one list and state, as the server answers them (the seed's real data). */
async function ordersOf(page: Page, tipo: 'realizados' | 'recibidos', estado: Pedido['PED_ESTADO'] | null): Promise<Pedido[]> {
  const res = await page.request.post('/api/Stocks/GetPedidos', { headers, data: { tipo, estado, pag: 1, maxRegistros: 100 } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { valorRetorno: { pedidos: Pedido[] } }).valorRetorno.pedidos;
}

const ordersTable = (page: Page, kind: 'realizados' | 'recibidos') => page.getByRole('table', { name: new RegExp(`^Pedidos ${kind}: \\d+ pedidos?$`) });

test.describe
  .serial('Mis pedidos between two members', () => {
    let order: Pedido;

    test('the seller accepts and prepares an order it received; the list follows', async ({ page }) => {
      await openOrders(page, 'otro');
      // The newest order of «Recambios Demo» that the seller still has to accept or prepare, as the server lists them.
      const received = await ordersOf(page, 'recibidos', null);
      const open = received.filter((o) => o.COMPRADOR_NOMBRE === 'Recambios Demo' && (o.PED_ESTADO === 'pendiente' || o.PED_ESTADO === 'aceptado'));
      expect(open.length, 'the demo seed has an open order of «Recambios Demo» to «Autorecambios Levante»').toBeGreaterThan(0);
      order = open.find((o) => o.PED_ESTADO === 'pendiente') ?? open[0]!;
      const stateName = order.PED_ESTADO === 'pendiente' ? 'Pendiente' : 'Aceptado';

      // Realizados first; the tab and the filter go into the address.
      await expect(page.getByRole('tab', { name: 'Realizados' })).toHaveAttribute('aria-selected', 'true');
      await expect(ordersTable(page, 'realizados').or(page.getByText('Su socio aún no ha realizado pedidos a otros socios'))).toBeVisible();
      await page.getByRole('tab', { name: 'Recibidos' }).click();
      await expect(page).toHaveURL(/\/pedidos\?tipo=recibidos$/);
      await expect(ordersTable(page, 'recibidos')).toHaveAccessibleName(`Pedidos recibidos: ${received.length} pedido${received.length === 1 ? '' : 's'}`);
      await page.getByRole('combobox', { name: 'Estado' }).selectOption(order.PED_ESTADO);
      await expect(page).toHaveURL(new RegExp(`tipo=recibidos&estado=${order.PED_ESTADO}`));
      const table = ordersTable(page, 'recibidos');
      await expect(table.getByRole('columnheader', { name: 'Comprador' })).toBeVisible();
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Pedido ${order.PED_NUMERO}` }) });
      await expect(row).toContainText('Recambios Demo');
      await expect(row).toContainText(stateName);
      await expect(row).toContainText(formatEuro(order.PED_TOTAL));

      await row.getByRole('link', { name: `Pedido ${order.PED_NUMERO}` }).click();
      await expect(page).toHaveURL(new RegExp(`/pedidos/${order.PED_ID}$`));
      const title = page.getByRole('heading', { level: 2, name: new RegExp(`Pedido ${order.PED_NUMERO}`) });
      await expect(title).toContainText(stateName);
      await expect(page.getByRole('table', { name: 'Líneas del pedido' }).getByRole('row')).toHaveCount(order.PED_LINEAS + 2);
      const moves = page.getByRole('group', { name: 'Cambiar el estado del pedido' });

      if (order.PED_ESTADO === 'pendiente') {
        await expect(moves.getByRole('button')).toHaveText(['Aceptar pedido', 'Cancelar pedido']);
        // Every move asks first; 'Volver' leaves the order as it was.
        await moves.getByRole('button', { name: 'Aceptar pedido' }).click();
        const accept = page.getByRole('alertdialog', { name: 'Aceptar pedido' });
        await expect(accept).toContainText(`¿Aceptar el pedido ${order.PED_NUMERO}?`);
        await accept.getByRole('button', { name: 'Volver' }).click();
        await expect(accept).toBeHidden();
        await expect(title).toContainText('Pendiente');
        await moves.getByRole('button', { name: 'Aceptar pedido' }).click();
        await accept.getByRole('button', { name: 'Sí, aceptar pedido' }).click();
        await expect(title).toContainText('Aceptado');
      }
      await expect(moves.getByRole('button')).toHaveText(['Marcar como preparado', 'Cancelar pedido']);

      await moves.getByRole('button', { name: 'Marcar como preparado' }).click();
      const prepare = page.getByRole('alertdialog', { name: 'Marcar como preparado' });
      await expect(prepare).toContainText('Se avisará por correo al comprador');
      await prepare.getByRole('button', { name: 'Sí, marcar como preparado' }).click();
      await expect(title).toContainText('Preparado');
      await expect(moves.getByRole('button')).toHaveText(['Marcar como recogido', 'Cancelar pedido']);
      const history = page.getByRole('list', { name: 'Historial del pedido' }).getByRole('listitem');
      await expect(history.nth(-2)).toContainText('Aceptado');
      await expect(history.last()).toContainText('Preparado');
      await expect(history.last()).toContainText('Marta Sánchez Vidal');

      // Back to the list it came from (filtered by its old state): the order has left it; under 'Todos' it reads Preparado.
      await page.getByRole('link', { name: 'Volver a los pedidos' }).click();
      await expect(page).toHaveURL(new RegExp(`tipo=recibidos&estado=${order.PED_ESTADO}`));
      await expect(page.getByRole('link', { name: `Pedido ${order.PED_NUMERO}` })).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Estado' }).selectOption('');
      await expect(
        ordersTable(page, 'recibidos')
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: `Pedido ${order.PED_NUMERO}` }) }),
      ).toContainText('Preparado');
    });

    test('the buyer sees the new state among its placed orders and can no longer cancel it', async ({ page }) => {
      await openOrders(page, 'admin');
      const table = ordersTable(page, 'realizados');
      await expect(table.getByRole('columnheader', { name: 'Vendedor' })).toBeVisible();
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Pedido ${order.PED_NUMERO}` }) });
      await expect(row).toContainText('Autorecambios Levante');
      await expect(row).toContainText('Preparado');

      await page.getByRole('combobox', { name: 'Estado' }).selectOption('preparado');
      await expect(page).toHaveURL(/estado=preparado/);
      await expect(row).toBeVisible();
      await row.getByRole('link', { name: `Pedido ${order.PED_NUMERO}` }).click();
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Pedido ${order.PED_NUMERO}`) })).toContainText('Preparado');
      await expect(page.getByRole('group', { name: 'Cambiar el estado del pedido' })).toHaveCount(0);
      await expect(page.getByText('El vendedor ya ha aceptado el pedido: pídale a él que lo cancele.')).toBeVisible();
    });
  });

test('a user who is not an account administrator sees Mi stock without the import', async ({ page }) => {
  await openOrders(page, 'socio');
  await page.getByRole('navigation', { name: 'Pedidos y stock' }).getByRole('link', { name: 'Mi stock' }).click();
  await expect(page).toHaveURL(/\/pedidos\/stock$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi stock' })).toBeVisible();

  const res = await page.request.get('/api/Stocks/GetResumenStock', { headers });
  const summary = ((await res.json()) as { valorRetorno: ResumenStock }).valorRetorno;
  const figures = page.getByLabel('Resumen del stock');
  await expect(figures).toContainText(`Almacenes${summary.Almacenes.length}`);
  if (summary.Almacenes.length) {
    await expect(page.getByRole('table', { name: 'Stock por almacén' }).getByRole('row')).toHaveCount(summary.Almacenes.length + 2);
  }
  await expect(page.getByRole('heading', { name: 'Importar stock' })).toHaveCount(0);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await expect(page.getByText('Solo los administradores de cuentas de su empresa pueden importar el stock.')).toBeVisible();
  // The server refuses the import to a non-administrator too.
  const refused = await page.request.post('/api/Stocks/ImportarStock', { headers, data: { csv: 'Almacén;Marca\r\n' } });
  expect(refused.status()).toBe(403);
});

test('an account administrator is told which line is wrong, and nothing is imported', async ({ page }) => {
  await openOrders(page, 'admin');
  await page.getByRole('link', { name: 'Mi stock' }).click();
  const before = ((await (await page.request.get('/api/Stocks/GetResumenStock', { headers })).json()) as { valorRetorno: ResumenStock }).valorRetorno;
  await expect(page.getByRole('heading', { name: 'Importar stock' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Columnas del fichero de stock' }).getByRole('listitem')).toHaveCount(7);

  // The template is built in the browser with the columns' names.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  expect((await download).suggestedFilename()).toBe('PlantillaImportacionStock.csv');

  const header = 'Almacén;Descripción almacén;Marca;Referencia;Referencia socio;Unidades;Precio';
  const choose = (text: string) =>
    page.locator('input[type="file"]').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

  // Checked in the browser: the wrong line is named and there is nothing to send.
  await choose(`${header}\r\n01;Central;BOSCH;0 986 494 104;;3;52,30\r\n01;Central;BOSCH;0 986 494 105;;muchas;12\r\n`);
  await expect(page.getByRole('list', { name: 'Errores del fichero' })).toContainText('Línea 3: Las unidades deben ser un número entero');
  await expect(page.getByRole('button', { name: /^Importar/ })).toHaveCount(0);

  // Checked on the server: an unknown brand refuses the whole file, naming its line.
  await choose(`${header}\r\n01;Central;MARCA QUE NO EXISTE;0 986 494 104;;3;52,30\r\n`);
  await page.getByRole('button', { name: 'Importar 1 línea' }).click();
  await expect(page.getByRole('alert')).toContainText('Error al importar el stock');
  await expect(page.getByRole('alert')).toContainText('MARCA QUE NO EXISTE');
  await expect(page.getByRole('alert')).toContainText(/[Ll]ínea 2/);
  const after = ((await (await page.request.get('/api/Stocks/GetResumenStock', { headers })).json()) as { valorRetorno: ResumenStock }).valorRetorno;
  expect(after).toEqual(before);
});
