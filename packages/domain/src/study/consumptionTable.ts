/**
 * The consumption table of the study summary (spec 000 §3): cuadroConsumos rows of type I (individual) and G (group)
 * per brand; the row 'TOTAL SUBFAMILIA' of type I is the reference total.
 *
 * Choices: one table row per brand (first-appearance order) with its individual and group consumption; the
 * individual share is measured against the type-I 'TOTAL SUBFAMILIA' (the reference total) and the group share
 * against the type-G 'TOTAL SUBFAMILIA' when there is one (null otherwise). Brand names are matched trimmed and
 * case-insensitively; repeated rows of a brand and type are added. Shares are percentages, not rounded.
 */
import type { StudyConsumptionRow } from './types';

/** The brand name of the reference-total row. */
export const SUBFAMILY_TOTAL = 'TOTAL SUBFAMILIA';

/** One brand of the consumption table. */
export interface StudyConsumptionLine {
  readonly brand: string;
  readonly individual: number | null;
  readonly group: number | null;
  readonly individualPercent: number | null;
  readonly groupPercent: number | null;
}

/** The consumption table: one line per brand, plus the totals. */
export interface StudyConsumptionTable {
  readonly lines: readonly StudyConsumptionLine[];
  /** The type-I 'TOTAL SUBFAMILIA' (reference total), or null when missing. */
  readonly referenceTotal: number | null;
  readonly groupTotal: number | null;
}

/** Builds the consumption table from cuadroConsumos. */
export function buildStudyConsumptionTable(rows: readonly StudyConsumptionRow[]): StudyConsumptionTable {
  let referenceTotal: number | null = null;
  let groupTotal: number | null = null;
  const order: string[] = [];
  const byBrand = new Map<string, { brand: string; individual: number | null; group: number | null }>();
  for (const row of rows) {
    const name = row.MARCA.trim();
    const key = name.toUpperCase();
    const type = String(row.TIPO).trim().toUpperCase();
    const value = typeof row.CONSUMO === 'number' && Number.isFinite(row.CONSUMO) ? row.CONSUMO : 0;
    if (key === SUBFAMILY_TOTAL) {
      if (type === 'I') referenceTotal = (referenceTotal ?? 0) + value;
      else if (type === 'G') groupTotal = (groupTotal ?? 0) + value;
      continue;
    }
    if (type !== 'I' && type !== 'G') continue;
    let entry = byBrand.get(key);
    if (!entry) {
      entry = { brand: name, individual: null, group: null };
      byBrand.set(key, entry);
      order.push(key);
    }
    if (type === 'I') entry.individual = (entry.individual ?? 0) + value;
    else entry.group = (entry.group ?? 0) + value;
  }
  const share = (v: number | null, total: number | null) => (v === null || total === null || total === 0 ? null : (v / total) * 100);
  return {
    referenceTotal,
    groupTotal,
    lines: order.map((key) => {
      const e = byBrand.get(key)!;
      return { ...e, individualPercent: share(e.individual, referenceTotal), groupPercent: share(e.group, groupTotal) };
    }),
  };
}
