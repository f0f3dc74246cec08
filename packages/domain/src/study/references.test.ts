import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from '../csv/reader';
import { compareNames } from '../text';
import { computeStudy } from './engine';
import { sortStudyRows, studyCsv } from './references';
import type { StudyReference } from './types';

const row = (REFERENCIA: string, MAR_NOMBRE: string, DESCRIPCION?: string): StudyReference => ({
  ID_LINEA: REFERENCIA,
  ID_MARCA: MAR_NOMBRE,
  MAR_NOMBRE,
  REFERENCIA,
  PVP: 10,
  NETO: 0,
  PORCENTAJE: 50,
  ACUMULADO: 50,
  ...(DESCRIPCION === undefined ? {} : { DESCRIPCION }),
});

describe('study reference sorts (reference 1, description 2; ascending 1, descending 2)', () => {
  const rows = [row('B-2', 'TRW', 'Disco'), row('a-1', 'BOSCH', 'pastilla'), row('C-3', 'ATE', 'Álabe')];
  it('sorts by reference or description in both directions', () => {
    expect(sortStudyRows(rows, 1, 1).map((r) => r.REFERENCIA)).toEqual(['a-1', 'B-2', 'C-3']);
    expect(sortStudyRows(rows, 1, 2).map((r) => r.REFERENCIA)).toEqual(['C-3', 'B-2', 'a-1']);
    expect(sortStudyRows(rows, 2, 1).map((r) => r.DESCRIPCION)).toEqual(['Álabe', 'Disco', 'pastilla']);
    expect(sortStudyRows([row('x', 'TRW'), row('y', 'ATE')], 2, 1).map((r) => r.MAR_NOMBRE)).toEqual(['ATE', 'TRW']);
  });

  it('descending is ascending reversed for distinct references', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[A-Z0-9]{1,6}$/), { maxLength: 20 }), (refs) => {
        const list = refs.map((r) => row(r, 'M'));
        expect(sortStudyRows(list, 1, 2)).toEqual([...sortStudyRows(list, 1, 1)].reverse());
      }),
      { numRuns: 200 },
    );
  });
});

describe('study reference sorts with precomputed keys', () => {
  /** The order the spec asks for, written with compareNames at every comparison (the former implementation). */
  const reference = (rows: readonly StudyReference[], orderBy: 1 | 2, direction: 1 | 2) => {
    const sign = direction === 2 ? -1 : 1;
    const desc = (r: StudyReference) => r.DESCRIPCION ?? r.MAR_NOMBRE;
    const primary = orderBy === 2 ? desc : (r: StudyReference) => r.REFERENCIA;
    const secondary = orderBy === 2 ? (r: StudyReference) => r.REFERENCIA : desc;
    return rows
      .map((r, index) => ({ r, index }))
      .sort((x, y) => sign * (compareNames(primary(x.r), primary(y.r)) || compareNames(secondary(x.r), secondary(y.r))) || x.index - y.index)
      .map((x) => x.r);
  };

  it('gives exactly the compareNames order, accents, ñ, case and ties included', () => {
    const text = fc.stringMatching(/^[aAáÁeEéñÑnNoOzZ0-9 -]{0,5}$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ ref: text, brand: text, desc: fc.option(text, { nil: undefined }) }), { maxLength: 30 }),
        fc.constantFrom<1 | 2>(1, 2),
        fc.constantFrom<1 | 2>(1, 2),
        (items, orderBy, direction) => {
          const rows = items.map((i) => row(i.ref, i.brand, i.desc));
          expect(sortStudyRows(rows, orderBy, direction)).toEqual(reference(rows, orderBy, direction));
        },
      ),
      { numRuns: 300 },
    );
  });

  // Its speed is a figure of `pnpm --filter @socios/domain bench` (goal there), not a budget here.
  it('sorts 50,000 rows by description, then reference', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => row(`REF${(i * 7919) % 100_000}`, 'Brembo', `Pastillas de freno ${i % 700}`));
    const sorted = sortStudyRows(rows, 2, 1);
    expect(sorted).toHaveLength(50_000);
    expect(sorted[0]?.DESCRIPCION).toBe('Pastillas de freno 0');
    expect(sorted[0]?.REFERENCIA).toBe('REF0');
    for (let i = 1; i < sorted.length; i++) {
      const before = sorted[i - 1] as StudyReference;
      const now = sorted[i] as StudyReference;
      const order = compareNames(before.DESCRIPCION ?? '', now.DESCRIPCION ?? '') || compareNames(before.REFERENCIA ?? '', now.REFERENCIA ?? '');
      if (order > 0) expect.fail(`row ${i} is out of order`);
    }
  });
});

describe('study CSV export', () => {
  it("writes ';', BOM, CRLF, German numbers and the 8-decimal C column", () => {
    const refs = [row('R1', 'BOSCH'), { ...row('R2', 'BOSCH'), PORCENTAJE: 30, PVP: 1234.5 }];
    const result = computeStudy({ referencias: refs, descuentos: [], formulas: [], cuadroConsumos: [] }, { maximos: false });
    const text = studyCsv(refs, result);
    expect(text.startsWith('\ufeffLínea;Marca;Referencia;PVP;Neto;Neto calculado;Porcentaje;Acumulado;Tramo;A;C\r\n')).toBe(true);
    const lines = parseCsvRecords(text).records.map((r) => r.fields);
    expect(lines[1]).toEqual(['R1', 'BOSCH', 'R1', '10,00', '0,00', '10,00', '50,00', '50,00', '2', '50,00', '0,62500000']);
    expect(lines[2]?.[3]).toBe('1234,50');
    expect(text.endsWith('\r\n')).toBe(true);
  });
});
