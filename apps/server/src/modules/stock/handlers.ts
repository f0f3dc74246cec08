import { ok, refuse } from '@socios/api';
import { netPrice, normalizeReference } from '@socios/domain';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { importStock } from './import';
import { changeOrderState, placeOrder } from './orders';
import { breakdownOf, memberByCif, offersOf, orderDetailOf, ordersOf, stockSummary, stockText } from './queries';

/** A reference of a path as compared; 400 when nothing of it is left (only punctuation). */
function refKey(reference: string): string {
  const key = normalizeReference(reference);
  if (!key) throw new HttpError(400, 'Referencia no válida');
  return key;
}

/** Server side of the stock between members and the orders placed from it (001 §7 Stock and purchase; Mis pedidos). */
export const stockHandlers: AreaHandlers<'stock'> = {
  async GetStock({ params }, { db, session }) {
    const rows = await offersOf(db, params.brandNo, refKey(params.reference), session.memberId);
    return rows.map((r) => ({
      NombreAsociado: r.NombreAsociado,
      CifAsociado: r.CifAsociado,
      ReferenciaAsociado: r.ReferenciaAsociado,
      Precio: r.Precio,
      Dto: r.Dto,
      Neto: netPrice(r.Precio, r.Dto),
      PrecioHasta: r.PrecioHasta,
      NetoHasta: netPrice(r.PrecioHasta, r.Dto),
      Stock: stockText(r.units, r.grey),
      PermisoCompra: r.customer ? ('true' as const) : ('false' as const),
    }));
  },

  GenerarPedido: ({ body }, ctx) => placeOrder(ctx, ctx.session, body, ctx.log),

  GetPedidos: async ({ body }, { db, session }) => ok(await ordersOf(db, session.memberId, body.tipo, body.estado, body.pag, body.maxRegistros)),

  async GetPedido({ params }, { db, session }) {
    const order = await orderDetailOf(db, session.memberId, params.id);
    if (!order) throw new HttpError(404, TEXTS.notFound);
    return ok(order);
  },

  async CambiarEstadoPedido({ body }, ctx) {
    const outcome = await changeOrderState(ctx, ctx.session, body.idPedido, body.estado, ctx.log);
    return 'refusal' in outcome ? refuse(outcome.refusal, null) : ok(outcome.order);
  },

  GetResumenStock: async (_input, { db, session }) => ok(await stockSummary(db, session.memberId)),

  async ImportarStock({ body }, { db, session }) {
    if (!session.admin) throw new HttpError(403, TEXTS.forbidden);
    return importStock(db, session.memberId, session.userId, body.csv);
  },
};

/** Server side of a member's warehouses for a reference (001 §7 DesgloseStocks). */
export const stockBreakdownHandlers: AreaHandlers<'stockBreakdown'> = {
  async GetDesgloseStock({ params }, { db, session }) {
    const member = await memberByCif(db, params.memberCif);
    if (!member) throw new HttpError(404, TEXTS.notFound);
    return breakdownOf(db, member.id, refKey(params.reference), session.memberId);
  },
};
