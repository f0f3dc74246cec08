// What the market study's figures are computed from, and the version of their inputs (figures.ts keeps them).
import type { Queryable } from '../../db/db';
import { type Selection, type StudyRow, selectionParams } from './queries';

/**
 * What the market-study engine reads of every reference row of a selection, as JSON arrays: `refs` holds one
 * [line, place of the brand in the selection (1 = the study's own), PVP, NETO (0 without a buying price line)] per row,
 * by line and then place (the engine's order of additions); `lines` holds [line, PORCENTAJE, ACUMULADO] for every line
 * of the study, by line; `version` is the inputs' version read in the same snapshot.
 */
export async function figureTableRows(db: Queryable, study: StudyRow, brands: readonly Selection[]): Promise<{ refs: string; lines: string; version: string }> {
  const [row] = await db.query<{ refs: string; lines: string; version: string }>(
    `SELECT (SELECT COALESCE(json_agg(json_build_array(r.linea, s.ord, t.tar_pvp::float8, COALESCE(pl.neto, 0)::float8) ORDER BY r.linea, s.ord), '[]')::text
               FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS s (marca, tarifa, ord)
               JOIN market_study_line_refs r ON r.est_id = $1 AND r.mar_id = s.marca
               JOIN tariff_lines t ON t.tar_id = r.tar_id
               LEFT JOIN purchase_tariff_lines pl ON pl.prvtarcom_id = s.tarifa AND pl.tar_id = r.tar_id) AS refs,
            (SELECT COALESCE(json_agg(json_build_array(l.linea, l.porcentaje::float8, l.acumulado::float8) ORDER BY l.linea), '[]')::text
               FROM market_study_lines l WHERE l.est_id = $1) AS lines,
            (SELECT version::text FROM market_study_versions) AS version`,
    selectionParams(study, brands),
  );
  return { refs: row?.refs ?? '[]', lines: row?.lines ?? '[]', version: row?.version ?? '' };
}

/** The version of the market studies' inputs (market_study_versions): a table of rows read under another one is stale. */
export async function studyInputsVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM market_study_versions');
  return row?.version ?? '';
}
