import type { EstudioConsumo, EstudioDescuento, EstudioFila, EstudioFormula, EstudioReferencia } from '@socios/api';
import { SUBFAMILY_TOTAL } from '@socios/domain';
import type { Queryable } from '../../db/db';

/** Months of consumption the study reads (the rolling year up to the current month). */
const CONSUMPTION_MONTHS = 12;

/** First year × 12 + month inside the rolling year, for `year * 12 + month >= $n`. */
function consumptionFrom(now = new Date()): number {
  return now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 - (CONSUMPTION_MONTHS - 1);
}

export interface StudyRow {
  est_id: number;
  marca: number;
  proveedor: number;
  subfamilia: number;
  tarifa: number | null;
}

/** The brands of one request: the study's own brand first, then the chosen compared brands with their tariffs. */
export interface Selection {
  marca: number;
  proveedor: number;
  tarifa: number | null;
  nombre: string;
}

/**
 * The study and the chosen brands: null unless the study exists, every brand is one of its compared brands and
 * every tariff a buying price list of that brand and supplier.
 */
export async function selectionOf(
  db: Queryable,
  id: number,
  idMarcas: readonly number[],
  idTarifas: readonly number[],
): Promise<{ study: StudyRow; brands: Selection[] } | null> {
  const study = (
    await db.query<StudyRow>(
      `SELECT est_id, est_id_marca AS marca, est_id_proveedor AS proveedor, est_id_subfamilia AS subfamilia, est_id_tarifa AS tarifa
         FROM market_studies WHERE est_id = $1`,
      [id],
    )
  )[0];
  if (!study) return null;
  const chosen = await db.query<{ marca: number; proveedor: number | null; tarifa: number; ok: boolean; nombre: string | null; ord: number }>(
    `SELECT s.marca, mb.prv_id AS proveedor, s.tarifa, (t.prvtarcom_id IS NOT NULL) AS ok, b.mar_nombre AS nombre, s.ord::int AS ord
       FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS s (marca, tarifa, ord)
       LEFT JOIN market_study_brands mb ON mb.est_id = $1 AND mb.mar_id = s.marca
       LEFT JOIN brands b ON b.mar_id = mb.mar_id
       LEFT JOIN purchase_tariffs t ON t.prvtarcom_id = s.tarifa AND t.prvtarcom_id_marca = mb.mar_id AND t.prvtarcom_id_proveedor = mb.prv_id
      ORDER BY mb.orden, s.ord`,
    [id, idMarcas, idTarifas],
  );
  if (chosen.length !== idMarcas.length || chosen.some((c) => c.proveedor === null || !c.ok)) return null;
  const own = (await db.query<{ nombre: string }>('SELECT mar_nombre AS nombre FROM brands WHERE mar_id = $1', [study.marca]))[0];
  return {
    study,
    brands: [
      { marca: study.marca, proveedor: study.proveedor, tarifa: study.tarifa, nombre: own?.nombre ?? '' },
      ...chosen.map((c) => ({ marca: c.marca, proveedor: c.proveedor as number, tarifa: c.tarifa, nombre: c.nombre ?? '' })),
    ],
  };
}

/** One reference row as SQL sends it: a JSON array is ~30% quicker to build in PGlite than an object per row. */
type ReferenceTuple = [number, number, string, string, string, number, number, number, number, number];

/** The columns of a reference row, as a JSON array (s: the selection, r: the line's reference, l: the line). */
const REFERENCE_TUPLE = `json_build_array(
              r.linea, r.mar_id, b.mar_nombre, t.tar_referencia, t.tar_descripcion, t.tar_pvp::float8,
              COALESCE(pl.neto, 0)::float8, CASE WHEN s.ord = 1 THEN 1 ELSE 2 END,
              l.porcentaje::float8, l.acumulado::float8)`;

/** The selected brands with their tariffs ($2, $3) joined to the study's ($1) reference rows. */
const SELECTED = 'unnest($2::int[], $3::int[]) WITH ORDINALITY AS s (marca, tarifa, ord)';
const REFERENCE_JOINS = `JOIN market_study_lines l ON l.est_id = r.est_id AND l.linea = r.linea
       JOIN tariff_lines t ON t.tar_id = r.tar_id
       JOIN brands b ON b.mar_id = r.mar_id
       LEFT JOIN purchase_tariff_lines pl ON pl.prvtarcom_id = s.tarifa AND pl.tar_id = r.tar_id`;
const REFERENCE_ROWS = `${SELECTED} JOIN market_study_line_refs r ON r.est_id = $1 AND r.mar_id = s.marca ${REFERENCE_JOINS}`;

/** The parameters $1–$3 of a selection: the study, then its own brand and tariff first and the chosen brands with theirs. */
export function selectionParams(study: StudyRow, brands: readonly Selection[]): unknown[] {
  return [study.est_id, brands.map((b) => b.marca), brands.map((b) => b.tarifa)];
}

/** The rows of a JSON array of tuples, each with the supplier its brand has in the selection (ID_PROVEEDOR). */
function toReferences(json: string | undefined, brands: readonly Selection[]): EstudioReferencia[] {
  const tuples = JSON.parse(json ?? '[]') as ReferenceTuple[];
  const suppliers = new Map(brands.map((b) => [b.marca, b.proveedor]));
  return tuples.map(([ID_LINEA, ID_MARCA, MAR_NOMBRE, REFERENCIA, DESCRIPCION, PVP, NETO, TIPO, PORCENTAJE, ACUMULADO]) => ({
    ID_LINEA,
    ID_MARCA,
    MAR_NOMBRE,
    ID_PROVEEDOR: suppliers.get(ID_MARCA) ?? 0,
    REFERENCIA,
    DESCRIPCION,
    PVP,
    NETO,
    TIPO,
    PORCENTAJE,
    ACUMULADO,
  }));
}

/** A study's description (its name in the file names of its exports), or undefined when there is no such study. */
export async function studyDescription(db: Queryable, studyId: number): Promise<string | undefined> {
  const [row] = await db.query<{ d: string }>('SELECT est_descripcion AS d FROM market_studies WHERE est_id = $1', [studyId]);
  return row?.d;
}

/** How many reference rows the selected brands have in the study. */
export async function countReferences(db: Queryable, study: StudyRow, brands: readonly Selection[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM unnest($2::int[]) AS s (marca) JOIN market_study_line_refs r ON r.est_id = $1 AND r.mar_id = s.marca`,
    [study.est_id, brands.map((b) => b.marca)],
  );
  return row?.n ?? 0;
}

/**
 * Reference rows of the selected brands in the study's own order (line, then the study's brand first and the compared
 * brands as chosen): `limit` rows from row `offset`.
 */
export async function referencesPage(
  db: Queryable,
  study: StudyRow,
  brands: readonly Selection[],
  offset: number,
  limit: number,
): Promise<EstudioReferencia[]> {
  if (limit <= 0) return [];
  const [row] = await db.query<{ j: string }>(
    `SELECT COALESCE(json_agg(x.t ORDER BY x.linea, x.ord), '[]')::text AS j FROM (
       SELECT ${REFERENCE_TUPLE} AS t, r.linea, s.ord FROM ${REFERENCE_ROWS}
        ORDER BY r.linea, s.ord OFFSET $4 LIMIT $5) x`,
    [...selectionParams(study, brands), offset, limit],
  );
  return toReferences(row?.j, brands);
}

/** Reference rows of lines fromLine–toLine (both included) in the study's own order: a batch of the export. */
export async function referencesOfLines(
  db: Queryable,
  study: StudyRow,
  brands: readonly Selection[],
  fromLine: number,
  toLine: number,
): Promise<EstudioReferencia[]> {
  const [row] = await db.query<{ j: string }>(
    `SELECT COALESCE(json_agg(${REFERENCE_TUPLE} ORDER BY r.linea, s.ord), '[]')::text AS j
       FROM ${REFERENCE_ROWS} WHERE r.linea BETWEEN $4 AND $5`,
    [...selectionParams(study, brands), fromLine, toLine],
  );
  return toReferences(row?.j, brands);
}

/** The rows named by (line, brand), in the order named. */
export async function referencesAt(
  db: Queryable,
  study: StudyRow,
  brands: readonly Selection[],
  keys: readonly (readonly [number, number])[],
): Promise<EstudioReferencia[]> {
  if (keys.length === 0) return [];
  const [row] = await db.query<{ j: string }>(
    `SELECT COALESCE(json_agg(${REFERENCE_TUPLE} ORDER BY k.n), '[]')::text AS j
       FROM unnest($4::int[], $5::int[]) WITH ORDINALITY AS k (linea, marca, n)
       JOIN ${SELECTED} ON s.marca = k.marca
       JOIN market_study_line_refs r ON r.est_id = $1 AND r.mar_id = s.marca AND r.linea = k.linea
       ${REFERENCE_JOINS}`,
    [...selectionParams(study, brands), keys.map((k) => k[0]), keys.map((k) => k[1])],
  );
  return toReferences(row?.j, brands);
}

/** What sorting the reference table reads of every row: line, brand, reference and description. */
export type SortKeyRow = Pick<
  EstudioReferencia,
  'ID_LINEA' | 'ID_MARCA' | 'MAR_NOMBRE' | 'REFERENCIA' | 'DESCRIPCION' | 'PVP' | 'NETO' | 'PORCENTAJE' | 'ACUMULADO'
>;

/** The sort keys of every reference row of the selected brands, in the study's own order. */
export async function referenceSortKeys(db: Queryable, study: StudyRow, brands: readonly Selection[]): Promise<SortKeyRow[]> {
  const [row] = await db.query<{ j: string }>(
    `SELECT COALESCE(json_agg(json_build_array(r.linea, r.mar_id, t.tar_referencia, t.tar_descripcion) ORDER BY r.linea, s.ord), '[]')::text AS j
       FROM unnest($2::int[]) WITH ORDINALITY AS s (marca, ord)
       JOIN market_study_line_refs r ON r.est_id = $1 AND r.mar_id = s.marca
       JOIN tariff_lines t ON t.tar_id = r.tar_id`,
    [study.est_id, brands.map((b) => b.marca)],
  );
  const names = new Map(brands.map((b) => [b.marca, b.nombre]));
  return (JSON.parse(row?.j ?? '[]') as [number, number, string, string][]).map(([ID_LINEA, ID_MARCA, REFERENCIA, DESCRIPCION]) => ({
    ID_LINEA,
    ID_MARCA,
    MAR_NOMBRE: names.get(ID_MARCA) ?? '',
    REFERENCIA,
    DESCRIPCION,
    PVP: 0,
    NETO: 0,
    PORCENTAJE: 0,
    ACUMULADO: 0,
  }));
}

/** What the market-study engine reads of a reference row (no texts but the brand's name). */
export type FigureRow = Pick<EstudioReferencia, 'ID_LINEA' | 'ID_MARCA' | 'MAR_NOMBRE' | 'REFERENCIA' | 'PVP' | 'NETO' | 'PORCENTAJE' | 'ACUMULADO'>;

/**
 * Every reference row of the selected brands in the study's own order, with only what the engine reads: the figures
 * of the whole study are computed from these (a third of the bytes of the full rows).
 */
export async function figureRows(db: Queryable, study: StudyRow, brands: readonly Selection[]): Promise<FigureRow[]> {
  const [row] = await db.query<{ j: string }>(
    `SELECT COALESCE(json_agg(json_build_array(r.linea, r.mar_id, t.tar_pvp::float8, COALESCE(pl.neto, 0)::float8, l.porcentaje::float8, l.acumulado::float8)
                              ORDER BY r.linea, s.ord), '[]')::text AS j
       FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS s (marca, tarifa, ord)
       JOIN market_study_line_refs r ON r.est_id = $1 AND r.mar_id = s.marca
       JOIN market_study_lines l ON l.est_id = r.est_id AND l.linea = r.linea
       JOIN tariff_lines t ON t.tar_id = r.tar_id
       LEFT JOIN purchase_tariff_lines pl ON pl.prvtarcom_id = s.tarifa AND pl.tar_id = r.tar_id`,
    selectionParams(study, brands),
  );
  const names = new Map(brands.map((b) => [b.marca, b.nombre]));
  return (JSON.parse(row?.j ?? '[]') as [number, number, number, number, number, number][]).map(([ID_LINEA, ID_MARCA, PVP, NETO, PORCENTAJE, ACUMULADO]) => ({
    ID_LINEA,
    ID_MARCA,
    MAR_NOMBRE: names.get(ID_MARCA) ?? '',
    REFERENCIA: '',
    PVP,
    NETO,
    PORCENTAJE,
    ACUMULADO,
  }));
}

/** The study's last line (lines are numbered 1…n). */
export async function lastLine(db: Queryable, study: StudyRow): Promise<number> {
  const [row] = await db.query<{ n: number | null }>('SELECT max(linea) AS n FROM market_study_lines WHERE est_id = $1', [study.est_id]);
  return row?.n ?? 0;
}

export async function descuentos(db: Queryable, memberId: number, brands: readonly Selection[]): Promise<EstudioDescuento[]> {
  return db.query<EstudioDescuento>(
    `WITH s AS (SELECT * FROM unnest($1::int[]) WITH ORDINALITY AS s (marca, ord)),
          c AS (SELECT p.brand_id, sum(p.amount) AS total FROM purchases p
                 WHERE p.member_id = $2 AND p.brand_id = ANY($1::int[]) AND p.year * 12 + p.month >= $3
                 GROUP BY p.brand_id)
     SELECT d.dto_id_marca AS "MARCA", d.dto_id AS "ID", d.dto_tipo_precio::int AS "TIPO_PRECIO", d.dto_valor::float8 AS "DTO",
            d.dto_max::float8 AS "DTO_MAX", d.dto_titulo AS "TITULO", d.dto_descripcion AS "DESCRIPCION", d.dto_orden AS "ORDEN",
            COALESCE(c.total, 0)::float8 AS "TOTAL_CONSUMO", cn.cnds_titulo AS "CNDS_NOMBRE_MARCA", d.dto_id_condicion AS "ID_CONDICION"
       FROM s JOIN brand_discounts d ON d.dto_id_marca = s.marca
       LEFT JOIN c ON c.brand_id = d.dto_id_marca
       LEFT JOIN product_conditions cn ON cn.cnds_id = d.dto_id_condicion
      ORDER BY s.ord, d.dto_orden, d.dto_id`,
    [brands.map((b) => b.marca), memberId, consumptionFrom()],
  );
}

export async function formulas(db: Queryable, brands: readonly Selection[]): Promise<EstudioFormula[]> {
  return db.query<EstudioFormula>(
    `SELECT f.form_id_marca AS "MARCA", f.form_pvp AS "FORM_PVP", f.form_neto AS "FORM_NETO"
       FROM unnest($1::int[]) WITH ORDINALITY AS s (marca, ord) JOIN brand_formulas f ON f.form_id_marca = s.marca
      ORDER BY s.ord`,
    [brands.map((b) => b.marca)],
  );
}

/** cuadroConsumos: the member's (I) and the group's (G) purchases of each brand in the study's subfamily, then the subfamily totals. */
export async function cuadroConsumos(db: Queryable, memberId: number, study: StudyRow, brands: readonly Selection[]): Promise<EstudioConsumo[]> {
  const rows = await db.query<{ brand_id: number; i: number; g: number }>(
    `SELECT brand_id, COALESCE(sum(amount) FILTER (WHERE member_id = $2), 0)::float8 AS i, sum(amount)::float8 AS g
       FROM purchases WHERE subfamily_id = $1 AND year * 12 + month >= $3 GROUP BY brand_id`,
    [study.subfamilia, memberId, consumptionFrom()],
  );
  const byBrand = new Map(rows.map((r) => [r.brand_id, r]));
  const round = (v: number) => Math.round(v * 100) / 100;
  const out: EstudioConsumo[] = [];
  for (const type of ['I', 'G'] as const) {
    for (const b of brands) out.push({ TIPO: type, MARCA: b.nombre, CONSUMO: round(byBrand.get(b.marca)?.[type === 'I' ? 'i' : 'g'] ?? 0) });
    out.push({ TIPO: type, MARCA: SUBFAMILY_TOTAL, CONSUMO: round(rows.reduce((sum, r) => sum + (type === 'I' ? r.i : r.g), 0)) });
  }
  return out;
}

/** Flat rows of every study × compared brand × tariff, by brand and description. */
export function studyRows(db: Queryable): Promise<EstudioFila[]> {
  return db.query<EstudioFila>(
    `SELECT e.est_id AS "id", e.est_descripcion AS "descripcion", e.est_id_marca AS "idMarca", b.mar_nombre AS "nombreMarca",
            e.est_id_proveedor AS "idProveedor", p.prv_nombre AS "nombreProveedor",
            mb.mar_id AS "idMarcaComp", cb.mar_nombre AS "nombreMarcaComp", mb.prv_id AS "idProveedorComp", cp.prv_nombre AS "nombreProveedorComp",
            t.prvtarcom_id AS "idTarifa", t.prvtarcom_descripcion AS "nombreTarifa"
       FROM market_studies e
       JOIN brands b ON b.mar_id = e.est_id_marca
       JOIN suppliers p ON p.prv_id = e.est_id_proveedor
       JOIN market_study_brands mb ON mb.est_id = e.est_id
       JOIN brands cb ON cb.mar_id = mb.mar_id
       JOIN suppliers cp ON cp.prv_id = mb.prv_id
       LEFT JOIN purchase_tariffs t ON t.prvtarcom_id_marca = mb.mar_id AND t.prvtarcom_id_proveedor = mb.prv_id
      ORDER BY lower(b.mar_nombre), lower(e.est_descripcion), e.est_id, mb.orden, t.prvtarcom_orden, t.prvtarcom_id`,
  );
}

/** A condition's scale value for a consumption and its top value, or null for an unknown condition. */
export async function conditionScale(db: Queryable, conditionId: number, consumption: number): Promise<{ valor: number | null; maximo: number | null } | null> {
  const rows = await db.query<{ valor: number | null; maximo: number | null }>(
    `SELECT (SELECT cndse_valor FROM product_condition_scales
              WHERE cndse_id_condicion = c.cnds_id AND cndse_ini <= $2 AND (cndse_fin IS NULL OR cndse_fin > $2)
              ORDER BY cndse_ini DESC LIMIT 1)::float8 AS valor,
            (SELECT max(cndse_valor) FROM product_condition_scales WHERE cndse_id_condicion = c.cnds_id)::float8 AS maximo
       FROM product_conditions c WHERE c.cnds_id = $1`,
    [conditionId, consumption],
  );
  return rows[0] ?? null;
}
