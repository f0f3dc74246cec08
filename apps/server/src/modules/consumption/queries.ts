import type { Queryable } from '../../db/db';

/** Purchases of one month: individual (i), group (g) and country (p), this year (cur) and the previous (prev). */
export type MonthRow = { month: number } & Record<`${'i' | 'g' | 'p'}_${'cur' | 'prev'}`, number | null>;

/** Monthly purchases of `year` and the year before for the member, the group and the member's country. */
export function monthlyPurchases(db: Queryable, year: number, memberId: number, supplierId: number | null): Promise<MonthRow[]> {
  return db.query<MonthRow>(
    `SELECT p.month::int AS month,
            sum(p.amount) FILTER (WHERE p.year = $1 AND p.member_id = $2)::float8 AS i_cur,
            sum(p.amount) FILTER (WHERE p.year = $1 - 1 AND p.member_id = $2)::float8 AS i_prev,
            sum(p.amount) FILTER (WHERE p.year = $1)::float8 AS g_cur,
            sum(p.amount) FILTER (WHERE p.year = $1 - 1)::float8 AS g_prev,
            sum(p.amount) FILTER (WHERE p.year = $1 AND m.soc_id_pais = me.soc_id_pais)::float8 AS p_cur,
            sum(p.amount) FILTER (WHERE p.year = $1 - 1 AND m.soc_id_pais = me.soc_id_pais)::float8 AS p_prev
       FROM purchases p
       JOIN members m ON m.soc_id = p.member_id
       JOIN members me ON me.soc_id = $2
      WHERE p.year IN ($1, $1 - 1) AND ($3::int IS NULL OR p.supplier_id = $3)
      GROUP BY p.month`,
    [year, memberId, supplierId],
  );
}

/** Purchases of one supplier: amounts and units of the year (cur) and of the previous one (prev). */
export type SupplierRow = { id: number; name: string; cur: number; prev: number; units: number; units_prev: number };

/** The member's purchases by supplier in months from–to of `year` and of the year before, largest first. */
export function purchasesBySupplier(
  db: Queryable,
  memberId: number,
  period: { year: number; from: number; to: number },
  supplierId: number | null,
): Promise<SupplierRow[]> {
  return db.query<SupplierRow>(
    `SELECT s.prv_id AS id, s.prv_nombre AS name,
            coalesce(sum(p.amount) FILTER (WHERE p.year = $2), 0)::float8 AS cur,
            coalesce(sum(p.amount) FILTER (WHERE p.year = $2 - 1), 0)::float8 AS prev,
            coalesce(sum(p.units) FILTER (WHERE p.year = $2), 0)::float8 AS units,
            coalesce(sum(p.units) FILTER (WHERE p.year = $2 - 1), 0)::float8 AS units_prev
       FROM purchases p JOIN suppliers s ON s.prv_id = p.supplier_id
      WHERE p.member_id = $1 AND p.year IN ($2, $2 - 1) AND p.month BETWEEN $3 AND $4
        AND ($5::int IS NULL OR p.supplier_id = $5)
      GROUP BY s.prv_id, s.prv_nombre
      ORDER BY cur DESC, s.prv_nombre`,
    [memberId, period.year, period.from, period.to, supplierId],
  );
}
