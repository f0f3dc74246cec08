/**
 * Price updates and product-condition scales (spec 001 §2.6, §2.7, §3 Price update history / Update line / Product
 * condition, §4, §8, §9).
 *
 * - Update types: P partial (the default), C complete, F future; the Fechas modal groups a brand's (or every brand's)
 *   updates by type, then month, then day, then brand, each with its count.
 * - The title reads 'Actualizaciones Parciales/Completas/Futuras de {brand} del {date}'.
 * - Update lines load in batches: 50 first, at least 50 each time, the next batch when 10 or fewer loaded lines are
 *   left below the last one shown.
 * - A line's difference is the new value minus the old one, in euros and in percent of the old one.
 * - A scale covers consumption from CNDSE_INI (inclusive) to CNDSE_FIN (exclusive; none = no limit); the member's own
 *   range is the one its consumption falls in.
 *
 * Choices: months and days are newest first, brands in Spanish order (ties by id); counts of a type, month or day are
 * the number of updates in it (the server counts them by day: the modal never reads every update), a brand's count
 * is its number of changed references; a difference against an old
 * value of 0 (or none) has no percent.
 */
import { type CalendarDate, daysInMonth, formatDate, monthName, parseDate } from './dates';
import { roundTo } from './formatNumber';
import { compareNames } from './text';

/** The update types in the order of the Fechas modal, with their plural label. */
export const UPDATE_TYPES = [
  { code: 'P', label: 'Parciales' },
  { code: 'C', label: 'Completas' },
  { code: 'F', label: 'Futuras' },
] as const;

export type UpdateType = (typeof UPDATE_TYPES)[number]['code'];

/** The type shown first. */
export const DEFAULT_UPDATE_TYPE: UpdateType = 'P';

/** True for P, C or F. */
export function isUpdateType(value: unknown): value is UpdateType {
  return UPDATE_TYPES.some((t) => t.code === value);
}

/** The plural label of a type ('Parciales' for P). */
export function updateTypeLabel(type: UpdateType): string {
  return UPDATE_TYPES.find((t) => t.code === type)?.label ?? '';
}

/** One entry of a price update history (001 §3). */
export interface PriceUpdateLike {
  readonly HIS_ID: number;
  readonly HIS_TIPO_TAR: string;
  /** DD/MM/YYYY. */
  readonly HIS_FECHA_ACTUALIZACION: string;
  readonly MAR_NOMBRE: string;
  /** How many references the update changed. */
  readonly NUM_LINEAS?: number | null;
}

/**
 * The updates of one type on one day (what the Fechas modal counts without reading every update): the type,
 * the day (DD/MM/YYYY) and how many updates there are.
 */
export interface UpdateDayLike {
  readonly HIS_TIPO_TAR: string;
  /** DD/MM/YYYY. */
  readonly HIS_FECHA_ACTUALIZACION: string;
  readonly NUM_ACTUALIZACIONES: number;
}

export interface UpdateDayNode {
  readonly key: string;
  /** DD/MM/YYYY. */
  readonly date: string;
  /** Updates of the day. */
  readonly count: number;
}
export interface UpdateMonthNode {
  readonly key: string;
  /** 'Noviembre 2026'. */
  readonly label: string;
  readonly count: number;
  /** First and last day of the month (DD/MM/YYYY): the window its updates are asked for in. */
  readonly from: string;
  readonly to: string;
  readonly days: UpdateDayNode[];
}
export interface UpdateTypeNode {
  readonly type: UpdateType;
  readonly label: string;
  readonly count: number;
  readonly months: UpdateMonthNode[];
}

const dayValue = (d: CalendarDate) => d.year * 10_000 + d.month * 100 + d.day;

/**
 * The Fechas modal's accordions from the day counts: every type (even an empty one, so its 'No hay actualizaciones de
 * este tipo' can be shown), its months and days newest first, each with its number of updates. A day's updates (the
 * brands) are read when it is opened. Entries with an unknown type or a date that is not DD/MM/YYYY are left out; the
 * same type and day given twice add up.
 */
export function updatesTree(days: readonly UpdateDayLike[]): UpdateTypeNode[] {
  return UPDATE_TYPES.map(({ code, label }) => {
    const dated = days
      .filter((u) => u.HIS_TIPO_TAR === code)
      .map((u) => ({ n: Math.max(0, Math.trunc(u.NUM_ACTUALIZACIONES)), date: parseDate(u.HIS_FECHA_ACTUALIZACION) }))
      .filter((x): x is { n: number; date: CalendarDate } => x.date !== null && x.n > 0)
      .sort((a, b) => dayValue(b.date) - dayValue(a.date));
    const months: UpdateMonthNode[] = [];
    let count = 0;
    for (const { n, date } of dated) {
      const monthKey = `${date.year}-${String(date.month).padStart(2, '0')}`;
      let month = months.at(-1);
      if (month?.key !== monthKey) {
        month = {
          key: monthKey,
          label: `${monthName(date.month)} ${date.year}`,
          count: 0,
          from: formatDate({ year: date.year, month: date.month, day: 1 }),
          to: formatDate({ year: date.year, month: date.month, day: daysInMonth(date.year, date.month) }),
          days: [],
        };
        months.push(month);
      }
      const dayKey = formatDate(date);
      const day = month.days.at(-1);
      if (day?.key === dayKey) (day as { count: number }).count += n;
      else month.days.push({ key: dayKey, date: dayKey, count: n });
      (month as { count: number }).count += n;
      count += n;
    }
    return { type: code, label, count, months };
  });
}

/** The newest updates a price-update screen offers before a date is chosen (latestUpdates). */
export interface LatestUpdates {
  /** The type, and the window of days its updates are asked for in (DD/MM/YYYY, both included). */
  readonly window: { readonly type: UpdateType; readonly from: string; readonly to: string };
  /** 'Últimas actualizaciones Parciales del 07/12/2026' or 'Últimas actualizaciones Completas de Noviembre 2026'. */
  readonly title: string;
}

/**
 * What the price-update screen shows before a date is chosen, so that a member sees the newest changes at once instead
 * of an empty page: the newest day with updates (every brand's screen lists that day's brands) or, on one brand's
 * screen, the newest month (its dates). Only updates already in force count (Parciales and Completas; Futuras stay in
 * the Fechas modal); of the two, the newer, and Parciales on the same day. Null when there are none.
 */
export function latestUpdates(tree: readonly UpdateTypeNode[], per: 'day' | 'month'): LatestUpdates | null {
  let best: { node: UpdateTypeNode; month: UpdateMonthNode; day: UpdateDayNode; value: number } | null = null;
  for (const node of tree) {
    if (node.type === 'F') continue;
    const month = node.months[0];
    const day = month?.days[0];
    const date = day ? parseDate(day.date) : null;
    if (!month || !day || !date) continue;
    const value = dayValue(date);
    if (!best || value > best.value) best = { node, month, day, value };
  }
  if (!best) return null;
  const { node, month, day } = best;
  return per === 'day'
    ? { window: { type: node.type, from: day.date, to: day.date }, title: `Últimas actualizaciones ${node.label} del ${day.date}` }
    : { window: { type: node.type, from: month.from, to: month.to }, title: `Últimas actualizaciones ${node.label} de ${month.label}` };
}

/** A day's updates as the Fechas modal lists them: brands in Spanish order (ties by id). */
export function sortDayUpdates<T extends PriceUpdateLike>(updates: readonly T[]): T[] {
  return [...updates].sort((a, b) => compareNames(a.MAR_NOMBRE, b.MAR_NOMBRE) || a.HIS_ID - b.HIS_ID);
}

/**
 * Bounds of the price-update calls: a page of the update list holds UPDATES_PAGE rows unless asked for
 * fewer (at most UPDATES_PAGE_MAX); the day counts answer at most UPDATE_DAYS_MAX rows (three types over ten years).
 */
export const UPDATES_PAGE = 500;
export const UPDATES_PAGE_MAX = 1_000;
export const UPDATE_DAYS_MAX = 3 * 3_660;

/** 'Actualizaciones Parciales de BOSCH del 03/11/2026'. */
export function updateTitle(type: UpdateType, brand: string, date: string): string {
  return `Actualizaciones ${updateTypeLabel(type)} de ${brand} del ${date}`;
}

/** The columns update lines may be sorted by (the call's orderBy); reference first. */
export const UPDATE_LINE_SORT_COLUMNS = ['ART_REFERENCIA', 'ART_DESCRIPCION', 'SFA_NOMBRE', 'PVP_CIENTO_DIFERENCIA', 'NETO_CIENTO_DIFERENCIA'] as const;
export type UpdateLineSortColumn = (typeof UPDATE_LINE_SORT_COLUMNS)[number];

/** Update lines shown first and the least asked for each time (001 §9). */
export const UPDATE_BATCH = 50;
/** The next batch is asked for when this many loaded lines, or fewer, are left below the last one shown. */
export const UPDATE_BATCH_THRESHOLD = 10;

/** The startIndex/endIndex (0-based, end exclusive) of the batch after `loaded` lines. */
export function nextUpdateBatch(loaded: number, size = UPDATE_BATCH): { startIndex: number; endIndex: number } {
  const start = Math.max(0, Math.floor(loaded));
  return { startIndex: start, endIndex: start + Math.max(UPDATE_BATCH, Math.floor(size)) };
}

/**
 * True when the next batch should be asked for: more lines exist (`total` unknown counts as more while the last batch
 * came full) and the last line shown (0-based) is within the threshold of the end of what is loaded.
 */
export function needsNextBatch(lastShown: number, loaded: number, more: boolean): boolean {
  return more && loaded - 1 - lastShown <= UPDATE_BATCH_THRESHOLD;
}

/** The change from an old value to a new one: in euros, and in percent of the old one (null when there is no old value). */
export function priceDifference(before: number | null, after: number | null): { amount: number | null; percent: number | null } {
  if (before === null || after === null) return { amount: null, percent: null };
  const amount = roundTo(after - before);
  return { amount, percent: before === 0 ? null : roundTo(((after - before) / before) * 100) };
}

/** One scale of a product condition (001 §3). */
export interface ScaleLike {
  readonly CNDSE_INI: number;
  readonly CNDSE_FIN: number | null;
}

/** CNDS_TIPO 2: the condition has scales. */
export const SCALED_CONDITION_TYPE = 2;

/** The index of the scale the consumption falls in (from inclusive, to exclusive, none = no limit), or -1. */
export function userScaleIndex(scales: readonly ScaleLike[], consumption: number | null): number {
  if (consumption === null || !Number.isFinite(consumption)) return -1;
  return scales.findIndex((s) => consumption >= s.CNDSE_INI && (s.CNDSE_FIN === null || consumption < s.CNDSE_FIN));
}
