import type { Queryable } from '../db/db';
import { FAMILIES, SUPPLIERS } from './catalogueData';
import { NET_POSITION_COLUMNS, netPositionsOf } from '../modules/tariffs';
import { NET_FAMILY_SQL } from './priceUpdates';
import { insertColumns, insertRows } from './insert';
import { insertTariffLines } from './tariffColumns';
import type { SeedDay } from './day';
import type { Random } from './random';
import { BRANDS_WITHOUT_PVP_FORMULA, REBATE_SCALES, STUDY_DEFINITIONS, STUDY_VEHICLES, TARIFF_KINDS } from './studiesData';

/** Largest number of lines one study gets, whatever the scale. */
const MAX_LINES = 200_000;

/**
 * Runs a bulk load with the foreign keys and secondary indexes of `tables` dropped and adds them back afterwards with
 * their own definitions (read from pg_constraint and pg_index), as pg_restore does: one set-based check per key
 * instead of a trigger per row (it takes the seed from ~11 s to ~4 s on PGlite). Inside the seed's transaction, so
 * all or nothing.
 */
async function withForeignKeysAfter(db: Queryable, tables: readonly string[], load: () => Promise<void>): Promise<void> {
  const keys = await db.query<{ tbl: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::regclass[]) ORDER BY conrelid::regclass::text, conname`,
    [tables],
  );
  // Secondary indexes (not those of a key) too: one sorted build each after the load costs far less than keeping
  // them up to date row by row (the nets' eleven indexes took 9 s of a 12 s load on PGlite).
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i WHERE i.indrelid = ANY($1::regclass[]) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
    [tables],
  );
  for (const k of keys) await db.query(`ALTER TABLE ${k.tbl} DROP CONSTRAINT ${k.name}`);
  for (const i of indexes) await db.query(`DROP INDEX ${i.name}`);
  await load();
  for (const i of indexes) await db.query(i.def);
  for (const k of keys) await db.query(`ALTER TABLE ${k.tbl} ADD CONSTRAINT ${k.name} ${k.def}`);
}

function supplierOf(brand: string): string {
  const supplier = SUPPLIERS.find((s) => s.brands.some((b) => b.name === brand));
  if (!supplier) throw new Error(`seed: no supplier sells ${brand}`);
  return supplier.name;
}

function brandCode(brand: string): string {
  return brand
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

/** A normal-ish number (sum of uniforms), mean 0 and deviation about 1. */
function gauss(rng: Random): number {
  return (rng.next() + rng.next() + rng.next() + rng.next() - 2) * 1.7;
}

/**
 * The market studies and everything they read: for every brand of a study its tariff lines (reference,
 * description, PVP) in the study's subfamily, its buying price lists with nets, its discount groups, formulas and
 * volume-rebate condition; then the studies with their compared brands and ranked lines (PORCENTAJE falling with
 * the rank, ACUMULADO its running total), each line holding the equivalent reference of every brand that has one.
 * Rows go in with set-based INSERT … SELECT FROM unnest(…); nets are derived in SQL from the PVPs.
 */
export async function seedStudies(db: Queryable, scale: number, rng: Random, day: SeedDay): Promise<void> {
  const brandIds = new Map(
    (await db.query<{ mar_id: number; mar_nombre: string }>('SELECT mar_id, mar_nombre FROM brands')).map((b) => [b.mar_nombre, b.mar_id]),
  );
  const supplierIds = new Map(
    (await db.query<{ prv_id: number; prv_nombre: string }>('SELECT prv_id, prv_nombre FROM suppliers')).map((s) => [s.prv_nombre, s.prv_id]),
  );
  const subfamilyIds = new Map(
    (await db.query<{ sfa_id: number; sfa_nombre: string }>('SELECT sfa_id, sfa_nombre FROM product_subfamilies')).map((s) => [s.sfa_nombre, s.sfa_id]),
  );
  const subfamilyNames = new Map([...subfamilyIds].map(([name, id]) => [id, name]));
  const idOf = (map: Map<string, number>, name: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`seed: unknown ${name}`);
    return id;
  };
  const year = day.now.getUTCFullYear();

  // Brands of any study: buying price lists, conditions, discounts and formulas.
  const studyBrands = [...new Set(STUDY_DEFINITIONS.flatMap((s) => [s.brand, ...s.compared]))];
  const tariffRows: { prvtarcom_id_proveedor: number; prvtarcom_id_marca: number; prvtarcom_descripcion: string; prvtarcom_orden: number }[] = [];
  const tariffDiscount: number[] = [];
  const tariffCoverage: number[] = [];
  for (const brand of studyBrands) {
    const kinds = rng.int(1, TARIFF_KINDS.length);
    const base = 30 + rng.int(0, 16);
    for (let k = 0; k < kinds; k++) {
      const kind = TARIFF_KINDS[k]!;
      tariffRows.push({
        prvtarcom_id_proveedor: idOf(supplierIds, supplierOf(brand)),
        prvtarcom_id_marca: idOf(brandIds, brand),
        prvtarcom_descripcion: `${kind.name} ${year}`,
        prvtarcom_orden: k + 1,
      });
      tariffDiscount.push(base + kind.extra);
      tariffCoverage.push(kind.coverage);
    }
  }
  const tariffIds = (await insertRows(db, 'purchase_tariffs', tariffRows, 'prvtarcom_id')) as number[];
  const firstTariff = new Map<number, number>();
  tariffRows.forEach((t, i) => {
    if (!firstTariff.has(t.prvtarcom_id_marca)) firstTariff.set(t.prvtarcom_id_marca, tariffIds[i]!);
  });

  const conditionIds = (await insertRows(
    db,
    'product_conditions',
    studyBrands.map((brand) => ({
      cnds_id_proveedor: idOf(supplierIds, supplierOf(brand)),
      cnds_id_marca: idOf(brandIds, brand),
      cnds_titulo: `Rappel anual ${brand}`,
      cnds_tipo: 2,
    })),
    'cnds_id',
  )) as number[];
  await insertRows(
    db,
    'product_condition_scales',
    conditionIds.flatMap((id) => REBATE_SCALES.map((s) => ({ cndse_id_condicion: id, cndse_ini: s.from, cndse_fin: s.to, cndse_valor: s.value }))),
  );

  const discountRows: Record<string, unknown>[] = [];
  const groupsPerBrand: number[] = [];
  studyBrands.forEach((brand, b) => {
    const marca = idOf(brandIds, brand);
    const commercial = rng.int(3, 8);
    const pvp = rng.int(26, 38);
    const groups = [
      {
        dto_tipo_precio: 2,
        dto_valor: commercial,
        dto_max: commercial + rng.int(2, 4),
        dto_titulo: 'Descuento comercial',
        dto_descripcion: 'Descuento pactado sobre el precio neto de la tarifa de compra',
        dto_id_condicion: null,
      },
      {
        dto_tipo_precio: 2,
        dto_valor: REBATE_SCALES[0].value,
        dto_max: REBATE_SCALES[REBATE_SCALES.length - 1]!.value,
        dto_titulo: 'Rappel por volumen',
        dto_descripcion: 'Según el consumo anual del socio en la marca',
        dto_id_condicion: conditionIds[b]!,
      },
      {
        dto_tipo_precio: 1,
        dto_valor: pvp,
        dto_max: pvp + rng.int(3, 6),
        dto_titulo: 'Descuento sobre PVP',
        dto_descripcion: 'Para las referencias sin precio neto',
        dto_id_condicion: null,
      },
    ];
    if (rng.next() < 0.5) {
      groups.push({ dto_tipo_precio: 2, dto_valor: 1.5, dto_max: 2, dto_titulo: 'Pronto pago', dto_descripcion: 'Pago a 30 días', dto_id_condicion: null });
    }
    for (const [i, g] of groups.entries()) discountRows.push({ dto_id_marca: marca, ...g, dto_orden: i + 1 });
    groupsPerBrand.push(groups.length);
  });
  const discountIds = (await insertRows(db, 'brand_discounts', discountRows, 'dto_id')) as number[];
  let d = 0;
  await insertRows(
    db,
    'brand_formulas',
    studyBrands.map((brand, b) => {
      const ids = discountIds.slice(d, d + groupsPerBrand[b]!);
      d += groupsPerBrand[b]!;
      const [commercial, rebate, pvp, cash] = ids;
      const neto =
        cash === undefined
          ? `100 - (100 - {${commercial}}) * (100 - {${rebate}}) / 100`
          : `100 - (100 - {${commercial}}) * (100 - {${rebate}}) * (100 - {${cash}}) / 10000`;
      return {
        form_id_marca: idOf(brandIds, brand),
        form_pvp: BRANDS_WITHOUT_PVP_FORMULA.includes(brand) ? null : `{${pvp}}`,
        form_neto: neto,
      };
    }),
  );

  // Tariff lines and studies.
  const tar = { marca: [] as number[], sub: [] as number[], ref: [] as string[], desc: [] as string[], pvp: [] as number[] };
  const line = { est: [] as number[], linea: [] as number[], pct: [] as number[], acc: [] as number[] };
  const refs = { est: [] as number[], linea: [] as number[], marca: [] as number[], ref: [] as string[] };
  for (const [index, def] of STUDY_DEFINITIONS.entries()) {
    const marca = idOf(brandIds, def.brand);
    const subfamily = idOf(subfamilyIds, def.subfamily);
    const unitPrice = FAMILIES.flatMap((f) => f.subfamilies).find((s) => s.name === def.subfamily)?.unitPrice ?? 20;
    const [study] = await db.query<{ est_id: number }>(
      `INSERT INTO market_studies (est_descripcion, est_id_marca, est_id_proveedor, est_id_subfamilia, est_id_tarifa)
       VALUES ($1, $2, $3, $4, $5) RETURNING est_id`,
      [def.description, marca, idOf(supplierIds, supplierOf(def.brand)), subfamily, firstTariff.get(marca) ?? null],
    );
    const est = study!.est_id;
    await insertRows(
      db,
      'market_study_brands',
      def.compared.map((brand, i) => ({ est_id: est, mar_id: idOf(brandIds, brand), prv_id: idOf(supplierIds, supplierOf(brand)), orden: i + 1 })),
    );

    const n = Math.max(20, Math.min(MAX_LINES, Math.round(def.lines * scale)));
    // Shares of sales fall with the rank (Zipf-like); PORCENTAJE has 5 decimals and ACUMULADO is its running total.
    const weights = Array.from({ length: n }, (_, i) => 1 / (i + 8) ** 0.85);
    const total = weights.reduce((a, b) => a + b, 0);
    let running = 0;
    const brands = [def.brand, ...def.compared].map((name) => ({
      name,
      id: idOf(brandIds, name),
      code: brandCode(name),
      factor: name === def.brand ? 1 : 0.85 + rng.next() * 0.35,
      coverage: name === def.brand ? 1 : 0.94 + rng.next() * 0.05,
      offset: rng.int(0, 999_999),
    }));
    for (let l = 1; l <= n; l++) {
      const pct = Math.round((weights[l - 1]! / total) * 100 * 1e5) / 1e5;
      running = Math.min(100, Math.round((running + pct) * 1e5) / 1e5);
      line.est.push(est);
      line.linea.push(l);
      line.pct.push(pct);
      line.acc.push(l === n ? 100 : running);
      const base = unitPrice * Math.exp(gauss(rng) * 0.45);
      const desc = `${rng.pick(def.items)} ${rng.pick(STUDY_VEHICLES)}`;
      for (const brand of brands) {
        if (brand.coverage < 1 && rng.next() > brand.coverage) continue;
        const number = (l * 7919 + brand.offset) % 1_000_000;
        const ref = `${brand.code}${index + 1}${String(number).padStart(6, '0')}`;
        tar.marca.push(brand.id);
        tar.sub.push(subfamily);
        tar.ref.push(ref);
        tar.desc.push(desc);
        tar.pvp.push(Math.round(base * brand.factor * (0.92 + rng.next() * 0.16) * 100) / 100);
        refs.est.push(est);
        refs.linea.push(l);
        refs.marca.push(brand.id);
        refs.ref.push(ref);
      }
    }
  }
  await withForeignKeysAfter(db, ['tariff_lines', 'market_study_line_refs', 'purchase_tariff_lines'], async () => {
    await insertTariffLines(db, tar, (id) => subfamilyNames.get(id) ?? '', 0x7a21ff, day.now);
    await insertColumns(db, (from) => `INSERT INTO market_study_lines (est_id, linea, porcentaje, acumulado) SELECT * FROM ${from}`, [
      { type: 'int', values: line.est },
      { type: 'int', values: line.linea },
      { type: 'numeric', values: line.pct },
      { type: 'numeric', values: line.acc },
    ]);
    await insertColumns(
      db,
      (from) => `INSERT INTO market_study_line_refs (est_id, linea, mar_id, tar_id)
                 SELECT s.est_id, s.linea, s.mar_id, t.tar_id FROM ${from} AS s (est_id, linea, mar_id, ref)
                   JOIN tariff_lines t ON t.tar_id_marca = s.mar_id AND t.tar_referencia = s.ref`,
      [
        { type: 'int', values: refs.est },
        { type: 'int', values: refs.linea },
        { type: 'int', values: refs.marca },
        { type: 'text', values: refs.ref },
      ],
    );
    // Nets: the list's discount on PVP with a little deterministic noise, on the share of lines the list covers.
    // Each net is written once, with its positions (netPositionsOf) computed in the same statement.
    const nets = `SELECT p.prvtarcom_id, t.tar_id,
              round(t.tar_pvp * (1 - s.dto / 100) * (0.96 + ((t.tar_id * 2654435761::bigint + p.prvtarcom_id * 40503) % 1000) / 12500.0), 2) AS neto,
              ${NET_FAMILY_SQL.replaceAll('tar_id', 't.tar_id').replaceAll('prvtarcom_id', 'p.prvtarcom_id')} AS familia
         FROM unnest($1::int[], $2::numeric[], $3::numeric[]) AS s (id, dto, coverage)
         JOIN purchase_tariffs p ON p.prvtarcom_id = s.id
         JOIN tariff_lines t ON t.tar_id_marca = p.prvtarcom_id_marca
        WHERE ((t.tar_id::bigint * 40503 + p.prvtarcom_id * 977) % 1000) < s.coverage * 1000`;
    await db.query(
      `INSERT INTO purchase_tariff_lines (prvtarcom_id, tar_id, neto, familia, ${NET_POSITION_COLUMNS.join(', ')})
       ${netPositionsOf(`(${nets}) n`)}`,
      [tariffIds, tariffDiscount, tariffCoverage],
    );
  });
  // Fresh statistics, so that the planner joins these large tables by hash from the first study opened.
  await db.query('ANALYZE tariff_lines, purchase_tariffs, purchase_tariff_lines, market_study_lines, market_study_line_refs');
}
