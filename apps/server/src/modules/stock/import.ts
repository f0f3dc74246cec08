import { ok, refuse, type ResumenStock } from '@socios/api';
import { type CsvLineError, formatLineError, importStockCsv, searchKey, STOCK_IMPORT_MESSAGES } from '@socios/domain';
import type { Db } from '../../db/db';
import { stockSummary } from './queries';

/** Errors listed in one refusal; the rest are counted. */
export const STOCK_IMPORT_ERRORS_LISTED = 50;

/** Our texts of the import's refusal. */
export const STOCK_IMPORT_SERVER_MESSAGES = {
  nothingImported: (lines: number) =>
    `${lines === 1 ? 'Hay 1 línea con errores' : `Hay ${lines} líneas con errores`}; no se ha importado el stock.`,
  fileErrors: 'El fichero no es válido; no se ha importado el stock.',
  moreErrors: (n: number) => `… y ${n} errores más.`,
} as const;

/** The refusal: how many lines are wrong, then 'Línea N: reason' for the first ones. */
function refusalText(errors: readonly CsvLineError[]): string {
  const lines = new Set(errors.flatMap((e) => (e.line === null ? [] : [e.line]))).size;
  const listed = errors.slice(0, STOCK_IMPORT_ERRORS_LISTED).map(formatLineError);
  if (errors.length > STOCK_IMPORT_ERRORS_LISTED) listed.push(STOCK_IMPORT_SERVER_MESSAGES.moreErrors(errors.length - STOCK_IMPORT_ERRORS_LISTED));
  return [lines === 0 ? STOCK_IMPORT_SERVER_MESSAGES.fileErrors : STOCK_IMPORT_SERVER_MESSAGES.nothingImported(lines), ...listed].join('\n');
}

/**
 * ImportarStock: the file is read with the browser's rules (importStockCsv) and its brands looked up in the catalogue;
 * any error refuses the whole file, naming its lines. Otherwise, in one transaction, the member's published stock is
 * replaced: its warehouses become the file's (descriptions updated, those no longer in the file removed), every line is
 * stored (linked to the catalogue's article of that brand and reference when there is one) and the import time kept.
 * Orders already placed keep their own copy of their lines.
 */
export async function importStock(db: Db, memberId: number, userId: number, csv: string) {
  const read = importStockCsv(csv);
  const errors: CsvLineError[] = [...read.errors];
  const brands = await db.query<{ id: number; name: string }>('SELECT mar_id AS id, mar_nombre AS name FROM brands');
  const brandId = new Map(brands.map((b) => [searchKey(b.name).trim(), b.id]));
  const marcas: number[] = [];
  for (const line of read.lines) {
    const id = brandId.get(searchKey(line.marca).trim());
    if (id === undefined) errors.push({ line: line.line, message: STOCK_IMPORT_MESSAGES.unknownBrand(line.marca) });
    marcas.push(id ?? 0);
  }
  if (errors.length) {
    errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return refuse(refusalText(errors), null);
  }
  const lines = read.lines;
  const warehouses = new Map<string, string>();
  for (const l of lines) if (!warehouses.has(l.almacen)) warehouses.set(l.almacen, l.descripcionAlmacen);

  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM member_stock WHERE stk_id_socio = $1', [memberId]);
    await tx.query('DELETE FROM member_warehouses WHERE alm_id_socio = $1 AND NOT (alm_codigo = ANY($2::text[]))', [memberId, [...warehouses.keys()]]);
    await tx.query(
      `INSERT INTO member_warehouses (alm_id_socio, alm_codigo, alm_descripcion)
       SELECT $1, code, descr FROM unnest($2::text[], $3::text[]) AS t(code, descr)
       ON CONFLICT (alm_id_socio, alm_codigo) DO UPDATE SET alm_descripcion = excluded.alm_descripcion`,
      [memberId, [...warehouses.keys()], [...warehouses.values()]],
    );
    await tx.query(
      `INSERT INTO member_stock (stk_id_socio, stk_ref_norm, stk_id_marca, stk_id_almacen, stk_referencia, stk_referencia_asociado,
                                 stk_id_articulo, stk_unidades, stk_publica, stk_precio)
       SELECT $1, t.norm, t.marca, w.alm_id, t.ref, t.own,
              (SELECT min(a.art_id) FROM catalogue_articles a
                WHERE upper(regexp_replace(a.art_referencia, '[\\s.\\-/]', '', 'g')) = t.norm AND a.art_id_marca = t.marca),
              t.units, t.publica, t.price
         FROM unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::int[], $8::bool[], $9::numeric[])
              AS t(code, norm, marca, ref, own, units, publica, price)
         JOIN member_warehouses w ON w.alm_id_socio = $1 AND w.alm_codigo = t.code`,
      [
        memberId,
        lines.map((l) => l.almacen),
        lines.map((l) => l.referenciaNormalizada),
        marcas,
        lines.map((l) => l.referencia),
        lines.map((l) => l.referenciaSocio),
        lines.map((l) => l.unidades),
        lines.map((l) => l.publica),
        lines.map((l) => l.precio),
      ],
    );
    await tx.query(
      `INSERT INTO member_stock_imports (soc_id, imported_at, imported_by, lineas) VALUES ($1, now(), $2, $3)
       ON CONFLICT (soc_id) DO UPDATE SET imported_at = now(), imported_by = excluded.imported_by, lineas = excluded.lineas`,
      [memberId, userId, lines.length],
    );
  });
  const summary: ResumenStock = await stockSummary(db, memberId);
  return ok(summary);
}
