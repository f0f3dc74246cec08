import { calendarDateOf, formatDate, twoDigits } from '@socios/domain';

/**
 * An ISO instant as the portal shows it, in the browser's time: 'DD/MM/YYYY HH:MM' ('—' when missing or unreadable).
 * The same rule as the orders area's; features do not import one another, so each keeps its few lines.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '—';
  return `${formatDate(calendarDateOf(instant))} ${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}`;
}
