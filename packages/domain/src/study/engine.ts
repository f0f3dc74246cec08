/**
 * The market-study engine (spec 000 §3, §4, §9). From the study records and the selection it computes, per reference
 * row, the calculated net; per line (ID_LINEA) A, B, C and the tier; per brand the weighted averages of every tier
 * and of all rows, and the comparison percentage against the lowest-average brand.
 *
 *   calculated net = NETO − NETO × netDiscount when NETO > 0, else PVP − PVP × pvpDiscount; rounded to 2 decimals
 *   A = the line's ranking percentage (PORCENTAJE), or 0 when any computed net of the line is 0;  B = 1 when A ≠ 0
 *   C = A / (sum of A over the line's tier);  tiers by ACUMULADO: ≤ 25, ≤ 50, ≤ 75, ≤ 100
 *   brand average: Σ C × net over a tier, or Σ A/100 × net over all rows
 *   comparison % = (average / lowest brand average − 1) × 100, floored to 2 decimals
 *
 * Choices:
 * - A line's PORCENTAJE and ACUMULADO are read from its first row (the server repeats them on every brand's row).
 * - A line is priced only when EVERY brand of the study has a row in it with a non-zero calculated net: a brand
 *   missing from a line counts as a zero net (A = 0), otherwise brand averages would sum different lines. The
 *   brands of the study are the included brands that appear in referencias.
 * - ACUMULADO above 75 (or missing) is tier 4, including values a rounding put above 100.
 * - The all-rows average is the plain Σ A/100 × net, not re-normalised when some lines have A = 0: comparison
 *   percentages are ratios, so they do not change.
 * - A brand whose average is 0 (no priced line in that column) has no comparison percentage (null) and is not the
 *   reference; the lowest-average brand reads 0.
 * - Speed: one pass over the row objects, then passes over typed arrays only; brand ids go through a Map with a
 *   last-value shortcut, integer line ids through a dense table (other ids through a Map); each brand's
 *   discounts and formulas are computed once per call, when the brand is first seen.
 */
import { floorTo, roundTo } from '../formatNumber';
import type { BrandDiscounts } from './discounts';
import { brandDiscountResolver } from './discounts';
import type { StudyRecords, StudySelection } from './types';

/** Upper bounds of the four tiers, by accumulated percentage. */
export const STUDY_TIER_LIMITS = [25, 50, 75, 100] as const;
/** Index of the all-rows column in averages and percentages (after the four tiers). */
export const ALL_ROWS = 4;

const NONE = Symbol('none');

function grow<A extends Float64Array | Int32Array | Uint8Array>(array: A, length: number): A {
  const next = new (array.constructor as new (length: number) => A)(length);
  next.set(array);
  return next;
}

/** The tier (1–4) of a line by its accumulated percentage. */
export function tierOf(acumulado: number | null | undefined): 1 | 2 | 3 | 4 {
  if (acumulado == null || Number.isNaN(acumulado)) return 4;
  if (acumulado <= 25) return 1;
  if (acumulado <= 50) return 2;
  if (acumulado <= 75) return 3;
  return 4;
}

/** The net price after the brand's discount, rounded to 2 decimals. */
export function calculatedNet(
  pvp: number | null | undefined,
  neto: number | null | undefined,
  discounts: Pick<BrandDiscounts, 'pvpRate' | 'netoRate'>,
): number {
  const n = typeof neto === 'number' ? neto : 0;
  if (n > 0) return roundTo(n - n * discounts.netoRate, 2);
  const p = typeof pvp === 'number' && Number.isFinite(pvp) ? pvp : 0;
  return roundTo(p - p * discounts.pvpRate, 2);
}

/** One brand of the study with its averages and comparison percentages (tiers 1–4, then all rows). */
export interface StudyBrandSummary {
  readonly id: string;
  readonly name: string;
  readonly discounts: BrandDiscounts;
  readonly averages: readonly number[];
  readonly percentages: readonly (number | null)[];
}

/** One column of the percentage table: the four tiers and all rows. */
export interface StudyTierSummary {
  readonly tier: 1 | 2 | 3 | 4 | 'all';
  /** Lines counted (Σ B). */
  readonly lines: number;
  /** Σ A of the column. */
  readonly totalA: number;
}

/** What the engine returns. Row arrays are indexed like referencias; line arrays like lineIds. */
export interface StudyResult {
  readonly brands: readonly StudyBrandSummary[];
  readonly tiers: readonly StudyTierSummary[];
  /** Calculated net per referencias row (0 for rows of excluded brands). */
  readonly rowNet: Float64Array;
  /** Line index per referencias row (-1 for rows of excluded brands). */
  readonly rowLine: Int32Array;
  readonly lineIds: readonly (number | string)[];
  readonly lineA: Float64Array;
  readonly lineB: Uint8Array;
  readonly lineC: Float64Array;
  readonly lineTier: Uint8Array;
}

/**
 * The comparison percentages of the brands' averages (one row of five columns per brand): per column, (average /
 * lowest positive average − 1) × 100 floored to 2 decimals; null for a brand whose average is not positive.
 */
export function comparisonPercentages(averages: readonly (readonly number[])[]): (number | null)[][] {
  const minAvg = [0, 1, 2, 3, 4].map((col) => {
    let min = Number.POSITIVE_INFINITY;
    for (const row of averages) {
      const v = row[col]!;
      if (v > 0 && v < min) min = v;
    }
    return Number.isFinite(min) ? min : 0;
  });
  return averages.map((row) =>
    row.map((avg, col) => {
      const min = minAvg[col]!;
      return avg > 0 && min > 0 ? floorTo((avg / min - 1) * 100, 2) : null;
    }),
  );
}

/** Computes the whole study for the records and the selection. */
export function computeStudy(records: StudyRecords, selection: StudySelection): StudyResult {
  const rows = records.referencias;
  const n = rows.length;
  const included = selection.includedBrands ? new Set(selection.includedBrands.map(String)) : null;
  const resolveDiscounts = brandDiscountResolver(records.descuentos, records.formulas, selection.maximos);

  // Brands: raw id → index (-1 excluded), resolved once per distinct raw id, discounts computed on first sight.
  const brandIds: string[] = [];
  const brandNames: string[] = [];
  const brandDiscounts: BrandDiscounts[] = [];
  const brandByRaw = new Map<unknown, number>();
  const brandByKey = new Map<string, number>();
  let pvpRate = new Float64Array(8);
  let netoRate = new Float64Array(8);
  const rowBrand = new Int32Array(n);
  let lastBrandRaw: unknown = NONE;
  let lastBrand = -1;

  // Lines: integer ids in a dense table (stored as index + 1, 0 = unseen), any other id through a Map.
  const denseLimit = 4 * n + 1024;
  const lineByInt = new Int32Array(Math.min(denseLimit, 1 << 24));
  const lineByRaw = new Map<unknown, number>();
  const lineIds: (number | string)[] = [];
  let capacity = Math.max(16, n >> 2);
  let lineRows = new Int32Array(capacity);
  let lineZero = new Uint8Array(capacity);
  let linePct = new Float64Array(capacity);
  let lineTierAt = new Uint8Array(capacity);
  let lastLineRaw: unknown = NONE;
  let lastLine = -1;

  const rowNet = new Float64Array(n);
  const rowLine = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    const rawBrand = row.ID_MARCA;
    if (rawBrand !== lastBrandRaw) {
      let idx = brandByRaw.get(rawBrand);
      if (idx === undefined) {
        const key = String(rawBrand);
        idx = brandByKey.get(key);
        if (idx === undefined) {
          idx = included && !included.has(key) ? -1 : brandIds.length;
          if (idx >= 0) {
            const d = resolveDiscounts(key);
            brandIds.push(key);
            brandNames.push(row.MAR_NOMBRE);
            brandDiscounts.push(d);
            if (idx >= pvpRate.length) {
              pvpRate = grow(pvpRate, pvpRate.length * 2);
              netoRate = grow(netoRate, netoRate.length * 2);
            }
            pvpRate[idx] = d.pvpRate;
            netoRate[idx] = d.netoRate;
          }
          brandByKey.set(key, idx);
        }
        brandByRaw.set(rawBrand, idx);
      }
      lastBrandRaw = rawBrand;
      lastBrand = idx;
    }
    const b = lastBrand;
    rowBrand[i] = b;
    if (b < 0) {
      rowLine[i] = -1;
      continue;
    }
    const raw = row.ID_LINEA;
    if (raw !== lastLineRaw) {
      let idx: number | undefined;
      const dense = typeof raw === 'number' && raw >= 0 && raw < lineByInt.length && Number.isInteger(raw);
      if (dense) idx = lineByInt[raw]! - 1;
      else idx = lineByRaw.get(raw) ?? -1;
      if (idx < 0) {
        idx = lineIds.length;
        lineIds.push(raw);
        if (dense) lineByInt[raw as number] = idx + 1;
        else lineByRaw.set(raw, idx);
        if (idx >= capacity) {
          capacity *= 2;
          lineRows = grow(lineRows, capacity);
          lineZero = grow(lineZero, capacity);
          linePct = grow(linePct, capacity);
          lineTierAt = grow(lineTierAt, capacity);
        }
        const pct = row.PORCENTAJE;
        linePct[idx] = typeof pct === 'number' && Number.isFinite(pct) ? pct : 0;
        lineTierAt[idx] = tierOf(row.ACUMULADO);
      }
      lastLineRaw = raw;
      lastLine = idx;
    }
    rowLine[i] = lastLine;
    lineRows[lastLine]!++;
    const neto = row.NETO;
    let net: number;
    if (typeof neto === 'number' && neto > 0) net = neto - neto * netoRate[b]!;
    else {
      const pvp = row.PVP;
      net = typeof pvp === 'number' && Number.isFinite(pvp) ? pvp - pvp * pvpRate[b]! : 0;
    }
    // roundTo(net, 2) inlined for speed.
    const scaled = Math.abs(net) * 100;
    if (scaled < 9e15) {
      const r = Math.round(scaled * (1 + Number.EPSILON)) / 100;
      net = net < 0 ? -r : r;
    }
    rowNet[i] = net;
    if (net === 0) lineZero[lastLine] = 1;
  }
  const brandCount = brandIds.length;

  // Lines: A, B, tier and tier totals; then C.
  const lineCount = lineIds.length;
  const lineA = new Float64Array(lineCount);
  const lineB = new Uint8Array(lineCount);
  const lineC = new Float64Array(lineCount);
  const lineTier = lineTierAt.slice(0, lineCount);
  const totalA = [0, 0, 0, 0, 0];
  const countB = [0, 0, 0, 0, 0];
  for (let l = 0; l < lineCount; l++) {
    const tier = lineTier[l]!;
    const a = lineZero[l] === 1 || lineRows[l]! < brandCount ? 0 : linePct[l]!;
    lineA[l] = a;
    if (a !== 0) {
      lineB[l] = 1;
      countB[tier - 1]!++;
      countB[ALL_ROWS]!++;
    }
    totalA[tier - 1]! += a;
    totalA[ALL_ROWS]! += a;
  }
  for (let l = 0; l < lineCount; l++) {
    const t = totalA[lineTier[l]! - 1]!;
    lineC[l] = t !== 0 ? lineA[l]! / t : 0;
  }

  // Brand sums: Σ C × net per tier, Σ A/100 × net over all rows.
  const sums = new Float64Array(brandCount * 5);
  for (let i = 0; i < n; i++) {
    const l = rowLine[i]!;
    if (l < 0) continue;
    const a = lineA[l]!;
    if (a === 0) continue;
    const base = rowBrand[i]! * 5;
    const net = rowNet[i]!;
    sums[base + lineTier[l]! - 1]! += lineC[l]! * net;
    sums[base + ALL_ROWS]! += (a / 100) * net;
  }

  const percentages = comparisonPercentages(brandIds.map((_, b) => [0, 1, 2, 3, 4].map((col) => sums[b * 5 + col]!)));
  const brands: StudyBrandSummary[] = brandIds.map((id, b) => ({
    id,
    name: brandNames[b]!,
    discounts: brandDiscounts[b]!,
    averages: [0, 1, 2, 3, 4].map((col) => sums[b * 5 + col]!),
    percentages: percentages[b]!,
  }));
  const tiers: StudyTierSummary[] = [1, 2, 3, 4, 'all'].map((tier, col) => ({
    tier: tier as StudyTierSummary['tier'],
    lines: countB[col]!,
    totalA: totalA[col]!,
  }));
  return { brands, tiers, rowNet, rowLine, lineIds, lineA, lineB, lineC, lineTier };
}
