import type { ApiTokenScope } from '@socios/domain';
import type { Endpoint } from './endpoint';

/**
 * What a personal API token may do with a call of the contract:
 * - `read`: it only reads (every GET that changes no state, and the POST calls that only send a filter or a page);
 * - `orders`: it places an order or moves its state (scope `pedidos` only);
 * - `write`: it changes other data (never with a token: the portal, with its session, does that);
 * - `never`: it manages sessions, users, passwords or tokens (never with a token, whatever its scope).
 */
export type TokenUse = 'read' | 'orders' | 'write' | 'never';

/** Calls that manage sessions, users, passwords or tokens, by `Controller.Action` (every Login call too). */
const NEVER = new Set([
  'Usuarios.RecuperarPwd',
  'Usuarios.ComprobarEnlacePwd',
  'Usuarios.RestablecerPwd',
  'Usuarios.AddOrUpdateUsuario',
  'Usuarios.GetTokensApi',
  'Usuarios.CrearTokenApi',
  'Usuarios.RevocarTokenApi',
]);

/** The order calls a `pedidos` token may make. */
const ORDERS = new Set(['Stocks.GenerarPedido', 'Stocks.CambiarEstadoPedido']);

/**
 * POST calls that only read although their name does not start with Get (a search, a conditions text, an export, a
 * rendered preview). A POST `Get…` call reads by the contract's naming (the spec sends filters in a body).
 */
const READING_POSTS = new Set(['Buscar.Global', 'Producto.CondicionesProveedorMarca', 'Tarifas.ExportarTarifaCompra', 'RenderizadoPromo.screenshotPromo']);

/** What a token may do with one call (see TokenUse). */
export function tokenUse(controller: string, action: string, e: Endpoint): TokenUse {
  const name = `${controller}.${action}`;
  if (controller === 'Login' || NEVER.has(name)) return 'never';
  if (ORDERS.has(name)) return 'orders';
  if (e.method === 'GET') return e.changesState ? 'write' : 'read';
  if (e.method === 'POST' && (action.startsWith('Get') || READING_POSTS.has(name))) return 'read';
  return 'write';
}

/** The Spanish texts of a call refused to a token (403). */
export const TOKEN_REFUSALS = {
  readOnly: 'Este token de API es de solo lectura: no puede cambiar datos.',
  notWithToken: 'Esta llamada no se puede hacer con un token de API: use el portal.',
  notOrders: 'Un token de API solo puede consultar datos, realizar pedidos y cambiar su estado.',
} as const;

/** Why a token of a scope may not make a call (the Spanish text of the 403), or null when it may. */
export function tokenRefusal(scope: ApiTokenScope, use: TokenUse): string | null {
  if (use === 'read') return null;
  if (use === 'never') return TOKEN_REFUSALS.notWithToken;
  if (scope === 'lectura') return TOKEN_REFUSALS.readOnly;
  return use === 'orders' ? null : TOKEN_REFUSALS.notOrders;
}
