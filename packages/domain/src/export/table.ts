/**
 * Exports of the portal's lists: one description of the columns gives the CSV (the spec's format:
 * UTF-8 with BOM, ';', CRLF, decimal comma, formula-injection guard; csv/writer.ts) and the XLSX sheet, so both
 * files always carry the same header and the same values in the same order.
 */
import { groupCalendarDate } from '../dateTime';
import type { CsvCell } from '../csv/writer';

/** One column of an export: its header and how a row gives its value. */
export interface ExportColumn<T> {
  readonly header: string;
  readonly value: (row: T) => CsvCell;
  /** Width in characters in the spreadsheet; from the header and the first rows when left out. */
  readonly width?: number;
  /** Decimals of the column's numbers in the CSV (2 when left out; 0 for counts such as units). */
  readonly decimals?: number;
}

/** The formats a list exports to. */
export type ExportFormat = 'csv' | 'xlsx';

/** The header row of an export. */
export function exportHeader<T>(columns: readonly ExportColumn<T>[]): string[] {
  return columns.map((c) => c.header);
}

/** The decimals of each column's numbers in the CSV, in column order (undefined → the writer's 2). */
export function exportDecimals<T>(columns: readonly ExportColumn<T>[]): (number | undefined)[] {
  return columns.map((c) => c.decimals);
}

/** The values of one row, in column order (null for an empty cell). */
export function exportRow<T>(columns: readonly ExportColumn<T>[], row: T): CsvCell[] {
  return columns.map((c) => c.value(row) ?? null);
}

/** Column widths for a spreadsheet: the given width, else the longest of the header and the first 200 values (8–60). */
export function exportWidths<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): number[] {
  const sample = rows.slice(0, 200);
  return columns.map((c) => {
    if (c.width) return c.width;
    const longest = sample.reduce((n, r) => Math.max(n, String(c.value(r) ?? '').length), c.header.length);
    return Math.min(60, Math.max(8, longest + 2));
  });
}

/** The file name of an export: the base, today's date in the group's zone (YYYY-MM-DD) and the extension. */
export function exportFileName(base: string, format: ExportFormat, now: Date = new Date()): string {
  const today = groupCalendarDate(now);
  const day = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  return `${base}-${day}.${format}`;
}

/** The fields of a net price line the export writes (001 §2.5). */
export interface NetPriceExportLine {
  readonly REFERENCIA: string;
  readonly DESCRIPCION: string;
  readonly FAMILIA: string;
  readonly PVP: number;
  readonly NETO: number | null;
  readonly FECHA_VIGENCIA: string | null;
}

/** The columns of a net price list's export (CSV and Excel alike). */
export const NET_PRICE_EXPORT_COLUMNS: readonly ExportColumn<NetPriceExportLine>[] = [
  { header: 'Referencia', value: (l) => l.REFERENCIA, width: 18 },
  { header: 'Descripción', value: (l) => l.DESCRIPCION, width: 44 },
  { header: 'Familia', value: (l) => l.FAMILIA, width: 26 },
  { header: 'PVP', value: (l) => l.PVP, width: 12 },
  { header: 'Neto Grupo', value: (l) => l.NETO, width: 12 },
  { header: 'Vigencia', value: (l) => l.FECHA_VIGENCIA, width: 12 },
];
