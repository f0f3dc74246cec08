/**
 * The year filter of the vehicle model and engine tables (spec 001 §5): it applies only when 4 or more characters are
 * entered and matches the rows whose years run over that year, from fechaDesde to fechaHasta (MM/YYYY), an empty end
 * date meaning today.
 *
 * Choices: the filter compares years only (a model from 09/2015 matches 2015). Text of 4+ characters that is not a
 * four-digit year matches nothing. A missing or unreadable start date has no lower bound; an unreadable end date is
 * treated like an empty one (today).
 */
import type { CalendarDate } from './dates';
import { parseMonthYear } from './dates';

/** Characters needed before the year filter applies. */
export const YEAR_FILTER_MIN_CHARS = 4;

/** True when a model or engine built from `from` to `to` (MM/YYYY, empty = today) matches the typed year text. */
export function matchesYearFilter(typed: string, from: string | null | undefined, to: string | null | undefined, today: CalendarDate): boolean {
  const text = typed.trim();
  if (text.length < YEAR_FILTER_MIN_CHARS) return true;
  if (!/^\d{4}$/.test(text)) return false;
  const year = Number(text);
  const start = from ? parseMonthYear(from) : null;
  const end = to ? parseMonthYear(to) : null;
  const endYear = end ? end.year : today.year;
  return (start === null || start.year <= year) && year <= endYear;
}
