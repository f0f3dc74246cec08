import { spanishSortKey } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { listsOfBrands, refreshNetPositions, repairNetPositions } from './netPositions.queries';
import { brandsWithoutPositions, bumpTariffVersions, linesToPosition, writeLinePositions } from './positions.queries';

/** Lines written back per statement. */
const CHUNK = 20_000;

/** What orders a tariff line (one brand's lines at a time). */
export interface PositionInput {
  readonly ref: string;
  /** The reference as the database upper-cases it (`upper(tar_referencia)`); `ref.toUpperCase()` when omitted. */
  readonly refKey?: string;
  readonly descr: string;
  readonly familia: string;
  readonly pvp: number;
  readonly ranking: number | null;
  /** ISO date (YYYY-MM-DD) or null. */
  readonly vigencia: string | null;
}

/** The position columns, in the table's order. */
export const POSITION_KEYS = ['referencia', 'descripcion', 'familia', 'pvp', 'ranking', 'vigencia'] as const;
export type PositionKey = (typeof POSITION_KEYS)[number];

const cmpText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Strings in code-point order, which is the byte order of their UTF-8 (the order of the reference index's
 * text_pattern_ops): UTF-16 units compare the same except surrogates, which stand for code points above U+FFFF.
 */
export function cmpCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const sx = x >= 0xd800 && x <= 0xdfff;
    const sy = y >= 0xd800 && y <= 0xdfff;
    if (sx !== sy && Math.max(x, y) >= 0xe000) return sx ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/**
 * The position (1…n) of each of one brand's lines in the order of every sortable column: references by their upper
 * case in byte order (so that the lines a reference prefix finds are one run of positions), text in Spanish order (the
 * domain's sort key, computed once per line), numbers numerically, empty values last, ties by reference.
 */
export function tariffPositions(lines: readonly PositionInput[]): Record<PositionKey, Int32Array> {
  const keyed = lines.map((l, i) => ({ i, l, r: l.refKey ?? l.ref.toUpperCase(), d: spanishSortKey(l.descr), f: spanishSortKey(l.familia) }));
  type K = (typeof keyed)[number];
  const byRef = (a: K, b: K) => cmpCodePoints(a.r, b.r) || cmpCodePoints(a.l.ref, b.l.ref);
  const nullsLast =
    <T>(get: (k: K) => T | null, cmp: (x: T, y: T) => number) =>
    (a: K, b: K) => {
      const va = get(a);
      const vb = get(b);
      if (va === null || vb === null) return Number(va === null) - Number(vb === null) || byRef(a, b);
      return cmp(va, vb) || byRef(a, b);
    };
  const orders: Record<PositionKey, (a: K, b: K) => number> = {
    referencia: byRef,
    descripcion: (a, b) => cmpText(a.d, b.d) || cmpText(a.l.descr, b.l.descr) || byRef(a, b),
    familia: (a, b) => cmpText(a.f, b.f) || cmpText(a.l.familia, b.l.familia) || byRef(a, b),
    pvp: (a, b) => a.l.pvp - b.l.pvp || byRef(a, b),
    ranking: nullsLast(
      (k) => k.l.ranking,
      (x, y) => x - y,
    ),
    vigencia: nullsLast((k) => k.l.vigencia, cmpText),
  };
  const out = {} as Record<PositionKey, Int32Array>;
  for (const key of POSITION_KEYS) {
    const pos = new Int32Array(lines.length);
    [...keyed].sort(orders[key]).forEach((k, p) => {
      pos[k.i] = p + 1;
    });
    out[key] = pos;
  }
  return out;
}

/**
 * Writes the position of every line of the given brands (all brands when omitted) for every sortable column, as
 * tariffPositions orders them, and then the positions of those brands' nets: after a tariff is loaded, or at start for
 * lines that lack them.
 */
export async function refreshTariffPositions(db: Queryable, brandIds?: readonly number[]): Promise<number> {
  const rows = await linesToPosition(db, brandIds ?? null);
  const ids: number[] = [];
  const cols: Record<PositionKey, number[]> = { referencia: [], descripcion: [], familia: [], pvp: [], ranking: [], vigencia: [] };
  for (let start = 0; start < rows.length; ) {
    let end = start;
    while (end < rows.length && rows[end]!.marca === rows[start]!.marca) end++;
    const brand = rows.slice(start, end);
    const pos = tariffPositions(brand);
    for (const r of brand) ids.push(r.id);
    for (const key of POSITION_KEYS) cols[key].push(...pos[key]);
    start = end;
  }
  for (let start = 0; start < ids.length; start += CHUNK) {
    const slice = (a: number[]) => a.slice(start, start + CHUNK);
    await writeLinePositions(
      db,
      slice(ids),
      POSITION_KEYS.map((k) => slice(cols[k])),
    );
  }
  await refreshNetPositions(db, brandIds ? await listsOfBrands(db, brandIds) : undefined);
  await bumpTariffVersions(db, brandIds ?? null);
  return ids.length;
}

/** Fills the positions of the brands that have lines without them (a tariff loaded by an older version), and of the
 * nets that lack them; partial indexes of those rows make the check free when there are none. */
export async function repairTariffPositions(db: Queryable): Promise<number> {
  const brands = await brandsWithoutPositions(db);
  const lines = brands.length ? await refreshTariffPositions(db, brands) : 0;
  return lines + (await repairNetPositions(db));
}
