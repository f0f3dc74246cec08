import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importStockCsv, parseStockPrice, STOCK_IMPORT_COLUMNS, STOCK_IMPORT_MESSAGES, stockImportTemplate } from './stockImport';
import { formatLineError } from './reader';

const HEADER = STOCK_IMPORT_COLUMNS.map((c) => c.header).join(';');
const file = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

describe('importStockCsv', () => {
  it('reads the lines of a valid file: grey units, blank descriptions and own references, both decimal marks', () => {
    const result = importStockCsv(
      `\ufeff${file('01;Central;Bosch;0 986 400 166;MI-1;6;55,40', '02;;Bosch;0 986 400 166;;-9999;60.5', '02;;Brembo;09.0125.93;;0;0')}\r\n`,
    );
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.lines).toEqual([
      {
        line: 2,
        almacen: '01',
        descripcionAlmacen: 'Central',
        marca: 'Bosch',
        referencia: '0 986 400 166',
        referenciaNormalizada: '0986400166',
        referenciaSocio: 'MI-1',
        unidades: 6,
        publica: true,
        precio: 55.4,
      },
      {
        line: 3,
        almacen: '02',
        descripcionAlmacen: '02',
        marca: 'Bosch',
        referencia: '0 986 400 166',
        referenciaNormalizada: '0986400166',
        referenciaSocio: '0 986 400 166',
        unidades: 0,
        publica: false,
        precio: 60.5,
      },
      {
        line: 4,
        almacen: '02',
        descripcionAlmacen: '02',
        marca: 'Brembo',
        referencia: '09.0125.93',
        referenciaNormalizada: '09012593',
        referenciaSocio: '09.0125.93',
        unidades: 0,
        publica: true,
        precio: 0,
      },
    ]);
  });

  it('matches the header ignoring case, accents and order', () => {
    const header = 'precio;UNIDADES;referencia socio;Referencia;marca;descripcion almacen;ALMACEN';
    const result = importStockCsv(`${header}\n3;2;;R-1;Bosch;;A`);
    expect(result.ok).toBe(true);
    expect(result.lines[0]).toMatchObject({ almacen: 'A', referencia: 'R-1', unidades: 2, precio: 3 });
  });

  it('names the line of every error: units, price, reference, required fields, column count, a repeated reference', () => {
    const result = importStockCsv(
      file('01;;Bosch;R1;;-3;1', '01;;Bosch;R2;;2;1,234', '01;;Bosch;R$3;;2;1', '01;;;R4;;;1', '01;;Bosch;R5;;1', '01;;Bosch;r-1;;4;2', '01;;Bosch;R1;;4;2'),
    );
    expect(result.ok).toBe(false);
    expect(result.errors.map(formatLineError)).toEqual([
      `Línea 2: ${STOCK_IMPORT_MESSAGES.badUnits}`,
      `Línea 3: ${STOCK_IMPORT_MESSAGES.badPrice}`,
      `Línea 4: ${STOCK_IMPORT_MESSAGES.badReference}`,
      'Línea 5: El campo Marca es obligatorio',
      'Línea 5: El campo Unidades es obligatorio',
      `Línea 6: ${STOCK_IMPORT_MESSAGES.wrongColumnCount}`,
      'Línea 8: La referencia R1 ya está en el almacén 01 en la línea 7',
    ]);
  });

  it('refuses a header with a missing, unknown or repeated column before reading any line', () => {
    expect(importStockCsv('Almacén;Referencia;Marca;Unidades;Precio;Color\n01;R;Bosch;1;1').errors.map(formatLineError)).toEqual([
      'Línea 1: Columna desconocida: «Color»',
      'Línea 1: Falta la columna «Descripción almacén»',
      'Línea 1: Falta la columna «Referencia socio»',
    ]);
    expect(importStockCsv(`${HEADER};Marca\n`).errors.map(formatLineError)).toEqual(['Línea 1: La columna «Marca» está repetida']);
    expect(importStockCsv('').errors).toEqual([{ line: null, message: STOCK_IMPORT_MESSAGES.empty }]);
    expect(importStockCsv(HEADER).errors).toEqual([{ line: null, message: STOCK_IMPORT_MESSAGES.empty }]);
  });

  it('keeps any whole number of units from 0 up and the grey -9999; refuses every other negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 999_999 }), (n) => {
        const result = importStockCsv(file(`01;;Bosch;R1;;${n};1`));
        expect(result.ok).toBe(n >= 0 || n === -9999);
        if (result.ok) expect(result.lines[0]).toMatchObject({ unidades: n === -9999 ? 0 : n, publica: n !== -9999 });
      }),
    );
  });
});

describe('parseStockPrice and the template', () => {
  it('reads prices with a comma or a dot and up to 2 decimals', () => {
    expect([
      parseStockPrice('12,5'),
      parseStockPrice('12.50'),
      parseStockPrice('0'),
      parseStockPrice('1.234,56'),
      parseStockPrice('-1'),
      parseStockPrice('1,234'),
    ]).toEqual([12.5, 12.5, 0, null, null, null]);
  });

  it('is the header line with BOM and CRLF', () => {
    expect(stockImportTemplate()).toBe(`\ufeff${HEADER}\r\n`);
  });
});
