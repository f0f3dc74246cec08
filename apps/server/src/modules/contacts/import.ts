import { type ContactoImportado, ok, refuse } from '@socios/api';
import { CONTACT_IMPORT_MESSAGES, type CsvLineError, formatLineError, LIMIT_MESSAGES, USER_LIMITS, type ValidContact, validateContact } from '@socios/domain';
import type { Db } from '../../db/db';
import type { AreaHandlers } from '../../http/context';
import { insertNewContacts, ownedGroupIds } from './queries';

/** Rows checked between two turns given to other requests. */
const YIELD_EVERY = 500;

/** Errors listed in one refusal; the rest are counted. */
export const IMPORT_ERRORS_LISTED = 50;

/** Our texts of the import's refusal (its popup title is the spec's 'Error al importar contactos'). */
export const IMPORT_SERVER_MESSAGES = {
  nothingImported: (lines: number) => `${lines === 1 ? 'Hay 1 línea con errores' : `Hay ${lines} líneas con errores`}; no se ha importado ningún contacto.`,
  moreErrors: (n: number) => `… y ${n} errores más.`,
  unknownGroup: (id: number) => `El grupo de contacto ${id} no existe`,
} as const;

/** The contract's answer of AltaMasivaContactos. */
type Answer = Awaited<ReturnType<AreaHandlers<'contacts'>['AltaMasivaContactos']>>;

/** The refusal text: how many lines are wrong, then 'Línea N: reason' for each error (the first 50). */
export function importRefusalText(errors: readonly CsvLineError[]): string {
  const lines = new Set(errors.map((e) => e.line)).size;
  const listed = errors.slice(0, IMPORT_ERRORS_LISTED).map(formatLineError);
  if (errors.length > IMPORT_ERRORS_LISTED) listed.push(IMPORT_SERVER_MESSAGES.moreErrors(errors.length - IMPORT_ERRORS_LISTED));
  return [IMPORT_SERVER_MESSAGES.nothingImported(lines), ...listed].join('\n');
}

/**
 * AltaMasivaContactos: every row re-checked with the contact form's rules (the same code the browser ran on the
 * file: lengths in characters, addresses, line breaks, invalid or mis-decoded text) and group ownership; any error refuses the whole import. Valid rows are inserted in one
 * transaction by one set-based statement; rows whose e-mail is already in the user's book (or higher up in the file,
 * case-insensitively) are skipped and counted in `omitidos`, so re-importing a file does not duplicate it. Texts
 * are stored as given: a cell like '=HYPERLINK(…)' is plain text here and is neutralised by the CSV writer if it is
 * ever exported.
 */
export async function importContacts(db: Db, userId: number, rows: readonly ContactoImportado[]): Promise<Answer> {
  if (rows.length === 0) return refuse(CONTACT_IMPORT_MESSAGES.empty, 0);
  if (rows.length > USER_LIMITS.importRows) return refuse(LIMIT_MESSAGES.importTooManyRows(rows.length), 0);
  const errors: CsvLineError[] = [];
  const valid: ValidContact[] = [];
  const lineOf: number[] = [];
  for (const [index, row] of rows.entries()) {
    // Long files are checked in slices, giving other requests their turn between them (one user cannot slow everyone).
    if (index > 0 && index % YIELD_EVERY === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const line = row.LINEA ?? index + 1;
    const checked = validateContact({
      name: row.CONT_NOMBRE,
      email: row.CONT_MAIL,
      phone: row.CONT_TELEFONO,
      mobile: row.CONT_MOVIL,
      groupId: row.CONT_ID_GRUPO_CONTACTO,
    });
    if (!checked.ok) {
      for (const e of checked.errors) errors.push({ line, message: e.message });
      continue;
    }
    valid.push(checked.value);
    lineOf.push(line);
  }

  const groupIds = [...new Set(valid.flatMap((c) => (c.groupId === null ? [] : [c.groupId])))];
  if (groupIds.length) {
    const ownedIds = await ownedGroupIds(db, userId, groupIds);
    valid.forEach((c, i) => {
      if (c.groupId !== null && !ownedIds.has(c.groupId)) {
        errors.push({ line: lineOf[i] ?? null, message: IMPORT_SERVER_MESSAGES.unknownGroup(c.groupId) });
      }
    });
  }
  if (errors.length) {
    errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return refuse(importRefusalText(errors), 0);
  }

  const outcome = await insertNewContacts(db, userId, valid);
  if ('full' in outcome) return refuse(LIMIT_MESSAGES.importOverBook(outcome.existing, outcome.adding), 0);
  return { ...ok(outcome.inserted), omitidos: outcome.skipped };
}
