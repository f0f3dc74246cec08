import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UPDATE_TYPE,
  needsNextBatch,
  nextUpdateBatch,
  priceDifference,
  UPDATE_BATCH,
  updatesTree,
  updateTitle,
  userScaleIndex,
} from './priceUpdates';
import { applyPricedTableChange, DEFAULT_TARIFF_SORT } from './sorting/tableSort';

const update = (HIS_ID: number, HIS_TIPO_TAR: string, HIS_FECHA_ACTUALIZACION: string, MAR_NOMBRE: string, NUM_LINEAS = 3) => ({
  HIS_ID,
  HIS_TIPO_TAR,
  HIS_FECHA_ACTUALIZACION,
  MAR_NOMBRE,
  NUM_LINEAS,
});

describe('price update types', () => {
  it('shows partial updates first', () => {
    expect(DEFAULT_UPDATE_TYPE).toBe('P');
  });

  it('titles the lines with the type, the brand and the date', () => {
    expect(updateTitle('P', 'BOSCH', '03/11/2026')).toBe('Actualizaciones Parciales de BOSCH del 03/11/2026');
    expect(updateTitle('C', 'VALEO', '01/01/2026')).toBe('Actualizaciones Completas de VALEO del 01/01/2026');
    expect(updateTitle('F', 'NGK', '01/02/2027')).toBe('Actualizaciones Futuras de NGK del 01/02/2027');
  });
});

describe('updatesTree (the Fechas modal)', () => {
  const tree = updatesTree([
    update(1, 'P', '03/11/2026', 'VALEO', 12),
    update(2, 'P', '03/11/2026', 'BOSCH', 5),
    update(3, 'P', '20/10/2026', 'NGK', 7),
    update(4, 'P', '28/11/2026', 'ÁLVAREZ', 1),
    update(5, 'C', '01/01/2026', 'BOSCH', 900),
    update(6, 'X', '01/01/2026', 'BOSCH'),
    update(7, 'P', '2026-11-03', 'BOSCH'),
  ]);

  it('has the three types in order, even an empty one', () => {
    expect(tree.map((t) => [t.type, t.label, t.count])).toEqual([
      ['P', 'Parciales', 4],
      ['C', 'Completas', 1],
      ['F', 'Futuras', 0],
    ]);
    expect(tree[2]?.months).toEqual([]);
  });

  it('groups by month and day, newest first, with counts of updates', () => {
    const partial = tree[0]!;
    expect(partial.months.map((m) => [m.label, m.count])).toEqual([
      ['Noviembre 2026', 3],
      ['Octubre 2026', 1],
    ]);
    expect(partial.months[0]!.days.map((d) => [d.date, d.count])).toEqual([
      ['28/11/2026', 1],
      ['03/11/2026', 2],
    ]);
  });

  it('lists the brands of a day in Spanish order with their changed references', () => {
    const day = tree[0]!.months[0]!.days[1]!;
    expect(day.brands.map((b) => [b.brand, b.count, b.update.HIS_ID])).toEqual([
      ['BOSCH', 5, 2],
      ['VALEO', 12, 1],
    ]);
  });

  it('keeps every well-formed update exactly once', () => {
    const arb = fc.array(
      fc.record({
        HIS_ID: fc.integer({ min: 1, max: 1e6 }),
        HIS_TIPO_TAR: fc.constantFrom('P', 'C', 'F'),
        HIS_FECHA_ACTUALIZACION: fc.date({ min: new Date(2000, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true }).map(
          (d) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`,
        ),
        MAR_NOMBRE: fc.string({ maxLength: 6 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arb, (updates) => {
        const t = updatesTree(updates);
        const ids = t.flatMap((ty) => ty.months.flatMap((m) => m.days.flatMap((d) => d.brands.map((b) => b.update.HIS_ID))));
        expect(ids.sort()).toEqual(updates.map((u) => u.HIS_ID).sort());
        for (const ty of t) expect(ty.months.reduce((n, m) => n + m.count, 0)).toBe(ty.count);
      }),
    );
  });
});

describe('update line batches', () => {
  it('asks for 50 first and then the next 50', () => {
    expect(nextUpdateBatch(0)).toEqual({ startIndex: 0, endIndex: 50 });
    expect(nextUpdateBatch(50)).toEqual({ startIndex: 50, endIndex: 100 });
    expect(nextUpdateBatch(50, 20)).toEqual({ startIndex: 50, endIndex: 100 });
    expect(nextUpdateBatch(50, 80)).toEqual({ startIndex: 50, endIndex: 130 });
    expect(UPDATE_BATCH).toBe(50);
  });

  it('loads more when 10 or fewer loaded lines are left below the last one shown', () => {
    expect(needsNextBatch(38, 50, true)).toBe(false); // 11 left
    expect(needsNextBatch(39, 50, true)).toBe(true); // 10 left
    expect(needsNextBatch(49, 50, false)).toBe(false); // nothing more to load
  });
});

describe('priceDifference', () => {
  it('gives the change in euros and in percent of the old value', () => {
    expect(priceDifference(10, 11)).toEqual({ amount: 1, percent: 10 });
    expect(priceDifference(80, 60)).toEqual({ amount: -20, percent: -25 });
    expect(priceDifference(3, 3.335)).toEqual({ amount: 0.34, percent: 11.17 });
  });

  it('has no percent without an old value', () => {
    expect(priceDifference(0, 5)).toEqual({ amount: 5, percent: null });
    expect(priceDifference(null, 5)).toEqual({ amount: null, percent: null });
  });
});

describe('userScaleIndex', () => {
  const scales = [
    { CNDSE_INI: 0, CNDSE_FIN: 10_000 },
    { CNDSE_INI: 10_000, CNDSE_FIN: 50_000 },
    { CNDSE_INI: 50_000, CNDSE_FIN: null },
  ];

  it('finds the scale the consumption falls in (from inclusive, to exclusive)', () => {
    expect(userScaleIndex(scales, 0)).toBe(0);
    expect(userScaleIndex(scales, 9_999.99)).toBe(0);
    expect(userScaleIndex(scales, 10_000)).toBe(1);
    expect(userScaleIndex(scales, 2_000_000)).toBe(2);
  });

  it('finds none without consumption or below the first scale', () => {
    expect(userScaleIndex(scales, null)).toBe(-1);
    expect(userScaleIndex([{ CNDSE_INI: 100, CNDSE_FIN: null }], 50)).toBe(-1);
  });
});

describe('net price list family filter', () => {
  it('returns to page 1 when the family changes', () => {
    const state = { priceListId: 1, page: 7, pageSize: 25, sort: DEFAULT_TARIFF_SORT };
    expect(applyPricedTableChange(state, { kind: 'family', family: 'P' })).toEqual({ ...state, page: 1, family: 'P' });
  });
});
