import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from './reader';
import { csvCell, csvLine, csvText, writeCsv } from './writer';

describe('CSV writer (spec 000 §9)', () => {
  it("writes ';', a BOM, CRLF after every line and German numbers", () => {
    expect(
      writeCsv([
        ['Referencia', 'PVP'],
        ['0 986 424 797', 1234.5],
        ['X', -3],
      ]),
    ).toBe('\ufeffReferencia;PVP\r\n0 986 424 797;1234,50\r\nX;-3,00\r\n');
    expect(writeCsv([['a']], { bom: false })).toBe('a\r\n');
    expect(csvLine([0.5, 0.123456789, 7], { decimals: [2, 8, 0] })).toBe('0,50;0,12345679;7');
    expect(csvLine([null, undefined, Number.NaN, ''])).toBe(';;;');
  });

  it('quotes cells with ; " CR or LF (RFC 4180)', () => {
    expect(csvText('Frenos; pastillas')).toBe('"Frenos; pastillas"');
    expect(csvText('Disco 12" ventilado')).toBe('"Disco 12"" ventilado"');
    expect(csvText('línea 1\r\nlínea 2')).toBe('"línea 1\r\nlínea 2"');
    expect(csvText('sin nada')).toBe('sin nada');
  });

  it('neutralises text cells that a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvText('+34 912')).toBe("'+34 912");
    expect(csvText('-1+1')).toBe("'-1+1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tx')).toBe("'\tx");
    expect(csvText('\rx')).toBe('"\'\rx"');
  });

  it('keeps a negative NUMBER a number, but neutralises the text "-123"', () => {
    expect(csvCell(-12.5)).toBe('-12,50');
    expect(csvCell('-123')).toBe("'-123");
  });

  it('round-trips through the reader: every safe text cell comes back as written', () => {
    const safeText = fc.string({ unit: fc.constantFrom('a', 'Ñ', ' ', ';', '"', '\n', '\r\n', '1', ',', "'") }).filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(safeText, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }), (rows) => {
        const parsed = parseCsvRecords(writeCsv(rows));
        expect(parsed.errors).toEqual([]);
        expect(parsed.records.map((r) => r.fields)).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it('no written text cell ever starts with a formula character', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), (cells) => {
        const parsed = parseCsvRecords(writeCsv([cells]));
        for (const f of parsed.records[0]?.fields ?? []) expect(/^[=+\-@\t\r]/.test(f)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('numbers round-trip in German style with their decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const cell = csvCell(cents / 100);
        expect(Number(cell.replace(',', '.'))).toBe(cents / 100);
      }),
      { numRuns: 300 },
    );
  });
});
