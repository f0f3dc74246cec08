import { POSITION_KEYS, type PositionKey, tariffPositions } from '../modules/tariffs';
import type { Queryable } from '../db/db';
import { insertColumns } from './insert';
import { Random } from './random';

/** A tariff being loaded, column by column (one entry per line). */
export interface TariffColumns {
  marca: number[];
  sub: number[];
  ref: string[];
  desc: string[];
  pvp: number[];
}

/** What the tariff screens add to each line: ranking, cumulative share, price date, positions. */
export interface TariffExtras {
  ranking: number[];
  acumulado: number[];
  vigencia: string[];
  pos: Record<PositionKey, number[]>;
}

/**
 * The sales ranking of each line within its brand (a random order), the cumulative share of the brand's sales up to
 * it on a Pareto curve (ACUMULADO), the date its price applies from (one of six update days, four months apart) and
 * its position for every sortable column: computed before the lines are inserted, so loading writes each line once.
 * Draws from its own random sequence, so the data around it does not change.
 */
export function tariffExtras(tar: TariffColumns, subfamilyName: (id: number) => string, seed: number, now: Date): TariffExtras {
  const rng = new Random(seed);
  const n = tar.marca.length;
  const out = { ranking: new Array<number>(n), acumulado: new Array<number>(n), vigencia: new Array<string>(n) };
  const dates = Array.from({ length: 6 }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i * 4, 1)).toISOString().slice(0, 10));
  const byBrand = new Map<number, number[]>();
  tar.marca.forEach((m, i) => {
    const list = byBrand.get(m);
    if (list) list.push(i);
    else byBrand.set(m, [i]);
  });
  const positions = {} as Record<PositionKey, number[]>;
  for (const key of POSITION_KEYS) positions[key] = new Array<number>(n);
  for (const lines of byBrand.values()) {
    const count = lines.length;
    const ranks = Array.from({ length: count }, (_, i) => i + 1);
    for (let i = count - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
    }
    let sum = 0;
    for (let r = 1; r <= count; r++) sum += 1 / r ** 0.8;
    const cumulative = new Float64Array(count);
    let running = 0;
    for (let r = 1; r <= count; r++) {
      running += 1 / r ** 0.8;
      cumulative[r - 1] = Math.min(100, Math.round((running / sum) * 10_000) / 100);
    }
    lines.forEach((line, k) => {
      out.ranking[line] = ranks[k]!;
      out.acumulado[line] = cumulative[ranks[k]! - 1]!;
      out.vigencia[line] = rng.pick(dates);
    });
    const pos = tariffPositions(
      lines.map((line) => ({
        ref: tar.ref[line]!,
        descr: tar.desc[line]!,
        familia: subfamilyName(tar.sub[line]!),
        pvp: tar.pvp[line]!,
        ranking: out.ranking[line]!,
        vigencia: out.vigencia[line]!,
      })),
    );
    for (const key of POSITION_KEYS) {
      lines.forEach((line, k) => {
        positions[key][line] = pos[key][k]!;
      });
    }
  }
  return { ...out, pos: positions };
}

/** The columns of `tariff_lines` that tariffExtras fills, in the order of TARIFF_EXTRA_VALUES. */
export const TARIFF_EXTRA_COLUMNS =
  'tar_ranking, tar_acumulado, tar_fecha_vigencia, pos_referencia, pos_descripcion, pos_familia, pos_pvp, pos_ranking, pos_vigencia';

/** The extras as typed unnest columns (see insertColumns in studies.ts). */
export function tariffExtraValues(x: TariffExtras): { type: string; values: unknown[] }[] {
  return [
    { type: 'int', values: x.ranking },
    { type: 'numeric', values: x.acumulado },
    { type: 'date', values: x.vigencia },
    ...POSITION_KEYS.map((k) => ({ type: 'int', values: x.pos[k] })),
  ];
}

/** Inserts a tariff's lines with their extras (ranking, share, date, positions): each line written once. */
export async function insertTariffLines(db: Queryable, tar: TariffColumns, subfamilyName: (id: number) => string, seed: number, now: Date): Promise<void> {
  await insertColumns(
    db,
    (from) =>
      `INSERT INTO tariff_lines (tar_id_marca, tar_id_subfamilia, tar_referencia, tar_descripcion, tar_pvp, ${TARIFF_EXTRA_COLUMNS}) SELECT * FROM ${from}`,
    [
      { type: 'int', values: tar.marca },
      { type: 'int', values: tar.sub },
      { type: 'text', values: tar.ref },
      { type: 'text', values: tar.desc },
      { type: 'numeric', values: tar.pvp },
      ...tariffExtraValues(tariffExtras(tar, subfamilyName, seed, now)),
    ],
  );
}
