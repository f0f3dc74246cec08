import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { CSV_BOM, CSV_EOL, type CsvCell, csvLine, type CsvWriteOptions } from '@socios/domain';

/**
 * Exports written as they are read: batches of rows from an async source become a CSV (the domain's writer: BOM,
 * ';', CRLF, decimal comma, formula guard) or an Excel workbook (exceljs's streaming writer, no shared strings), and
 * the next batch is read only when the client has taken what is waiting, so memory stays flat however long the file.
 */

/** The CSV of a header and batches of rows, as a byte stream. */
export function csvFileStream(header: readonly string[], batches: AsyncIterable<readonly (readonly CsvCell[])[]>, options: CsvWriteOptions = {}): Readable {
  async function* chunks() {
    yield Buffer.from(CSV_BOM + csvLine(header) + CSV_EOL, 'utf8');
    for await (const rows of batches) {
      let out = '';
      for (const row of rows) out += csvLine(row, options) + CSV_EOL;
      // Bytes, not text: a batch's text dies at once instead of waiting in the socket's queue long enough to move to
      // the old generation, where each export left megabytes for the next full collection (PGlite, uncompressed).
      yield Buffer.from(out, 'utf8');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** One column of a workbook: its header and width in characters. */
export interface SheetColumn {
  header: string;
  width: number;
}

/** The Excel workbook of one sheet with these columns and batches of rows, as a byte stream. */
export function xlsxFileStream(sheet: string, columns: readonly SheetColumn[], batches: AsyncIterable<readonly (readonly CsvCell[])[]>): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  void (async () => {
    try {
      // Loaded when a workbook is asked for: exceljs is a large module, and every server start would pay for it.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      workbook.creator = 'Portal Socios';
      const worksheet = workbook.addWorksheet(sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
      worksheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
      worksheet.getRow(1).font = { bold: true };
      worksheet.getRow(1).commit();
      for await (const rows of batches) {
        // Text stays text (exceljs never reads '=…' in a string as a formula), numbers stay numbers.
        for (const row of rows) worksheet.addRow([...row]).commit();
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
