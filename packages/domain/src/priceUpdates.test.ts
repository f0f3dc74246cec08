import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UPDATE_TYPE,
  needsNextBatch,
  nextUpdateBatch,
  priceDifference,
  sortDayUpdates,
  UPDATE_BATCH,
  latestUpdates,
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

describe('latestUpdates (what the screen shows before a date is chosen)', () => {
  const day = (HIS_TIPO_TAR: string, HIS_FECHA_ACTUALIZACION: string, NUM_ACTUALIZACIONES: number) => ({
    HIS_TIPO_TAR,
    HIS_FECHA_ACTUALIZACION,
    NUM_ACTUALIZACIONES,
  });

  it('offers the newest day of the updates in force, by day on every brand’s screen and by month on one brand’s', () => {
    const tree = updatesTree([day('P', '03/11/2026', 2), day('C', '28/11/2026', 1), day('F', '15/01/2027', 3), day('P', '20/10/2026', 1)]);
    expect(latestUpdates(tree, 'day')).toEqual({
      window: { type: 'C', from: '28/11/2026', to: '28/11/2026' },
      title: 'Últimas actualizaciones Completas del 28/11/2026',
    });
    expect(latestUpdates(tree, 'month')).toEqual({
      window: { type: 'C', from: '01/11/2026', to: '30/11/2026' },
      title: 'Últimas actualizaciones Completas de Noviembre 2026',
    });
  });

  it('takes Parciales on the same day, and nothing when only future updates exist', () => {
    expect(latestUpdates(updatesTree([day('C', '28/11/2026', 1), day('P', '28/11/2026', 1)]), 'day')?.window.type).toBe('P');
    expect(latestUpdates(updatesTree([day('F', '15/01/2027', 3)]), 'day')).toBeNull();
    expect(latestUpdates(updatesTree([]), 'month')).toBeNull();
  });
});

describe('updatesTree (the Fechas modal)', () => {
  const day = (HIS_TIPO_TAR: string, HIS_FECHA_ACTUALIZACION: string, NUM_ACTUALIZACIONES: number) => ({
    HIS_TIPO_TAR,
    HIS_FECHA_ACTUALIZACION,
    NUM_ACTUALIZACIONES,
  });
  const tree = updatesTree([
    day('P', '03/11/2026', 2),
    day('P', '20/10/2026', 1),
    day('P', '28/11/2026', 1),
    day('C', '01/01/2026', 1),
    day('X', '01/01/2026', 4),
    day('P', '2026-11-03', 1),
  ]);

  it('has the three types in order, even an empty one', () => {
    expect(tree.map((t) => [t.type, t.label, t.count])).toEqual([
      ['P', 'Parciales', 4],
      ['C', 'Completas', 1],
      ['F', 'Futuras', 0],
    ]);
    expect(tree[2]?.months).toEqual([]);
  });

  it('groups by month and day, newest first, with counts of updates and the window of each month', () => {
    const partial = tree[0]!;
    expect(partial.months.map((m) => [m.label, m.count, m.from, m.to])).toEqual([
      ['Noviembre 2026', 3, '01/11/2026', '30/11/2026'],
      ['Octubre 2026', 1, '01/10/2026', '31/10/2026'],
    ]);
    expect(partial.months[0]!.days.map((d) => [d.date, d.count])).toEqual([
      ['28/11/2026', 1],
      ['03/11/2026', 2],
    ]);
  });

  it('lists the brands of a day in Spanish order, ties by id', () => {
    const u = (HIS_ID: number, MAR_NOMBRE: string) => update(HIS_ID, 'P', '03/11/2026', MAR_NOMBRE);
    expect(sortDayUpdates([u(1, 'VALEO'), u(9, 'BOSCH'), u(4, 'ÁLVAREZ'), u(2, 'BOSCH')]).map((x) => x.HIS_ID)).toEqual([4, 2, 9, 1]);
  });

  it('counts every update of a well-formed day exactly once', () => {
    const arb = fc.array(
      fc.record({
        HIS_TIPO_TAR: fc.constantFrom('P', 'C', 'F'),
        HIS_FECHA_ACTUALIZACION: fc
          .date({ min: new Date(2000, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true })
          .map((d) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`),
        NUM_ACTUALIZACIONES: fc.integer({ min: 1, max: 500 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arb, (days) => {
        const t = updatesTree(days);
        const total = t.reduce((n, ty) => n + ty.months.reduce((m, mo) => m + mo.days.reduce((k, d) => k + d.count, 0), 0), 0);
        expect(total).toBe(days.reduce((n, d) => n + d.NUM_ACTUALIZACIONES, 0));
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
