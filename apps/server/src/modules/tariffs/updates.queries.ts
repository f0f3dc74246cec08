import type { ActualizacionTarifa, DiaActualizaciones, LineaActualizacion } from '@socios/api';
import { priceDifference, type SortDirection, type UpdateLineSortColumn } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { likePrefix } from '../../db/like';

/** Price updates (001 §2.6, §3 Price update history / Update line): the history and each update's lines. */

/** Which updates: of one supplier's brand (or every brand), of a type, within a window of days (ISO, both included). */
export interface UpdatesFilter {
  brand: { supplierId: number; brandId: number } | null;
  type: 'P' | 'C' | 'F' | null;
  from: string | null;
  to: string | null;
}

/** The WHERE of a filter (on price_updates u), its parameters appended to `params`. */
function updatesWhere(filter: UpdatesFilter, params: unknown[]): string[] {
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.brand) where.push(`u.his_id_proveedor = ${param(filter.brand.supplierId)} AND u.his_id_marca = ${param(filter.brand.brandId)}`);
  if (filter.type) where.push(`u.his_tipo_tar = ${param(filter.type)}`);
  if (filter.from) where.push(`u.his_fecha >= ${param(filter.from)}::date`);
  if (filter.to) where.push(`u.his_fecha <= ${param(filter.to)}::date`);
  return where;
}

/**
 * One page of the updates a filter keeps, newest day first (a day's by brand name, then id): `size` rows after the
 * update `after` (keyset: the page costs the same however deep), and the HIS_ID to ask the next page after (null when
 * this is the last one). `after` that is no update: null.
 */
export async function priceUpdatesPage(
  db: Queryable,
  filter: UpdatesFilter,
  page: { size: number; after: number | null },
): Promise<{ rows: ActualizacionTarifa[]; next: number | null } | null> {
  const params: unknown[] = [];
  const where = updatesWhere(filter, params);
  if (page.after !== null) {
    const [key] = await db.query<{ day: string; brand: string }>(
      `SELECT to_char(u.his_fecha, 'YYYY-MM-DD') AS day, b.mar_nombre AS brand FROM price_updates u JOIN brands b ON b.mar_id = u.his_id_marca WHERE u.his_id = $1`,
      [page.after],
    );
    if (!key) return null;
    params.push(key.day, key.brand, page.after);
    const [day, brand, id] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`);
    // The first conjunct is an index range; the second skips what the earlier pages had of the cursor's day.
    where.push(`u.his_fecha <= ${day}::date AND (u.his_fecha < ${day}::date OR (b.mar_nombre, u.his_id) > (${brand}::text, ${id}::int))`);
  }
  params.push(page.size + 1);
  const rows = await db.query<ActualizacionTarifa>(
    `SELECT u.his_id AS "HIS_ID", u.his_tipo_tar AS "HIS_TIPO_TAR", to_char(u.his_fecha, 'DD/MM/YYYY') AS "HIS_FECHA_ACTUALIZACION",
            b.mar_id AS "MAR_ID", b.mar_nombre AS "MAR_NOMBRE", u.his_id_proveedor AS "PRV_ID", u.his_num_lineas AS "NUM_LINEAS"
       FROM price_updates u JOIN brands b ON b.mar_id = u.his_id_marca
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY u.his_fecha DESC, b.mar_nombre, u.his_id
      LIMIT $${params.length}`,
    params,
  );
  const more = rows.length > page.size;
  if (more) rows.pop();
  return { rows, next: more ? (rows.at(-1)?.HIS_ID ?? null) : null };
}

/** How many updates of each type each day has (of a brand, or of every brand), newest day first, at most `limit` rows. */
export function updateDays(db: Queryable, brand: UpdatesFilter['brand'], limit: number): Promise<DiaActualizaciones[]> {
  const params: unknown[] = [];
  const where = updatesWhere({ brand, type: null, from: null, to: null }, params);
  params.push(limit);
  return db.query<DiaActualizaciones>(
    `SELECT u.his_tipo_tar AS "HIS_TIPO_TAR", to_char(u.his_fecha, 'DD/MM/YYYY') AS "HIS_FECHA_ACTUALIZACION", count(*)::int AS "NUM_ACTUALIZACIONES"
       FROM price_updates u ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      GROUP BY u.his_fecha, u.his_tipo_tar
      ORDER BY u.his_fecha DESC, u.his_tipo_tar
      LIMIT $${params.length}`,
    params,
  );
}

/** True when the update exists. */
export async function updateExists(db: Queryable, updateId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM price_updates WHERE his_id = $1', [updateId])).length > 0;
}

/** The SQL that orders lines by each sortable column (ties by line number, so batches never overlap). */
const ORDER: Record<UpdateLineSortColumn, string> = {
  ART_REFERENCIA: 'l.art_referencia',
  ART_DESCRIPCION: 'l.art_descripcion',
  SFA_NOMBRE: 'sf.sfa_nombre',
  PVP_CIENTO_DIFERENCIA: '(l.tar_pvp - l.pvp_anterior) / nullif(l.pvp_anterior, 0)',
  NETO_CIENTO_DIFERENCIA: '(l.tar_neto - l.neto_anterior) / nullif(l.neto_anterior, 0)',
};

interface RawLine {
  ART_REFERENCIA: string;
  ART_DESCRIPCION: string;
  SFA_NOMBRE: string;
  PVP_ANTERIOR: number | null;
  TAR_PVP: number;
  NETO_ANTERIOR: number | null;
  TAR_NETO: number | null;
  TAR_FECHA_VIGENCIA: string;
  total: number;
}

/**
 * Lines start–end (0-based, end excluded) of an update in a column's order, optionally only the references starting
 * with `prefix`; each with its differences (the domain's rule) and how many lines match in all.
 */
export async function updateLines(
  db: Queryable,
  updateId: number,
  range: { start: number; end: number },
  sort: { column: UpdateLineSortColumn; direction: SortDirection },
  prefix: string | null,
): Promise<LineaActualizacion[]> {
  const params: unknown[] = [updateId, range.end - range.start, range.start];
  let where = '';
  if (prefix) {
    params.push(likePrefix(prefix.toUpperCase()));
    where = ` AND upper(l.art_referencia) LIKE $${params.length}`;
  }
  const dir = sort.direction === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST';
  const rows = await db.query<RawLine>(
    `SELECT l.art_referencia AS "ART_REFERENCIA", l.art_descripcion AS "ART_DESCRIPCION", sf.sfa_nombre AS "SFA_NOMBRE",
            l.pvp_anterior::float8 AS "PVP_ANTERIOR", l.tar_pvp::float8 AS "TAR_PVP",
            l.neto_anterior::float8 AS "NETO_ANTERIOR", l.tar_neto::float8 AS "TAR_NETO",
            to_char(l.fecha_vigencia, 'DD/MM/YYYY') AS "TAR_FECHA_VIGENCIA", count(*) OVER ()::int AS total
       FROM price_update_lines l JOIN product_subfamilies sf ON sf.sfa_id = l.sfa_id
      WHERE l.his_id = $1${where}
      ORDER BY ${ORDER[sort.column]} ${dir}, l.linea ${sort.direction === 'desc' ? 'DESC' : 'ASC'}
      LIMIT $2 OFFSET $3`,
    params,
  );
  return rows.map(({ total, ...l }) => {
    const pvp = priceDifference(l.PVP_ANTERIOR, l.TAR_PVP);
    const neto = priceDifference(l.NETO_ANTERIOR, l.TAR_NETO);
    return {
      ...l,
      PVP_DIFERENCIA: pvp.amount,
      PVP_CIENTO_DIFERENCIA: pvp.percent,
      NETO_DIFERENCIA: neto.amount,
      NETO_CIENTO_DIFERENCIA: neto.percent,
      TOTAL_LINEAS: total,
    };
  });
}
