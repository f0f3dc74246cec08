/**
 * The contacts CSV import (spec 000 §5): UTF-8, ';' separated, columns in order name; e-mail; phone; mobile; group id.
 * Name and e-mail are required; phone, mobile and group id are numeric only; optional columns may be empty but must
 * exist. Blank lines are ignored and duplicate lines removed. The same code checks the file in the browser and on the
 * server; the result holds every valid row AND every error by line: the caller refuses the import when ok is false,
 * nothing is dropped silently.
 *
 * Choices:
 * - A first line that reads like the template header (first cell 'Nombre', second without '@') is skipped.
 * - Extra columns after the fifth are accepted only when empty (spreadsheets append ';').
 * - Phone and mobile follow the contact form (digits only, max 9, negative flagged); group id is digits only.
 * - The spec's help text states the numeric rule "but no check is shown": we check it (the server must).
 */
import { LIMIT_MESSAGES, USER_LIMITS } from '../limits';
import { CONTACT_LIMITS, CONTACT_MESSAGES, validateContact } from '../validation/contact';
import type { CsvLineError } from './reader';
import { readCsv } from './reader';
import { searchKey } from '../text';

/** The columns of the contacts import, in order. */
export const CONTACT_IMPORT_COLUMNS = ['Nombre', 'Email', 'Teléfono', 'Móvil', 'Id grupo'] as const;

/** Messages of the contacts import: the spec's success and failure texts, and ours for a short line. */
export const CONTACT_IMPORT_MESSAGES = {
  success: 'Contactos importados correctamente.',
  failureTitle: 'Error al importar contactos',
  wrongColumnCount: `La línea debe tener ${CONTACT_IMPORT_COLUMNS.length} columnas: ${CONTACT_IMPORT_COLUMNS.join('; ')}`,
  empty: 'El fichero no contiene contactos',
} as const;

/** A contact ready for Usuarios/AltaMasivaContactos (Accion 0), with the line it came from. */
export interface ImportedContact {
  readonly line: number;
  readonly CONT_NOMBRE: string;
  readonly CONT_MAIL: string;
  readonly CONT_TELEFONO: string | null;
  readonly CONT_MOVIL: string | null;
  readonly CONT_ID_GRUPO_CONTACTO: number | null;
  readonly Accion: 0;
}

/** Result of the contacts import. */
export interface ContactImportResult {
  /** True when the file has contacts and no errors. */
  readonly ok: boolean;
  readonly contacts: readonly ImportedContact[];
  readonly errors: readonly CsvLineError[];
  readonly duplicateLines: readonly number[];
  readonly headerSkipped: boolean;
}

function looksLikeHeader(fields: readonly string[]): boolean {
  return searchKey(fields[0]?.trim() ?? '') === 'nombre' && !(fields[1] ?? '').includes('@');
}

/** Reads and checks a contacts CSV: valid contacts plus errors by line. */
export function importContactsCsv(text: string): ContactImportResult {
  const read = readCsv(text);
  const errors: CsvLineError[] = [...read.errors];
  const contacts: ImportedContact[] = [];
  let records = read.records;
  const headerSkipped = records.length > 0 && looksLikeHeader(records[0]!.fields);
  if (headerSkipped) records = records.slice(1);
  const width = CONTACT_IMPORT_COLUMNS.length;
  for (const { line, fields } of records) {
    if (fields.length < width || fields.slice(width).some((f) => f.trim() !== '')) {
      errors.push({ line, message: CONTACT_IMPORT_MESSAGES.wrongColumnCount });
      continue;
    }
    const [name = '', email = '', phone = '', mobile = '', group = ''] = fields.map((f) => f.trim());
    const checked = validateContact({ name, email, phone, mobile, groupId: group });
    if (!checked.ok) {
      for (const e of checked.errors) errors.push({ line, field: e.field ?? 'name', message: e.message });
      continue;
    }
    const v = checked.value;
    contacts.push({
      line,
      CONT_NOMBRE: v.name,
      CONT_MAIL: v.email,
      CONT_TELEFONO: v.phone === '' ? null : v.phone,
      CONT_MOVIL: v.mobile === '' ? null : v.mobile,
      CONT_ID_GRUPO_CONTACTO: v.groupId,
      Accion: 0,
    });
  }
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  if (contacts.length === 0 && errors.length === 0) errors.push({ line: null, message: CONTACT_IMPORT_MESSAGES.empty });
  if (contacts.length > USER_LIMITS.importRows) errors.unshift({ line: null, message: LIMIT_MESSAGES.importTooManyRows(contacts.length) });
  return { ok: errors.length === 0, contacts, errors, duplicateLines: read.duplicateLines, headerSkipped };
}

/** The limits the import applies (the contact form's). */
export const CONTACT_IMPORT_LIMITS = CONTACT_LIMITS;
/** The field messages the import reports (the contact form's). */
export const CONTACT_IMPORT_FIELD_MESSAGES = CONTACT_MESSAGES;
