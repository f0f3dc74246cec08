/**
 * Stock purchase (spec 001 §5, §9): a pickup point and at least one warehouse line with quantity above 0 are needed,
 * else 'Hay campos sin rellenar' / 'Debe rellenar los siguientes campos:' with the missing items. The quantity
 * stepper holds integers only: non-numeric text becomes 0, the minus key sets 0, at most 4 digits, capped at the
 * warehouse's stock. Stock values '0' (none) and '-9999' (grey state) are special.
 *
 * Choices: the 4-digit limit keeps the first 4 digits typed; the cap uses the stock as a whole number (a stock text
 * that is not a number, or below 0, allows 0); a pickup point id of 0 or empty counts as not chosen.
 */

/** The purchase form's messages, verbatim. */
export const PURCHASE_MESSAGES = {
  missingTitle: 'Hay campos sin rellenar',
  missingIntro: 'Debe rellenar los siguientes campos:',
  missingPickupPoint: '- Punto de recogida',
  missingLines: '- Almacén y unidades',
  confirm: 'Se va a realizar el pedido, ¿esta seguro?',
  confirmAccept: 'Si, realizar pedido',
  confirmCancel: 'Cancelar',
  orderFailed: 'Error al realizar el pedido',
  orderPlaced: 'Pedido realizado con éxito',
  notCustomer: 'No es cliente',
  noWarehouses: 'No se han encontrado almacenes',
} as const;

/** Maximum digits of the quantity stepper. */
export const STEPPER_MAX_DIGITS = 4;
/** The stock value meaning "no stock". */
export const STOCK_NONE = '0';
/** The stock value shown in the grey state. */
export const STOCK_GREY = '-9999';

/** A line of the order being prepared. */
export interface PurchaseLineInput {
  readonly CodigoAlmacen: string;
  readonly Cantidad: number;
}

/** Result of the purchase check: the missing items are the spec's '- …' lines. */
export type PurchaseCheck = { readonly ok: true } | { readonly ok: false; readonly title: string; readonly intro: string; readonly missing: readonly string[] };

/** Checks the purchase form: a pickup point and a warehouse line with units. */
export function validatePurchase(pickupPointId: number | string | null | undefined, lines: readonly PurchaseLineInput[]): PurchaseCheck {
  const missing: string[] = [];
  if (pickupPointId == null || pickupPointId === '' || pickupPointId === 0 || pickupPointId === '0') missing.push(PURCHASE_MESSAGES.missingPickupPoint);
  if (!lines.some((l) => l.Cantidad > 0)) missing.push(PURCHASE_MESSAGES.missingLines);
  if (missing.length === 0) return { ok: true };
  return { ok: false, title: PURCHASE_MESSAGES.missingTitle, intro: PURCHASE_MESSAGES.missingIntro, missing };
}

/** The state of a stock value: none ('0'), grey ('-9999') or a positive amount. */
export function stockState(stock: string | number | null | undefined): 'none' | 'grey' | 'available' {
  const text = String(stock ?? '').trim();
  if (text === STOCK_GREY) return 'grey';
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && n > 0 ? 'available' : 'none';
}

function stockCap(stock: string | number | null | undefined): number {
  const n = Math.floor(Number(String(stock ?? '').trim()));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 10 ** STEPPER_MAX_DIGITS - 1) : 0;
}

/** The stepper's value for typed text: integers only, non-numeric → 0, a minus → 0, 4 digits, capped at stock. */
export function stepperValue(typed: string, stock: string | number | null | undefined): number {
  const text = typed.trim();
  if (text.includes('-') || !/^\d+$/.test(text)) return 0;
  const n = Number(text.slice(0, STEPPER_MAX_DIGITS));
  return Math.min(n, stockCap(stock));
}

/** The stepper's value after its + or − button: one step, kept between 0 and the stock. */
export function stepQuantity(current: number, delta: 1 | -1, stock: string | number | null | undefined): number {
  const base = Number.isFinite(current) ? Math.trunc(current) : 0;
  return Math.max(0, Math.min(base + delta, stockCap(stock)));
}
