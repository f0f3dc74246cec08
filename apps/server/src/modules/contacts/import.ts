import type { ContactoImportado } from '@socios/api';
import {
  CONTACT_IMPORT_MESSAGES,
  type CsvLineError,
  ENCODING_MESSAGES,
  formatLineError,
  hasInvalidCharacters,
  skipKnownContacts,
  type ValidContact,
  validateContact,
} from '@socios/domain';
import type { Db } from '../../db/db';

/** Errors listed in one refusal; the rest are counted. */
export const IMPORT_ERRORS_LISTED = 50;

/** Our texts of the import's refusal (its popup title is the spec's 'Error al importar contactos'). */
export const IMPORT_SERVER_MESSAGES = {
  nothingImported: (lines: number) =>
    `${lines === 1 ? 'Hay 1 línea con errores' : `Hay ${lines} líneas con errores`}; no se ha importado ningún contacto.`,
  moreErrors: (n: number) => `… y ${n} errores más.`,
  unknownGroup: (id: number) => `El grupo de contacto ${id} no existe`,
} as const;

type Answer = { ok: boolean; mensajeError: string | null; valorRetorno: number; omitidos?: number };

/** The refusal text: how many lines are wrong, then 'Línea N: reason' for each error (the first 50). */
export function importRefusalText(errors: readonly CsvLineError[]): string {
  const lines = new Set(errors.map((e) => e.line)).size;
  const listed = errors.slice(0, IMPORT_ERRORS_LISTED).map(formatLineError);
  if (errors.length > IMPORT_ERRORS_LISTED) listed.push(IMPORT_SERVER_MESSAGES.moreErrors(errors.length - IMPORT_ERRORS_LISTED));
  return [IMPORT_SERVER_MESSAGES.nothingImported(lines), ...listed].join('\n');
}

/**
 * AltaMasivaContactos: every row re-checked with the contact form's rules (the same code the browser ran on the
 * file), encoding and group ownership; any error refuses the whole import. Valid rows are inserted in one
 * transaction by one set-based statement; rows whose e-mail is already in the user's book (or higher up in the file,
 * case-insensitively) are skipped and counted in `omitidos`, so re-importing a file does not duplicate it. Texts are stored as given: a cell like '=HYPERLINK(…)' is plain text
 * here and is neutralised by the CSV writer if it is ever exported.
 */
export async function importContacts(db: Db, userId: number, rows: readonly ContactoImportado[]): Promise<Answer> {
  if (rows.length === 0) return { ok: false, mensajeError: CONTACT_IMPORT_MESSAGES.empty, valorRetorno: 0 };
  const errors: CsvLineError[] = [];
  const valid: ValidContact[] = [];
  const lineOf: number[] = [];
  rows.forEach((row, index) => {
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
      return;
    }
    const c = checked.value;
    if ([c.name, c.email, c.phone, c.mobile].some(hasInvalidCharacters)) {
      errors.push({ line, message: ENCODING_MESSAGES.invalidCharacters });
      return;
    }
    valid.push(c);
    lineOf.push(line);
  });

  const groupIds = [...new Set(valid.flatMap((c) => (c.groupId === null ? [] : [c.groupId])))];
  if (groupIds.length) {
    const owned = await db.query<{ id: number }>(
      'SELECT grpc_id AS id FROM contact_groups WHERE grpc_id_usuario = $1 AND grpc_id = ANY($2::int[])',
      [userId, groupIds.filter((id) => id <= 2_147_483_647)],
    );
    const ownedIds = new Set(owned.map((r) => r.id));
    valid.forEach((c, i) => {
      if (c.groupId !== null && !ownedIds.has(c.groupId)) {
        errors.push({ line: lineOf[i] ?? null, message: IMPORT_SERVER_MESSAGES.unknownGroup(c.groupId) });
      }
    });
  }
  if (errors.length) {
    errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return { ok: false, mensajeError: importRefusalText(errors), valorRetorno: 0 };
  }

  return db.transaction(async (tx) => {
    // Lock the user's book so two imports at once cannot both add the same e-mail.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contacts:${userId}`]);
    const existing = await tx.query<{ mail: string }>('SELECT cont_mail AS mail FROM contacts WHERE cont_id_usuario = $1', [userId]);
    const { fresh, skipped } = skipKnownContacts(valid, (c) => c.email, existing.map((r) => r.mail));
    if (fresh.length === 0) return { ok: true, mensajeError: null, valorRetorno: 0, omitidos: skipped };
    const result = await tx.query<{ n: number }>(
      `WITH added AS (
         INSERT INTO contacts (cont_id_usuario, cont_nombre, cont_mail, cont_telefono, cont_movil, cont_id_grupo_contacto)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
         RETURNING 1
       ) SELECT count(*)::int AS n FROM added`,
      [
        userId,
        fresh.map((c) => c.name),
        fresh.map((c) => c.email),
        fresh.map((c) => c.phone || null),
        fresh.map((c) => c.mobile || null),
        fresh.map((c) => c.groupId),
      ],
    );
    return { ok: true, mensajeError: null, valorRetorno: result[0]?.n ?? 0, omitidos: skipped };
  });
}
