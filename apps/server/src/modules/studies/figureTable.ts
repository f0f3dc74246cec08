import { tierOf } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { perDatabase } from '../../db/perDatabase';
import { figureTableRows, studyInputsVersion } from './figures.queries';
import type { Selection, StudyRow } from './queries';

/**
 * The figures of a market study for any discount rates, without reading the study again. A line's net is rounded to
 * cents row by row and the brands' sums are float additions in the engine's order, so the figures are not a linear
 * function of the rates that a few sums per brand could give to the last bit; and a net of 0 (a 100 % discount)
 * takes its line out of every sum. What the figures need of a row does not depend on the rates, though: its line, its
 * brand, the price the discount applies to and which rate applies. That table is read once per selection (typed
 * arrays, 15 bytes a row) and kept while the studies' inputs keep their version; the rates are applied in memory, in
 * one pass over it: a discount edited in the Descuentos tab costs no read of the study, whatever its size.
 */

/** What the figures read of every reference row of a selection, in the engine's order (by line, then brand). */
export interface FigureTable {
  /** Per row: the brand's place in the selection (0 = the study's own). */
  place: Uint16Array;
  /** Per row: the line's index in `pct` and `tier`. */
  line: Int32Array;
  /** Per row: the price the discount applies to (NETO when above 0, else PVP). */
  price: Float64Array;
  /** Per row: NET when the NETO rate applies, PVP when the PVP rate does, NONE when the row has no price (net 0). */
  rate: Uint8Array;
  /** Per line with rows: its ranking percentage (A when priced) and its tier (1–4, by ACUMULADO). */
  pct: Float64Array;
  tier: Uint8Array;
  /** Per line: how many rows it has. */
  lineRows: Int32Array;
  /** The places in the selection of the brands with rows, ascending. */
  places: number[];
  /** The version of the inputs the table was read from. */
  version: string;
}

const PVP = 0;
const NET = 1;
const NONE = 2;

/** The table of a selection from the rows the database sends (figureTableRows). */
export function figureTable(read: { refs: string; lines: string; version: string }): FigureTable {
  const refs = JSON.parse(read.refs) as [number, number, number | null, number | null][];
  const lines = JSON.parse(read.lines) as [number, number | null, number | null][];
  const n = refs.length;
  const table = { place: new Uint16Array(n), line: new Int32Array(n), price: new Float64Array(n), rate: new Uint8Array(n) };
  const pct: number[] = [];
  const tier: number[] = [];
  const lineRows: number[] = [];
  const places = new Set<number>();
  // Both lists come by line: the study's lines are walked along with the rows, keeping those that have rows.
  let at = 0;
  let last: number | null = null;
  for (let i = 0; i < n; i++) {
    const [linea, place, pvp, neto] = refs[i]!;
    if (linea !== last) {
      while (at < lines.length && lines[at]![0] < linea) at++;
      const [, porcentaje, acumulado] = lines[at]?.[0] === linea ? lines[at]! : [linea, null, null];
      pct.push(typeof porcentaje === 'number' && Number.isFinite(porcentaje) ? porcentaje : 0);
      tier.push(tierOf(acumulado));
      lineRows.push(0);
      last = linea;
    }
    table.place[i] = place - 1;
    table.line[i] = pct.length - 1;
    lineRows[pct.length - 1]!++;
    places.add(place - 1);
    if (typeof neto === 'number' && neto > 0) {
      table.price[i] = neto;
      table.rate[i] = NET;
    } else if (typeof pvp === 'number' && Number.isFinite(pvp)) {
      table.price[i] = pvp;
      table.rate[i] = PVP;
    } else table.rate[i] = NONE;
  }
  return {
    ...table,
    pct: Float64Array.from(pct),
    tier: Uint8Array.from(tier),
    lineRows: Int32Array.from(lineRows),
    places: [...places].sort((a, b) => a - b),
    version: read.version,
  };
}

/** The figures of a study: per brand with rows (by its place, 1 = the study's own) and per column (tiers 1–4, then all rows). */
export interface FigureSums {
  /** The brands with rows in the study, each with its five sums: tiers 1–4, then all rows. */
  brands: { ord: number; sums: number[] }[];
  /** Per column: the lines counted (A ≠ 0) and Σ A. */
  tiers: { lines: number; total: number }[];
  /** The reference rows of the selection (what countReferences counts). */
  rows: number;
}

/**
 * The engine's figures (packages/domain, computeStudy) for the brands' PVP and NETO rates (per place in the
 * selection, as the domain resolves them): the same operations in the same order, so that the sums are the engine's
 * to the last bit (a test compares the two on every study of the demo data, with edited discounts and maximums).
 */
export function figureSums(table: FigureTable, rates: readonly { pvp: number; neto: number }[]): FigureSums {
  const n = table.place.length;
  const lineCount = table.pct.length;
  const net = new Float64Array(n);
  const zero = new Uint8Array(lineCount);
  for (let i = 0; i < n; i++) {
    const kind = table.rate[i]!;
    let v = 0;
    if (kind !== NONE) {
      const p = table.price[i]!;
      const r = rates[table.place[i]!]!;
      v = p - p * (kind === NET ? r.neto : r.pvp);
    }
    // Rounded to cents as the engine does (roundTo inlined).
    const scaled = Math.abs(v) * 100;
    if (scaled < 9e15) {
      const rounded = Math.round(scaled * (1 + Number.EPSILON)) / 100;
      v = v < 0 ? -rounded : rounded;
    }
    net[i] = v;
    if (v === 0) zero[table.line[i]!] = 1;
  }
  // A per line (0 unless every brand has a row with a net), the columns' Σ A and lines counted; then C = A / Σ A of its tier.
  const brandCount = table.places.length;
  const a = new Float64Array(lineCount);
  const total = [0, 0, 0, 0, 0];
  const counted = [0, 0, 0, 0, 0];
  for (let l = 0; l < lineCount; l++) {
    const t = table.tier[l]! - 1;
    const v = zero[l] === 1 || table.lineRows[l]! < brandCount ? 0 : table.pct[l]!;
    a[l] = v;
    if (v !== 0) {
      counted[t]!++;
      counted[4]!++;
    }
    total[t]! += v;
    total[4]! += v;
  }
  const sums = rates.map(() => [0, 0, 0, 0, 0]);
  for (let i = 0; i < n; i++) {
    const l = table.line[i]!;
    const v = a[l]!;
    if (v === 0) continue;
    const t = table.tier[l]! - 1;
    const tierTotal = total[t]!;
    const c = tierTotal !== 0 ? v / tierTotal : 0;
    const brand = sums[table.place[i]!]!;
    brand[t]! += c * net[i]!;
    brand[4]! += (v / 100) * net[i]!;
  }
  return {
    brands: table.places.map((p) => ({ ord: p + 1, sums: sums[p]! })),
    tiers: total.map((t, i) => ({ lines: counted[i]!, total: t })),
    rows: n,
  };
}

/** Rows of tables kept at once (15 bytes each: 30 MB; the largest demo study at ten times the demo data is ~490,000). */
const KEPT_ROWS = 2_000_000;

/**
 * The table of a selection, kept per database while the studies' inputs keep their version (one key probe per call);
 * calls that arrive together share one read. The least recently used tables go first when the kept rows pass KEPT_ROWS.
 */
export const keptTable = (() => {
  const keptOf = perDatabase(() => new Map<string, { version: string; table: Promise<FigureTable>; rows: number }>());
  return async (db: Queryable, study: StudyRow, brands: readonly Selection[]): Promise<FigureTable> => {
    const key = JSON.stringify([study.est_id, brands.map((b) => [b.marca, b.tarifa])]);
    const byKey = keptOf(db);
    const version = await studyInputsVersion(db);
    const hit = byKey.get(key);
    byKey.delete(key);
    if (hit && hit.version === version) {
      byKey.set(key, hit);
      return hit.table;
    }
    const entry = { version, table: figureTableRows(db, study, brands).then(figureTable), rows: 0 };
    byKey.set(key, entry);
    try {
      const table = await entry.table;
      // Read from a newer version than the probe (a change committed in between): kept under the one it was read from.
      entry.version = table.version;
      entry.rows = table.place.length;
      let rows = 0;
      for (const e of byKey.values()) rows += e.rows;
      for (const [k, e] of byKey) {
        if (rows <= KEPT_ROWS || e === entry) break;
        rows -= e.rows;
        byKey.delete(k);
      }
      return table;
    } catch (error) {
      if (byKey.get(key) === entry) byKey.delete(key);
      throw error;
    }
  };
})();
