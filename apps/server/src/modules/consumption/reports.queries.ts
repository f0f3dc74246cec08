import type { ConsumptionDimension, ConsumptionFigures, ConsumptionGroupRow, ReportPeriod } from '@socios/domain';
import type { Queryable } from '../../db/db';

/** Each dimension's id column in the first aggregation, and how its name is looked up afterwards. */
const DIMENSION_SQL: Record<ConsumptionDimension, { id: string; join: (col: string, alias: string) => string; name: string }> = {
  supplier: { id: 'p.supplier_id', join: (c, a) => `LEFT JOIN suppliers ${a} ON ${a}.prv_id = r.${c}`, name: 'prv_nombre' },
  family: { id: 'sf.sfa_id_familia', join: (c, a) => `LEFT JOIN product_families ${a} ON ${a}.fam_id = r.${c}`, name: 'fam_nombre' },
  subfamily: { id: 'p.subfamily_id', join: (c, a) => `LEFT JOIN product_subfamilies ${a} ON ${a}.sfa_id = r.${c}`, name: 'sfa_nombre' },
  brand: { id: 'p.brand_id', join: (c, a) => `LEFT JOIN brands ${a} ON ${a}.mar_id = r.${c}`, name: 'mar_nombre' },
};

/** Whose purchases a report adds up: one member's, or every member's (of one country when given). */
export type ReportScope = { memberId: number } | { country: number | null };

/** What narrows a report besides its period. */
export interface ReportFilter {
  readonly supplierId: number | null;
  readonly brandId: number | null;
  readonly familyId: number | null;
}

const FIGURES = `coalesce(sum(p.amount) FILTER (WHERE p.year = $1), 0) AS cur,
       coalesce(sum(p.amount) FILTER (WHERE p.year = $1 - 1), 0) AS prev,
       coalesce(sum(p.units) FILTER (WHERE p.year = $1), 0) AS units,
       coalesce(sum(p.units) FILTER (WHERE p.year = $1 - 1), 0) AS units_prev`;

/**
 * The purchase lines with their family (a subfamily belongs to one): one member's from the detail (`purchases`, its
 * primary key starts with the member), the group's from the monthly summary without members (`purchase_months`, kept
 * equal to the detail by triggers; migration 0025), which has the country of each line.
 */
const from = (group: boolean) => `FROM ${group ? 'purchase_months' : 'purchases'} p
       JOIN product_subfamilies sf ON sf.sfa_id = p.subfamily_id`;

/** The WHERE clause and parameters shared by the report and its group total ($1 is the year). */
function where(period: ReportPeriod, scope: ReportScope, filter: ReportFilter): { sql: string; params: unknown[]; group: boolean } {
  const params: unknown[] = [period.year, period.from, period.to, filter.supplierId, filter.brandId, filter.familyId];
  let who: string;
  if ('memberId' in scope) {
    params.push(scope.memberId);
    who = `p.member_id = $${params.length}`;
  } else if (scope.country !== null) {
    params.push(scope.country);
    who = `p.country_id = $${params.length}`;
  } else {
    who = 'true';
  }
  return {
    sql: `WHERE p.year IN ($1, $1 - 1) AND p.month BETWEEN $2 AND $3
        AND ($4::int IS NULL OR p.supplier_id = $4)
        AND ($5::int IS NULL OR p.brand_id = $5)
        AND ($6::int IS NULL OR sf.sfa_id_familia = $6)
        AND ${who}`,
    params,
    group: 'country' in scope,
  };
}

type RawRow = Record<string, number | string | null> & { cur: number; prev: number; units: number; units_prev: number; g: number };

/**
 * The purchases of the period in the scope grouped by `levels` with ROLLUP: every combination of the levels, each
 * subtotal and the grand total, all summed by the database from the purchase lines. The lines are first added up by
 * the levels' ids (the members fold away there), then rolled up; names are looked up for the few rows left.
 */
export async function groupedPurchases(
  db: Queryable,
  levels: readonly ConsumptionDimension[],
  period: ReportPeriod,
  scope: ReportScope,
  filter: ReportFilter,
): Promise<ConsumptionGroupRow[]> {
  const w = where(period, scope, filter);
  const ids = levels.map((d, i) => `${DIMENSION_SQL[d].id} AS k${i}`).join(', ');
  const keys = levels.map((_, i) => `k${i}`).join(', ');
  const names = levels.map((d, i) => `n${i}.${DIMENSION_SQL[d].name} AS n${i}`).join(', ');
  const joins = levels.map((d, i) => DIMENSION_SQL[d].join(`k${i}`, `n${i}`)).join('\n       ');
  const rows = await db.query<RawRow>(
    `WITH lines AS (
       SELECT ${ids}, ${FIGURES}
         ${from(w.group)}
         ${w.sql}
        GROUP BY ${keys}
     ), r AS (
       SELECT ${keys}, sum(cur)::float8 AS cur, sum(prev)::float8 AS prev, sum(units)::float8 AS units, sum(units_prev)::float8 AS units_prev
         FROM lines GROUP BY ROLLUP (${keys})
     )
     SELECT r.*, ${names}
       FROM r
       ${joins}`,
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
  const [row] = await db.query<RawRow>(
    `SELECT cur::float8 AS cur, prev::float8 AS prev, units::float8 AS units, units_prev::float8 AS units_prev
       FROM (SELECT ${FIGURES} ${from(w.group)} ${w.sql}) t`,
    w.params,
  );
  return { cur: row?.cur ?? 0, prev: row?.prev ?? 0, units: row?.units ?? 0, unitsPrev: row?.units_prev ?? 0 };
}

/** The years with purchases, latest first. */
export async function purchaseYears(db: Queryable): Promise<number[]> {
  // A skip scan down the (year, month) index: one probe per year, where DISTINCT read every purchase (270 ms at
  // SEED_SCALE 10 on PostgreSQL, ten members at once).
  const rows = await db.query<{ year: number }>(
    `WITH RECURSIVE y AS (
       SELECT max(year) AS year FROM purchases
       UNION ALL
       SELECT (SELECT max(p.year) FROM purchases p WHERE p.year < y.year) FROM y WHERE y.year IS NOT NULL
     )
     SELECT year::int AS year FROM y WHERE year IS NOT NULL ORDER BY year DESC`,
  );
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
