import { ok, refuse, type ResumenStock } from '@socios/api';
import { type CsvLineError, formatLineError, importStockCsv, searchKey, STOCK_IMPORT_MESSAGES } from '@socios/domain';
import type { Db } from '../../db/db';
import { brandNames, replaceMemberStock } from './import.queries';
import { stockSummary } from './queries';

/** Errors listed in one refusal; the rest are counted. */
export const STOCK_IMPORT_ERRORS_LISTED = 50;

/** Our texts of the import's refusal. */
export const STOCK_IMPORT_SERVER_MESSAGES = {
  nothingImported: (lines: number) => `${lines === 1 ? 'Hay 1 línea con errores' : `Hay ${lines} líneas con errores`}; no se ha importado el stock.`,
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
  const brands = await brandNames(db);
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
    await replaceMemberStock(tx, memberId, userId, warehouses, lines, marcas);
  });
  const summary: ResumenStock = await stockSummary(db, memberId);
  return ok(summary);
}
