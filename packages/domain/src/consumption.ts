/**
 * Consumption maths (spec 000 §3, §9; 001 §2.3, §3, §4): colour bands, % change with direction, annual forecast,
 * year-to-date %, % of total, the month-range picker, two-digit months, the 12-month series with Spanish month names,
 * the years the table shows, and the line-type rules of the reports.
 *
 * Choices:
 * - Bands: below 60 danger, from 60 up to (not including) 80 warning, 80 and over success; a non-finite value is
 *   danger.
 * - % change = (current − previous) / |previous| × 100; with a previous of 0 there is no percentage (null) but
 *   the direction still follows the difference ('equal' when both are equal).
 * - Annual forecast = amount so far / months elapsed × 12 (linear); null with 0 months.
 * - The month picker works on month numbers 1–12 and defaults to January–December.
 * - "Previous and current year if fewer than 2": with fewer than two years of data the table shows the year
 *   before today's and today's; otherwise the data years, ascending.
 */
import type { CalendarDate } from './dates';
import { MONTH_NAMES_ES, monthName, twoDigits } from './dates';

/** Colour band of a percentage. */
export type ConsumptionBand = 'danger' | 'warning' | 'success';

/** Band limits: below 60 danger, below 80 warning, else success. */
export const CONSUMPTION_BAND_LIMITS = { warning: 60, success: 80 } as const;

/** The colour band of a percentage (< 60 danger, 60–79 warning, ≥ 80 success). */
export function consumptionBand(percent: number): ConsumptionBand {
  if (!Number.isFinite(percent) || percent < CONSUMPTION_BAND_LIMITS.warning) return 'danger';
  return percent < CONSUMPTION_BAND_LIMITS.success ? 'warning' : 'success';
}

/** A change between two amounts: percentage (null without a base) and the arrow's direction. */
export interface PercentChange {
  readonly percent: number | null;
  readonly direction: 'up' | 'down' | 'equal';
}

/** The % change from the previous amount to the current one, with its direction. */
export function percentChange(current: number, previous: number): PercentChange {
  const diff = current - previous;
  const direction = diff > 0 ? 'up' : diff < 0 ? 'down' : 'equal';
  return { percent: previous === 0 || !Number.isFinite(diff) ? null : (diff / Math.abs(previous)) * 100, direction };
}

/** The annual forecast: the amount so far extrapolated linearly to 12 months (null with no month elapsed). */
export function annualForecast(amountSoFar: number, monthsElapsed: number): number | null {
  return monthsElapsed > 0 ? (amountSoFar / monthsElapsed) * 12 : null;
}

/** A part as a percentage of a total (null when the total is 0). */
export function percentOf(part: number, total: number): number | null {
  return total === 0 || !Number.isFinite(total) ? null : (part / total) * 100;
}

/** The year-to-date %: this year's amount against last year's amount over the same months. */
export function yearToDatePercent(current: number, previousSamePeriod: number): number | null {
  return percentOf(current, previousSamePeriod);
}

/** The month range of the reports (months 1–12, null while not chosen). */
export interface MonthRange {
  readonly start: number | null;
  readonly end: number | null;
}

/** The default range: January to December. */
export const DEFAULT_MONTH_RANGE: MonthRange = { start: 1, end: 12 };

/** Choosing the start month clears the end month. */
export function pickStartMonth(_range: MonthRange, month: number): MonthRange {
  return { start: month, end: null };
}

/** True when a month may be chosen as the end: at or after the start. */
export function canPickEndMonth(range: MonthRange, month: number): boolean {
  return range.start !== null && month >= range.start;
}

/** Chooses the end month when allowed; otherwise the range is unchanged. */
export function pickEndMonth(range: MonthRange, month: number): MonthRange {
  return canPickEndMonth(range, month) ? { ...range, end: month } : range;
}

/** Accept is possible only when both months are set. */
export function canAcceptMonthRange(range: MonthRange): boolean {
  return range.start !== null && range.end !== null;
}

/** The mesIni/mesFin parameters of the consumption calls, as two-digit months. */
export function monthRangeParams(range: MonthRange): { readonly mesIni: string; readonly mesFin: string } {
  return { mesIni: twoDigits(range.start ?? 1), mesFin: twoDigits(range.end ?? 12) };
}

/** One point of a 12-month chart. */
export interface MonthPoint {
  readonly month: number;
  readonly name: string;
  readonly value: number;
}

/** The 12-month series of a year: every month named in Spanish, missing months as 0, repeated months added. */
export function twelveMonthSeries<T>(rows: readonly T[], monthOf: (row: T) => number, lookup: (row: T) => number | null | undefined): MonthPoint[] {
  const values = new Array<number>(12).fill(0);
  for (const row of rows) {
    const m = monthOf(row);
    const v = lookup(row);
    if (Number.isInteger(m) && m >= 1 && m <= 12 && typeof v === 'number' && Number.isFinite(v)) values[m - 1]! += v;
  }
  return MONTH_NAMES_ES.map((name, i) => ({ month: i + 1, name, value: values[i]! }));
}

/** The years the consumption table shows: the data years, or the previous and current year if fewer than 2. */
export function yearsToShow(dataYears: readonly number[], today: CalendarDate): number[] {
  const years = [...new Set(dataYears)].sort((a, b) => a - b);
  return years.length < 2 ? [today.year - 1, today.year] : years;
}

/** Row types of the dashboard consumption (TIPO). */
export const DASHBOARD_CONSUMPTION_TYPES = { individual: 'I', group: 'G', country: 'P', individualTotal: 'TI', groupTotal: 'TG', countryTotal: 'TP' } as const;

/** Messages of the consumption blocks, verbatim. */
export const CONSUMPTION_MESSAGES = {
  noIndividual: 'No hay consumos individuales',
  noGroup: 'No hay consumos del grupo',
  noCountry: 'No hay consumos del país',
  notFoundPrefix: 'No se encontraron consumos del',
} as const;

/** Accumulation values of the reports: 1 supplier, 2 family, 3 subfamily, 4 brand. */
export const ACCUMULATE_BY = { supplier: 1, family: 2, subfamily: 3, brand: 4 } as const;

/** Consumption line types: 0 detail, 1 totals, 2 subtotal, 3 group total, 4 other. */
export const CONSUMPTION_LINE_TYPES = { detail: 0, totals: 1, subtotal: 2, groupTotal: 3, other: 4 } as const;

/** True for the grouping levels (types 2 to 4), which are styled differently. */
export function isGroupingLine(tipo: number): boolean {
  return tipo >= 2 && tipo <= 4;
}

/** The report lines to show: group-total lines (TIPO 3) are hidden when a supplier id is given. */
export function visibleConsumptionLines<T extends { readonly TIPO: number }>(lines: readonly T[], supplierId: number | null | undefined): T[] {
  return supplierId == null ? [...lines] : lines.filter((l) => l.TIPO !== CONSUMPTION_LINE_TYPES.groupTotal);
}

/** A row of the year's monthly consumption (GetConsumo_GraficoAnual): its kind, month (null for a total) and figures. */
export interface MonthlyConsumptionRow {
  readonly TIPO: string;
  readonly MES: number | null;
  readonly IMPORTE: number;
  readonly IMPORTE_ANTERIOR: number;
  readonly CIENTO: number | null;
}

/** The months of one kind (I, G or P) in order, named in Spanish, as a consumption chart draws them. */
export function monthlySeries(rows: readonly MonthlyConsumptionRow[], kind: string) {
  return rows
    .filter((r) => r.TIPO === kind && r.MES !== null)
    .sort((a, b) => (a.MES ?? 0) - (b.MES ?? 0))
    .map((r) => ({ month: r.MES ?? 0, name: monthName(r.MES ?? 1), current: r.IMPORTE, previous: r.IMPORTE_ANTERIOR, percent: r.CIENTO }));
}
