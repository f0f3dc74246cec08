/**
 * Instants (a change-log line, an order, a mailing) as a member reads them: in the group's time zone, Madrid's, on
 * every screen, export and e-mail, whatever the zone of the browser or of the server (one log line read
 * 23:50 on screen in a browser set to UTC and 00:50:19 in the CSV). The one function for it; the zone is named, never
 * taken from the machine.
 *
 * Choices: 'DD/MM/YYYY HH:MM' ('…:SS' when asked), 24 h; an unreadable or missing instant is '—'.
 */
import type { CalendarDate } from './dates';
import { formatDate, twoDigits } from './dates';

/** The group's time zone: every instant is shown in it. */
export const GROUP_TIME_ZONE = 'Europe/Madrid';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: GROUP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock fields of an instant in the group's zone. */
function groupFields(instant: Date): CalendarDate & { hour: number; minute: number; second: number } {
  const n: Record<string, number> = {};
  for (const p of PARTS.formatToParts(instant)) if (p.type !== 'literal') n[p.type] = Number(p.value);
  return { year: n.year ?? 0, month: n.month ?? 0, day: n.day ?? 0, hour: n.hour ?? 0, minute: n.minute ?? 0, second: n.second ?? 0 };
}

/** An ISO text or Date as a Date, or null when missing or unreadable. */
function instantOf(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The calendar day of an instant in the group's zone (e.g. the day an export is dated). */
export function groupCalendarDate(instant: Date): CalendarDate {
  const { year, month, day } = groupFields(instant);
  return { year, month, day };
}

/**
 * An instant in the group's zone: 'DD/MM/YYYY HH:MM', or 'DD/MM/YYYY HH:MM:SS' with `seconds`; '—' when missing or
 * unreadable.
 */
export function formatGroupDateTime(value: Date | string | null | undefined, options: { seconds?: boolean } = {}): string {
  const instant = instantOf(value);
  if (!instant) return '—';
  const f = groupFields(instant);
  const time = `${twoDigits(f.hour)}:${twoDigits(f.minute)}${options.seconds ? `:${twoDigits(f.second)}` : ''}`;
  return `${formatDate(f)} ${time}`;
}

/** An instant's day in the group's zone: 'DD/MM/YYYY'; '—' when missing or unreadable. */
export function formatGroupDay(value: Date | string | null | undefined): string {
  const instant = instantOf(value);
  return instant ? formatDate(groupCalendarDate(instant)) : '—';
}
