/**
 * The CSV writer of every export (spec 000 §9, 001 §9; docs/ARCHITECTURE.md "CSV exports neutralise formula injection"):
 * ';' separator, UTF-8 byte-order mark, CRLF after every line (the last one too), RFC 4180 quoting, German numbers.
 *
 * Choices:
 * - A cell is text (string) or a number. Numbers are written in German style WITHOUT thousands grouping
 *   ('-1234,5' with 2 decimals → '-1234,50'): Spanish Excel reads both, but other readers (LibreOffice with ';',
 *   pandas decimal=',') only read ungrouped numbers back exactly. Decimals are 2 unless set per column.
 * - Formula injection: a TEXT cell starting with = + - @ tab or CR gets a leading apostrophe ("'=1+1"). A NUMBER
 *   cell is never touched: the writer itself printed it, so '-12,50' stays a negative number in the sheet. A
 *   numeric-looking text such as the reference '-123' is text, so it is neutralised too.
 * - Quoting: a cell is wrapped in double quotes when it contains ';', '"', CR or LF; inner quotes are doubled.
 * - null, undefined and non-finite numbers are empty cells.
 */
import { formatNumber } from '../formatNumber';

/** Field separator of every CSV of the portal. */
export const CSV_SEPARATOR = ';';
/** Line end of every CSV of the portal. */
export const CSV_EOL = '\r\n';
/** UTF-8 byte-order mark that starts every CSV export. */
export const CSV_BOM = '\ufeff';

/** A cell: text, a number (printed in German style) or empty. */
export type CsvCell = string | number | null | undefined;

/** Options of the writer. */
export interface CsvWriteOptions {
  /** Decimals of number cells: one value for all columns, or one per column (missing → 2). */
  readonly decimals?: number | readonly (number | undefined)[];
  /** Start with the byte-order mark (true by default). */
  readonly bom?: boolean;
}

const NEEDS_QUOTES = /[;"\r\n]/;

/** True when a text cell would be read as a formula by a spreadsheet. */
export function isFormulaLike(text: string): boolean {
  const c = text.charCodeAt(0);
  // = + - @ TAB CR
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;
}

/** Neutralises and quotes one text cell. */
export function csvText(text: string): string {
  const safe = isFormulaLike(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One cell as written: text neutralised and quoted, numbers in German style. */
export function csvCell(value: CsvCell, decimals = 2): string {
  if (value == null) return '';
  if (typeof value === 'number') return formatNumber(value, { decimals, grouping: false });
  return csvText(value);
}

/** One line of cells, without its line end. */
export function csvLine(cells: readonly CsvCell[], options: CsvWriteOptions = {}): string {
  const d = options.decimals;
  let out = '';
  for (let i = 0; i < cells.length; i++) {
    const decimals = typeof d === 'number' ? d : (d?.[i] ?? 2);
    out += i === 0 ? csvCell(cells[i], decimals) : CSV_SEPARATOR + csvCell(cells[i], decimals);
  }
  return out;
}

/** Yields the export piece by piece (BOM, then each line with CRLF), for streaming large exports. */
export function* csvChunks(rows: Iterable<readonly CsvCell[]>, options: CsvWriteOptions = {}): Generator<string> {
  if (options.bom ?? true) yield CSV_BOM;
  for (const row of rows) yield csvLine(row, options) + CSV_EOL;
}

/** The whole export as one string: BOM, lines ending in CRLF. */
export function writeCsv(rows: Iterable<readonly CsvCell[]>, options: CsvWriteOptions = {}): string {
  const parts: string[] = [];
  for (const chunk of csvChunks(rows, options)) parts.push(chunk);
  return parts.join('');
}
