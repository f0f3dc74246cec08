import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyFieldContains, compareNames, containsIgnoreCase, containsIgnoreCaseAndAccents, searchKey, sortByName, stripAccents } from './text';

describe('case-insensitive contains (spec 001 §5)', () => {
  it('matches regardless of case, not of accents', () => {
    expect(containsIgnoreCase('Recambios García', 'garc')).toBe(true);
    expect(containsIgnoreCase('Recambios García', 'garcia')).toBe(false);
    expect(containsIgnoreCase(null, 'a')).toBe(false);
    expect(containsIgnoreCase(null, '  ')).toBe(true);
  });

  it('document search also ignores accents', () => {
    expect(containsIgnoreCaseAndAccents('Catálogo de Frenos', 'catalogo')).toBe(true);
    expect(containsIgnoreCaseAndAccents('Catalogo', 'CATÁLOGO')).toBe(true);
    expect(containsIgnoreCaseAndAccents('España', 'espana')).toBe(true);
    expect(containsIgnoreCaseAndAccents('Frenos', 'embrague')).toBe(false);
  });

  it('searches several fields', () => {
    expect(anyFieldContains(['Bosch', null, 12345], '234')).toBe(true);
    expect(anyFieldContains(['Informe Ánual', 'PDF'], 'anual', true)).toBe(true);
    expect(anyFieldContains(['Informe Ánual', 'PDF'], 'anual', false)).toBe(false);
  });

  it('searchKey is idempotent and a text always contains itself', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(searchKey(searchKey(a))).toBe(searchKey(a));
        expect(stripAccents(stripAccents(a))).toBe(stripAccents(a));
        expect(containsIgnoreCase(a + b + c, b)).toBe(true);
        expect(containsIgnoreCaseAndAccents(a + b.toUpperCase() + c, b)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('Spanish name order', () => {
  it('sorts case-insensitively with Ñ between N and O and accents on their base letter', () => {
    const names = ['Ñu', 'oca', 'nube', 'Álvaro', 'alberto', 'Zeta', 'Nz', 'ábaco'];
    expect(sortByName(names, (n) => n)).toEqual(['ábaco', 'alberto', 'Álvaro', 'nube', 'Nz', 'Ñu', 'oca', 'Zeta']);
  });

  it('sorts numbers inside names by their value', () => {
    const names = ['Aceites homologados 10', 'Aceites homologados 2', 'Aceites homologados 1', 'Aceites homologados 11', 'Aceites homologados 3'];
    expect(sortByName(names, (n) => n)).toEqual([
      'Aceites homologados 1',
      'Aceites homologados 2',
      'Aceites homologados 3',
      'Aceites homologados 10',
      'Aceites homologados 11',
    ]);
    expect(compareNames('Tarifa 2026 v9', 'Tarifa 2026 v10')).toBeLessThan(0);
    expect(compareNames('Lote 007', 'Lote 7')).not.toBe(0);
    expect(Math.sign(compareNames('Lote 12345678901234567890', 'Lote 9'))).toBe(1);
  });

  it('orders numbered names as Intl.Collator es with numeric collation does', () => {
    const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
    if (!collator.resolvedOptions().locale.startsWith('es')) return;
    const name = fc.tuple(fc.constantFrom('Aceites ', 'Lote ', 'baterías '), fc.nat({ max: 100_000 })).map(([w, n]) => `${w}${n}`);
    fc.assert(
      fc.property(name, name, (a, b) => {
        const intl = Math.sign(collator.compare(a, b));
        if (intl !== 0) expect(Math.sign(compareNames(a, b))).toBe(intl);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with Intl.Collator es on letters (when the ICU data has it)', () => {
    const collator = new Intl.Collator('es', { sensitivity: 'base' });
    if (!collator.resolvedOptions().locale.startsWith('es')) return;
    const word = fc.string({ unit: fc.constantFrom(...'abcnñoxyzáéÑNA'), minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        const intl = Math.sign(collator.compare(a, b));
        if (intl !== 0) expect(Math.sign(compareNames(a, b))).toBe(intl);
      }),
      { numRuns: 400 },
    );
  });

  it('is a total order: sorting is idempotent and keeps every item', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (names) => {
        const once = sortByName(names, (n) => n);
        expect(sortByName(once, (n) => n)).toEqual(once);
        expect([...once].sort()).toEqual([...names].sort());
        for (let i = 1; i < once.length; i++) expect(compareNames(once[i - 1], once[i])).toBeLessThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
