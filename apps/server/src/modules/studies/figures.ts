import type { EstudioDescuento, EstudioReferencia, EstudioReferenciaCalculada, EstudioResumen, EstudioValorDescuento } from '@socios/api';
import {
  applyDiscountEdits,
  calculatedNet,
  comparisonPercentages,
  computeBrandDiscounts,
  computeStudy,
  type StudyResult,
  sortStudyRows,
  type StudyFormulaRow,
  tierOf,
} from '@socios/domain';
import type { Queryable } from '../../db/db';
import { perDatabase } from '../../db/perDatabase';
import { figureSums, keptTable } from './figureTable';
import { figureRows, referenceSortKeys, type Selection, type StudyRow } from './queries';

/**
 * The figures of a market study computed by the server with the market-study engine of the domain (the one rule the
 * portal used when it received every row): the member's discounts, with the values the page sends (edited in the
 * Descuentos tab, or given by a condition's scale) in place of the stored ones.
 */

/** The discounts the figures use: the stored ones with the values sent (in DTO, or DTO_MAX in maximums mode). */
export function discountsWith(stored: readonly EstudioDescuento[], valores: readonly EstudioValorDescuento[] | null | undefined, maximos: boolean) {
  if (!valores?.length) return stored;
  return applyDiscountEdits(stored, new Map(valores.map((v) => [v.ID, v.VALOR])), maximos) as readonly EstudioDescuento[];
}

/** The engine's run over every reference row of the selection. */
export async function studyResult(
  db: Queryable,
  study: StudyRow,
  brands: readonly Selection[],
  records: { descuentos: readonly EstudioDescuento[]; formulas: readonly StudyFormulaRow[] },
  maximos: boolean,
): Promise<{ rows: readonly unknown[]; result: StudyResult }> {
  const rows = await figureRows(db, study, brands);
  return { rows, result: computeStudy({ referencias: rows, descuentos: records.descuentos, formulas: records.formulas, cuadroConsumos: [] }, { maximos }) };
}

/**
 * The percentage table's figures of the engine's run (per brand in the order of `brands`, per tier, 0 is all rows):
 * the brands' discount rates (resolved by the domain) applied to the selection's kept table (figureTable.ts), where
 * the engine's run needs every row of the study read again; with the number of reference rows of the selection.
 */
export async function studySummary(
  db: Queryable,
  study: StudyRow,
  brands: readonly Selection[],
  records: { descuentos: readonly EstudioDescuento[]; formulas: readonly StudyFormulaRow[] },
  maximos: boolean,
): Promise<{ resumen: EstudioResumen; total: number }> {
  const discounts = computeBrandDiscounts(
    brands.map((b) => b.marca),
    records.descuentos,
    records.formulas,
    maximos,
  );
  const rates = brands.map((b) => {
    const d = discounts.get(String(b.marca));
    return { pvp: d?.pvpRate ?? 0, neto: d?.netoRate ?? 0 };
  });
  const sums = figureSums(await keptTable(db, study, brands), rates);
  const percentages = comparisonPercentages(sums.brands.map((b) => b.sums));
  const resumen = {
    marcas: sums.brands.map((b, i) => {
      const brand = brands[b.ord - 1]!;
      return { ID_MARCA: brand.marca, MAR_NOMBRE: brand.nombre, PROMEDIOS: b.sums, PORCENTAJES: percentages[i]! };
    }),
    tramos: sums.tiers.map((t, i) => ({ TRAMO: i === 4 ? 0 : i + 1, LINEAS: t.lines, TOTAL_A: t.total })),
  };
  return { resumen, total: sums.rows };
}

/** Reference rows with their calculated net (the brand's discounts) and their tier (by ACUMULADO). */
export function withCalculatedNets(
  rows: readonly EstudioReferencia[],
  records: { descuentos: readonly EstudioDescuento[]; formulas: readonly StudyFormulaRow[] },
  maximos: boolean,
): EstudioReferenciaCalculada[] {
  const discounts = computeBrandDiscounts([...new Set(rows.map((r) => r.ID_MARCA))], records.descuentos, records.formulas, maximos);
  return rows.map((r) => {
    const d = discounts.get(String(r.ID_MARCA));
    return { ...r, NETO_CALCULADO: d ? calculatedNet(r.PVP, r.NETO, d) : 0, TRAMO: tierOf(r.ACUMULADO) };
  });
}

/**
 * How long a sorted order of a study's rows is reused: sorting the largest study (hundreds of thousands of rows,
 * Spanish order of the domain) takes seconds, and the table asks for page after page of one order while it is
 * scrolled. Only the order is reused, never the values (each page reads its rows afresh); a reference renamed in the
 * meantime moves to its place at most this long after.
 */
export const SORTED_ORDER_TTL_MS = 30_000;
/** Sorted orders kept at once (each is two integers per row: 4 MB for the largest study at a real group's size). */
const SORTED_ORDERS_MAX = 6;

type SortedOrder = { at: number; lines: Int32Array; brands: Int32Array };
/** Per database (a process may serve several, as the tests' workers do), by study, brands and order. */
const sortedOrdersOf = perDatabase(() => new Map<string, SortedOrder>());

/**
 * The (line, brand) keys of rows from–from+size of the selection in the study's own order (null) or sorted by reference
 * (1) or description (2): a deep page costs what the first one costs once the order is known.
 */
export async function sortedKeys(
  db: Queryable,
  study: StudyRow,
  brands: readonly Selection[],
  order: { by: 1 | 2; direction: 1 | 2 } | null,
  range: { from: number; size: number },
  now = Date.now(),
): Promise<{ keys: [number, number][]; total: number }> {
  const key = JSON.stringify([study.est_id, brands.map((b) => b.marca), order?.by ?? 0, order?.direction ?? 0]);
  const sortedOrders = sortedOrdersOf(db);
  let sorted = sortedOrders.get(key);
  if (!sorted || now - sorted.at > SORTED_ORDER_TTL_MS) {
    const keys = await referenceSortKeys(db, study, brands);
    const rows = order ? sortStudyRows(keys, order.by, order.direction) : keys;
    sorted = { at: now, lines: Int32Array.from(rows, (r) => r.ID_LINEA), brands: Int32Array.from(rows, (r) => r.ID_MARCA) };
    sortedOrders.delete(key);
    sortedOrders.set(key, sorted);
    for (const [k, v] of sortedOrders) if (sortedOrders.size > SORTED_ORDERS_MAX || now - v.at > SORTED_ORDER_TTL_MS) sortedOrders.delete(k);
  }
  const end = Math.min(sorted.lines.length, range.from + range.size);
  const keys: [number, number][] = [];
  for (let i = range.from; i < end; i++) keys.push([sorted.lines[i]!, sorted.brands[i]!]);
  return { keys, total: sorted.lines.length };
}
