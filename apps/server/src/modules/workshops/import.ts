import { type ImportacionTalleres, ok, refuse, WORKSHOP_IMPORT_MAX_ROWS } from '@socios/api';
import { type CsvLineError, formatLineError, WORKSHOP_IMPORT_MESSAGES } from '@socios/domain';
import type { Db } from '../../db/db';
import { checkWorkshopTexts, workshopLineKey } from './fields';
import { countryExists, insertWorkshops, type WorkshopRecord } from './queries';

/** Errors listed in one refusal; the rest are counted. */
export const WORKSHOP_IMPORT_ERRORS_LISTED = 50;

/** Our texts of the import's refusal (the spec has only the titles 'Error al importar talleres' and the success). */
export const WORKSHOP_IMPORT_SERVER_MESSAGES = {
  nothingImported: (lines: number) => `${lines === 1 ? 'Hay 1 línea con errores' : `Hay ${lines} líneas con errores`}; ` + 'no se ha importado ningún taller.',
  fileErrors: 'El fichero no es válido; no se ha importado ningún taller.',
  tooManyRows: `El fichero tiene más de ${WORKSHOP_IMPORT_MAX_ROWS} talleres; divídalo en varios ficheros.`,
  severalCountries: 'Todos los talleres de una importación son del mismo país.',
  moreErrors: (n: number) => `… y ${n} errores más.`,
} as const;

/** The refusal: the failure title, how many lines are wrong, then 'Línea N: reason' for the first ones. */
function refusalText(errors: readonly CsvLineError[]): string {
  const lines = new Set(errors.flatMap((e) => (e.line === null ? [] : [e.line]))).size;
  const listed = errors.slice(0, WORKSHOP_IMPORT_ERRORS_LISTED).map(formatLineError);
  if (errors.length > WORKSHOP_IMPORT_ERRORS_LISTED) {
    listed.push(WORKSHOP_IMPORT_SERVER_MESSAGES.moreErrors(errors.length - WORKSHOP_IMPORT_ERRORS_LISTED));
  }
  const summary = lines === 0 ? WORKSHOP_IMPORT_SERVER_MESSAGES.fileErrors : WORKSHOP_IMPORT_SERVER_MESSAGES.nothingImported(lines);
  return [WORKSHOP_IMPORT_MESSAGES.failureTitle, summary, ...listed].join('\n');
}

/**
 * ImportarRegistros (001 §5 workshop import): the lines the portal read from the file, checked again with the import's
 * rules (Nombre and Dirección required, phones digits only, a valid web address stored normalised; see fields.ts) and
 * one country for every line (TAS_ID_PAIS of the body, or the same one on every line; the placeholder 0 or an unknown
 * country is 'Seleccione un país'). Repeated lines (same trimmed fields) are left out, the first one kept. Any error
 * refuses the whole import, naming the lines at fault (the file's line when the portal sent it, else position + 2);
 * otherwise every workshop is added in one transaction: all or nothing.
 */
export async function importWorkshops(db: Db, memberId: number, body: ImportacionTalleres) {
  const rows = body.LISTA_TALLERES;
  if (rows.length > WORKSHOP_IMPORT_MAX_ROWS) return refuse(WORKSHOP_IMPORT_SERVER_MESSAGES.tooManyRows, null);
  const errors: CsvLineError[] = [];

  const countries = new Set(rows.map((r) => r.TAS_ID_PAIS ?? null).filter((c): c is number => c !== null && c > 0));
  // The body's country, unless it is the placeholder 0; else the one country of the lines.
  const chosen = body.TAS_ID_PAIS ? body.TAS_ID_PAIS : null;
  const country = chosen ?? (countries.size === 1 ? [...countries][0] : null) ?? null;
  if (countries.size > 1 || (country !== null && countries.size === 1 && !countries.has(country))) {
    errors.push({ line: null, message: WORKSHOP_IMPORT_SERVER_MESSAGES.severalCountries });
  } else if (country === null || country <= 0 || !(await countryExists(db, country))) {
    errors.push({ line: null, message: WORKSHOP_IMPORT_MESSAGES.chooseCountry });
  }
  if (rows.length === 0) errors.push({ line: null, message: WORKSHOP_IMPORT_MESSAGES.empty });

  const seen = new Set<string>();
  const workshops: WorkshopRecord[] = [];
  let repeated = 0;
  rows.forEach((row, index) => {
    const line = row.line ?? index + 2;
    const key = workshopLineKey(row);
    if (seen.has(key)) {
      repeated++;
      return;
    }
    seen.add(key);
    const checked = checkWorkshopTexts(row, 'import');
    if (!checked.ok) {
      for (const e of checked.errors) errors.push({ line, ...(e.field ? { field: e.field } : {}), message: e.message });
      return;
    }
    workshops.push({
      ...checked.value,
      TAS_ID_PAIS: country,
      TAS_LATITUD: row.TAS_LATITUD ?? null,
      TAS_LONGITUD: row.TAS_LONGITUD ?? null,
      TAS_ZOOM: row.TAS_ZOOM ?? null,
    });
  });

  if (errors.length) {
    errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return refuse(refusalText(errors), null);
  }
  const imported = await db.transaction((tx) => insertWorkshops(tx, memberId, workshops));
  return ok({ importados: imported, repetidos: repeated });
}
