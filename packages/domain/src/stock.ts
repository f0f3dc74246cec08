/**
 * Stock between members and the orders placed from it (spec 001 §2.14, §4 Stock purchase flow, §6 PermisoCompra,
 * §8 order texts), and the life of an order in 'Mis pedidos' (beyond the spec). Pure rules shared by the browser and
 * the server.
 */
import { formatNumber } from './formatNumber';
import { PURCHASE_MESSAGES, stockState } from './validation/purchase';

/** What an offer needs for its order and its button. */
export interface StockOfferLike {
  readonly NombreAsociado: string;
  readonly Precio: number;
  readonly Neto: number;
  readonly Stock: string;
  readonly PermisoCompra: string;
}

/** The two orders of the stock list (001 §2.14). */
export type StockOfferOrder = 'unidades' | 'precio';

/** Units of a stock text for sorting: the grey state and non-numbers count as none. */
export function stockUnits(stock: string | number | null | undefined): number {
  if (stockState(stock) !== 'available') return 0;
  return Math.floor(Number(String(stock).trim()));
}

const byName = (a: StockOfferLike, b: StockOfferLike) => a.NombreAsociado.localeCompare(b.NombreAsociado, 'es', { sensitivity: 'base' });

/**
 * The stock list's order (001 §2.14): by units (most first) or by price (cheapest net first). Either way, offers the
 * member can buy from come before the others; ties go by the other criterion, then by member name. A new array.
 */
export function sortStockOffers<T extends StockOfferLike>(offers: readonly T[], order: StockOfferOrder): T[] {
  const units = (o: T) => stockUnits(o.Stock);
  const buyable = (o: T) => (offerAction(o) === 'buy' ? 0 : 1);
  return [...offers].sort((a, b) => {
    const first = buyable(a) - buyable(b);
    if (first !== 0) return first;
    const byUnits = units(b) - units(a);
    const byPrice = a.Neto - b.Neto;
    const main = order === 'unidades' ? byUnits || byPrice : byPrice || byUnits;
    return main || byName(a, b);
  });
}

/**
 * What an offer's button does: 'buy' opens the shop; 'notCustomer' is the disabled 'No es cliente' (PermisoCompra is
 * the string 'false', 001 §6); 'noStock' and 'grey' cannot be bought (stock '0' and '-9999', 001 §9).
 */
export type OfferAction = 'buy' | 'notCustomer' | 'noStock' | 'grey';

export function offerAction(offer: Pick<StockOfferLike, 'PermisoCompra' | 'Stock'>): OfferAction {
  if (offer.PermisoCompra === 'false') return 'notCustomer';
  const state = stockState(offer.Stock);
  return state === 'available' ? 'buy' : state === 'grey' ? 'grey' : 'noStock';
}

/** The texts of the stock list beyond the spec's (which live in PURCHASE_MESSAGES). */
export const STOCK_TEXTS = {
  buy: 'Comprar',
  noStock: 'Sin stock',
  grey: 'Consultar',
  greyHint: 'El socio tiene la pieza pero no publica las unidades',
  noOffers: 'Ningún otro socio tiene esta referencia en stock.',
} as const;

/** The text of an offer's button: 'Comprar', 'No es cliente', 'Sin stock' or 'Consultar'. */
export function offerActionLabel(action: OfferAction): string {
  return { buy: STOCK_TEXTS.buy, notCustomer: PURCHASE_MESSAGES.notCustomer, noStock: STOCK_TEXTS.noStock, grey: STOCK_TEXTS.grey }[action];
}

/** The label of an offer's stock: its units, 'Sin stock' or 'Consultar'. */
export function stockLabel(stock: string | number | null | undefined): string {
  const state = stockState(stock);
  if (state === 'grey') return STOCK_TEXTS.grey;
  if (state === 'none') return STOCK_TEXTS.noStock;
  return unitsLabel(stockUnits(stock));
}

/** A number of units as the shop and the lists read it: '1 unidad', '1.200 unidades'. */
export function unitsLabel(n: number): string {
  return n === 1 ? '1 unidad' : `${formatNumber(n, { decimals: 0 })} unidades`;
}

/** A pickup point as the shop shows it (001 §3 Pickup point). */
export interface PickupPointLike {
  readonly SOCPV_ID: number;
  readonly SOCPV_NOMBRE?: string | null;
  readonly SOCPV_DIRECCION: string | null;
  readonly SOCPV_CP: string | null;
  readonly SOCPV_POBLACION: string | null;
  readonly SOCPV_PROVINCIA: string | null;
}

/** A pickup point's address in one line: street, postcode and town, province. */
export function pickupAddress(p: PickupPointLike): string {
  const town = [p.SOCPV_CP, p.SOCPV_POBLACION].filter((x) => x?.trim()).join(' ');
  const province = p.SOCPV_PROVINCIA?.trim() && p.SOCPV_PROVINCIA.trim() !== p.SOCPV_POBLACION?.trim() ? p.SOCPV_PROVINCIA : null;
  return [p.SOCPV_DIRECCION, town, province].filter((x) => x?.trim()).join(', ');
}

/** The prefix of the 'send to' address inside Observaciones (001 §7). */
export const SEND_TO_PREFIX = 'Enviar a:';

/** The shop's state when the member confirms (001 §2.14, §4). */
export interface ShopState {
  /** The selling member. */
  readonly memberCif: string;
  readonly reference: string;
  /** Units per warehouse code. */
  readonly quantities: Readonly<Record<string, number>>;
  readonly pickupPoint: PickupPointLike | null;
  readonly note: string;
  /** The order's total as the shop showed it (quoteOrder), which the member confirms. */
  readonly total: number;
}

/** The ordering user and member, from the session (001 §6: the order carries NombreUsuario and Apellidos). */
export interface OrderingUser {
  readonly memberCif: string;
  readonly NombreUsuario: string;
  readonly Apellidos: string;
}

/**
 * GenerarPedido's body (001 §7), plus (beyond the spec) the pickup point's id and the total the member confirmed, so
 * that an order whose prices changed after the shop showed them is refused instead of charged differently.
 */
export interface OrderBody {
  readonly Cif_Socio: string;
  readonly Lineas: { CifAsociado: string; CodigoAlmacen: string; Referencia: string; Cantidad: number }[];
  readonly Observaciones: string;
  readonly SuPedido: string;
  readonly PedidoPor: string;
  readonly IdPuntoRecogida: number;
  readonly ImporteTotal: number;
}

/** The user's full name as the order carries it. */
export function orderedBy(user: Pick<OrderingUser, 'NombreUsuario' | 'Apellidos'>): string {
  return [user.NombreUsuario, user.Apellidos]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

/** The 'send to' line of Observaciones for a pickup point: its name, then its address. */
function sendToLine(point: PickupPointLike): string {
  return `${SEND_TO_PREFIX} ${[point.SOCPV_NOMBRE, pickupAddress(point)].filter((x) => x?.trim()).join(SEND_TO_SEPARATOR)}`;
}
const SEND_TO_SEPARATOR = ' — ';

/**
 * The pickup point's name written in the 'send to' line of an order's Observaciones (the last such line), or null:
 * how a client that follows the spec's body, without IdPuntoRecogida, still names where it collects.
 */
export function sendToName(observaciones: string): string | null {
  const line = observaciones
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.startsWith(SEND_TO_PREFIX))
    .pop();
  if (!line) return null;
  const name = line.slice(SEND_TO_PREFIX.length).split(SEND_TO_SEPARATOR)[0]?.trim();
  return name || null;
}

/**
 * Builds GenerarPedido's body from the shop (001 §7): one line per warehouse with units (in warehouse order as
 * given), Observaciones is the note then the 'send to' line with the pickup point, SuPedido empty, PedidoPor the
 * user's full name, and the total the shop showed. Call it after validatePurchase accepted the shop.
 */
export function buildOrderBody(shop: ShopState, user: OrderingUser): OrderBody {
  if (!shop.pickupPoint) throw new Error('buildOrderBody: no pickup point');
  const point = shop.pickupPoint;
  const sendTo = sendToLine(point);
  const note = shop.note.trim();
  return {
    Cif_Socio: user.memberCif,
    Lineas: Object.entries(shop.quantities)
      .filter(([, n]) => n > 0)
      .map(([CodigoAlmacen, Cantidad]) => ({ CifAsociado: shop.memberCif, CodigoAlmacen, Referencia: shop.reference, Cantidad })),
    Observaciones: note ? `${note}\n${sendTo}` : sendTo,
    SuPedido: '',
    PedidoPor: orderedBy(user),
    IdPuntoRecogida: point.SOCPV_ID,
    ImporteTotal: shop.total,
  };
}

/** GenerarPedido's answer as the result dialog shows it (001 §8). */
export type OrderOutcome =
  | { readonly ok: true; readonly title: string; readonly number: string }
  | { readonly ok: false; readonly title: string; readonly code: number; readonly message: string };

/** codError 1 is the error dialog with code and MsgError; anything else the success dialog with the number (001 §8). */
export function orderOutcome(answer: { codError: number; MsgError: string; PedidoGenerado: string }): OrderOutcome {
  if (answer.codError === 1) return { ok: false, title: 'Error al realizar el pedido', code: answer.codError, message: answer.MsgError };
  return { ok: true, title: 'Pedido realizado con éxito', number: answer.PedidoGenerado };
}

/** The states of an order, in their order. */
export const ORDER_STATES = ['pendiente', 'aceptado', 'preparado', 'recogido', 'cancelado'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** How each state reads in the portal. */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  pendiente: 'Pendiente',
  aceptado: 'Aceptado',
  preparado: 'Preparado',
  recogido: 'Recogido',
  cancelado: 'Cancelado',
};

/** Which side of the order a member is. */
export type OrderSide = 'buyer' | 'seller';

/**
 * The moves each side may make: the seller accepts a pending order, prepares an accepted one, hands a prepared one
 * over (recogido), and may cancel until it is picked up; the buyer may cancel while it is pending. Recogido and
 * cancelado are final.
 */
const MOVES: Readonly<Record<OrderSide, Readonly<Record<OrderState, readonly OrderState[]>>>> = {
  seller: {
    pendiente: ['aceptado', 'cancelado'],
    aceptado: ['preparado', 'cancelado'],
    preparado: ['recogido', 'cancelado'],
    recogido: [],
    cancelado: [],
  },
  buyer: { pendiente: ['cancelado'], aceptado: [], preparado: [], recogido: [], cancelado: [] },
};

/** The states a side may move an order to from its current state. */
export function orderMoves(from: OrderState, side: OrderSide): readonly OrderState[] {
  return MOVES[side][from];
}

/** Why a move is refused, in Spanish; null when it is allowed. */
export function orderMoveRefusal(from: OrderState, to: OrderState, side: OrderSide): string | null {
  if (MOVES[side][from].includes(to)) return null;
  if (from === 'cancelado') return 'El pedido está cancelado: ya no se puede cambiar.';
  if (from === 'recogido') return 'El pedido ya se ha recogido: ya no se puede cambiar.';
  if (side === 'buyer')
    return to === 'cancelado'
      ? 'El vendedor ya ha aceptado el pedido: pídale a él que lo cancele.'
      : 'Solo el socio que vende puede cambiar el estado del pedido.';
  return `Un pedido ${ORDER_STATE_LABELS[from].toLowerCase()} no puede pasar a ${ORDER_STATE_LABELS[to].toLowerCase()}.`;
}

/** The button text of a move, e.g. 'Aceptar pedido'. */
export const ORDER_MOVE_LABELS: Readonly<Record<OrderState, string>> = {
  pendiente: 'Volver a pendiente',
  aceptado: 'Aceptar pedido',
  preparado: 'Marcar como preparado',
  recogido: 'Marcar como recogido',
  cancelado: 'Cancelar pedido',
};

/** Net price of a line: the price less the discount %, rounded to cents. */
export function netPrice(price: number, discountPercent: number): number {
  return Math.round(price * (1 - discountPercent / 100) * 100) / 100;
}

/** Whole cents of an amount in euros (the prices are stored to the cent). */
const cents = (euros: number) => Math.round(euros * 100);

/** What a line of an order costs: its net unit price times its units, to the cent. */
export function lineAmount(net: number, units: number): number {
  return (cents(net) * units) / 100;
}

/** An order's total: the sum of its lines' amounts, each at ITS OWN net price (one price per warehouse). */
export function orderTotal(lines: readonly { readonly net: number; readonly units: number }[]): number {
  return lines.reduce((sum, l) => sum + cents(l.net) * l.units, 0) / 100;
}

/** A warehouse with the price it sells one unit at to the caller's member. */
export interface PricedWarehouse {
  readonly CodigoAlmacen: string;
  readonly Neto: number;
}

/** The shop's figures: one line per warehouse with units, at that warehouse's net price, and the order's totals. */
export interface OrderQuote {
  readonly lines: readonly { readonly warehouse: string; readonly units: number; readonly net: number; readonly amount: number }[];
  readonly units: number;
  readonly total: number;
}

/**
 * THE price rule of an order between members, shared by the shop (what the member confirms) and the server (what is
 * stored, listed and e-mailed): every warehouse line is charged at that warehouse's own net price (its price less the
 * buyer's discount), never at another warehouse's; the total is the sum of the lines to the cent. Warehouses without
 * units, or not among `warehouses`, add nothing.
 */
export function quoteOrder(warehouses: readonly PricedWarehouse[], quantities: Readonly<Record<string, number>>): OrderQuote {
  const lines = warehouses
    .map((w) => ({ warehouse: w.CodigoAlmacen, units: quantities[w.CodigoAlmacen] ?? 0, net: w.Neto }))
    .filter((l) => l.units > 0)
    .map((l) => ({ ...l, amount: lineAmount(l.net, l.units) }));
  return { lines, units: lines.reduce((sum, l) => sum + l.units, 0), total: orderTotal(lines) };
}

/** Two totals are the same amount of money (to the cent). */
export function sameAmount(a: number, b: number): boolean {
  return cents(a) === cents(b);
}
