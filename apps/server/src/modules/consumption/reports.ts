import type { ConsumptionDimension, ConsumptionFigures, ConsumptionGroupRow, ReportPeriod } from '@socios/domain';
import type { Queryable } from '../../db/db';

/** The id and name expressions of each dimension over `purchases p` joined with its names. */
const DIMENSION_SQL: Record<ConsumptionDimension, { id: string; name: string }> = {
  supplier: { id: 'p.supplier_id', name: 's.prv_nombre' },
  family: { id: 'sf.sfa_id_familia', name: 'f.fam_nombre' },
  subfamily: { id: 'p.subfamily_id', name: 'sf.sfa_nombre' },
  brand: { id: 'p.brand_id', name: 'b.mar_nombre' },
};

/** Whose purchases a report adds up: one member's, or every member's (of one country when given). */
export type ReportScope = { memberId: number } | { country: number | null };

/** What narrows a report besides its period. */
export interface ReportFilter {
  readonly supplierId: number | null;
  readonly brandId: number | null;
  readonly familyId: number | null;
}

const FIGURES = `coalesce(sum(p.amount) FILTER (WHERE p.year = $1), 0)::float8 AS cur,
       coalesce(sum(p.amount) FILTER (WHERE p.year = $1 - 1), 0)::float8 AS prev,
       coalesce(sum(p.units) FILTER (WHERE p.year = $1), 0)::float8 AS units,
       coalesce(sum(p.units) FILTER (WHERE p.year = $1 - 1), 0)::float8 AS units_prev`;

const FROM = `FROM purchases p
       JOIN suppliers s ON s.prv_id = p.supplier_id
       JOIN brands b ON b.mar_id = p.brand_id
       JOIN product_subfamilies sf ON sf.sfa_id = p.subfamily_id
       JOIN product_families f ON f.fam_id = sf.sfa_id_familia
       JOIN members m ON m.soc_id = p.member_id`;

/** The WHERE clause and parameters shared by the report and its group total ($1 is the year). */
function where(period: ReportPeriod, scope: ReportScope, filter: ReportFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [period.year, period.from, period.to, filter.supplierId, filter.brandId, filter.familyId];
  let who: string;
  if ('memberId' in scope) {
    params.push(scope.memberId);
    who = `p.member_id = $${params.length}`;
  } else {
    params.push(scope.country);
    who = `($${params.length}::int IS NULL OR m.soc_id_pais = $${params.length})`;
  }
  return {
    sql: `WHERE p.year IN ($1, $1 - 1) AND p.month BETWEEN $2 AND $3
        AND ($4::int IS NULL OR p.supplier_id = $4)
        AND ($5::int IS NULL OR p.brand_id = $5)
        AND ($6::int IS NULL OR sf.sfa_id_familia = $6)
        AND ${who}`,
    params,
  };
}

type RawRow = Record<string, number | string | null> & { cur: number; prev: number; units: number; units_prev: number; g: number };

/**
 * The purchases of the period in the scope grouped by `levels` with ROLLUP: every combination of the levels, each
 * subtotal and the grand total, all summed by the database from the purchase lines.
 */
export async function groupedPurchases(
  db: Queryable,
  levels: readonly ConsumptionDimension[],
  period: ReportPeriod,
  scope: ReportScope,
  filter: ReportFilter,
): Promise<ConsumptionGroupRow[]> {
  const w = where(period, scope, filter);
  const cols = levels.map((d, i) => `${DIMENSION_SQL[d].id} AS k${i}, ${DIMENSION_SQL[d].name} AS n${i}`).join(', ');
  const sets = levels.map((d) => `(${DIMENSION_SQL[d].id}, ${DIMENSION_SQL[d].name})`).join(', ');
  const rows = await db.query<RawRow>(
    `SELECT ${cols}, ${FIGURES}
       ${FROM}
       ${w.sql}
      GROUP BY ROLLUP (${sets})`,
    w.params,
  );
  return rows.map((r) => ({
    keys: levels.map((_, i) => (r[`k${i}`] as number | null) ?? null),
    names: levels.map((_, i) => (r[`n${i}`] as string | null) ?? null),
    cur: r.cur,
    prev: r.prev,
    units: r.units,
    unitsPrev: r.units_prev,
  }));
}

/** The totals of the period over every member (of one country when given), with the same filter. */
export async function groupTotal(db: Queryable, period: ReportPeriod, country: number | null, filter: ReportFilter): Promise<ConsumptionFigures> {
  const w = where(period, { country }, filter);
  const [row] = await db.query<RawRow>(`SELECT ${FIGURES} ${FROM} ${w.sql}`, w.params);
  return { cur: row?.cur ?? 0, prev: row?.prev ?? 0, units: row?.units ?? 0, unitsPrev: row?.units_prev ?? 0 };
}

/** The years with purchases, latest first. */
export async function purchaseYears(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ year: number }>('SELECT DISTINCT year::int AS year FROM purchases ORDER BY year DESC');
  return rows.map((r) => r.year);
}

/** The countries that have members, by name. */
export function memberCountries(db: Queryable): Promise<{ PAI_ID: number; PAI_DESCRIPCION: string }[]> {
  return db.query(
    `SELECT c.pai_id AS "PAI_ID", c.pai_descripcion AS "PAI_DESCRIPCION"
       FROM countries c WHERE EXISTS (SELECT 1 FROM members m WHERE m.soc_id_pais = c.pai_id)
      ORDER BY c.pai_descripcion`,
  );
}
