import { calendarDateOf, formatDate, twoDigits } from '@socios/domain';

/** An ISO instant as the portal shows it, in the browser's time: 'DD/MM/YYYY HH:MM' ('—' when missing or unreadable). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '—';
  return `${formatDate(calendarDateOf(instant))} ${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}`;
}

/** An ISO instant's day only: 'DD/MM/YYYY'. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '—' : formatDate(calendarDateOf(instant));
}
