import type { DesgloseAlmacen, EstadoPedido, Pedido, PedidoDetalle, ResumenStock } from '@socios/api';
import { netPrice, STOCK_GREY, STOCK_NONE } from '@socios/domain';
import type { Queryable } from '../../db/db';

/**
 * Takes, until the transaction ends, the stock lock of each member (the two-key advisory lock (26, member) that
 * member_offers' triggers take, migration 0026), in member order. Every transaction that writes member_stock takes it
 * before its first write: the trigger takes it only after its statement has locked the rows it wrote, so two
 * transactions writing one member's lines in several statements (two orders of one seller, an order and a cancel or
 * an import) could otherwise each hold rows the other waits for while one waits for the other's member lock.
 */
export async function lockMembersStock(tx: Queryable, memberIds: readonly number[]): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(26, m.soc) FROM (SELECT DISTINCT soc FROM unnest($1::int[]) AS k(soc) ORDER BY soc) m', [memberIds]);
}

/** A member as the stock calls need it. */
export interface MemberRef {
  id: number;
  cif: string;
  name: string;
  mail: string | null;
}

const MEMBER = `soc_id AS id, soc_cif AS cif, soc_nombre AS name, soc_mail AS mail`;

/** The member of an id, or null. */
export async function memberById(db: Queryable, id: number): Promise<MemberRef | null> {
  return (await db.query<MemberRef>(`SELECT ${MEMBER} FROM members WHERE soc_id = $1`, [id]))[0] ?? null;
}

/** The member of a CIF (as stored: upper case), or null. */
export async function memberByCif(db: Queryable, cif: string): Promise<MemberRef | null> {
  return (await db.query<MemberRef>(`SELECT ${MEMBER} FROM members WHERE soc_cif = $1`, [cif]))[0] ?? null;
}

/** The stock text of a group of warehouse rows: '-9999' when every row is grey, else the published units. */
export function stockText(units: number | null, grey: boolean): string {
  if (grey) return STOCK_GREY;
  return units && units > 0 ? String(units) : STOCK_NONE;
}

/** One member's offer of a reference, before its net price is worked out. */
export interface OfferRow {
  NombreAsociado: string;
  CifAsociado: string;
  ReferenciaAsociado: string;
  Precio: number;
  PrecioHasta: number;
  Dto: number;
  customer: boolean;
  units: number | null;
  grey: boolean;
}

/**
 * Every other member holding the brand's reference (any value, '0' and '-9999' included), with the lowest and highest
 * price of its warehouses, the discount it gives the caller's member and whether that member is its customer.
 */
export function offersOf(db: Queryable, brandNo: number, refNorm: string, memberId: number): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    `SELECT m.soc_nombre AS "NombreAsociado", m.soc_cif AS "CifAsociado", (array_agg(s.stk_referencia_asociado ORDER BY s.stk_publica DESC, s.stk_unidades DESC, s.stk_id_almacen))[1] AS "ReferenciaAsociado",
            min(s.stk_precio)::float8 AS "Precio", max(s.stk_precio)::float8 AS "PrecioHasta", coalesce(c.cli_descuento, 0)::float8 AS "Dto", c.cli_id_comprador IS NOT NULL AS customer,
            (sum(s.stk_unidades) FILTER (WHERE s.stk_publica))::int AS units, bool_and(NOT s.stk_publica) AS grey
       FROM member_stock s JOIN members m ON m.soc_id = s.stk_id_socio
       LEFT JOIN member_customers c ON c.cli_id_vendedor = s.stk_id_socio AND c.cli_id_comprador = $3
      WHERE s.stk_id_marca = $1 AND s.stk_ref_norm = $2 AND s.stk_id_socio <> $3
      GROUP BY m.soc_id, c.cli_descuento, c.cli_id_comprador
      ORDER BY m.soc_nombre, m.soc_id`,
    [brandNo, refNorm, memberId],
  );
}

/**
 * The member's warehouses holding the reference, by code, with their stock text and what one unit of each costs the
 * buyer's member: the warehouse's own price less the discount the member gives the buyer (0 when it is no customer).
 */
export async function breakdownOf(db: Queryable, memberId: number, refNorm: string, buyerId: number): Promise<DesgloseAlmacen[]> {
  const rows = await db.query<{ code: string; description: string; units: number | null; grey: boolean; price: number; discount: number }>(
    `SELECT w.alm_codigo AS code, w.alm_descripcion AS description,
            (sum(s.stk_unidades) FILTER (WHERE s.stk_publica))::int AS units, bool_and(NOT s.stk_publica) AS grey,
            min(s.stk_precio)::float8 AS price,
            coalesce((SELECT c.cli_descuento FROM member_customers c WHERE c.cli_id_vendedor = $1 AND c.cli_id_comprador = $3), 0)::float8 AS discount
       FROM member_stock s JOIN member_warehouses w ON w.alm_id = s.stk_id_almacen
      WHERE s.stk_id_socio = $1 AND s.stk_ref_norm = $2
      GROUP BY w.alm_id ORDER BY w.alm_codigo, w.alm_id`,
    [memberId, refNorm, buyerId],
  );
  return rows.map((r) => ({
    CodigoAlmacen: r.code,
    DescripcionAlmacen: r.description,
    Stock: stockText(r.units, r.grey),
    Precio: r.price,
    Dto: r.discount,
    Neto: netPrice(r.price, r.discount),
  }));
}

/** 'Mi stock': the member's warehouses with how many references and units each holds, and the last import. */
export async function stockSummary(db: Queryable, memberId: number): Promise<ResumenStock> {
  const warehouses = await db.query<ResumenStock['Almacenes'][number]>(
    `SELECT w.alm_codigo AS "CodigoAlmacen", w.alm_descripcion AS "DescripcionAlmacen",
            count(s.stk_ref_norm)::int AS "Referencias", coalesce(sum(s.stk_unidades) FILTER (WHERE s.stk_publica), 0)::int AS "Unidades"
       FROM member_warehouses w LEFT JOIN member_stock s ON s.stk_id_almacen = w.alm_id
      WHERE w.alm_id_socio = $1
      GROUP BY w.alm_id ORDER BY w.alm_codigo, w.alm_id`,
    [memberId],
  );
  const [totals] = await db.query<{ refs: number; at: string | null }>(
    `SELECT (SELECT count(DISTINCT (stk_id_marca, stk_ref_norm))::int FROM member_stock WHERE stk_id_socio = $1) AS refs,
            (SELECT to_char(imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM member_stock_imports WHERE soc_id = $1) AS at`,
    [memberId],
  );
  return {
    Almacenes: warehouses,
    Referencias: totals?.refs ?? 0,
    Unidades: warehouses.reduce((sum, w) => sum + w.Unidades, 0),
    Actualizado: totals?.at ?? null,
  };
}

/** A timestamp column as ISO text in UTC. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of an order as 'Mis pedidos' lists it, for the member $1 (PED_REALIZADO: it placed it). */
const ORDER = `o.ped_id AS "PED_ID", o.ped_numero AS "PED_NUMERO", ${iso('o.ped_fecha')} AS "PED_FECHA", o.ped_estado AS "PED_ESTADO",
  ${iso('o.ped_fecha_estado')} AS "PED_FECHA_ESTADO", b.soc_nombre AS "COMPRADOR_NOMBRE", b.soc_cif AS "COMPRADOR_CIF",
  s.soc_nombre AS "VENDEDOR_NOMBRE", s.soc_cif AS "VENDEDOR_CIF", o.ped_pedido_por AS "PED_PEDIDO_POR",
  o.ped_observaciones AS "PED_OBSERVACIONES", o.ped_su_pedido AS "PED_SU_PEDIDO", o.ped_punto_recogida AS "PED_PUNTO_RECOGIDA",
  o.ped_lineas AS "PED_LINEAS", o.ped_unidades AS "PED_UNIDADES", o.ped_total::float8 AS "PED_TOTAL",
  o.ped_id_comprador = $1 AS "PED_REALIZADO"`;
const ORDER_FROM = 'orders o JOIN members b ON b.soc_id = o.ped_id_comprador JOIN members s ON s.soc_id = o.ped_id_vendedor';

/** One page of the orders the member placed or received, newest first, and how many there are. */
export async function ordersOf(
  db: Queryable,
  memberId: number,
  kind: 'realizados' | 'recibidos',
  state: EstadoPedido | null,
  page: number,
  size: number,
): Promise<{ total: number; pedidos: Pedido[] }> {
  const side = kind === 'realizados' ? 'o.ped_id_comprador' : 'o.ped_id_vendedor';
  const filter = `${side} = $1 AND ($2::text IS NULL OR o.ped_estado = $2)`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE ${filter}`, [memberId, state]);
  const pedidos = await db.query<Pedido>(`SELECT ${ORDER} FROM ${ORDER_FROM} WHERE ${filter} ORDER BY o.ped_fecha DESC, o.ped_id DESC LIMIT $3 OFFSET $4`, [
    memberId,
    state,
    size,
    (page - 1) * size,
  ]);
  return { total: count?.n ?? 0, pedidos };
}

/** One order of the member (placed or received), or null. */
export async function orderOf(db: Queryable, memberId: number, orderId: number): Promise<Pedido | null> {
  const [row] = await db.query<Pedido>(`SELECT ${ORDER} FROM ${ORDER_FROM} WHERE o.ped_id = $2 AND $1 IN (o.ped_id_comprador, o.ped_id_vendedor)`, [
    memberId,
    orderId,
  ]);
  return row ?? null;
}

/** One order of the member with its lines and history, or null. */
export async function orderDetailOf(db: Queryable, memberId: number, orderId: number): Promise<PedidoDetalle | null> {
  const order = await orderOf(db, memberId, orderId);
  if (!order) return null;
  const Lineas = await db.query<PedidoDetalle['Lineas'][number]>(
    `SELECT lin_referencia AS "Referencia", lin_marca AS "Marca", lin_descripcion AS "Descripcion", lin_codigo_almacen AS "CodigoAlmacen",
            lin_descripcion_almacen AS "DescripcionAlmacen", lin_unidades AS "Cantidad", lin_precio::float8 AS "Precio",
            lin_descuento::float8 AS "Dto", lin_neto::float8 AS "Neto"
       FROM order_lines WHERE ped_id = $1 ORDER BY lin_numero`,
    [orderId],
  );
  const Historial = await db.query<PedidoDetalle['Historial'][number]>(
    `SELECT his_estado AS "Estado", ${iso('his_fecha')} AS "Fecha", his_usuario AS "Usuario"
       FROM order_history WHERE ped_id = $1 ORDER BY his_fecha, his_id`,
    [orderId],
  );
  return { ...order, Lineas, Historial };
}
