import type { Readable } from 'node:stream';
import { type CsvCell, type ExportFormat, exportHeader, exportRow, NET_PRICE_EXPORT_COLUMNS, type SortDirection, type NetSortColumn } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { csvFileStream, xlsxFileStream } from '../../http/fileStreams';
import { type Line, type LineFilter, linesAfter, type Resume } from './queries';

/**
 * The whole of a net price list as a file, streamed: lines are read in keyset batches of the (brand, position) index
 * (no transaction held, so other calls go on between batches) and each batch is read only when the client has taken
 * the previous one, so memory stays flat however long the list.
 */

/** Lines read per batch. */
export const EXPORT_BATCH = 2_000;

export interface NetListExport {
  brandId: number;
  priceList: number;
  filter: LineFilter;
  column: NetSortColumn;
  direction: SortDirection;
}

/** The list's lines, batch by batch, in the order asked for. */
export async function* netListBatches(db: Queryable, spec: NetListExport, batch = EXPORT_BATCH) {
  let after: Resume | null = null;
  for (;;) {
    const lines = await linesAfter(db, spec.brandId, spec.filter, spec.column, spec.direction, after, batch, spec.priceList);
    if (lines.length === 0) return;
    // The lines as read, no copy per line: the columns read only their fields, and a net list's lines always carry
    // NETO (its column is read, null without a net).
    yield lines as (Line & { NETO: number | null })[];
    const last = lines[lines.length - 1]!;
    after = { key: last.key, pos: last.pos };
    if (lines.length < batch) return;
  }
}

/** The list's rows as the export's columns write them, batch by batch. */
async function* exportBatches(db: Queryable, spec: NetListExport): AsyncGenerator<CsvCell[][]> {
  for await (const lines of netListBatches(db, spec)) yield lines.map((l) => exportRow(NET_PRICE_EXPORT_COLUMNS, l));
}

/** The export of a net price list in the format asked for. */
export function netListFile(db: Queryable, spec: NetListExport, format: ExportFormat, sheet: string): Readable {
  if (format === 'csv') return csvFileStream(exportHeader(NET_PRICE_EXPORT_COLUMNS), exportBatches(db, spec));
  const columns = NET_PRICE_EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width ?? 14 }));
  return xlsxFileStream(sheet, columns, exportBatches(db, spec));
}
