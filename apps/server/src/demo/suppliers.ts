import { ROLES_CONTACTO } from '@socios/api';
import { searchKey } from '@socios/domain';
import type { Queryable } from '../db/db';
import { documentFile, LOGO_COLOURS, storeFiles } from './intranet';
import { badgeSvg, type BuiltFile } from './intranetFiles';
import { insertRows } from './insert';
import { conditionsPdf, drawPdfTerms, type PdfTerms, type SupplierRow, supplierFileVariants } from './supplierPdfs';
import { PLACES } from './places';
import type { SeedDay } from './day';
import type { Random } from './random';
import {
  BRAND_SYLLABLES,
  DISCOUNTS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_FOLDERS,
  DOCUMENT_TOPICS,
  FIRST_NAMES,
  GUARANTEES,
  LAST_NAMES,
  PAYMENTS,
  RETURNS,
  SERVICES,
  SHIPPING_DUE,
  SHIPPING_PAID,
  SUPPLIER_FILE_KINDS,
  SUPPLIER_PREFIXES,
  SUPPLIER_SUFFIXES,
} from './suppliersData';

const DAY = 86_400_000;

/** A unique pronounceable brand name (two or three syllables, capitalised). */
function brandName(rng: Random, taken: Set<string>): string {
  for (;;) {
    const syllables = Array.from({ length: rng.int(2, 3) }, () => rng.pick(BRAND_SYLLABLES)).join('');
    const name = syllables.charAt(0).toUpperCase() + syllables.slice(1);
    const key = searchKey(name);
    if (!taken.has(key) && name.length <= 12) {
      taken.add(key);
      return name;
    }
  }
}

/**
 * The supplier directory and the document library: suppliers up to 200 × scale with three or four
 * brands each, every supplier's commercial conditions (a real conditions PDF for most), its eight contact roles
 * (some empty, some half filled), its documents (library documents of kind D and own files of kind DP; a few
 * suppliers without any), logos (a few suppliers without one, to show the fallback), and a library of 300 × scale
 * more documents in folders and categories.
 */
export async function seedSuppliers(db: Queryable, scale: number, rng: Random, day: SeedDay): Promise<void> {
  // More suppliers and brands.
  const existing = await db.query<{ prv_nombre: string }>('SELECT prv_nombre FROM suppliers');
  const names = new Set(existing.map((s) => s.prv_nombre));
  const brandKeys = new Set((await db.query<{ mar_nombre: string }>('SELECT mar_nombre FROM brands')).map((b) => searchKey(b.mar_nombre)));
  const target = 200 * scale;
  const fresh: { name: string; legal: string; brands: string[] }[] = [];
  for (let i = 0; names.size < target; i++) {
    const base = `${rng.pick(SUPPLIER_PREFIXES)} ${rng.pick(SUPPLIER_SUFFIXES)}`;
    const name = names.has(base) ? `${base} ${i}` : base;
    names.add(name);
    fresh.push({
      name,
      legal: `${name} ${rng.pick(['S.L.', 'S.A.', 'S.L.U.'])}`,
      brands: Array.from({ length: 3 + (i % 2) }, () => brandName(rng, brandKeys)),
    });
  }
  const created = (await insertRows(
    db,
    'suppliers',
    fresh.map((s) => {
      const place = rng.pick(PLACES);
      const domain = `${searchKey(s.name).replace(/[^a-z0-9]+/g, '')}.es`;
      return {
        prv_nombre: s.name,
        prv_razon_social: s.legal,
        prv_nif: `${rng.pick(['A', 'B'])}${rng.digits(8)}`,
        prv_url_web: rng.next() < 0.85 ? rng.pick([`www.${domain}`, `https://www.${domain}`, `http://${domain}`]) : null,
        prv_nexus: rng.next() < 0.35,
        prv_homologado: rng.next() < 0.6,
        prv_domicilio: `Calle ${rng.pick(['Mayor', 'de la Industria', 'del Comercio', 'Real', 'de los Talleres'])} ${rng.int(1, 120)}`,
        prv_cp: `${place.cp}${rng.digits(2)}`,
        prv_poblacion: place.town,
        prv_provincia: place.province,
        prv_telefono_1: `9${rng.digits(8)}`,
        prv_fax: rng.next() < 0.4 ? `9${rng.digits(8)}` : null,
        prv_mail: `pedidos@${domain}`,
      };
    }),
    'prv_id',
  )) as number[];
  const brandNames = fresh.flatMap((s) => s.brands);
  const brandIds = (await insertRows(
    db,
    'brands',
    brandNames.map((mar_nombre) => ({ mar_nombre })),
    'mar_id',
  )) as number[];
  const brandId = new Map(brandNames.map((n, i) => [n, brandIds[i]]));
  await insertRows(
    db,
    'supplier_brands',
    fresh.flatMap((s, i) => s.brands.map((b) => ({ prvmar_id_proveedor: created[i], prvmar_id_marca: brandId.get(b) }))),
  );
  // Logos of the new suppliers, except every ninth (the portal shows its fallback).
  const withLogo = fresh.map((s, i) => ({ s, id: created[i] as number })).filter((_, i) => i % 9 !== 4);
  const logoIds = await storeFiles(
    db,
    'logo_proveedor',
    withLogo.map(({ s }, i) => ({
      name: `logo_${s.name}`,
      extension: 'svg',
      mime: 'image/svg+xml',
      bytes: badgeSvg(s.name, LOGO_COLOURS[i % LOGO_COLOURS.length]!),
    })),
  );
  if (withLogo.length) {
    await db.query('UPDATE suppliers s SET prv_id_documento = v.logo FROM unnest($1::int[], $2::int[]) AS v (id, logo) WHERE s.prv_id = v.id', [
      withLogo.map((w) => w.id),
      logoIds,
    ]);
  }

  const suppliers = await db.query<
    SupplierRow & {
      prv_telefono_1: string | null;
      prv_fax: string | null;
      prv_domicilio: string | null;
      prv_poblacion: string | null;
      prv_provincia: string | null;
      prv_cp: string | null;
      prv_nif: string | null;
    }
  >(
    'SELECT prv_id, prv_nombre, prv_razon_social, prv_telefono_1, prv_fax, prv_domicilio, prv_poblacion, prv_provincia, prv_cp, prv_nif FROM suppliers ORDER BY prv_id',
  );

  // Conditions PDFs (all but every thirteenth supplier) and the conditions.
  const pdfFiles: BuiltFile[] = [];
  const pdfOwner: number[] = [];
  // The terms each PDF states; the supplier's conditions on screen say the same (the demo data never contradicts itself).
  const termsOf = new Map<number, PdfTerms>();
  for (const [i, s] of suppliers.entries()) {
    if (i % 13 === 7) continue;
    const terms = drawPdfTerms(rng);
    termsOf.set(s.prv_id, terms);
    pdfFiles.push({
      name: `Condiciones ${s.prv_nombre}`,
      extension: 'pdf',
      mime: 'application/pdf',
      bytes: await conditionsPdf(s, terms, rng.int(2, 4), day.now.getUTCFullYear()),
    });
    pdfOwner.push(s.prv_id);
  }
  const pdfIds = await storeFiles(db, 'documento_proveedor', pdfFiles);
  const pdfOf = new Map(pdfOwner.map((id, i) => [id, pdfIds[i]]));
  await insertRows(
    db,
    'supplier_conditions',
    suppliers.map((s) => {
      const t = termsOf.get(s.prv_id);
      // Every draw is made as before (the rest of the data stays); a supplier with a PDF keeps the PDF's terms.
      const row = {
        cnd_id_proveedor: s.prv_id,
        cnd_nif: s.prv_nif,
        cnd_telefono: s.prv_telefono_1,
        cnd_fax: s.prv_fax,
        cnd_direccion: s.prv_domicilio,
        cnd_provincia: s.prv_provincia,
        cnd_poblacion: s.prv_poblacion,
        cnd_cp: s.prv_cp,
        cnd_id_documento: pdfOf.get(s.prv_id) ?? null,
        cnd_garantia: rng.pick(GUARANTEES),
        cnd_forma_pago: rng.pick(PAYMENTS),
        cnd_descuentos: rng.pick(DISCOUNTS),
        cnd_devoluciones: rng.next() < 0.9 ? rng.pick(RETURNS) : null,
        cnd_servicio: rng.pick(SERVICES),
        cnd_portes_pagados_peninsula: rng.pick(SHIPPING_PAID),
        cnd_portes_debidos_peninsula: rng.pick(SHIPPING_DUE),
        cnd_portes_pagados_baleares: rng.next() < 0.8 ? rng.pick(SHIPPING_PAID) : null,
        cnd_portes_debidos_baleares: rng.pick(SHIPPING_DUE),
        cnd_portes_pagados_canarias: rng.next() < 0.6 ? rng.pick(SHIPPING_PAID) : null,
        cnd_portes_debidos_canarias: rng.pick(SHIPPING_DUE),
        cnd_portes_pagados_ceuta_melilla: rng.next() < 0.5 ? rng.pick(SHIPPING_PAID) : null,
        cnd_portes_debidos_ceuta_melilla: rng.pick(SHIPPING_DUE),
        cnd_portes_pagados_portugal: rng.pick(SHIPPING_PAID),
        cnd_portes_debidos_portugal: rng.pick(SHIPPING_DUE),
      };
      return t
        ? {
            ...row,
            cnd_garantia: t.garantia,
            cnd_forma_pago: t.pago,
            cnd_descuentos: t.descuentos,
            cnd_devoluciones: t.devoluciones,
            cnd_servicio: t.servicio,
            cnd_portes_pagados_peninsula: t.pagadosPeninsula,
            cnd_portes_debidos_peninsula: t.debidosPeninsula,
            cnd_portes_pagados_portugal: t.pagadosPortugal,
          }
        : row;
    }),
  );

  // The eight contact roles: most filled, some empty, some with the name only.
  const person = () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  await insertRows(
    db,
    'supplier_contacts',
    suppliers.flatMap((s) =>
      ROLES_CONTACTO.map((rol) => {
        const roll = rng.next();
        if (roll < 0.2) return { cnt_id_proveedor: s.prv_id, cnt_rol: rol, cnt_nombre: null, cnt_mail: null, cnt_telefono: null, cnt_movil: null };
        const name = person();
        const user = searchKey(name).split(' ').slice(0, 2).join('.');
        const domain = `${searchKey(s.prv_nombre).replace(/[^a-z0-9]+/g, '')}.es`;
        return {
          cnt_id_proveedor: s.prv_id,
          cnt_rol: rol,
          cnt_nombre: name,
          cnt_mail: roll < 0.3 ? null : `${user}@${domain}`,
          cnt_telefono: roll < 0.4 ? null : `9${rng.digits(8)}`,
          cnt_movil: roll < 0.6 ? null : `6${rng.digits(8)}`,
        };
      }),
    ),
  );

  // The document library: folders, categories, and more documents; the earlier documents get a folder too.
  const folderIds = (await insertRows(
    db,
    'document_folders',
    DOCUMENT_FOLDERS.map((card_nombre) => ({ card_nombre })),
    'card_id',
  )) as number[];
  const categoryIds = (await insertRows(
    db,
    'document_categories',
    DOCUMENT_CATEGORIES.map((catd_nombre) => ({ catd_nombre })),
    'catd_id',
  )) as number[];
  const types = await db.query<{ tdo_id: number; tdo_nombre: string }>('SELECT tdo_id, tdo_nombre FROM document_types ORDER BY tdo_id');
  const typeOf = (ext: 'pdf' | 'csv' | 'txt') => types[{ pdf: 0, csv: 1, txt: 2 }[ext]]?.tdo_id;
  await db.query(
    `UPDATE documents SET doc_card_id = ($1::int[])[1 + doc_id % array_length($1::int[], 1)],
                          doc_cat_id = ($2::int[])[1 + doc_id % array_length($2::int[], 1)]`,
    [folderIds, categoryIds],
  );
  const year = day.now.getUTCFullYear();
  const today = Date.UTC(year, day.now.getUTCMonth(), day.now.getUTCDate());
  const library = Array.from({ length: 300 * scale }, (_, i) => {
    const topic = DOCUMENT_TOPICS[i % DOCUMENT_TOPICS.length]!;
    const ext: 'pdf' | 'csv' | 'txt' = i % 5 === 3 ? 'csv' : i % 7 === 5 ? 'txt' : 'pdf';
    const name = `${topic} ${Math.floor(i / DOCUMENT_TOPICS.length) + 1}`;
    return { name, ext, description: `${topic}: documento del grupo para los socios, edición ${Math.floor(i / DOCUMENT_TOPICS.length) + 1}.` };
  });
  const libraryFiles = library.map((d) => documentFile(rng, d.name, d.ext, d.description));
  const libraryFileIds = await storeFiles(db, 'documento', libraryFiles);
  const libraryIds = (await insertRows(
    db,
    'documents',
    library.map((d, i) => ({
      doc_id_documento: libraryFileIds[i],
      doc_nombre: d.name,
      doc_descripcion: d.description,
      doc_fecha_subida: new Date(today - rng.int(1, 900) * DAY).toISOString().slice(0, 10),
      doc_tdo_id: typeOf(d.ext),
      doc_card_id: rng.next() < 0.9 ? rng.pick(folderIds) : null,
      doc_cat_id: rng.pick(categoryIds),
    })),
    'doc_id',
  )) as number[];

  // Supplier documents: library documents (D) and the supplier's own files (DP); every eleventh supplier has none.
  const variants = await supplierFileVariants();
  const own: { supplier: number; kind: string }[] = [];
  const linked: {
    prvdoc_id_prv: number;
    prvdoc_tipo: 'D';
    prvdoc_id_documento: number;
    prvdoc_doc_id: number;
    prvdoc_nombre: string;
    prvdoc_descripcion: string;
  }[] = [];
  for (const [i, s] of suppliers.entries()) {
    if (i % 11 === 3) continue;
    const kinds = [...SUPPLIER_FILE_KINDS].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 3));
    for (const kind of kinds) own.push({ supplier: s.prv_id, kind });
    const links = rng.int(0, 2);
    for (let k = 0; k < links; k++) {
      const at = rng.int(0, library.length - 1);
      const doc = library[at]!;
      if (linked.some((l) => l.prvdoc_id_prv === s.prv_id && l.prvdoc_doc_id === libraryIds[at])) continue;
      linked.push({
        prvdoc_id_prv: s.prv_id,
        prvdoc_tipo: 'D',
        prvdoc_id_documento: libraryFileIds[at]!,
        prvdoc_doc_id: libraryIds[at]!,
        prvdoc_nombre: doc.name,
        prvdoc_descripcion: doc.description,
      });
    }
  }
  const nameOf = new Map(suppliers.map((s) => [s.prv_id, s.prv_nombre]));
  const ownIds = await storeFiles(
    db,
    'documento_proveedor',
    own.map((o) => ({ name: `${o.kind} ${nameOf.get(o.supplier)}`, extension: 'pdf', mime: 'application/pdf', bytes: variants.get(o.kind)! })),
  );
  await insertRows(db, 'supplier_documents', [
    ...own.map((o, i) => ({
      prvdoc_id_prv: o.supplier,
      prvdoc_tipo: 'DP',
      prvdoc_id_documento: ownIds[i],
      prvdoc_doc_id: null,
      prvdoc_nombre: `${o.kind} ${year}`,
      prvdoc_descripcion: `${o.kind} de ${nameOf.get(o.supplier)}`,
    })),
    ...linked,
  ]);
}
