import type { Queryable } from '../db/db';
import { FAMILIES } from './catalogueData';
import type { SeedDay } from './day';
import type { Random } from './random';
import { insertTariffLines, type TariffColumns } from './tariffColumns';

/** Lines per unit of SEED_SCALE that the brands without a tariff share (the study brands have theirs already). */
const EXTRA_LINES_PER_SCALE = 20_000;

const QUALIFIERS = ['delantero', 'trasero', 'izquierdo', 'derecho', 'reforzado', 'kit', 'premium', 'estándar', 'eco', 'HD'];
const FITS = ['Seat Ibiza', 'VW Golf', 'Renault Clio', 'Peugeot 208', 'Ford Focus', 'Opel Corsa', 'Citroën C4', 'Toyota Yaris', 'Dacia Sandero', 'Kia Ceed'];

/**
 * Brand tariffs for the tariff screens: every brand without a tariff yet (the study brands have deep ones) gets one,
 * 20,000 lines per unit of scale shared by weight, from two or three subfamilies with PVP from the subfamily's price;
 * with the study brands' that makes ≥ 100,000 lines at SEED_SCALE 1 and ≥ 1,000,000 at 10. Ranking, cumulative share,
 * price date and positions come with each line (tariffExtras), so every line is written once.
 */
export async function seedTariffs(db: Queryable, scale: number, rng: Random, day: SeedDay): Promise<void> {
  const empty = await db.query<{ id: number; name: string }>(
    `SELECT b.mar_id AS id, b.mar_nombre AS name FROM brands b
      WHERE NOT EXISTS (SELECT 1 FROM tariff_lines t WHERE t.tar_id_marca = b.mar_id) ORDER BY b.mar_id`,
  );
  const subs = await db.query<{ id: number; name: string }>('SELECT sfa_id AS id, sfa_nombre AS name FROM product_subfamilies ORDER BY sfa_id');
  const names = new Map(subs.map((s) => [s.id, s.name]));
  const price = new Map(FAMILIES.flatMap((f) => f.subfamilies.map((s) => [s.name, s.unitPrice] as const)));
  const weights = empty.map(() => 0.3 + rng.next() * 1.4);
  const weightSum = weights.reduce((n, w) => n + w, 0);
  const tar: TariffColumns = { marca: [], sub: [], ref: [], desc: [], pvp: [] };
  for (const [i, brand] of empty.entries()) {
    const count = Math.max(10, Math.round((EXTRA_LINES_PER_SCALE * scale * weights[i]!) / weightSum));
    const prefix = brand.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()
      .padEnd(3, 'X');
    const own = Array.from({ length: rng.int(2, 3) }, () => rng.pick(subs));
    for (let n = 0; n < count; n++) {
      const sub = rng.pick(own);
      tar.marca.push(brand.id);
      tar.sub.push(sub.id);
      tar.ref.push(`${prefix}${String(10_000 + n * 7).padStart(6, '0')}${rng.pick(['', 'A', 'B'])}`);
      tar.desc.push(`${sub.name} ${rng.pick(QUALIFIERS)} ${rng.pick(FITS)}`);
      tar.pvp.push(Math.round((price.get(sub.name) ?? 25) * (0.4 + rng.next() * 2.2) * 100) / 100);
    }
  }
  await insertTariffLines(db, tar, (id) => names.get(id) ?? '', 0x5eed7a, day.now);
  await db.query('ANALYZE tariff_lines');
}
