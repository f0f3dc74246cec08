import { type APIResponse, expect, test } from '@playwright/test';
import type { Articulo, OfertaStock, PuntoVenta, RespuestaPedido, Socio } from '@socios/api';
import { signIn } from './support';

// The API for shop systems and the live portal together: admin («Recambios Demo») creates a personal API token in
// Mi Perfil › Acceso API; its shop system, a plain HTTP client with nothing but the token, buys the README's demo
// brake pads from «Autorecambios Levante»; otro (Levante), with Mis pedidos open, sees the order appear without a
// reload and is told 'Nuevo pedido recibido'. Revoked in Mi Perfil, the token is refused at once.

const REFERENCE = '0 986 400 166';
const LEVANTE = 'Autorecambios Levante';

test.use({ viewport: { width: 1440, height: 900 } });

/** A call of the shop system: only the token, no cookie, no X-Requested-With. */
async function shopCall(baseURL: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseURL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function json<T>(res: Response | APIResponse): Promise<T> {
  expect(res.status).toBeDefined();
  return (await res.json()) as T;
}

test('a shop system orders with a token made in Mi Perfil; the seller sees the order arrive live', async ({ browser, baseURL }) => {
  const base = baseURL ?? '';
  // The seller, on Mis pedidos › Recibidos.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, 'otro');
  await seller.goto('/pedidos?tipo=recibidos');
  const received = seller.getByRole('table', { name: /^Pedidos recibidos: \d+ pedidos?$/ });
  await expect(received).toBeVisible();

  // The buyer's account administrator creates a token with the scope to order.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signIn(buyer, 'admin');
  await buyer.goto('/perfil/acceso-api');
  await expect(buyer.getByRole('tab', { name: 'Acceso API' })).toHaveAttribute('aria-selected', 'true');
  await expect(buyer.getByRole('link', { name: 'Documentación de la API' })).toHaveAttribute('href', '/api/docs');
  const form = buyer.getByRole('form', { name: 'Nuevo token' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill('DMS de prueba');
  await form.getByRole('combobox', { name: 'Alcance' }).selectOption('pedidos');
  await form.getByRole('spinbutton', { name: 'Duración (días)' }).fill('30');
  await form.getByRole('button', { name: 'Crear token' }).click();
  const shown = buyer.getByRole('textbox', { name: 'Token' });
  await expect(shown).toHaveValue(/^pso_/);
  const token = await shown.inputValue();
  await buyer.getByRole('button', { name: 'Hecho' }).click();
  await expect(buyer.getByRole('table', { name: 'Tokens de API' })).toContainText('DMS de prueba');

  // The shop system: finds the article, the seller's offer, its own member and pickup point, and orders 1 unit.
  const articles = await json<{ valorRetorno: Articulo[] }>(
    await shopCall(base, token, 'GET', `/Tecdoc/GetArticlesByReferencia/${encodeURIComponent(REFERENCE)}/`),
  );
  const article = articles.valorRetorno.find((a) => a.brandNameField === 'Bosch');
  expect(article, 'the Bosch demo article').toBeDefined();
  const offers = await json<OfertaStock[]>(await shopCall(base, token, 'GET', `/Stocks/GetStock/${article!.brandNoField}/${encodeURIComponent(REFERENCE)}`));
  const levante = offers.find((o) => o.NombreAsociado === LEVANTE);
  expect(levante, 'Levante offers the demo article').toBeDefined();
  const member = await json<{ valorRetorno: Socio }>(await shopCall(base, token, 'GET', '/Socios/GetSocio'));
  const points = await json<{ valorRetorno: PuntoVenta[] }>(await shopCall(base, token, 'GET', '/Socios/GetPuntosVenta'));
  const placed = await shopCall(base, token, 'POST', '/Stocks/GenerarPedido', {
    Cif_Socio: member.valorRetorno.SOC_CIF,
    Lineas: [{ CifAsociado: levante!.CifAsociado, CodigoAlmacen: '01', Referencia: REFERENCE, Cantidad: 1 }],
    Observaciones: 'Pedido del sistema de gestión',
    SuPedido: 'DMS-1',
    PedidoPor: 'DMS',
    IdPuntoRecogida: points.valorRetorno[0]?.SOCPV_ID,
  });
  expect(placed.status).toBe(200);
  const answer = await json<RespuestaPedido>(placed);
  expect(answer.MsgError).toBe('');
  const numero = answer.PedidoGenerado;

  // The seller's open page shows it without a reload, and says so.
  await expect(seller.getByRole('status').filter({ hasText: 'Nuevo pedido recibido' })).toContainText(numero);
  await expect(received.getByRole('link', { name: `Pedido ${numero}` })).toBeVisible();

  // The order is in the buyer's change log, naming the token; revoked, the token is refused at once.
  await buyer.goto('/perfil/registro-cambios');
  await expect(buyer.getByText(`Pedido ${numero} con el token «DMS de prueba»`)).toBeVisible();
  await buyer.goto('/perfil/acceso-api');
  await buyer.getByRole('button', { name: 'Revocar DMS de prueba' }).click();
  await buyer.getByRole('alertdialog', { name: 'Revocar token' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(buyer.getByRole('table', { name: 'Tokens de API' })).not.toContainText('DMS de prueba');
  expect((await shopCall(base, token, 'GET', '/Socios/GetSocio')).status).toBe(401);

  await sellerContext.close();
  await buyerContext.close();
});

test('the API reference page draws the generated document under the portal’s Content-Security-Policy', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Portal Socios: API' }).first()).toBeVisible({ timeout: 60_000 });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar for Portal Socios: API' });
  await sidebar.getByRole('button', { name: 'Open Group - Stocks' }).click();
  await expect(sidebar.getByRole('link', { name: /^Stocks\/GenerarPedido HTTP Method: POST/ })).toBeVisible();
  expect(refused).toEqual([]);
  // Nothing is fetched from another origin (no fonts, no scripts, no telemetry).
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
});
