import type { Queryable } from '../db/db';
import { FAMILIES, SUPPLIERS } from './catalogueData';
import { insertColumns, insertRows } from './insert';
import type { SeedDay } from './day';
import type { Random } from './random';
import { slug } from './text';

/**
 * Families, subfamilies, suppliers with their brands, and monthly purchases of every member from January three
 * years back up to the current month: each member buys from a handful of suppliers (the demo members from
 * more), a few brand × subfamily lines each, with seasonality, growth and noise. Volumes grow with the scale
 * through the number of members.
 */
export async function seedCatalogue(db: Queryable, _scale: number, rng: Random, day: SeedDay): Promise<void> {
  const famIds = (await insertRows(
    db,
    'product_families',
    FAMILIES.map((f) => ({ fam_nombre: f.name })),
    'fam_id',
  )) as number[];
  const subRows = FAMILIES.flatMap((f, i) => f.subfamilies.map((s) => ({ sfa_id_familia: famIds[i], sfa_nombre: s.name })));
  const subIds = (await insertRows(db, 'product_subfamilies', subRows, 'sfa_id')) as number[];
  const subsByFamily = new Map<string, { id: number; unitPrice: number }[]>();
  let k = 0;
  for (const f of FAMILIES) {
    subsByFamily.set(
      f.name,
      f.subfamilies.map((s) => ({ id: subIds[k++] as number, unitPrice: s.unitPrice })),
    );
  }

  const brandNames = SUPPLIERS.flatMap((s) => s.brands.map((b) => b.name));
  const brandIds = (await insertRows(
    db,
    'brands',
    brandNames.map((mar_nombre) => ({ mar_nombre })),
    'mar_id',
  )) as number[];
  const brandId = new Map(brandNames.map((n, i) => [n, brandIds[i] as number]));

  const supplierIds = (await insertRows(
    db,
    'suppliers',
    SUPPLIERS.map((s) => {
      const domain = `${slug(s.name)}.es`;
      return {
        prv_nombre: s.name,
        prv_razon_social: s.legalName,
        prv_nif: `${rng.pick(['A', 'B'])}${rng.digits(8)}`,
        prv_url_web: rng.next() < 0.8 ? `www.${domain}` : null,
        prv_nexus: s.nexus,
        prv_homologado: s.approved,
        prv_domicilio: `Polígono Industrial ${rng.pick(['Los Olivos', 'San Cristóbal', 'El Pla', 'Las Arenas', 'La Estación'])}, nave ${rng.int(1, 40)}`,
        prv_cp: s.cp,
        prv_poblacion: s.town,
        prv_provincia: s.province,
        prv_telefono_1: `9${rng.digits(8)}`,
        prv_fax: rng.next() < 0.5 ? `9${rng.digits(8)}` : null,
        prv_mail: `pedidos@${domain}`,
      };
    }),
    'prv_id',
  )) as number[];
  await insertRows(
    db,
    'supplier_brands',
    SUPPLIERS.flatMap((s, i) => s.brands.map((b) => ({ prvmar_id_proveedor: supplierIds[i], prvmar_id_marca: brandId.get(b.name) }))),
  );

  // Purchase lines: what each member buys (supplier, brand, subfamily) and how much a month.
  const members = await db.query<{ soc_id: number }>('SELECT soc_id FROM members ORDER BY soc_id');
  const thisYear = day.now.getUTCFullYear();
  const thisMonth = day.now.getUTCMonth() + 1;
  // Every month of the years is drawn, so that the amounts do not depend on the month the data is made in; the
  // months to come are kept only by the ready database of the build, which trims them when unpacked (demoDay.ts).
  const lastMonth = day.purchasesToYearEnd ? 12 : thisMonth;
  const rows: { member_id: number; supplier_id: number; brand_id: number; subfamily_id: number; year: number; month: number; amount: number; units: number }[] =
    [];
  for (const [index, { soc_id }] of members.entries()) {
    const demo = index < 2;
    const size = demo ? 1.6 : 0.4 + rng.next() * 1.4;
    const order = SUPPLIERS.map((_, i) => i).sort(() => rng.next() - 0.5);
    const chosen = order.slice(0, demo ? 11 : rng.int(4, 9));
    for (const si of chosen) {
      const supplier = SUPPLIERS[si]!;
      const brands = [...supplier.brands].sort(() => rng.next() - 0.5).slice(0, rng.int(1, Math.min(2, supplier.brands.length)));
      for (const brand of brands) {
        const subs = brand.families.flatMap((f) => subsByFamily.get(f) ?? []);
        const lines = [...subs].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 2));
        for (const line of lines) {
          const baseUnits = (8 + rng.next() * 60) * size;
          const phase = rng.next() * Math.PI * 2;
          for (let year = thisYear - 3; year <= thisYear; year++) {
            for (let month = 1; month <= 12; month++) {
              const skipped = rng.next() < 0.08;
              const season = 1 + 0.18 * Math.sin((month / 12) * Math.PI * 2 + phase);
              const growth = 1 + 0.05 * (year - (thisYear - 3));
              const units = Math.max(1, Math.round(baseUnits * season * growth * (0.75 + rng.next() * 0.5)));
              const price = line.unitPrice * (0.9 + rng.next() * 0.2);
              if (skipped || (year === thisYear && month > lastMonth)) continue;
              rows.push({
                member_id: soc_id,
                supplier_id: supplierIds[si] as number,
                brand_id: brandId.get(brand.name) as number,
                subfamily_id: line.id,
                year,
                month,
                amount: Math.round(units * price * 100) / 100,
                units,
              });
            }
          }
        }
      }
    }
  }
  // Column arrays through unnest: a parameter per value made PGlite spend most of this part's CPU on the parameters.
  const column = (name: keyof (typeof rows)[number]) => rows.map((r) => r[name]);
  await insertColumns(
    db,
    (from) => `INSERT INTO purchases (member_id, supplier_id, brand_id, subfamily_id, year, month, amount, units) SELECT * FROM ${from}`,
    [
      { type: 'int', values: column('member_id') },
      { type: 'int', values: column('supplier_id') },
      { type: 'int', values: column('brand_id') },
      { type: 'int', values: column('subfamily_id') },
      { type: 'int', values: column('year') },
      { type: 'int', values: column('month') },
      { type: 'numeric', values: column('amount') },
      { type: 'int', values: column('units') },
    ],
  );
}
