import { auditTokenLine } from '../apiTokens';
import type { EstadoPedido, LineaPedido, Pedido, RespuestaPedido } from '@socios/api';
import {
  formatEuro,
  netPrice,
  normalizeReference,
  orderedBy,
  orderMoveRefusal,
  type OrderSide,
  orderTotal,
  pickupAddress,
  sameAmount,
  sendToName,
} from '@socios/domain';
import type { SessionUser } from '../../auth/sessions';
import type { Queryable } from '../../db/db';
import { HttpError, type Services } from '../../http/context';
import { TEXTS } from '../../http/texts';
import type { FastifyBaseLogger } from 'fastify';
import { newOrderMail, orderStateMail } from './mail';
import {
  customerDiscount,
  insertOrder,
  insertOrderHistory,
  insertOrderLines,
  lockedOrderOf,
  pickupPointOf,
  returnOrderUnits,
  setOrderState,
  type StockKey,
  stockUnitsOf,
  type TakenLine,
  takeStockUnits,
  userNameOf,
  warehouseLines,
} from './orders.queries';
import { lockMembersStock, memberByCif, memberById, orderOf } from './queries';

/** GenerarPedido's refusals (codError 1, 001 §8), in Spanish, naming the reference and warehouse where it helps. */
export const ORDER_TEXTS = {
  notYourMember: 'El pedido no es de su socio.',
  oneSeller: 'Todas las líneas de un pedido deben ser del mismo socio.',
  unknownSeller: (cif: string) => `No hay ningún socio con el CIF ${cif}.`,
  ownMember: 'No puede hacerse un pedido a su propio socio.',
  pickupPoint: 'El punto de recogida no es un punto de venta de su socio.',
  noPickupPoint: 'Su socio no tiene ningún punto de venta donde recoger el pedido.',
  totalChanged: (total: number) =>
    `El importe del pedido ha cambiado desde que se mostró: ahora es de ${formatEuro(total)}. Revise los precios y vuelva a realizar el pedido.`,
  notCustomer: (seller: string) => `Su socio no es cliente de ${seller}: no puede comprarle.`,
  badReference: (reference: string) => `La referencia ${reference} no es válida.`,
  notInWarehouse: (reference: string, warehouse: string) => `El almacén ${warehouse} no tiene la referencia ${reference}.`,
  severalBrands: (reference: string, warehouse: string) =>
    `En el almacén ${warehouse} hay varias marcas con la referencia ${reference}: pida cada una por separado al socio.`,
  notPublished: (reference: string, warehouse: string) =>
    `El socio no publica las unidades de ${reference} en el almacén ${warehouse}: consúltele antes de pedirla.`,
  notEnough: (reference: string, warehouse: string, left: number, asked: number) =>
    left === 0
      ? `Ya no quedan unidades de ${reference} en el almacén ${warehouse} (ha pedido ${asked}).`
      : `${left === 1 ? 'Solo queda 1 unidad' : `Solo quedan ${left} unidades`} de ${reference} en el almacén ${warehouse} (ha pedido ${asked}).`,
} as const;

/** A refusal found inside the order's transaction: it rolls back what was taken. */
class OrderRefusal extends Error {}

const refusal = (message: string): RespuestaPedido => ({ codError: 1, MsgError: message, PedidoGenerado: '' });

/** The order's body as the contract gives it. */
export interface OrderInput {
  Cif_Socio: string;
  Lineas: LineaPedido[];
  Observaciones: string;
  SuPedido: string;
  IdPuntoRecogida?: number | undefined;
  ImporteTotal?: number | undefined;
}

const cifKey = (cif: string) => cif.trim().toUpperCase();

/**
 * GenerarPedido (001 §7): checks the order (the caller's member, one seller it is a customer of, one of its points of
 * sale), then in ONE transaction takes each line's units from the seller's warehouse with a conditional UPDATE
 * (… WHERE units >= quantity: two buyers racing for the last units cannot both get them; the loser's whole order rolls
 * back) and stores the order, its lines and its first history row. The transaction takes the seller's stock lock
 * before its first line (lockMembersStock), so that orders of one seller, whatever lines they take, run one after the
 * other instead of each holding lines the other waits for. The seller is e-mailed once it is stored.
 */
export async function placeOrder(services: Services, session: SessionUser, body: OrderInput, log: FastifyBaseLogger): Promise<RespuestaPedido> {
  const { db } = services;
  const buyer = await memberById(db, session.memberId);
  if (!buyer) throw new HttpError(404, TEXTS.notFound);
  if (cifKey(body.Cif_Socio) !== buyer.cif) return refusal(ORDER_TEXTS.notYourMember);
  const sellerCifs = new Set(body.Lineas.map((l) => cifKey(l.CifAsociado)));
  if (sellerCifs.size !== 1) return refusal(ORDER_TEXTS.oneSeller);
  const sellerCif = [...sellerCifs][0]!;
  const seller = await memberByCif(db, sellerCif);
  if (!seller) return refusal(ORDER_TEXTS.unknownSeller(sellerCif));
  if (seller.id === buyer.id) return refusal(ORDER_TEXTS.ownMember);
  // Without IdPuntoRecogida (the spec's body), the point named in the 'Enviar a:' line of Observaciones, else the first.
  const named = body.IdPuntoRecogida === undefined ? sendToName(body.Observaciones) : null;
  const point = await pickupPointOf(db, buyer.id, body.IdPuntoRecogida ?? null, named);
  if (!point) return refusal(body.IdPuntoRecogida === undefined ? ORDER_TEXTS.noPickupPoint : ORDER_TEXTS.pickupPoint);
  const discount = await customerDiscount(db, seller.id, buyer.id);
  if (discount === undefined) return refusal(ORDER_TEXTS.notCustomer(seller.name));

  // One line per warehouse and reference (repeated ones add up), in lock order.
  const wanted = new Map<string, { warehouse: string; reference: string; refNorm: string; units: number }>();
  for (const l of body.Lineas) {
    const refNorm = normalizeReference(l.Referencia);
    if (!refNorm) return refusal(ORDER_TEXTS.badReference(l.Referencia));
    const warehouse = l.CodigoAlmacen.trim();
    const key = `${warehouse}\u0000${refNorm}`;
    const known = wanted.get(key);
    if (known) known.units += l.Cantidad;
    else wanted.set(key, { warehouse, reference: l.Referencia.trim(), refNorm, units: l.Cantidad });
  }
  const lines = [...wanted.values()].sort((a, b) => (a.warehouse === b.warehouse ? (a.refNorm < b.refNorm ? -1 : 1) : a.warehouse < b.warehouse ? -1 : 1));

  const user = await userNameOf(db, session.userId);
  const userName = orderedBy({ NombreUsuario: user.name, Apellidos: user.surname });
  const pickup = [point.SOCPV_NOMBRE, pickupAddress(point)].filter((x) => x?.trim()).join(' — ');

  let stored: { id: number; number: string; taken: TakenLine[]; total: number };
  try {
    stored = await db.transaction(async (tx) => {
      // The seller's stock lock first, before any of its lines (see lockMembersStock).
      await lockMembersStock(tx, [seller.id]);
      const taken: TakenLine[] = [];
      for (const line of lines) taken.push(await takeUnits(tx, seller.id, line, discount));
      const units = taken.reduce((sum, l) => sum + l.units, 0);
      // One price rule with the shop (quoteOrder): each line at its own warehouse's net.
      const total = orderTotal(taken);
      if (body.ImporteTotal !== undefined && !sameAmount(body.ImporteTotal, total)) throw new OrderRefusal(ORDER_TEXTS.totalChanged(total));
      const order = await insertOrder(tx, {
        buyerId: buyer.id,
        sellerId: seller.id,
        userId: session.userId,
        pointId: point.SOCPV_ID,
        pickup,
        note: body.Observaciones.trim(),
        buyerReference: body.SuPedido.trim(),
        orderedBy: userName,
        lines: taken.length,
        units,
        total,
      });
      if (!order) throw new Error('placeOrder: the order was not stored');
      await insertOrderLines(tx, order.id, discount, taken);
      await insertOrderHistory(tx, order.id, 'pendiente', session.userId, userName);
      // An order a shop system placed with a personal API token is in the member's change log, naming the token.
      if (session.apiToken) {
        await auditTokenLine(tx, session.userId, {
          action: 'Alta',
          field: 'Pedido con token de API',
          before: null,
          after: `Pedido ${order.number} con el token «${session.apiToken.name}»`,
        });
      }
      return { id: order.id, number: order.number, taken, total };
    });
  } catch (err) {
    if (err instanceof OrderRefusal) return refusal(err.message);
    throw err;
  }

  await mail(services, log, seller.mail, () =>
    newOrderMail({
      to: seller.mail ?? '',
      number: stored.number,
      buyer: buyer.name,
      buyerCif: buyer.cif,
      seller: seller.name,
      orderedBy: userName,
      pickupPoint: pickup,
      note: body.Observaciones.trim(),
      buyerReference: body.SuPedido.trim(),
      lines: stored.taken.map((l) => ({
        reference: l.reference,
        brand: l.brand,
        description: l.description,
        warehouse: `${l.warehouse} ${l.warehouseName}`,
        units: l.units,
        net: l.net,
      })),
      total: stored.total,
      portalUrl: services.config.publicUrl,
      orderId: stored.id,
    }),
  );
  return { codError: 0, MsgError: '', PedidoGenerado: stored.number };
}

/** Takes a line's units from the seller's warehouse, or throws the refusal that names why it cannot. */
async function takeUnits(
  tx: Queryable,
  sellerId: number,
  line: { warehouse: string; reference: string; refNorm: string; units: number },
  discount: number,
): Promise<TakenLine> {
  const rows = await warehouseLines(tx, sellerId, line.refNorm, line.warehouse);
  const row = rows[0];
  if (!row) throw new OrderRefusal(ORDER_TEXTS.notInWarehouse(line.reference, line.warehouse));
  if (rows.length > 1) throw new OrderRefusal(ORDER_TEXTS.severalBrands(line.reference, line.warehouse));
  const key: StockKey = { sellerId, refNorm: line.refNorm, brandId: row.brandId, almacen: row.almacen };
  if (!(await takeStockUnits(tx, key, line.units))) {
    const now = await stockUnitsOf(tx, key);
    if (now && !now.publica) throw new OrderRefusal(ORDER_TEXTS.notPublished(row.reference, line.warehouse));
    throw new OrderRefusal(ORDER_TEXTS.notEnough(row.reference, line.warehouse, now?.units ?? 0, line.units));
  }
  return {
    warehouse: line.warehouse,
    warehouseName: row.warehouseName,
    reference: row.reference,
    refNorm: line.refNorm,
    brandId: row.brandId,
    brand: row.brand,
    description: row.description,
    units: line.units,
    price: row.price,
    net: netPrice(row.price, discount),
  };
}

/** Sends an e-mail when the member has an address; a failure is logged, never undoes what was stored. */
async function mail(services: Services, log: FastifyBaseLogger, to: string | null, build: () => Parameters<Services['mailer']['send']>[0]): Promise<void> {
  if (!to) return;
  try {
    await services.mailer.send(build());
  } catch (err) {
    log.warn({ err, to }, 'order e-mail not sent');
  }
}

/**
 * CambiarEstadoPedido: the caller's member moves one of its orders (404 when it is neither buyer nor seller) as
 * orderMoves allows its side; a refused move is answered with orderMoveRefusal's text. The order row is locked while
 * it changes, so that two moves of one order run one after the other. Cancelling returns the units to the seller's
 * warehouses (a warehouse removed since by an import gets nothing back). The other member is e-mailed.
 */
export async function changeOrderState(
  services: Services,
  session: SessionUser,
  orderId: number,
  state: EstadoPedido,
  log: FastifyBaseLogger,
): Promise<{ refusal: string } | { order: Pedido }> {
  const { db } = services;
  const outcome = await db.transaction(async (tx) => {
    const order = await lockedOrderOf(tx, orderId, session.memberId);
    if (!order) throw new HttpError(404, TEXTS.notFound);
    const side: OrderSide = order.seller === session.memberId ? 'seller' : 'buyer';
    const refused = orderMoveRefusal(order.state, state, side);
    if (refused) return { refusal: refused, number: '', other: 0, userName: '' };
    const user = await userNameOf(tx, session.userId);
    const userName = orderedBy({ NombreUsuario: user.name, Apellidos: user.surname });
    await setOrderState(tx, orderId, state);
    await insertOrderHistory(tx, orderId, state, session.userId, userName);
    if (state === 'cancelado') {
      await lockMembersStock(tx, [order.seller]);
      await returnOrderUnits(tx, orderId);
    }
    return { refusal: undefined, number: order.number, other: side === 'seller' ? order.buyer : order.seller, userName };
  });
  if (outcome.refusal !== undefined) return { refusal: outcome.refusal };
  const [me, other] = await Promise.all([memberById(db, session.memberId), memberById(db, outcome.other)]);
  await mail(services, log, other?.mail ?? null, () =>
    orderStateMail({
      to: other?.mail ?? '',
      number: outcome.number,
      state,
      movedBy: outcome.userName,
      member: me?.name ?? '',
      unitsReturned: state === 'cancelado',
      portalUrl: services.config.publicUrl,
      orderId,
    }),
  );
  const order = await orderOf(db, session.memberId, orderId);
  if (!order) throw new HttpError(404, TEXTS.notFound);
  return { order };
}
