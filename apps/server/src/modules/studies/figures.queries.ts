// The market study's figures summed by the database, and the version of their inputs (figures.ts keeps the sums).
import type { Queryable } from '../../db/db';
import { type Selection, type StudyRow, selectionParams } from './queries';

/** The sums of a study's figures: per brand of the selection (by its place, 1 = the study's own) and per column. */
export interface FigureSums {
  /** The brands with rows in the study (places in the selection), each with its five sums: tiers 1–4, then all rows. */
  brands: { ord: number; sums: number[] }[];
  /** Per column (tiers 1–4, then all rows): the lines counted (A ≠ 0) and Σ A. */
  tiers: { lines: number; total: number }[];
  /** The reference rows of the selection (what countReferences counts). */
  rows: number;
  /** The version of the inputs the sums were made from, read in the same snapshot. */
  version: string;
}

/**
 * The figures of the market-study engine (packages/domain, computeStudy) summed where the rows are, for the brands'
 * PVP and NETO discount rates ($4, $5, as the domain resolves them): the engine's per-row and per-line rules written
 * once more in SQL, in float8 and in the engine's order of additions (by line), so that the sums are the engine's to
 * the last bit; a test compares the two on every study of the demo data. The calculated net is rounded to cents as
 * roundTo does (Math.round of |net| × 100 × (1 + ε), half up).
 */
export async function figureSums(
  db: Queryable,
  study: StudyRow,
  brands: readonly Selection[],
  rates: readonly { pvp: number; neto: number }[],
): Promise<FigureSums> {
  const rows = await db.query<{
    ord: number;
    tier: number | null;
    by_tier: number | null;
    by_all: number | null;
    lines: number | null;
    total: number | null;
    count: number;
    version: string;
  }>(
    `WITH s AS (SELECT * FROM unnest($2::int[], $3::int[], $4::float8[], $5::float8[]) WITH ORDINALITY AS s (marca, tarifa, pvp_rate, neto_rate, ord)),
          x AS MATERIALIZED (
            SELECT r.linea, s.ord::int AS ord,
                   CASE WHEN COALESCE(pl.neto, 0)::float8 > 0 THEN pl.neto::float8 - pl.neto::float8 * s.neto_rate
                        ELSE t.tar_pvp::float8 - t.tar_pvp::float8 * s.pvp_rate END AS raw
              FROM s JOIN market_study_line_refs r ON r.est_id = $1 AND r.mar_id = s.marca
              JOIN tariff_lines t ON t.tar_id = r.tar_id
              LEFT JOIN purchase_tariff_lines pl ON pl.prvtarcom_id = s.tarifa AND pl.tar_id = r.tar_id),
          y AS (SELECT linea, ord, raw, abs(raw) * 100 AS scaled, abs(raw) * 100 * 1.0000000000000002::float8 AS up FROM x),
          n AS (SELECT linea, ord,
                       CASE WHEN scaled >= 9e15 THEN raw
                            WHEN raw < 0 THEN -((floor(up) + CASE WHEN up - floor(up) >= 0.5 THEN 1 ELSE 0 END) / 100)
                            ELSE (floor(up) + CASE WHEN up - floor(up) >= 0.5 THEN 1 ELSE 0 END) / 100 END AS net
                  FROM y),
          l AS (SELECT n.linea, ml.porcentaje::float8 AS pct,
                       CASE WHEN ml.acumulado::float8 <= 25 THEN 1 WHEN ml.acumulado::float8 <= 50 THEN 2 WHEN ml.acumulado::float8 <= 75 THEN 3 ELSE 4 END AS tier,
                       bool_or(n.net = 0) AS zero, count(*) AS rows
                  FROM n JOIN market_study_lines ml ON ml.est_id = $1 AND ml.linea = n.linea
                 GROUP BY n.linea, ml.porcentaje, ml.acumulado),
          a AS (SELECT linea, tier, CASE WHEN zero OR rows < (SELECT count(DISTINCT ord) FROM n) THEN 0::float8 ELSE pct END AS a FROM l),
          tt AS (SELECT tier, sum(a ORDER BY linea) AS total, count(*) FILTER (WHERE a <> 0)::int AS lines FROM a GROUP BY tier
                 UNION ALL SELECT 0, sum(a ORDER BY linea), count(*) FILTER (WHERE a <> 0)::int FROM a),
          c AS (SELECT a.linea, a.tier, a.a, CASE WHEN tt.total <> 0 THEN a.a / tt.total ELSE 0::float8 END AS c
                  FROM a JOIN tt ON tt.tier = a.tier WHERE a.a <> 0)
     SELECT u.*, (SELECT count(*)::int FROM n) AS count, (SELECT version::text FROM market_study_versions) AS version FROM (
     SELECT n.ord, c.tier, sum(c.c * n.net ORDER BY n.linea) AS by_tier, sum((c.a / 100) * n.net ORDER BY n.linea) AS by_all, NULL::int AS lines, NULL::float8 AS total
       FROM n JOIN c ON c.linea = n.linea GROUP BY GROUPING SETS ((n.ord, c.tier), (n.ord))
     UNION ALL SELECT DISTINCT ord, NULL::int, NULL::float8, NULL::float8, NULL::int, NULL::float8 FROM n
     UNION ALL SELECT -1, tier, NULL::float8, NULL::float8, lines, total FROM tt) u`,
    [...selectionParams(study, brands), rates.map((r) => r.pvp), rates.map((r) => r.neto)],
  );
  const byOrd = new Map<number, number[]>();
  const tiers = [0, 1, 2, 3, 4].map(() => ({ lines: 0, total: 0 }));
  for (const r of rows) {
    if (r.ord === -1) {
      tiers[r.tier === 0 ? 4 : (r.tier as number) - 1] = { lines: r.lines ?? 0, total: r.total ?? 0 };
      continue;
    }
    const sums = byOrd.get(r.ord) ?? [0, 0, 0, 0, 0];
    byOrd.set(r.ord, sums);
    if (r.tier !== null && r.by_tier !== null) sums[r.tier - 1] = r.by_tier;
    else if (r.tier === null && r.by_all !== null) sums[4] = r.by_all;
  }
  return {
    brands: [...byOrd].sort((a, b) => a[0] - b[0]).map(([ord, sums]) => ({ ord, sums })),
    tiers,
    rows: rows[0]?.count ?? 0,
    version: rows[0]?.version ?? '',
  };
}

/** The version of the market studies' inputs (market_study_versions): the figures summed under another one are stale. */
export async function studyInputsVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM market_study_versions');
  return row?.version ?? '';
}
