/**
 * The consumption reports of 001 §2.3 / §4 / §7: the 13 groupings the spec names, what each one groups by and in
 * which order, the accumulate-by and group-by selectors that choose one, the period a report covers, and the
 * order and line types (TIPO) in which a grouped report reads.
 *
 * Choices (the spec names the groupings but not their meaning):
 * - A grouping name lists its levels: `ProveedoresXFamiliaXSubFamilia` is supplier › family › subfamily.
 *   Accumulate-by picks the first level; group-by the levels under it.
 * - Lines read like a tree: each group's subtotal line comes first (TIPO 2 for the first level, TIPO 4 for the
 *   second of three), then its details (TIPO 0); the member's total (TIPO 1) and the group's total (TIPO 3) close
 *   the report. Groups and details go by this year's amount, largest first, then by name.
 * - The period: months mesIni–mesFin of the year, cut at the current month in the current year, and the same
 *   months of the previous year, so that every comparison is like for like.
 * - Forecast = this year's figure over the months counted × 12 (annualForecast).
 */
import type { CalendarDate } from './dates';

/** The four things purchases are grouped by. */
export type ConsumptionDimension = 'supplier' | 'family' | 'subfamily' | 'brand';

/** The 13 groupings of GetConsumo_{grouping}, each with its levels in order. */
export const CONSUMPTION_GROUPINGS = {
  Proveedores: ['supplier'],
  ProveedoresXFamiliaXSubFamilia: ['supplier', 'family', 'subfamily'],
  ProveedoresXMarca: ['supplier', 'brand'],
  ProveedoresXSubFamilia: ['supplier', 'subfamily'],
  Familias: ['family'],
  FamiliasXMarca: ['family', 'brand'],
  FamiliasXProveedor: ['family', 'supplier'],
  FamiliasXSubFamiliaXMarca: ['family', 'subfamily', 'brand'],
  Subfamilias: ['subfamily'],
  SubfamiliasXMarca: ['subfamily', 'brand'],
  SubfamiliasXProveedor: ['subfamily', 'supplier'],
  Marcas: ['brand'],
  MarcasXSubFamilia: ['brand', 'subfamily'],
} as const satisfies Record<string, readonly ConsumptionDimension[]>;

/** A grouping name of the spec. */
export type ConsumptionGrouping = keyof typeof CONSUMPTION_GROUPINGS;

/** The 13 grouping names, in the spec's order. */
export const CONSUMPTION_GROUPING_NAMES = Object.keys(CONSUMPTION_GROUPINGS) as ConsumptionGrouping[];

/** The levels of a grouping. */
export function groupingLevels(grouping: ConsumptionGrouping): readonly ConsumptionDimension[] {
  return CONSUMPTION_GROUPINGS[grouping];
}

/** Column titles of the dimensions. */
export const DIMENSION_TITLES: Record<ConsumptionDimension, string> = {
  supplier: 'Proveedor',
  family: 'Familia',
  subfamily: 'Subfamilia',
  brand: 'Marca',
};

/** Accumulate-by values (1 supplier, 2 family, 3 subfamily, 4 brand) and their first level. */
export const ACCUMULATE_DIMENSIONS: Record<1 | 2 | 3 | 4, ConsumptionDimension> = { 1: 'supplier', 2: 'family', 3: 'subfamily', 4: 'brand' };

/** The accumulate-by options of the selector. */
export const ACCUMULATE_OPTIONS = [
  { value: 1, label: 'Proveedor' },
  { value: 2, label: 'Familia' },
  { value: 3, label: 'Subfamilia' },
  { value: 4, label: 'Marca' },
] as const;

/** One option of the group-by selector. */
export interface GroupByOption {
  readonly grouping: ConsumptionGrouping;
  readonly label: string;
}

/** The group-by options for an accumulation: the groupings that start with its dimension ('Sin desglose' first). */
export function groupByOptions(accumulate: 1 | 2 | 3 | 4): GroupByOption[] {
  const first = ACCUMULATE_DIMENSIONS[accumulate];
  return CONSUMPTION_GROUPING_NAMES.filter((g) => CONSUMPTION_GROUPINGS[g][0] === first)
    .map((grouping) => {
      const rest = CONSUMPTION_GROUPINGS[grouping].slice(1);
      return { grouping, label: rest.length ? `Por ${rest.map((d) => DIMENSION_TITLES[d].toLowerCase()).join(' y ')}` : 'Sin desglose' };
    })
    .sort((a, b) => CONSUMPTION_GROUPINGS[a.grouping].length - CONSUMPTION_GROUPINGS[b.grouping].length);
}

/** The accumulation (first level) of a grouping. */
export function accumulateOf(grouping: ConsumptionGrouping): 1 | 2 | 3 | 4 {
  const first = CONSUMPTION_GROUPINGS[grouping][0];
  return ([1, 2, 3, 4] as const).find((k) => ACCUMULATE_DIMENSIONS[k] === first) ?? 1;
}

/** The months a report covers in each of the two years, and how many of them count for the forecast. */
export interface ReportPeriod {
  readonly year: number;
  readonly from: number;
  readonly to: number;
  readonly months: number;
}

/**
 * The period of a report: months `start`–`end` (swapped when reversed) of `year`, cut at today's month in the
 * current year; a future year or a range that starts after today's month counts no months.
 */
export function reportPeriod(year: number, start: number, end: number, today: CalendarDate): ReportPeriod {
  const from = Math.min(start, end);
  let to = Math.max(start, end);
  if (year === today.year) to = Math.min(to, today.month);
  if (year > today.year) to = from - 1;
  return { year, from, to: Math.max(to, from - 1), months: Math.max(0, to - from + 1) };
}

/** Spanish month abbreviations, January first, as figures name their months ('Ene–Nov 2025'). */
export const MONTH_ABBREVIATIONS_ES = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'] as const;

/**
 * The months and year a figure covers, as it is labelled on screen and in exports: 'Ene–Nov 2025', 'Dic 2025'. Every
 * amount of a report says which months it adds up, so that a year cut at today's month is never read as a whole year.
 */
export function periodLabel(period: { year: number; from: number; to: number }): string {
  const from = MONTH_ABBREVIATIONS_ES[period.from - 1] ?? '';
  const to = MONTH_ABBREVIATIONS_ES[Math.max(period.from, period.to) - 1] ?? '';
  return `${from === to ? from : `${from}–${to}`} ${period.year}`;
}

/** The same months of the year before: what a report compares its period with. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  return { ...period, year: period.year - 1 };
}

/**
 * What a report's annual forecast is: for a finished year ('closed') the year's own total, whatever months were
 * chosen; for the current year ('partial') the chosen months so far extrapolated to twelve; none for a year with no
 * month elapsed.
 */
export type ForecastBasis = 'closed' | 'partial' | 'none';

/** The basis of the forecast of a report period seen on `today`. */
export function forecastBasis(period: ReportPeriod, today: CalendarDate): ForecastBasis {
  if (period.months === 0) return 'none';
  return period.year < today.year ? 'closed' : 'partial';
}

/** The label of the forecast figure: 'Total 2025 (año cerrado)' or 'Previsión 2026 (al ritmo de Ene–Nov)'. */
export function forecastLabel(period: ReportPeriod, today: CalendarDate): string {
  const basis = forecastBasis(period, today);
  if (basis === 'closed') return `Total ${period.year} (año cerrado)`;
  if (basis === 'partial') return `Previsión ${period.year} (al ritmo de ${periodLabel(period).replace(` ${period.year}`, '')})`;
  return `Previsión ${period.year}`;
}

/** The whole year of a period: what a closed year's forecast adds up. */
export function wholeYear(period: ReportPeriod): ReportPeriod {
  return { year: period.year, from: 1, to: 12, months: 12 };
}

/** The figures of one line: this year (cur) and the previous one (prev), amounts and units. */
export interface ConsumptionFigures {
  readonly cur: number;
  readonly prev: number;
  readonly units: number;
  readonly unitsPrev: number;
}

/** One row of a grouped query: the keys of the levels it is grouped by (null where rolled up) and its figures. */
export interface ConsumptionGroupRow extends ConsumptionFigures {
  /** Ids of the levels, in the grouping's order; null for a level this row adds up. */
  readonly keys: readonly (number | null)[];
  /** Names of the levels (null where rolled up). */
  readonly names: readonly (string | null)[];
}

/** A line of the report before it is put on the wire. */
export interface ConsumptionReportLine extends ConsumptionFigures {
  readonly tipo: number;
  /** The ids and names of the line's levels (up to its depth). */
  readonly keys: readonly (number | null)[];
  readonly names: readonly (string | null)[];
  readonly depth: number;
}

const byAmount = (a: ConsumptionGroupRow, b: ConsumptionGroupRow, level: number) =>
  b.cur - a.cur || (a.names[level] ?? '').localeCompare(b.names[level] ?? '', 'es');

/**
 * Puts the rows of a rolled-up query (every level combination, the subtotals and the grand total) in the order a
 * grouped report reads, with their TIPO: subtotal lines (2, and 4 for the middle level of three) before their
 * details (0), the total (1) last. Rows whose depth does not exist in the grouping are ignored.
 */
export function orderReportLines(rows: readonly ConsumptionGroupRow[], levels: number): ConsumptionReportLine[] {
  const depthOf = (r: ConsumptionGroupRow) => {
    const i = r.keys.indexOf(null);
    return i === -1 ? r.keys.length : i;
  };
  const withDepth = rows.map((r) => ({ row: r, depth: depthOf(r) }));
  const total = withDepth.find((r) => r.depth === 0)?.row;
  const tipoOf = (depth: number) => (depth === levels ? 0 : depth === 1 ? 2 : 4);
  const out: ConsumptionReportLine[] = [];
  const walk = (depth: number, prefix: readonly (number | null)[]) => {
    const children = withDepth
      .filter((r) => r.depth === depth && prefix.every((k, i) => r.row.keys[i] === k))
      .map((r) => r.row)
      .sort((a, b) => byAmount(a, b, depth - 1));
    for (const child of children) {
      out.push({ ...pickFigures(child), tipo: tipoOf(depth), keys: child.keys.slice(0, depth), names: child.names.slice(0, depth), depth });
      if (depth < levels) walk(depth + 1, child.keys.slice(0, depth));
    }
  };
  walk(1, []);
  if (total) out.push({ ...pickFigures(total), tipo: 1, keys: [], names: [], depth: 0 });
  return out;
}

function pickFigures(r: ConsumptionFigures): ConsumptionFigures {
  return { cur: r.cur, prev: r.prev, units: r.units, unitsPrev: r.unitsPrev };
}

/** The text of an empty report: 'No se encontraron consumos del …' completed with the year and months. */
export function noConsumptionText(period: { year: number; from: number; to: number }, monthNames: readonly string[]): string {
  const from = (monthNames[period.from - 1] ?? '').toLowerCase();
  const to = (monthNames[period.to - 1] ?? '').toLowerCase();
  return `No se encontraron consumos del ejercicio ${period.year}${from && to ? ` (${from === to ? from : `${from} a ${to}`})` : ''}.`;
}

/** The names a report line carries (the wire's PROVEEDOR, FAMILIA, SUBFAMILIA and MARCA). */
export interface ReportLineNames {
  readonly TIPO: number;
  readonly PROVEEDOR: string | null;
  readonly FAMILIA: string | null;
  readonly SUBFAMILIA: string | null;
  readonly MARCA: string | null;
}

const NAME_OF: Record<ConsumptionDimension, 'PROVEEDOR' | 'FAMILIA' | 'SUBFAMILIA' | 'MARCA'> = {
  supplier: 'PROVEEDOR',
  family: 'FAMILIA',
  subfamily: 'SUBFAMILIA',
  brand: 'MARCA',
};

/** True for the closing lines: the member's total (1) and the group's (3). */
export function isTotalLine(tipo: number): boolean {
  return tipo === 1 || tipo === 3;
}

/** How deep a line sits in the grouping: the number of its levels that are named (totals: 0). */
export function lineDepth(line: ReportLineNames, levels: readonly ConsumptionDimension[]): number {
  if (isTotalLine(line.TIPO)) return 0;
  const i = levels.findIndex((d) => line[NAME_OF[d]] === null);
  return i === -1 ? levels.length : i;
}

/** What a line is about: the name of its deepest level ('TOTAL' / 'TOTAL GRUPO' for the totals). */
export function lineLabel(line: ReportLineNames, levels: readonly ConsumptionDimension[]): string {
  const named = levels.map((d) => line[NAME_OF[d]]).filter((n): n is string => n !== null);
  return named.at(-1) ?? '';
}

/**
 * The lines whose names contain `text` (case and accents ignored), with the subtotal lines above each of them so
 * that the report still reads as a tree; the totals always stay. An empty text keeps everything.
 */
export function filterReportLines<T extends ReportLineNames>(lines: readonly T[], levels: readonly ConsumptionDimension[], text: string): T[] {
  const needle = fold(text.trim());
  if (!needle) return [...lines];
  const keep = new Array<boolean>(lines.length).fill(false);
  lines.forEach((line, i) => {
    if (isTotalLine(line.TIPO)) {
      keep[i] = true;
      return;
    }
    if (!levels.some((d) => fold(line[NAME_OF[d]] ?? '').includes(needle))) return;
    keep[i] = true;
    // Its ancestors: the closest earlier line of each smaller depth.
    let depth = lineDepth(line, levels);
    for (let j = i - 1; j >= 0 && depth > 1; j--) {
      const d = lineDepth(lines[j]!, levels);
      if (d > 0 && d < depth) {
        keep[j] = true;
        depth = d;
      }
    }
  });
  return lines.filter((_, i) => keep[i]);
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}
