import type { ActualizacionTarifa, LineaActualizacion } from '@socios/api';
import { priceDifference, type SortDirection, type UpdateLineSortColumn } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { likePrefix } from '../../db/like';

/** Price updates (001 §2.6, §3 Price update history / Update line): the history and each update's lines. */

/** The updates of a supplier's brand (null: of every brand), newest first. */
export function priceUpdates(db: Queryable, brand: { supplierId: number; brandId: number } | null): Promise<ActualizacionTarifa[]> {
  return db.query<ActualizacionTarifa>(
    `SELECT u.his_id AS "HIS_ID", u.his_tipo_tar AS "HIS_TIPO_TAR", to_char(u.his_fecha, 'DD/MM/YYYY') AS "HIS_FECHA_ACTUALIZACION",
            b.mar_id AS "MAR_ID", b.mar_nombre AS "MAR_NOMBRE", u.his_id_proveedor AS "PRV_ID", u.his_num_lineas AS "NUM_LINEAS"
       FROM price_updates u JOIN brands b ON b.mar_id = u.his_id_marca
      ${brand ? 'WHERE u.his_id_proveedor = $1 AND u.his_id_marca = $2' : ''}
      ORDER BY u.his_fecha DESC, b.mar_nombre, u.his_id`,
    brand ? [brand.supplierId, brand.brandId] : [],
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
