import { refreshNetPositions } from '../modules/tariffs';
import type { Queryable } from '../db/db';
import { insertColumns, insertRows } from './insert';
import type { SeedDay } from './day';
import type { Random } from './random';

/** Update lines per unit of SEED_SCALE over every brand: partial, complete and future updates. */
const LINES_PER_SCALE = { P: 36_000, C: 60_000, F: 6_000 } as const;

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The family of a net: about 18 % provisional, 10 % other, the rest permanent (deterministic per line and list). */
export const NET_FAMILY_SQL = `CASE WHEN (tar_id::bigint * 2654435761 + prvtarcom_id::bigint * 97) % 100 < 18 THEN 'P'
  WHEN (tar_id::bigint * 2654435761 + prvtarcom_id::bigint * 97) % 100 < 28 THEN 'O' ELSE 'M' END`;

/** Conditions without scales (CNDS_TIPO 1) a product may have besides its rappel. */
const PLAIN_CONDITIONS = [
  'Portes pagados en pedidos desde 300 €',
  'Descuento adicional del 2 % en pedidos de stock',
  'Devoluciones sin cargo hasta 60 días',
  'Pago a 90 días para pedidos de campaña',
  'Material promocional sin cargo',
];

/**
 * Price updates, net families and products (001 §2.5–§2.7):
 * - every net price gets a family (about 18 % provisional, 10 % other, the rest permanent);
 * - every supplier's brand with a tariff gets its price updates since January two years ago: partial ones every one to
 *   five months, a complete one in January of about a third of the years, and for about half of them a future one in the coming weeks; each
 *   changes a share of the brand's references (old and new PVP, and the group net where the first price list has one);
 * - every brand and subfamily of a tariff is a product of the suppliers that sell the brand, most with a scaled rappel
 *   whose scales sit around what members bought of it last year, some with plain conditions, a few with none.
 */
export async function seedPriceUpdates(db: Queryable, scale: number, rng: Random, day: SeedDay): Promise<void> {
  // Nets loaded before families existed (the studies part sets them now) get theirs.
  const [unset] = await db.query(`SELECT 1 AS one FROM purchase_tariff_lines WHERE familia <> 'M' LIMIT 1`);
  if (!unset) {
    await db.query(`UPDATE purchase_tariff_lines SET familia = ${NET_FAMILY_SQL}`);
    await refreshNetPositions(db);
  }
  await seedUpdates(db, scale, rng, day.now);
  await seedProducts(db, rng, day.now);
  await db.query('ANALYZE price_updates, price_update_lines, products, supplier_products, product_conditions, product_condition_scales');
}

/** The price updates go back to January of this many years ago. */
export const UPDATE_YEARS_BACK = 2;

async function seedUpdates(db: Queryable, scale: number, rng: Random, today: Date): Promise<void> {
  const pairs = await db.query<{ prv: number; mar: number; size: number }>(
    `SELECT sb.prvmar_id_proveedor AS prv, sb.prvmar_id_marca AS mar, t.size
       FROM supplier_brands sb JOIN (SELECT tar_id_marca, max(pos_referencia) AS size FROM tariff_lines GROUP BY tar_id_marca) t ON t.tar_id_marca = sb.prvmar_id_marca
      WHERE t.size > 0 ORDER BY sb.prvmar_id_proveedor, sb.prvmar_id_marca`,
  );
  if (pairs.length === 0) return;
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const firstYear = today.getUTCFullYear() - UPDATE_YEARS_BACK;
  const head = { prv: [] as number[], mar: [] as number[], tipo: [] as string[], fecha: [] as string[], n: [] as number[], size: [] as number[] };
  const add = (prv: number, mar: number, size: number, tipo: 'P' | 'C' | 'F', t: number, n: number) => {
    head.prv.push(prv);
    head.mar.push(mar);
    head.tipo.push(tipo);
    head.fecha.push(isoDay(t));
    head.n.push(Math.max(1, Math.min(size, Math.round(n))));
    head.size.push(size);
  };
  const perPair = (kind: keyof typeof LINES_PER_SCALE) => (LINES_PER_SCALE[kind] * scale) / pairs.length;
  for (const { prv, mar, size } of pairs) {
    // Partial updates: every 60 to 150 days from January two years ago.
    const partial: number[] = [];
    for (let t = Date.UTC(firstYear, 0, 1) + rng.int(3, 40) * DAY; t <= now; t += rng.int(60, 150) * DAY) partial.push(t);
    for (const t of partial) add(prv, mar, size, 'P', t, (perPair('P') / Math.max(1, partial.length)) * (0.3 + rng.next() * 1.4));
    // A complete update in January of about a third of the years (this year's only once it has come).
    // Deep tariffs (the study brands') always had one this year, of a few hundred references.
    const complete = [firstYear, firstYear + 1, firstYear + 2]
      .map((y) => ({ y, t: Date.UTC(y, 0, rng.int(2, 12)), roll: rng.next() }))
      .filter(({ y, t, roll }) => t <= now && (roll < 0.3 || (y === firstYear + 2 && size >= 2_000)));
    for (const { t } of complete) add(prv, mar, size, 'C', t, size >= 2_000 ? rng.int(150, 400) : (perPair('C') / 0.9) * (0.3 + rng.next() * 2.2));
    // A future update for about half of the brands.
    if (rng.next() < 0.5) add(prv, mar, size, 'F', now + rng.int(7, 75) * DAY, perPair('F') * 2 * (0.5 + rng.next()));
  }
  const ids = (await insertRows(
    db,
    'price_updates',
    head.prv.map((prv, i) => ({ his_id_proveedor: prv, his_id_marca: head.mar[i], his_tipo_tar: head.tipo[i], his_fecha: head.fecha[i] })),
    'his_id',
  )) as number[];
  // The lines: n references of the brand, one in every 1 to 5 from a random start (a short index range read each), the new
  // prices drifting back with the update's age, the old ones 3 % below to 10 % above, some new references in a
  // complete update; the group net from the supplier's first price list for the brand.
  const stride = head.size.map((size, i) => Math.max(1, Math.min(rng.int(1, 5), Math.floor(size / head.n[i]!))));
  const start = head.size.map((size, i) => rng.int(1, Math.max(1, size - stride[i]! * head.n[i]! + 1)));
  await insertColumns(
    db,
    (from) => `
      WITH u (id, prv, mar, tipo, fecha, n, first, stride) AS (SELECT * FROM ${from}),
           fl AS (SELECT DISTINCT ON (prvtarcom_id_proveedor, prvtarcom_id_marca) prvtarcom_id_proveedor AS prv, prvtarcom_id_marca AS mar, prvtarcom_id AS id
                    FROM purchase_tariffs ORDER BY prvtarcom_id_proveedor, prvtarcom_id_marca, prvtarcom_orden, prvtarcom_id),
           s AS (SELECT u.*, greatest(0, least(0.12, ('${isoDay(now)}'::date - u.fecha) / 365.0 * 0.04)) AS drift FROM u),
           l AS (SELECT s.id, s.tipo, s.fecha, s.drift, t.tar_id, t.tar_referencia, t.tar_descripcion, t.tar_id_subfamilia, t.tar_pvp, fl.id AS list,
                        ((t.tar_id::bigint * 2654435761 + s.id::bigint * 40503) % 1000) AS h
                   FROM s JOIN tariff_lines t ON t.tar_id_marca = s.mar
                        AND t.pos_referencia BETWEEN s.first AND s.first + s.stride * s.n - 1
                        AND (t.pos_referencia - s.first) % s.stride = 0
                   LEFT JOIN fl ON fl.prv = s.prv AND fl.mar = s.mar)
      INSERT INTO price_update_lines (his_id, linea, art_referencia, art_descripcion, sfa_id, pvp_anterior, tar_pvp, neto_anterior, tar_neto, fecha_vigencia)
      SELECT l.id, row_number() OVER (PARTITION BY l.id ORDER BY l.tar_referencia), l.tar_referencia, l.tar_descripcion, l.tar_id_subfamilia,
             CASE WHEN l.tipo = 'C' AND l.h < 60 THEN NULL ELSE round(l.tar_pvp * (1 - l.drift) / (1 + (l.h % 130 - 30) / 1000.0), 2) END,
             round(l.tar_pvp * (1 - l.drift), 2),
             CASE WHEN pl.neto IS NULL OR (l.tipo = 'C' AND l.h < 60) THEN NULL ELSE round(pl.neto * (1 - l.drift) / (1 + (l.h % 110 - 20) / 1000.0), 2) END,
             round(pl.neto * (1 - l.drift), 2),
             CASE WHEN l.tipo = 'F' THEN l.fecha ELSE l.fecha + (l.h % 15)::int END
        FROM l LEFT JOIN purchase_tariff_lines pl ON pl.prvtarcom_id = l.list AND pl.tar_id = l.tar_id`,
    [
      { type: 'int', values: ids },
      { type: 'int', values: head.prv },
      { type: 'int', values: head.mar },
      { type: 'text', values: head.tipo },
      { type: 'date', values: head.fecha },
      { type: 'int', values: head.n },
      { type: 'int', values: start },
      { type: 'int', values: stride },
    ],
  );
  await db.query(
    'UPDATE price_updates u SET his_num_lineas = c.n FROM (SELECT his_id, count(*)::int AS n FROM price_update_lines GROUP BY his_id) c WHERE c.his_id = u.his_id',
  );
  // An update that changed nothing is not one.
  await db.query('DELETE FROM price_updates WHERE his_num_lineas = 0');
}

async function seedProducts(db: Queryable, rng: Random, now: Date): Promise<void> {
  const lines = await db.query<{ mar: number; brand: string; sfa: number; fam: number; name: string }>(
    `SELECT p.mar, b.mar_nombre AS brand, p.sfa, sf.sfa_id_familia AS fam, sf.sfa_nombre AS name
       FROM (SELECT DISTINCT tar_id_marca AS mar, tar_id_subfamilia AS sfa FROM tariff_lines) p
       JOIN brands b ON b.mar_id = p.mar JOIN product_subfamilies sf ON sf.sfa_id = p.sfa
      ORDER BY p.mar, p.sfa`,
  );
  if (lines.length === 0) return;
  const productIds = (await insertRows(
    db,
    'products',
    lines.map((l) => ({ prd_id_familia: l.fam, prd_id_subfamilia: l.sfa, prd_descripcion: `${l.name} ${l.brand}` })),
    'prd_id',
  )) as number[];
  const sellers = await db.query<{ prv: number; mar: number }>('SELECT prvmar_id_proveedor AS prv, prvmar_id_marca AS mar FROM supplier_brands ORDER BY 1, 2');
  const byBrand = new Map<number, number[]>();
  for (const s of sellers) byBrand.set(s.mar, [...(byBrand.get(s.mar) ?? []), s.prv]);
  const lastYear = now.getUTCFullYear() - 1;
  const usual = new Map(
    (
      await db.query<{ prv: number; mar: number; sfa: number; avg: number }>(
        `SELECT supplier_id AS prv, brand_id AS mar, subfamily_id AS sfa, avg(total)::float8 AS avg
           FROM (SELECT member_id, supplier_id, brand_id, subfamily_id, sum(amount) AS total FROM purchases WHERE year = $1 GROUP BY 1, 2, 3, 4) m
          GROUP BY 1, 2, 3`,
        [lastYear],
      )
    ).map((r) => [`${r.prv}/${r.mar}/${r.sfa}`, r.avg]),
  );
  const supplierProducts: Record<string, unknown>[] = [];
  const conditions: Record<string, unknown>[] = [];
  const scaleBase: number[] = [];
  lines.forEach((l, i) => {
    for (const prv of byBrand.get(l.mar) ?? []) {
      const product = productIds[i]!;
      supplierProducts.push({ prvpro_id_proveedor: prv, prvpro_id_marca: l.mar, prvpro_id_producto: product });
      // The brand's first product always has its rappel; about one in ten others has no conditions.
      const roll = rng.next();
      if (roll < 0.1 && lines[i - 1]?.mar === l.mar) continue;
      const base = { cnds_id_proveedor: prv, cnds_id_marca: l.mar, cnds_id_producto: product };
      if (roll < 0.88 || lines[i - 1]?.mar !== l.mar) {
        conditions.push({ ...base, cnds_titulo: `Rappel anual ${l.name}`, cnds_tipo: 2 });
        scaleBase.push(usual.get(`${prv}/${l.mar}/${l.sfa}`) ?? 2_000 + rng.int(0, 8) * 500);
      }
      if (roll > 0.6) {
        conditions.push({ ...base, cnds_titulo: rng.pick(PLAIN_CONDITIONS), cnds_tipo: 1 });
        scaleBase.push(0);
      }
    }
  });
  await insertRows(db, 'supplier_products', supplierProducts);
  const conditionIds = (await insertRows(db, 'product_conditions', conditions, 'cnds_id')) as number[];
  const scales: Record<string, unknown>[] = [];
  conditionIds.forEach((id, i) => {
    if (conditions[i]!.cnds_tipo !== 2) return;
    const b = Math.max(500, scaleBase[i]!);
    const bounds = [0, 0.5, 1.2, 2.5].map((f) => Math.round((b * f) / 100) * 100);
    const top = 1.5 + rng.int(0, 4) * 0.5;
    bounds.forEach((ini, k) => {
      scales.push({
        cndse_id_condicion: id,
        cndse_ini: ini,
        cndse_fin: bounds[k + 1] ?? null,
        cndse_valor: Math.round(top * (k + 1) * 50) / 100 + (k === 3 ? 0.5 : 0),
      });
    });
  });
  await insertRows(db, 'product_condition_scales', scales);
}
