import { describe, expect, it } from 'vitest';
import {
  accumulateOf,
  CONSUMPTION_GROUPING_NAMES,
  type ConsumptionGroupRow,
  groupByOptions,
  noConsumptionText,
  filterReportLines,
  isTotalLine,
  lineDepth,
  lineLabel,
  forecastBasis,
  forecastLabel,
  orderReportLines,
  periodLabel,
  previousPeriod,
  reportPeriod,
  wholeYear,
} from './consumptionReport';
import { MONTH_NAMES_ES } from './dates';

const today = { year: 2026, month: 11, day: 25 };
const row = (keys: (number | null)[], cur: number, names = keys.map((k) => (k === null ? null : `n${k}`))): ConsumptionGroupRow => ({
  keys,
  names,
  cur,
  prev: cur / 2,
  units: cur / 10,
  unitsPrev: cur / 20,
});

describe('consumption groupings', () => {
  it('has the 13 groupings of the spec, each reachable from exactly one accumulate-by and group-by pair', () => {
    expect(CONSUMPTION_GROUPING_NAMES).toHaveLength(13);
    const reached = ([1, 2, 3, 4] as const).flatMap((a) => groupByOptions(a).map((o) => o.grouping));
    expect([...reached].sort()).toEqual([...CONSUMPTION_GROUPING_NAMES].sort());
    for (const g of CONSUMPTION_GROUPING_NAMES) expect(groupByOptions(accumulateOf(g)).some((o) => o.grouping === g)).toBe(true);
  });

  it('lists the plain accumulation first and names the breakdowns', () => {
    expect(groupByOptions(1).map((o) => o.label)).toEqual(['Sin desglose', 'Por marca', 'Por subfamilia', 'Por familia y subfamilia']);
    expect(groupByOptions(4).map((o) => o.grouping)).toEqual(['Marcas', 'MarcasXSubFamilia']);
  });
});

describe('reportPeriod', () => {
  it('cuts the current year at the current month and keeps past years whole', () => {
    expect(reportPeriod(2026, 1, 12, today)).toEqual({ year: 2026, from: 1, to: 11, months: 11 });
    expect(reportPeriod(2025, 1, 12, today)).toEqual({ year: 2025, from: 1, to: 12, months: 12 });
    expect(reportPeriod(2025, 6, 3, today)).toEqual({ year: 2025, from: 3, to: 6, months: 4 });
  });

  it('counts no month for a future year or a range that starts after today', () => {
    expect(reportPeriod(2027, 1, 12, today).months).toBe(0);
    expect(reportPeriod(2026, 12, 12, today).months).toBe(0);
  });
});

describe('orderReportLines', () => {
  it('reads like a tree: subtotals before their details, largest first, the total last', () => {
    const rows = [row([null, null], 100), row([1, null], 30), row([2, null], 70), row([1, 10], 10), row([1, 11], 20), row([2, 10], 70)];
    const lines = orderReportLines(rows, 2);
    expect(lines.map((l) => [l.tipo, ...l.keys])).toEqual([[2, 2], [0, 2, 10], [2, 1], [0, 1, 11], [0, 1, 10], [1]]);
  });

  it('marks the middle level of three as TIPO 4 and a one-level report has details and the total only', () => {
    const three = orderReportLines([row([null, null, null], 5), row([1, null, null], 5), row([1, 2, null], 5), row([1, 2, 3], 5)], 3);
    expect(three.map((l) => l.tipo)).toEqual([2, 4, 0, 1]);
    const one = orderReportLines([row([null], 9), row([4], 4), row([5], 5)], 1);
    expect(one.map((l) => [l.tipo, l.keys[0]])).toEqual([
      [0, 5],
      [0, 4],
      [1, undefined],
    ]);
  });

  it('gives an empty report for no rows', () => {
    expect(orderReportLines([], 2)).toEqual([]);
  });
});

describe('noConsumptionText', () => {
  it("completes the spec's text with the year and the months", () => {
    expect(noConsumptionText({ year: 2025, from: 1, to: 12 }, MONTH_NAMES_ES)).toBe('No se encontraron consumos del ejercicio 2025 (enero a diciembre).');
    expect(noConsumptionText({ year: 2025, from: 3, to: 3 }, MONTH_NAMES_ES)).toBe('No se encontraron consumos del ejercicio 2025 (marzo).');
  });
});

describe('report lines on the screen', () => {
  const line = (TIPO: number, PROVEEDOR: string | null, MARCA: string | null = null) => ({ TIPO, PROVEEDOR, FAMILIA: null, SUBFAMILIA: null, MARCA });
  const levels = ['supplier', 'brand'] as const;
  const lines = [
    line(2, 'Frenos Norte'),
    line(0, 'Frenos Norte', 'Brembo'),
    line(0, 'Frenos Norte', 'Ferodo'),
    line(2, 'Aceites Sur'),
    line(0, 'Aceites Sur', 'Castrol'),
    line(1, 'TOTAL'),
    line(3, 'TOTAL GRUPO'),
  ];

  it('names a line by its deepest level and knows its depth', () => {
    expect(lines.map((l) => lineLabel(l, levels))).toEqual(['Frenos Norte', 'Brembo', 'Ferodo', 'Aceites Sur', 'Castrol', 'TOTAL', 'TOTAL GRUPO']);
    expect(lines.map((l) => lineDepth(l, levels))).toEqual([1, 2, 2, 1, 2, 0, 0]);
    expect(lines.map((l) => isTotalLine(l.TIPO))).toEqual([false, false, false, false, false, true, true]);
  });

  it('keeps the matching lines with their subtotals and the totals, ignoring case and accents', () => {
    expect(filterReportLines(lines, levels, 'FÉRODO').map((l) => lineLabel(l, levels))).toEqual(['Frenos Norte', 'Ferodo', 'TOTAL', 'TOTAL GRUPO']);
    expect(filterReportLines(lines, levels, 'aceites').map((l) => lineLabel(l, levels))).toEqual(['Aceites Sur', 'Castrol', 'TOTAL', 'TOTAL GRUPO']);
    expect(filterReportLines(lines, levels, '  ')).toHaveLength(lines.length);
  });
});

describe('what a report figure compares', () => {
  const today = { year: 2026, month: 11, day: 28 };

  it('names the months it adds up, and the same months of the year before', () => {
    const period = reportPeriod(2026, 1, 12, today);
    expect(periodLabel(period)).toBe('Ene–Nov 2026');
    expect(periodLabel(previousPeriod(period))).toBe('Ene–Nov 2025');
    expect(periodLabel(reportPeriod(2025, 12, 12, today))).toBe('Dic 2025');
    expect(periodLabel(reportPeriod(2025, 1, 12, today))).toBe('Ene–Dic 2025');
  });

  it('forecasts a finished year by its own total and the current one at its pace, and says which', () => {
    const closed = reportPeriod(2025, 12, 12, today);
    expect(forecastBasis(closed, today)).toBe('closed');
    expect(forecastLabel(closed, today)).toBe('Total 2025 (año cerrado)');
    expect(wholeYear(closed)).toEqual({ year: 2025, from: 1, to: 12, months: 12 });
    const partial = reportPeriod(2026, 3, 12, today);
    expect(forecastBasis(partial, today)).toBe('partial');
    expect(forecastLabel(partial, today)).toBe('Previsión 2026 (al ritmo de Mar–Nov)');
    expect(forecastBasis(reportPeriod(2027, 1, 12, today), today)).toBe('none');
  });
});
