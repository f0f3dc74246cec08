/**
 * Calendar dates as the spec writes them: DD/MM/YYYY (news, documents, price updates) and MM/YYYY (vehicle models).
 * A date is a plain { year, month, day } value, never a Date: no time zone can shift it by a day. The one bridge to
 * Date (calendarDateOf) reads the local calendar fields of an instant the caller passes in; no rule reads the clock.
 *
 * Choices: parsing is strict (two-digit day and month, four-digit year, a real calendar day: 31/02/2024 is rejected)
 * except that surrounding spaces are ignored. Month names are capitalised ('Enero'), as the filter options show them.
 */

/** A day of the calendar; month is 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A month of a year; month is 1–12. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** Spanish month names, January first. */
export const MONTH_NAMES_ES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

/** The Spanish name of a month 1–12 ('' outside that range). */
export function monthName(month: number): string {
  return MONTH_NAMES_ES[month - 1] ?? '';
}

/** Pads a month or day to two digits: 3 → '03' (the consumption calls send mesIni/mesFin this way). */
export function twoDigits(value: number): string {
  return String(Math.trunc(value)).padStart(2, '0');
}

/** True for leap years of the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days of a month of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when the fields make a real calendar day (years 1–9999). */
export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MONTH_YEAR = /^(\d{2})\/(\d{4})$/;

/** Parses 'DD/MM/YYYY'; null when the text is not a real day in that form. */
export function parseDate(text: string): CalendarDate | null {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/** Prints a date as 'DD/MM/YYYY'. */
export function formatDate(date: CalendarDate): string {
  return `${twoDigits(date.day)}/${twoDigits(date.month)}/${String(date.year).padStart(4, '0')}`;
}

/** Parses 'MM/YYYY'; null when the text is not a month in that form. */
export function parseMonthYear(text: string): YearMonth | null {
  const match = MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return month >= 1 && month <= 12 && year >= 1 ? { year, month } : null;
}

/** Prints a month as 'MM/YYYY'. */
export function formatMonthYear(value: YearMonth): string {
  return `${twoDigits(value.month)}/${String(value.year).padStart(4, '0')}`;
}

/** The local calendar day of an instant the caller passes in (e.g. today = calendarDateOf(new Date())). */
export function calendarDateOf(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/** A sortable day number (days since 0001-01-01 in the proleptic Gregorian calendar). */
export function dayNumber(date: CalendarDate): number {
  const y = date.month <= 2 ? date.year - 1 : date.year;
  const m = date.month <= 2 ? date.month + 12 : date.month;
  return 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + Math.floor((153 * (m - 3) + 2) / 5) + date.day;
}

/** Orders two dates: negative when a is earlier, 0 when equal, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The day_month part of a tariff export name: 7 March → '07_03'. */
export function dayMonthStamp(today: CalendarDate): string {
  return `${twoDigits(today.day)}_${twoDigits(today.month)}`;
}
