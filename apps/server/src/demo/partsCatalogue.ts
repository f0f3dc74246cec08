import { vinCheckDigit } from '@socios/domain';
import type { Queryable } from '../db/db';
import { SUPPLIERS } from './catalogueData';
import { insertColumns, insertRows } from './insert';
import { MAKERS } from './partsMakers';
import { type GenericDef, type GroupDef, GROUP_TREE, SHORTCUTS } from './partsTree';
import { BODIES, DEMO_PLATES, DRIVES, ENGINE_KINDS, type EngineDef } from './partsVehicles';
import type { Random } from './random';

/** Fitment classes: an article fits the engines of its class (engines sharing a platform and power band). */
const CLASSES = 40;
/** Articles of one brand for one generic article and class, per unit of SEED_SCALE (sizes, kits, versions). */
const VARIANTS_PER_SCALE = 3;
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'];
const CONSONANTS = 'BCDFGHJKLMNPRSTVWXYZ';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const iso = (y: number, month: number) => `${y}-${String(month).padStart(2, '0')}-01`;

/** A 13-digit EAN with its check digit. */
function ean(rng: Random): string {
  const body = `84${rng.digits(10)}`;
  const sum = body.split('').reduce((n, d, i) => n + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** A brand's reference pattern, so that references look like the brand's own. */
function reference(brand: string, n: number, rng: Random): string {
  const d = (k: number) => String(rng.int(0, 10 ** k - 1)).padStart(k, '0');
  switch (brand) {
    case 'Bosch':
      return `0 986 ${400 + (Math.floor(n / 1000) % 600)} ${String(n % 1000).padStart(3, '0')}`;
    case 'Brembo':
      return `09.${String(n).padStart(4, '0')}.${d(2)}`;
    case 'Mann-Filter':
      return `${rng.pick(['W', 'C', 'CU', 'WK', 'HU'])} ${String(n).padStart(4, '0')}/${rng.int(1, 9)}`;
    case 'NGK':
      return `${rng.pick(['BKR', 'ILZKR', 'PFR', 'LKR'])}${rng.int(5, 8)}${rng.pick(['E', 'A', 'B', 'D'])}-${String(n).padStart(4, '0')}`;
    case 'Valeo':
      return `${String(400_000 + n).padStart(6, '0')}`;
    default:
      return `${brand
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase()}${String(n).padStart(6, '0')}`;
  }
}

/** Every group of the tree with its parents (direct first) and its generics. */
function flatten(tree: GroupDef[], parents: number[] = []): { group: GroupDef; parents: number[]; order: number }[] {
  return tree.flatMap((group, order) => [{ group, parents, order }, ...flatten(group.children ?? [], [group.id, ...parents])]);
}

/**
 * The built-in parts catalogue: ~66 vehicle makers (~50 in the logo grid), their models by generation and
 * ~3,000 engines with data sheets, Spanish plates (the README's demo plates among them), the assembly-group tree with
 * shortcuts and generic articles, and about 25,000 × SEED_SCALE articles of the group's brands with EAN, attributes,
 * equivalents, OE numbers, PVP and net, each fitting the engines of its fitment class.
 */
export async function seedPartsCatalogue(db: Queryable, scale: number, rng: Random): Promise<void> {
  await insertRows(
    db,
    'vehicle_manufacturers',
    MAKERS.map((m) => ({ fab_id: m.id, fab_nombre: m.name, fab_principal: m.main, fab_color: m.color, fab_wmi: m.wmi })),
  );

  // Models by generation; engines of each generation.
  const models: { fab: number; nombre: string; desde: string; hasta: string | null; from: number; to: number; maker: number }[] = [];
  for (const [mi, maker] of MAKERS.entries()) {
    for (const name of maker.models) {
      const generations = rng.int(1, 3);
      let end = 2026;
      const first = rng.int(2, 6);
      const starts: number[] = [];
      for (let k = 0; k < generations; k++) {
        const start = end - rng.int(5, 8) - (k === 0 ? rng.int(0, 4) : 0);
        starts.unshift(start);
        end = start;
      }
      starts.forEach((start, k) => {
        const next = starts[k + 1];
        models.push({
          fab: maker.id,
          nombre: `${name} ${ROMAN[first + k] ?? ''}`.trim(),
          desde: iso(start, rng.int(1, 12)),
          hasta: next === undefined ? null : iso(next, rng.int(1, 12)),
          from: start,
          to: next ?? 2026,
          maker: mi,
        });
      });
    }
  }
  const modelIds = (await insertRows(
    db,
    'vehicle_models',
    models.map((x) => ({ mod_id_fabricante: x.fab, mod_nombre: x.nombre, mod_desde: x.desde, mod_hasta: x.hasta })),
    'mod_id',
  )) as number[];

  const engines: Record<string, unknown>[] = [];
  for (const [i, model] of models.entries()) {
    const count = rng.int(3, 8);
    for (let k = 0; k < count; k++) {
      const roll = rng.next();
      const kindIndex = model.from >= 2012 && roll > 0.95 ? 3 : model.from >= 2010 && roll > 0.85 ? 2 : roll > 0.45 ? 1 : 0;
      const kind = ENGINE_KINDS[kindIndex]!;
      const kw = rng.int(kind.kw[0], kind.kw[1]);
      // A displacement, then one of the engines of about that size (the name, cc and cylinders agree).
      const size = rng.pick(kind.cc);
      const fromYear = Math.min(model.to, model.from + rng.int(0, 2));
      const sheetGaps = rng.next() < 0.15;
      const near = (e: EngineDef) => (size === null ? e.cc === null : e.cc !== null && Math.abs(e.cc - size) <= 60);
      const engine = rng.pick(kind.engines.filter(near));
      const { cc, cylinders } = engine;
      engines.push({
        mot_id_modelo: modelIds[i],
        mot_nombre: `${engine.name} ${Math.round(kw * 1.35962)}`,
        mot_codigos: Array.from({ length: rng.int(1, 2) }, () => Array.from({ length: 4 }, () => rng.pick(CONSONANTS.split(''))).join('')),
        mot_desde: iso(fromYear, rng.int(1, 12)),
        mot_hasta: model.hasta,
        mot_kw: kw,
        mot_cv: Math.round(kw * 1.35962),
        mot_cc: cc,
        mot_carroceria: sheetGaps ? null : rng.pick(BODIES),
        mot_traccion: rng.pick(DRIVES),
        mot_cilindros: cylinders,
        mot_valvulas: cylinders === null || sheetGaps ? null : cylinders * rng.pick([2, 4]),
        mot_tipo_motor: kind.motor,
        mot_combustible: kind.fuel,
        mot_combustion: kind.combustion,
        mot_clase: 1 + (((model.maker % 10) * 7 + kindIndex * 13 + Math.floor(kw / 40)) % CLASSES),
      });
    }
  }
  const engineIds = (await insertRows(db, 'vehicle_engines', engines, 'mot_id')) as number[];

  // Plates: about one per engine, the demo plates fixed (one vehicle, two, none).
  const plates = new Map<string, { mot: number; vin: string }[]>();
  const vinOf = (engine: number) => {
    const model = models[modelIds.indexOf(engines[engine]!.mot_id_modelo as number)] ?? models[0]!;
    const wmi = MAKERS[model.maker]!.wmi[0] ?? 'ZZZ';
    const body = `${wmi}${Array.from({ length: 5 }, () => rng.pick(VIN_CHARS.split(''))).join('')}0${'ABCDEFGHJKLMNPRSTVWXY123456789'[(model.from - 1980) % 30]}${Array.from({ length: 7 }, () => rng.pick(VIN_CHARS.split(''))).join('')}`;
    return body.slice(0, 8) + vinCheckDigit(body) + body.slice(9);
  };
  const add = (plate: string, engine: number) => plates.set(plate, [...(plates.get(plate) ?? []), { mot: engineIds[engine]!, vin: vinOf(engine) }]);
  add(DEMO_PLATES.one, 0);
  add(DEMO_PLATES.several, 1);
  add(DEMO_PLATES.several, 2);
  for (let e = 3; e < engineIds.length; e++) {
    let plate = '';
    do plate = `${rng.digits(4)}${Array.from({ length: 3 }, () => rng.pick(CONSONANTS.split(''))).join('')}`;
    while (plates.has(plate) || plate === DEMO_PLATES.none);
    add(plate, e);
  }
  await insertRows(
    db,
    'vehicle_plates',
    [...plates].flatMap(([matricula, list]) => list.map((v) => ({ matricula, mot_id: v.mot, bastidor: v.vin }))),
  );

  // The tree, its shortcuts and generic articles.
  const flat = flatten(GROUP_TREE);
  await insertRows(
    db,
    'assembly_groups',
    flat.map(({ group, parents, order }) => ({
      grp_id: group.id,
      grp_nombre: group.name,
      grp_parent1: parents[0] ?? null,
      grp_parent2: parents[1] ?? null,
      grp_parent3: parents[2] ?? null,
      grp_orden: order,
    })),
  );
  await insertRows(
    db,
    'assembly_shortcuts',
    SHORTCUTS.map((s, i) => ({ atj_id: s.id, atj_nombre: s.name, atj_orden: i })),
  );
  await insertRows(
    db,
    'assembly_shortcut_groups',
    flat.flatMap(({ group }) => (group.shortcuts ?? []).map((atj_id) => ({ atj_id, grp_id: group.id }))),
  );
  const generics: (GenericDef & { group: number })[] = flat.flatMap(({ group }) => (group.generics ?? []).map((x) => ({ ...x, group: group.id })));
  await insertRows(
    db,
    'generic_articles',
    generics.map((x) => ({ gen_id: x.id, gen_nombre: x.name, gen_id_grupo: x.group })),
  );

  // Articles: every brand of the generic's family, in every class, in variants.
  const brandRows = await db.query<{ id: number; name: string }>('SELECT mar_id AS id, mar_nombre AS name FROM brands');
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
  const familyBrands = new Map<string, string[]>();
  for (const s of SUPPLIERS) for (const b of s.brands) for (const f of b.families) familyBrands.set(f, [...(familyBrands.get(f) ?? []), b.name]);
  const col = {
    ref: [] as string[],
    marca: [] as number[],
    gen: [] as number[],
    ean: [] as string[],
    attr: [] as string[],
    oen: [] as string[],
    img: [] as string[],
    pvp: [] as number[],
    neto: [] as (number | null)[],
    blanca: [] as boolean[],
    destacada: [] as boolean[],
    nexus: [] as boolean[],
    homologada: [] as boolean[],
    clase: [] as number[],
    equiv: [] as string[],
  };
  const counter = new Map<string, number>();
  const mainMakers = MAKERS.filter((x) => x.main);
  const variants = VARIANTS_PER_SCALE * scale;
  const pick = <T>(items: readonly T[]) => rng.pick(items);
  const int = (a: number, b: number) => rng.int(a, b);
  for (const generic of generics) {
    const brands = (familyBrands.get(generic.family) ?? []).filter((b) => brandId.has(b));
    for (let clase = 1; clase <= CLASSES; clase++) {
      const start = col.ref.length;
      for (const brand of brands) {
        for (let v = 0; v < variants; v++) {
          const n = (counter.get(brand) ?? 0) + 1;
          counter.set(brand, n);
          const pvp = Math.round(generic.price * (0.6 + rng.next() * 1.2) * 100) / 100;
          col.ref.push(reference(brand, n, rng));
          col.marca.push(brandId.get(brand)!);
          col.gen.push(generic.id);
          col.ean.push(ean(rng));
          col.attr.push(generic.attributes(pick, int));
          col.oen.push(
            Array.from(
              { length: rng.int(1, 3) },
              () =>
                `${rng.pick(mainMakers).name.toUpperCase()}:${rng.digits(3)}${rng.pick(['A', 'B', 'C', ''])}${rng.digits(3)}${rng.pick(['', 'A', 'AB', 'C'])}`,
            ).join('|'),
          );
          col.img.push(`gen:${generic.id}`);
          col.pvp.push(pvp);
          col.neto.push(rng.next() < 0.9 ? Math.round(pvp * (0.5 + rng.next() * 0.25) * 100) / 100 : null);
          col.blanca.push(rng.next() < 0.1);
          col.destacada.push(rng.next() < 0.08);
          col.nexus.push(rng.next() < 0.15);
          col.homologada.push(rng.next() < 0.2);
          col.clase.push(clase);
        }
      }
      // Commercial equivalents: other brands' articles for the same generic and vehicles.
      const end = col.ref.length;
      for (let a = start; a < end; a++) {
        const others: string[] = [];
        for (let k = 0; k < 3 && end - start > 1; k++) {
          const o = rng.int(start, end - 1);
          if (col.marca[o] !== col.marca[a]) others.push(`${brandRows.find((b) => b.id === col.marca[o])?.name ?? ''} ${col.ref[o]}`);
        }
        col.equiv.push([...new Set(others)].join('|'));
      }
    }
  }
  await insertColumns(
    db,
    (from) => `INSERT INTO catalogue_articles (art_referencia, art_id_marca, art_id_generico, art_ean, art_atributos, art_oen, art_imagen, art_pvp, art_neto,
                 art_blanca, art_destacada, art_nexus, art_homologada, art_clase, art_equivalencias) SELECT * FROM ${from}`,
    [
      { type: 'text', values: col.ref },
      { type: 'int', values: col.marca },
      { type: 'int', values: col.gen },
      { type: 'text', values: col.ean },
      { type: 'text', values: col.attr },
      { type: 'text', values: col.oen },
      { type: 'text', values: col.img },
      { type: 'numeric', values: col.pvp },
      { type: 'numeric', values: col.neto },
      { type: 'bool', values: col.blanca },
      { type: 'bool', values: col.destacada },
      { type: 'bool', values: col.nexus },
      { type: 'bool', values: col.homologada },
      { type: 'int', values: col.clase },
      { type: 'text', values: col.equiv },
    ],
  );
  await db.query(
    `INSERT INTO catalogue_article_oe (art_id, oe_marca, oe_norm)
     SELECT DISTINCT a.art_id, split_part(o, ':', 1), upper(regexp_replace(split_part(o, ':', 2), '[\\s.\\-/]', '', 'g'))
       FROM catalogue_articles a CROSS JOIN LATERAL unnest(string_to_array(a.art_oen, '|')) AS o
      WHERE o <> ''`,
  );
  await db.query('ANALYZE catalogue_article_oe');
  await db.query('ANALYZE vehicle_manufacturers, vehicle_models, vehicle_engines, vehicle_plates, assembly_groups, generic_articles, catalogue_articles');
}
