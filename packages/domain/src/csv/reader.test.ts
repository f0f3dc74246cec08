import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLineError, parseCsvRecords, readCsv, repeatedLinesText } from './reader';

describe('CSV reader (spec 000 §5)', () => {
  it('reads UTF-8 with or without BOM, ; separated, quoted fields', () => {
    const text = '\ufeffAna;"ana@x.es";"91;2"\r\n"Luis ""el Rápido""";l@x.es;\r\n';
    expect(readCsv(text).records).toEqual([
      { line: 1, fields: ['Ana', 'ana@x.es', '91;2'] },
      { line: 2, fields: ['Luis "el Rápido"', 'l@x.es', ''] },
    ]);
    expect(readCsv('Ana;a@x.es').records).toEqual([{ line: 1, fields: ['Ana', 'a@x.es'] }]);
  });

  it('ignores blank lines, removes duplicates and keeps the line numbers of the file', () => {
    const text = 'a;b\n\n;;\r\n  \nc;d\na;b\n"multi\nline";e\nf;g\n a ; b \n';
    const r = readCsv(text);
    expect(r.records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 5, fields: ['c', 'd'] },
      { line: 7, fields: ['multi\nline', 'e'] },
      { line: 9, fields: ['f', 'g'] },
    ]);
    expect(r.duplicateLines).toEqual([6, 10]);
  });

  it('reports malformed lines with their line number and keeps the others', () => {
    const r = readCsv('a;b\n"x"y;z\nc;d\n"abierta;e\nf;g');
    expect(r.records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['c', 'd'] },
    ]);
    expect(r.errors).toEqual([
      { line: 2, message: 'Hay texto después de unas comillas de cierre' },
      { line: 4, message: 'Hay unas comillas sin cerrar' },
    ]);
    expect(formatLineError(r.errors[0]!)).toBe('Línea 2: Hay texto después de unas comillas de cierre');
  });

  it('accepts CR, LF and CRLF line ends', () => {
    expect(parseCsvRecords('a\rb\nc\r\nd').records.map((r) => [r.line, r.fields[0]])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
      [4, 'd'],
    ]);
  });

  it('numbers each record by the physical line where it starts', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'b', '\n', ';') });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 10 }), (rows) => {
        const text = rows.map((cells) => cells.map((c) => `"${c}"`).join(';')).join('\n');
        const parsed = parseCsvRecords(text);
        let line = 1;
        rows.forEach((cells, k) => {
          expect(parsed.records[k]?.line).toBe(line);
          line += 1 + cells.join('').split('\n').length - 1;
        });
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary text and readCsv is idempotent on its own records', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ';', '"', '\n', '\r', ' ', 'é') }), (text) => {
        const r = readCsv(text);
        const keys = r.records.map((x) => x.fields.map((f) => f.trim()).join('|'));
        expect(new Set(keys).size).toBe(keys.length);
        for (let i = 1; i < r.records.length; i++) expect(r.records[i]!.line).toBeGreaterThan(r.records[i - 1]!.line);
      }),
      { numRuns: 400 },
    );
  });
});

describe('the repeated lines an import dropped', () => {
  it('reads as line numbers, not as a count', () => {
    expect(repeatedLinesText([])).toBe('');
    expect(repeatedLinesText([4])).toBe('Líneas repetidas eliminadas: la línea 4');
    expect(repeatedLinesText([4, 9])).toBe('Líneas repetidas eliminadas: las líneas 4 y 9');
    expect(repeatedLinesText([4, 9, 12])).toBe('Líneas repetidas eliminadas: las líneas 4, 9 y 12');
  });
});
