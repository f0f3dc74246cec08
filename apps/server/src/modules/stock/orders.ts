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
import { memberByCif, memberById, orderOf } from './queries';

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

/** A line after merging repeated warehouse lines, with what the warehouse holds. */
interface TakenLine {
  warehouse: string;
  warehouseName: string;
  reference: string;
  refNorm: string;
  brandId: number;
  brand: string;
  description: string;
  units: number;
  price: number;
  net: number;
}

const cifKey = (cif: string) => cif.trim().toUpperCase();

/**
 * GenerarPedido (001 §7): checks the order (the caller's member, one seller it is a customer of, one of its points of
 * sale), then in ONE transaction takes each line's units from the seller's warehouse with a conditional UPDATE
 * (… WHERE units >= quantity: two buyers racing for the last units cannot both get them; the loser's whole order rolls
 * back) and stores the order, its lines and its first history row. Lines are taken in (warehouse, reference) order so
 * that two orders never wait for each other crosswise. The seller is e-mailed once it is stored.
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
  const point = await pickupPointOf(db, buyer.id, body);
  if (!point) return refusal(body.IdPuntoRecogida === undefined ? ORDER_TEXTS.noPickupPoint : ORDER_TEXTS.pickupPoint);
  const [relation] = await db.query<{ discount: number }>(
    'SELECT cli_descuento::float8 AS discount FROM member_customers WHERE cli_id_vendedor = $1 AND cli_id_comprador = $2',
    [seller.id, buyer.id],
  );
  if (!relation) return refusal(ORDER_TEXTS.notCustomer(seller.name));

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

  const [user] = await db.query<{ name: string; surname: string }>('SELECT usr_nombre AS name, usr_apellidos AS surname FROM users WHERE usr_id = $1', [
    session.userId,
  ]);
  const userName = orderedBy({ NombreUsuario: user?.name ?? '', Apellidos: user?.surname ?? '' });
  const pickup = [point.SOCPV_NOMBRE, pickupAddress(point)].filter((x) => x?.trim()).join(' — ');

  let stored: { id: number; number: string; taken: TakenLine[]; total: number };
  try {
    stored = await db.transaction(async (tx) => {
      const taken: TakenLine[] = [];
      for (const line of lines) taken.push(await takeUnits(tx, seller.id, line, relation.discount));
      const units = taken.reduce((sum, l) => sum + l.units, 0);
      // One price rule with the shop (quoteOrder): each line at its own warehouse's net.
      const total = orderTotal(taken);
      if (body.ImporteTotal !== undefined && !sameAmount(body.ImporteTotal, total)) throw new OrderRefusal(ORDER_TEXTS.totalChanged(total));
      const [order] = await tx.query<{ id: number; number: string }>(
        `INSERT INTO orders (ped_numero, ped_id_comprador, ped_id_vendedor, ped_id_usuario, ped_id_punto_venta, ped_punto_recogida,
                             ped_observaciones, ped_su_pedido, ped_pedido_por, ped_lineas, ped_unidades, ped_total)
         VALUES ('P' || to_char(now(), 'YY') || '-' || lpad(nextval('order_numbers')::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         RETURNING ped_id AS id, ped_numero AS number`,
        [buyer.id, seller.id, session.userId, point.SOCPV_ID, pickup, body.Observaciones.trim(), body.SuPedido.trim(), userName, taken.length, units, total],
      );
      if (!order) throw new Error('placeOrder: the order was not stored');
      await tx.query(
        `INSERT INTO order_lines (ped_id, lin_numero, lin_id_marca, lin_marca, lin_referencia, lin_ref_norm, lin_descripcion,
                                  lin_codigo_almacen, lin_descripcion_almacen, lin_unidades, lin_precio, lin_descuento, lin_neto)
         SELECT $1, n, marca, nombre, ref, norm, descr, almacen, alm_descr, unidades, precio, $2, neto
           FROM unnest($3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::numeric[], $13::numeric[])
                AS t(n, marca, nombre, ref, norm, descr, almacen, alm_descr, unidades, precio, neto)`,
        [
          order.id,
          relation.discount,
          taken.map((_, i) => i + 1),
          taken.map((l) => l.brandId),
          taken.map((l) => l.brand),
          taken.map((l) => l.reference),
          taken.map((l) => l.refNorm),
          taken.map((l) => l.description),
          taken.map((l) => l.warehouse),
          taken.map((l) => l.warehouseName),
          taken.map((l) => l.units),
          taken.map((l) => l.price),
          taken.map((l) => l.net),
        ],
      );
      await tx.query("INSERT INTO order_history (ped_id, his_estado, his_id_usuario, his_usuario) VALUES ($1, 'pendiente', $2, $3)", [
        order.id,
        session.userId,
        userName,
      ]);
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
      lines: stored.taken.map((l) => ({ reference: l.reference, brand: l.brand, description: l.description, warehouse: `${l.warehouse} ${l.warehouseName}`, units: l.units, net: l.net })),
      total: stored.total,
      portalUrl: services.config.publicUrl,
      orderId: stored.id,
    }),
  );
  return { codError: 0, MsgError: '', PedidoGenerado: stored.number };
}

type PickupPoint = { SOCPV_ID: number; SOCPV_NOMBRE: string; SOCPV_DIRECCION: string | null; SOCPV_CP: string | null; SOCPV_POBLACION: string | null; SOCPV_PROVINCIA: string | null };

/**
 * The order's pickup point among the buyer's points of sale: the one of IdPuntoRecogida; without it (the spec's body),
 * the one named in the 'Enviar a:' line of Observaciones, else the member's first. Null when there is none.
 */
async function pickupPointOf(db: Queryable, buyerId: number, body: Pick<OrderInput, 'IdPuntoRecogida' | 'Observaciones'>): Promise<PickupPoint | null> {
  const named = body.IdPuntoRecogida === undefined ? sendToName(body.Observaciones) : null;
  const [point] = await db.query<PickupPoint>(
    `SELECT socpv_id AS "SOCPV_ID", socpv_nombre AS "SOCPV_NOMBRE", socpv_direccion AS "SOCPV_DIRECCION", socpv_cp AS "SOCPV_CP",
            socpv_poblacion AS "SOCPV_POBLACION", socpv_provincia AS "SOCPV_PROVINCIA"
       FROM points_of_sale
      WHERE socpv_id_socio = $2 AND ($1::int IS NULL OR socpv_id = $1)
      ORDER BY lower(socpv_nombre) = lower($3::text) DESC NULLS LAST, socpv_id
      LIMIT 1`,
    [body.IdPuntoRecogida ?? null, buyerId, named],
  );
  return point ?? null;
}

/** Takes a line's units from the seller's warehouse, or throws the refusal that names why it cannot. */
async function takeUnits(
  tx: Queryable,
  sellerId: number,
  line: { warehouse: string; reference: string; refNorm: string; units: number },
  discount: number,
): Promise<TakenLine> {
  const rows = await tx.query<{ almacen: number; warehouseName: string; brandId: number; brand: string; reference: string; description: string; price: number }>(
    `SELECT s.stk_id_almacen AS almacen, w.alm_descripcion AS "warehouseName", s.stk_id_marca AS "brandId", b.mar_nombre AS brand,
            s.stk_referencia AS reference, coalesce(g.gen_nombre, '') AS description, s.stk_precio::float8 AS price
       FROM member_stock s JOIN member_warehouses w ON w.alm_id = s.stk_id_almacen JOIN brands b ON b.mar_id = s.stk_id_marca
       LEFT JOIN catalogue_articles a ON a.art_id = s.stk_id_articulo LEFT JOIN generic_articles g ON g.gen_id = a.art_id_generico
      WHERE s.stk_id_socio = $1 AND s.stk_ref_norm = $2 AND w.alm_codigo = $3`,
    [sellerId, line.refNorm, line.warehouse],
  );
  const row = rows[0];
  if (!row) throw new OrderRefusal(ORDER_TEXTS.notInWarehouse(line.reference, line.warehouse));
  if (rows.length > 1) throw new OrderRefusal(ORDER_TEXTS.severalBrands(line.reference, line.warehouse));
  // The check and the take are one statement: a concurrent order holding the row makes this one wait, then see
  // the units it left.
  const updated = await tx.query(
    `UPDATE member_stock SET stk_unidades = stk_unidades - $5
      WHERE stk_id_socio = $1 AND stk_ref_norm = $2 AND stk_id_marca = $3 AND stk_id_almacen = $4 AND stk_publica AND stk_unidades >= $5
      RETURNING stk_unidades`,
    [sellerId, line.refNorm, row.brandId, row.almacen, line.units],
  );
  if (updated.length === 0) {
    const [now] = await tx.query<{ units: number; publica: boolean }>(
      `SELECT stk_unidades AS units, stk_publica AS publica FROM member_stock
        WHERE stk_id_socio = $1 AND stk_ref_norm = $2 AND stk_id_marca = $3 AND stk_id_almacen = $4`,
      [sellerId, line.refNorm, row.brandId, row.almacen],
    );
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
    const [order] = await tx.query<{ state: EstadoPedido; buyer: number; seller: number; number: string }>(
      `SELECT ped_estado AS state, ped_id_comprador AS buyer, ped_id_vendedor AS seller, ped_numero AS number
         FROM orders WHERE ped_id = $1 AND $2 IN (ped_id_comprador, ped_id_vendedor) FOR UPDATE`,
      [orderId, session.memberId],
    );
    if (!order) throw new HttpError(404, TEXTS.notFound);
    const side: OrderSide = order.seller === session.memberId ? 'seller' : 'buyer';
    const refused = orderMoveRefusal(order.state, state, side);
    if (refused) return { refusal: refused, number: '', other: 0, userName: '' };
    const [user] = await tx.query<{ name: string; surname: string }>('SELECT usr_nombre AS name, usr_apellidos AS surname FROM users WHERE usr_id = $1', [
      session.userId,
    ]);
    const userName = orderedBy({ NombreUsuario: user?.name ?? '', Apellidos: user?.surname ?? '' });
    await tx.query('UPDATE orders SET ped_estado = $2, ped_fecha_estado = now() WHERE ped_id = $1', [orderId, state]);
    await tx.query('INSERT INTO order_history (ped_id, his_estado, his_id_usuario, his_usuario) VALUES ($1, $2, $3, $4)', [
      orderId,
      state,
      session.userId,
      userName,
    ]);
    if (state === 'cancelado') {
      await tx.query(
        `INSERT INTO member_stock (stk_id_socio, stk_ref_norm, stk_id_marca, stk_id_almacen, stk_referencia, stk_referencia_asociado,
                                   stk_id_articulo, stk_unidades, stk_publica, stk_precio)
         SELECT o.ped_id_vendedor, l.lin_ref_norm, l.lin_id_marca, w.alm_id, l.lin_referencia, l.lin_referencia,
                (SELECT a.art_id FROM catalogue_articles a WHERE a.art_id_marca = l.lin_id_marca AND a.art_referencia = l.lin_referencia),
                l.lin_unidades, true, l.lin_precio
           FROM order_lines l JOIN orders o ON o.ped_id = l.ped_id
           JOIN member_warehouses w ON w.alm_id_socio = o.ped_id_vendedor AND w.alm_codigo = l.lin_codigo_almacen
          WHERE l.ped_id = $1
         ON CONFLICT (stk_id_socio, stk_ref_norm, stk_id_marca, stk_id_almacen)
         DO UPDATE SET stk_unidades = member_stock.stk_unidades + excluded.stk_unidades`,
        [orderId],
      );
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
