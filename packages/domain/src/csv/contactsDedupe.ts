/**
 * Re-importing a contacts file must not duplicate the book: a row whose e-mail is already in the
 * user's book, or already appeared higher up in the same file, is skipped and counted. E-mails compare trimmed and
 * case-insensitively ('Ana@Taller.es' and 'ana@taller.es ' are the same contact).
 */
import { CONTACT_IMPORT_MESSAGES } from './contactsImport';

/** The key two e-mails share when they name the same contact. */
export function contactEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Rows to insert and how many were skipped because their e-mail is already known. */
export interface ContactDedupe<T> {
  readonly fresh: readonly T[];
  readonly skipped: number;
}

/** Keeps the rows whose e-mail is neither in `existingEmails` nor on an earlier row; counts the others. */
export function skipKnownContacts<T>(rows: readonly T[], emailOf: (row: T) => string, existingEmails: Iterable<string>): ContactDedupe<T> {
  const seen = new Set<string>();
  for (const e of existingEmails) seen.add(contactEmailKey(e));
  const fresh: T[] = [];
  for (const row of rows) {
    const key = contactEmailKey(emailOf(row));
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(row);
  }
  return { fresh, skipped: rows.length - fresh.length };
}

/** The import's result message: the spec's success text, plus how many were skipped when any were. */
export function contactImportSuccessText(imported: number, skipped: number): string {
  const base = CONTACT_IMPORT_MESSAGES.success;
  if (skipped === 0) return base;
  const added = imported === 1 ? 'Se ha añadido 1 contacto nuevo' : `Se han añadido ${imported} contactos nuevos`;
  const known =
    skipped === 1 ? '1 ya estaba en la agenda (mismo email) y no se ha duplicado' : `${skipped} ya estaban en la agenda (mismo email) y no se han duplicado`;
  return `${base}\n${added}; ${known}.`;
}
