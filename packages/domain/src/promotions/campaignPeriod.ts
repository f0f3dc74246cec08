/**
 * The period line of a campaign's e-mail, from its two free-text date fields (001 §3: CAM_FECHA_INICIO and
 * CAM_FECHA_FIN are free text). A member writes either a bare date ('1 de diciembre', '01/12/2026') or a phrase of
 * its own ('Desde el 1 de diciembre', 'Hasta fin de existencias'); the e-mail must read right for both.
 *
 * Choices:
 * - A text that starts with a digit is a bare date: it gets the words around it ('Del 1 al 31 de diciembre' reads
 *   'Del {inicio} al {fin}'; alone, 'Desde el {inicio}' or 'Hasta el {fin}').
 * - Any other text is the member's own phrase and is shown as written, never wrapped ('Del Desde el…' was once printed).
 * - When a phrase and something else are both there, each goes on its own line (no guessing at Spanish grammar to
 *   join them): the result is the lines to show, in order.
 */

/** True when the free text is a bare date (it starts with a digit), which the e-mail puts words around. */
export function isBareDate(text: string): boolean {
  return /^\d/.test(text.trim());
}

/** The period's lines (none, one or two): what the e-mail shows under the description. */
export function campaignPeriodLines(from: string | null | undefined, to: string | null | undefined): string[] {
  const start = from?.trim() ?? '';
  const end = to?.trim() ?? '';
  if (start && end && isBareDate(start) && isBareDate(end)) return [`Del ${start} al ${end}`];
  const lines: string[] = [];
  if (start) lines.push(isBareDate(start) ? `Desde el ${start}` : start);
  if (end) lines.push(isBareDate(end) ? `Hasta el ${end}` : end);
  return lines;
}
