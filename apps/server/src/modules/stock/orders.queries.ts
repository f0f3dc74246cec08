import type { EstadoPedido } from '@socios/api';
import type { Queryable } from '../../db/db';

// The SQL of placing an order and moving it (orders.ts).

/** A line after merging repeated warehouse lines, with what the warehouse holds. */
export interface TakenLine {
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

/** A point of sale where an order is picked up. */
export type PickupPoint = {
  SOCPV_ID: number;
  SOCPV_NOMBRE: string;
  SOCPV_DIRECCION: string | null;
  SOCPV_CP: string | null;
  SOCPV_POBLACION: string | null;
  SOCPV_PROVINCIA: string | null;
};

/** The discount a seller gives a buyer that is its customer, or undefined when it is not one. */
export async function customerDiscount(db: Queryable, sellerId: number, buyerId: number): Promise<number | undefined> {
  const [relation] = await db.query<{ discount: number }>(
    'SELECT cli_descuento::float8 AS discount FROM member_customers WHERE cli_id_vendedor = $1 AND cli_id_comprador = $2',
    [sellerId, buyerId],
  );
  return relation?.discount;
}

/** A user's name and surname (empty when there is no such user). */
export async function userNameOf(db: Queryable, userId: number): Promise<{ name: string; surname: string }> {
  const [user] = await db.query<{ name: string; surname: string }>('SELECT usr_nombre AS name, usr_apellidos AS surname FROM users WHERE usr_id = $1', [
    userId,
  ]);
  return { name: user?.name ?? '', surname: user?.surname ?? '' };
}

/**
 * A buyer's point of sale: the one of `pointId` when given; else the one named `named` (ignoring case), else its
 * first. Null when there is none.
 */
export async function pickupPointOf(db: Queryable, buyerId: number, pointId: number | null, named: string | null): Promise<PickupPoint | null> {
  const [point] = await db.query<PickupPoint>(
    `SELECT socpv_id AS "SOCPV_ID", socpv_nombre AS "SOCPV_NOMBRE", socpv_direccion AS "SOCPV_DIRECCION", socpv_cp AS "SOCPV_CP",
            socpv_poblacion AS "SOCPV_POBLACION", socpv_provincia AS "SOCPV_PROVINCIA"
       FROM points_of_sale
      WHERE socpv_id_socio = $2 AND ($1::int IS NULL OR socpv_id = $1)
      ORDER BY lower(socpv_nombre) = lower($3::text) DESC NULLS LAST, socpv_id
      LIMIT 1`,
    [pointId, buyerId, named],
  );
  return point ?? null;
}

/** What the seller's warehouse holds of a reference: one row per brand. */
export function warehouseLines(
  tx: Queryable,
  sellerId: number,
  refNorm: string,
  warehouse: string,
): Promise<{ almacen: number; warehouseName: string; brandId: number; brand: string; reference: string; description: string; price: number }[]> {
  return tx.query<{ almacen: number; warehouseName: string; brandId: number; brand: string; reference: string; description: string; price: number }>(
    `SELECT s.stk_id_almacen AS almacen, w.alm_descripcion AS "warehouseName", s.stk_id_marca AS "brandId", b.mar_nombre AS brand,
            s.stk_referencia AS reference, coalesce(g.gen_nombre, '') AS description, s.stk_precio::float8 AS price
       FROM member_stock s JOIN member_warehouses w ON w.alm_id = s.stk_id_almacen JOIN brands b ON b.mar_id = s.stk_id_marca
       LEFT JOIN catalogue_articles a ON a.art_id = s.stk_id_articulo LEFT JOIN generic_articles g ON g.gen_id = a.art_id_generico
      WHERE s.stk_id_socio = $1 AND s.stk_ref_norm = $2 AND w.alm_codigo = $3`,
    [sellerId, refNorm, warehouse],
  );
}

/** One stock row of a seller: (reference, brand, warehouse). */
export interface StockKey {
  sellerId: number;
  refNorm: string;
  brandId: number;
  almacen: number;
}

/**
 * Takes `units` from a published stock row when it holds as many; false when it does not (or is not published). The
 * check and the take are one statement: a concurrent order holding the row makes this one wait, then see the units it
 * left.
 */
export async function takeStockUnits(tx: Queryable, key: StockKey, units: number): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE member_stock SET stk_unidades = stk_unidades - $5
      WHERE stk_id_socio = $1 AND stk_ref_norm = $2 AND stk_id_marca = $3 AND stk_id_almacen = $4 AND stk_publica AND stk_unidades >= $5
      RETURNING stk_unidades`,
    [key.sellerId, key.refNorm, key.brandId, key.almacen, units],
  );
  return updated.length > 0;
}

/** A stock row's units and whether they are published, or undefined when the row is gone. */
export async function stockUnitsOf(tx: Queryable, key: StockKey): Promise<{ units: number; publica: boolean } | undefined> {
  const [now] = await tx.query<{ units: number; publica: boolean }>(
    `SELECT stk_unidades AS units, stk_publica AS publica FROM member_stock
        WHERE stk_id_socio = $1 AND stk_ref_norm = $2 AND stk_id_marca = $3 AND stk_id_almacen = $4`,
    [key.sellerId, key.refNorm, key.brandId, key.almacen],
  );
  return now;
}

/** A new order's row, numbered 'P<YY>-<six digits>'. */
export interface NewOrder {
  buyerId: number;
  sellerId: number;
  userId: number;
  pointId: number;
  pickup: string;
  note: string;
  buyerReference: string;
  orderedBy: string;
  lines: number;
  units: number;
  total: number;
}

/** Stores an order's row; answers its id and number. */
export async function insertOrder(tx: Queryable, o: NewOrder): Promise<{ id: number; number: string } | undefined> {
  const [order] = await tx.query<{ id: number; number: string }>(
    `INSERT INTO orders (ped_numero, ped_id_comprador, ped_id_vendedor, ped_id_usuario, ped_id_punto_venta, ped_punto_recogida,
                             ped_observaciones, ped_su_pedido, ped_pedido_por, ped_lineas, ped_unidades, ped_total)
         VALUES ('P' || to_char(now(), 'YY') || '-' || lpad(nextval('order_numbers')::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         RETURNING ped_id AS id, ped_numero AS number`,
    [o.buyerId, o.sellerId, o.userId, o.pointId, o.pickup, o.note, o.buyerReference, o.orderedBy, o.lines, o.units, o.total],
  );
  return order;
}

/** Stores an order's lines, numbered from 1, each with the customer's discount. */
export async function insertOrderLines(tx: Queryable, orderId: number, discount: number, taken: readonly TakenLine[]): Promise<void> {
  await tx.query(
    `INSERT INTO order_lines (ped_id, lin_numero, lin_id_marca, lin_marca, lin_referencia, lin_ref_norm, lin_descripcion,
                                  lin_codigo_almacen, lin_descripcion_almacen, lin_unidades, lin_precio, lin_descuento, lin_neto)
         SELECT $1, n, marca, nombre, ref, norm, descr, almacen, alm_descr, unidades, precio, $2, neto
           FROM unnest($3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::numeric[], $13::numeric[])
                AS t(n, marca, nombre, ref, norm, descr, almacen, alm_descr, unidades, precio, neto)`,
    [
      orderId,
      discount,
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
}

/** Adds a row to an order's history: its new state, who moved it (id and name as shown). */
export async function insertOrderHistory(tx: Queryable, orderId: number, state: EstadoPedido, userId: number, userName: string): Promise<void> {
  await tx.query('INSERT INTO order_history (ped_id, his_estado, his_id_usuario, his_usuario) VALUES ($1, $2, $3, $4)', [orderId, state, userId, userName]);
}

/** An order of the member (as buyer or seller), locked until the transaction ends; undefined when there is none. */
export async function lockedOrderOf(
  tx: Queryable,
  orderId: number,
  memberId: number,
): Promise<{ state: EstadoPedido; buyer: number; seller: number; number: string } | undefined> {
  const [order] = await tx.query<{ state: EstadoPedido; buyer: number; seller: number; number: string }>(
    `SELECT ped_estado AS state, ped_id_comprador AS buyer, ped_id_vendedor AS seller, ped_numero AS number
         FROM orders WHERE ped_id = $1 AND $2 IN (ped_id_comprador, ped_id_vendedor) FOR UPDATE`,
    [orderId, memberId],
  );
  return order;
}

/** Sets an order's state, dated now. */
export async function setOrderState(tx: Queryable, orderId: number, state: EstadoPedido): Promise<void> {
  await tx.query('UPDATE orders SET ped_estado = $2, ped_fecha_estado = now() WHERE ped_id = $1', [orderId, state]);
}

/** Returns a cancelled order's units to the seller's warehouses (a warehouse removed since gets nothing back). */
export async function returnOrderUnits(tx: Queryable, orderId: number): Promise<void> {
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
