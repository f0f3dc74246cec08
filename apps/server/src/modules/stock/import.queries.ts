import type { ImportedStockLine } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { lockMembersStock } from './queries';

// The SQL of the stock import (import.ts).

/** The catalogue's brands, to look up the brand names of an import. */
export function brandNames(db: Queryable): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>('SELECT mar_id AS id, mar_nombre AS name FROM brands');
}

/**
 * Replaces a member's published stock with an import's lines (inside the caller's transaction): its warehouses become
 * `warehouses` (code → description; those no longer there removed), every line is stored with its brand id
 * (`marcas`, by line) and linked to the catalogue's article of that brand and reference when there is one, and the
 * import's time, author and size are kept.
 */
export async function replaceMemberStock(
  tx: Queryable,
  memberId: number,
  userId: number,
  warehouses: ReadonlyMap<string, string>,
  lines: readonly ImportedStockLine[],
  marcas: readonly number[],
): Promise<void> {
  // The member's stock lock before its lines (see lockMembersStock): an order of the member may be taking units.
  await lockMembersStock(tx, [memberId]);
  await tx.query('DELETE FROM member_stock WHERE stk_id_socio = $1', [memberId]);
  await tx.query('DELETE FROM member_warehouses WHERE alm_id_socio = $1 AND NOT (alm_codigo = ANY($2::text[]))', [memberId, [...warehouses.keys()]]);
  await tx.query(
    `INSERT INTO member_warehouses (alm_id_socio, alm_codigo, alm_descripcion)
     SELECT $1, code, descr FROM unnest($2::text[], $3::text[]) AS t(code, descr)
     ON CONFLICT (alm_id_socio, alm_codigo) DO UPDATE SET alm_descripcion = excluded.alm_descripcion`,
    [memberId, [...warehouses.keys()], [...warehouses.values()]],
  );
  await tx.query(
    `INSERT INTO member_stock (stk_id_socio, stk_ref_norm, stk_id_marca, stk_id_almacen, stk_referencia, stk_referencia_asociado,
                               stk_id_articulo, stk_unidades, stk_publica, stk_precio)
     SELECT $1, t.norm, t.marca, w.alm_id, t.ref, t.own,
            (SELECT min(a.art_id) FROM catalogue_articles a
              WHERE upper(regexp_replace(a.art_referencia, '[\\s.\\-/]', '', 'g')) = t.norm AND a.art_id_marca = t.marca),
            t.units, t.publica, t.price
       FROM unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::int[], $8::bool[], $9::numeric[])
            AS t(code, norm, marca, ref, own, units, publica, price)
       JOIN member_warehouses w ON w.alm_id_socio = $1 AND w.alm_codigo = t.code`,
    [
      memberId,
      lines.map((l) => l.almacen),
      lines.map((l) => l.referenciaNormalizada),
      marcas,
      lines.map((l) => l.referencia),
      lines.map((l) => l.referenciaSocio),
      lines.map((l) => l.unidades),
      lines.map((l) => l.publica),
      lines.map((l) => l.precio),
    ],
  );
  await tx.query(
    `INSERT INTO member_stock_imports (soc_id, imported_at, imported_by, lineas) VALUES ($1, now(), $2, $3)
     ON CONFLICT (soc_id) DO UPDATE SET imported_at = now(), imported_by = excluded.imported_by, lineas = excluded.lineas`,
    [memberId, userId, lines.length],
  );
}
