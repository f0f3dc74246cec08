import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import {
  CSV_BOM,
  CSV_EOL,
  csvLine,
  type ExportFormat,
  exportHeader,
  exportRow,
  NET_PRICE_EXPORT_COLUMNS,
  type SortDirection,
  type NetSortColumn,
} from '@socios/domain';
import type { Queryable } from '../../db/db';
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

/** The CSV (BOM, ';', CRLF, decimal comma, formula guard: the domain's writer) as a stream. */
function csvStream(db: Queryable, spec: NetListExport): Readable {
  async function* chunks() {
    yield Buffer.from(CSV_BOM + csvLine(exportHeader(NET_PRICE_EXPORT_COLUMNS)) + CSV_EOL, 'utf8');
    for await (const lines of netListBatches(db, spec)) {
      let out = '';
      for (const l of lines) out += csvLine(exportRow(NET_PRICE_EXPORT_COLUMNS, l)) + CSV_EOL;
      // Bytes, not text: a batch's text dies at once instead of waiting in the socket's queue long enough to move to
      // the old generation, where each export left megabytes for the next full collection (PGlite, uncompressed).
      yield Buffer.from(out, 'utf8');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The Excel workbook, written row by row by exceljs's streaming writer (no shared strings, so nothing accumulates). */
function xlsxStream(db: Queryable, spec: NetListExport, sheet: string): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  void (async () => {
    try {
      // Loaded when a workbook is asked for: exceljs is a large module, and every server start would pay for it.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      workbook.creator = 'Portal Socios';
      const worksheet = workbook.addWorksheet(sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
      worksheet.columns = NET_PRICE_EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width ?? 14 }));
      worksheet.getRow(1).font = { bold: true };
      worksheet.getRow(1).commit();
      for await (const lines of netListBatches(db, spec)) {
        // Text stays text (exceljs never reads '=…' in a string as a formula), numbers stay numbers.
        for (const l of lines) worksheet.addRow(exportRow(NET_PRICE_EXPORT_COLUMNS, l)).commit();
        // Backpressure: the next batch is read once the client has taken what is waiting.
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]).catch(() => undefined);
        if (out.destroyed) return;
      }
      worksheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

/** The export of a net price list in the format asked for. */
export function netListFile(db: Queryable, spec: NetListExport, format: ExportFormat, sheet: string): Readable {
  return format === 'csv' ? csvStream(db, spec) : xlsxStream(db, spec, sheet);
}
