import {
  CSV_BOM,
  CSV_EOL,
  csvLine,
  type ExportColumn,
  exportDecimals,
  exportFileName,
  type ExportFormat,
  exportHeader,
  exportRow,
  exportWidths,
} from '@socios/domain';
import { saveFile } from '../saveFile';

/** Rows written between two turns given back to the browser (the progress bar moves, the page stays responsive). */
const SLICE = 2_000;

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What an export needs: the rows, their columns, a base file name and a sheet title. */
export interface ExportRequest<T> {
  rows: readonly T[];
  columns: readonly ExportColumn<T>[];
  /** Base of the file name ('proveedores' → proveedores-2026-11-24.csv). */
  fileName: string;
  /** The whole name without its extension when the spec gives one (tarifas_{brand}_{DD_MM}); no date is added. */
  exactName?: string;
  /** Title of the spreadsheet's sheet. */
  sheet: string;
}

async function csvBlob<T>({ rows, columns }: ExportRequest<T>, onProgress: (done: number) => void): Promise<Blob> {
  const parts = [CSV_BOM, csvLine(exportHeader(columns)), CSV_EOL];
  const decimals = exportDecimals(columns);
  for (let start = 0; start < rows.length; start += SLICE) {
    for (const row of rows.slice(start, start + SLICE)) parts.push(csvLine(exportRow(columns, row), { decimals }), CSV_EOL);
    onProgress(Math.min(rows.length, start + SLICE) / Math.max(1, rows.length));
    await nextTurn();
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

async function xlsxBlob<T>({ rows, columns, sheet }: ExportRequest<T>, onProgress: (done: number) => void): Promise<Blob> {
  // exceljs (~250 KiB) loads only when a spreadsheet is asked for.
  const { default: ExcelJS } = await import('exceljs/dist/exceljs.min.js');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal Socios';
  const worksheet = workbook.addWorksheet(sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = exportWidths(columns, rows);
  worksheet.columns = columns.map((c, i) => ({ header: c.header, width: widths[i] }));
  worksheet.getRow(1).font = { bold: true };
  for (let start = 0; start < rows.length; start += SLICE) {
    // Text cells stay text (exceljs never reads '=…' in a string as a formula), numbers stay numbers.
    worksheet.addRows(rows.slice(start, start + SLICE).map((row) => exportRow(columns, row)));
    onProgress((0.9 * Math.min(rows.length, start + SLICE)) / Math.max(1, rows.length));
    await nextTurn();
  }
  const buffer = await workbook.xlsx.writeBuffer();
  onProgress(1);
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/**
 * Exports a list as CSV or XLSX with the same columns, in slices (progress 0–1 reported after each), and offers the
 * file for download: the one export path of the portal's lists.
 */
export async function exportTable<T>(request: ExportRequest<T>, format: ExportFormat, onProgress: (done: number) => void = () => {}): Promise<void> {
  const blob = format === 'csv' ? await csvBlob(request, onProgress) : await xlsxBlob(request, onProgress);
  saveFile(blob, request.exactName ? `${request.exactName}.${format}` : exportFileName(request.fileName, format));
}
