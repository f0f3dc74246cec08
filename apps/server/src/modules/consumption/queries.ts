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
