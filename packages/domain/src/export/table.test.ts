import { describe, expect, it } from 'vitest';
import { csvLine } from '../csv/writer';
import { exportDecimals, exportFileName, exportHeader, exportRow, exportWidths, type ExportColumn } from './table';

type Row = { name: string; amount: number | null };
const columns: ExportColumn<Row>[] = [
  { header: 'Nombre', value: (r) => r.name },
  { header: 'Importe', value: (r) => r.amount },
];

describe('list exports', () => {
  it('give the header and each row in column order, empty cells as null', () => {
    expect(exportHeader(columns)).toEqual(['Nombre', 'Importe']);
    expect(exportRow(columns, { name: 'Frenos Ibéricos', amount: 12.5 })).toEqual(['Frenos Ibéricos', 12.5]);
    expect(exportRow(columns, { name: '=HYPERLINK()', amount: null })).toEqual(['=HYPERLINK()', null]);
  });

  it('write a count column without decimals and the others with 2', () => {
    const counted: ExportColumn<Row>[] = [...columns, { header: 'Unidades', value: (r) => r.amount, decimals: 0 }];
    const row = { name: 'Frenos Ibéricos', amount: 3011 };
    expect(csvLine(exportRow(counted, row), { decimals: exportDecimals(counted) })).toBe('Frenos Ibéricos;3011,00;3011');
  });

  it('size spreadsheet columns from the header and the values, within 8 and 60 characters', () => {
    expect(exportWidths(columns, [{ name: 'x'.repeat(100), amount: 1 }])).toEqual([60, 9]);
    expect(exportWidths(columns, [])).toEqual([8, 9]);
  });

  it('name the file with the day', () => {
    expect(exportFileName('proveedores', 'xlsx', new Date(2026, 10, 24))).toBe('proveedores-2026-11-24.xlsx');
    expect(exportFileName('documentos', 'csv', new Date(2026, 0, 5))).toBe('documentos-2026-01-05.csv');
    // Dated by the group's day (Madrid), not the browser's or UTC's: 23:30 UTC on 24 November is already the 25th there.
    expect(exportFileName('consumos', 'csv', new Date('2026-11-24T23:30:00Z'))).toBe('consumos-2026-11-25.csv');
    expect(exportFileName('consumos', 'csv', new Date('2026-07-24T21:59:00Z'))).toBe('consumos-2026-07-24.csv');
  });
});
