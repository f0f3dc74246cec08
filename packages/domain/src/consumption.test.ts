import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  monthlySeries,
  annualForecast,
  canAcceptMonthRange,
  canPickEndMonth,
  consumptionBand,
  DEFAULT_MONTH_RANGE,
  isGroupingLine,
  monthRangeParams,
  percentChange,
  percentOf,
  pickEndMonth,
  pickStartMonth,
  twelveMonthSeries,
  visibleConsumptionLines,
  yearsToShow,
} from './consumption';

describe('consumption colour bands (spec 000 §9)', () => {
  it('below 60 danger, 60 to 79 warning, 80 and over success', () => {
    expect([59.99, 60, 79, 79.99, 80, 120].map(consumptionBand)).toEqual(['danger', 'warning', 'warning', 'warning', 'success', 'success']);
    expect(consumptionBand(Number.NaN)).toBe('danger');
  });

  it('bands are monotonic', () => {
    const rank = { danger: 0, warning: 1, success: 2 };
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), fc.double({ min: -1000, max: 1000, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank[consumptionBand(lo)]).toBeLessThanOrEqual(rank[consumptionBand(hi)]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('quick-view figures', () => {
  it('% change with direction, forecast and shares', () => {
    expect(percentChange(120, 100)).toEqual({ percent: 20, direction: 'up' });
    expect(percentChange(80, 100)).toEqual({ percent: -20, direction: 'down' });
    expect(percentChange(50, 0)).toEqual({ percent: null, direction: 'up' });
    expect(percentChange(0, 0)).toEqual({ percent: null, direction: 'equal' });
    expect(annualForecast(3000, 3)).toBe(12000);
    expect(annualForecast(3000, 0)).toBeNull();
    expect(percentOf(25, 200)).toBe(12.5);
    expect(percentOf(1, 0)).toBeNull();
  });
});

describe('month range picker (spec 001 §2.3)', () => {
  it('start clears end; end ≥ start; accept needs both; two-digit months', () => {
    expect(DEFAULT_MONTH_RANGE).toEqual({ start: 1, end: 12 });
    const r = pickStartMonth(DEFAULT_MONTH_RANGE, 4);
    expect(r).toEqual({ start: 4, end: null });
    expect(canAcceptMonthRange(r)).toBe(false);
    expect(canPickEndMonth(r, 3)).toBe(false);
    expect(pickEndMonth(r, 3)).toBe(r);
    const done = pickEndMonth(r, 4);
    expect(done).toEqual({ start: 4, end: 4 });
    expect(canAcceptMonthRange(done)).toBe(true);
    expect(monthRangeParams({ start: 3, end: 11 })).toEqual({ mesIni: '03', mesFin: '11' });
  });

  it('an accepted range never ends before it starts', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 12 })), { maxLength: 10 }), (clicks) => {
        let range = DEFAULT_MONTH_RANGE;
        for (const [isStart, m] of clicks) range = isStart ? pickStartMonth(range, m) : pickEndMonth(range, m);
        if (canAcceptMonthRange(range)) expect(range.end!).toBeGreaterThanOrEqual(range.start!);
      }),
      { numRuns: 300 },
    );
  });
});

describe('charts and tables', () => {
  it('12-month series with Spanish names, missing months as 0', () => {
    const s = twelveMonthSeries(
      [
        { MES: 1, IMPORTE: 10 },
        { MES: 3, IMPORTE: 5 },
        { MES: 3, IMPORTE: 1 },
        { MES: 13, IMPORTE: 9 },
      ],
      (r) => r.MES,
      (r) => r.IMPORTE,
    );
    expect(s).toHaveLength(12);
    expect(s[0]).toEqual({ month: 1, name: 'Enero', value: 10 });
    expect(s[2]).toEqual({ month: 3, name: 'Marzo', value: 6 });
    expect(s[11]).toEqual({ month: 12, name: 'Diciembre', value: 0 });
  });

  it('shows the previous and current year if fewer than 2 years exist', () => {
    const today = { year: 2026, month: 5, day: 1 };
    expect(yearsToShow([2026], today)).toEqual([2025, 2026]);
    expect(yearsToShow([], today)).toEqual([2025, 2026]);
    expect(yearsToShow([2026, 2024, 2025, 2026], today)).toEqual([2024, 2025, 2026]);
  });

  it('hides group totals (TIPO 3) when a supplier id is given; levels 2–4 are grouping lines', () => {
    const lines = [{ TIPO: 0 }, { TIPO: 3 }, { TIPO: 1 }];
    expect(visibleConsumptionLines(lines, 5)).toEqual([{ TIPO: 0 }, { TIPO: 1 }]);
    expect(visibleConsumptionLines(lines, null)).toHaveLength(3);
    expect([0, 1, 2, 3, 4].map(isGroupingLine)).toEqual([false, false, true, true, true]);
  });
});

describe('monthlySeries', () => {
  it('keeps one kind, in month order, named in Spanish, without its total', () => {
    const rows = [
      { TIPO: 'I', MES: 2, IMPORTE: 20, IMPORTE_ANTERIOR: 10, CIENTO: 200 },
      { TIPO: 'G', MES: 1, IMPORTE: 99, IMPORTE_ANTERIOR: 99, CIENTO: 100 },
      { TIPO: 'I', MES: 1, IMPORTE: 5, IMPORTE_ANTERIOR: 0, CIENTO: null },
      { TIPO: 'TI', MES: null, IMPORTE: 25, IMPORTE_ANTERIOR: 10, CIENTO: 250 },
    ];
    expect(monthlySeries(rows, 'I')).toEqual([
      { month: 1, name: 'Enero', current: 5, previous: 0, percent: null },
      { month: 2, name: 'Febrero', current: 20, previous: 10, percent: 200 },
    ]);
  });
});
