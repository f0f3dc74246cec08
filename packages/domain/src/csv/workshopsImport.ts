/**
 * The workshops CSV import (spec 001 §5): UTF-8, ';' separated, the template's column names kept (order free),
 * Nombre and Dirección required, the other columns may be blank but must exist; 'Dirección web' a valid URL;
 * Teléfono, Teléfono móvil and Fax numeric only; duplicate lines removed; one country chosen for all lines.
 * The result holds every valid row and every error by line; the caller refuses the import when ok is false.
 *
 * Choices:
 * - Header names are matched ignoring case, accents and repeated spaces ('DIRECCION WEB' is 'Dirección web').
 * - A missing column, an unknown column (a typo would silently lose data) or a repeated column is an error of
 *   line 1, and no row is read.
 * - The web address is stored normalised (normalizeWebUrl: 'www.x.es' → 'http://www.x.es').
 * - Numeric means digits only (no spaces, no sign). The workshop name keeps its 50-character limit.
 * - A country id of 0 (the placeholder 'Seleccione un país') or less is an error of the whole file.
 * - Texts for these errors are ours; the spec has only the success and failure titles.
 */
import { normalizeWebUrl } from '../links';
import { WORKSHOP_NAME_MAX } from '../validation/promotions';
import { HEADER_MESSAGES, readHeader } from './header';
import type { CsvLineError, CsvReadResult } from './reader';
import { readCsv } from './reader';

/** The template columns and the workshop field each one fills, in template order. */
export const WORKSHOP_IMPORT_COLUMNS = [
  { header: 'Nombre', field: 'TAS_NOMBRE' },
  { header: 'Tipo', field: 'TAS_TIPO' },
  { header: 'Contacto', field: 'TAS_CONTACTO' },
  { header: 'Comercial', field: 'TAS_COMERCIAL' },
  { header: 'Dirección', field: 'TAS_DIRECCION' },
  { header: 'Código postal', field: 'TAS_CP' },
  { header: 'Población', field: 'TAS_POBLACION' },
  { header: 'Provincia', field: 'TAS_PROVINCIA' },
  { header: 'Teléfono', field: 'TAS_TELEFONO' },
  { header: 'Teléfono móvil', field: 'TAS_MOVIL' },
  { header: 'Fax', field: 'TAS_FAX' },
  { header: 'Email', field: 'TAS_EMAIL' },
  { header: 'Email 2', field: 'TAS_EMAIL_2' },
  { header: 'Dirección web', field: 'TAS_WEB' },
  { header: 'Potencial', field: 'TAS_POTENCIAL' },
] as const;

/** A workshop field the import fills. */
export type WorkshopImportField = (typeof WORKSHOP_IMPORT_COLUMNS)[number]['field'];

/** A workshop ready for Talleres/ImportarRegistros (LISTA_TALLERES), with the line it came from. */
export type ImportedWorkshop = { readonly line: number; readonly TAS_ID_PAIS: number } & {
  readonly [K in WorkshopImportField]: K extends 'TAS_NOMBRE' | 'TAS_DIRECCION' ? string : string | null;
};

/** Result of the workshops import. */
export interface WorkshopImportResult extends Pick<CsvReadResult, 'errors' | 'duplicateLines'> {
  readonly ok: boolean;
  readonly workshops: readonly ImportedWorkshop[];
}

/** The import's messages: the spec's titles and ours for each rule. */
export const WORKSHOP_IMPORT_MESSAGES = {
  success: 'Talleres importados correctamente',
  failureTitle: 'Error al importar talleres',
  chooseCountry: 'Seleccione un país',
  empty: 'El fichero no contiene talleres',
  ...HEADER_MESSAGES,
  wrongColumnCount: 'La línea no tiene el mismo número de columnas que la cabecera',
  required: (h: string) => `El campo ${h} es obligatorio`,
  numeric: (h: string) => `El campo ${h} solo admite números`,
  invalidUrl: 'La dirección web no es válida',
  nameTooLong: `El nombre no puede superar ${WORKSHOP_NAME_MAX} caracteres`,
} as const;

const REQUIRED: readonly WorkshopImportField[] = ['TAS_NOMBRE', 'TAS_DIRECCION'];
const NUMERIC: readonly WorkshopImportField[] = ['TAS_TELEFONO', 'TAS_MOVIL', 'TAS_FAX'];

/** Reads and checks a workshops CSV for one country: valid workshops plus errors by line. */
export function importWorkshopsCsv(text: string, countryId: number | null | undefined): WorkshopImportResult {
  const read = readCsv(text);
  const errors: CsvLineError[] = [...read.errors];
  const workshops: ImportedWorkshop[] = [];
  const done = (): WorkshopImportResult => {
    errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return { ok: errors.length === 0, workshops, errors, duplicateLines: read.duplicateLines };
  };
  if (countryId == null || !(countryId > 0)) errors.push({ line: null, message: WORKSHOP_IMPORT_MESSAGES.chooseCountry });
  const [header, ...rows] = read.records;
  if (header === undefined) {
    errors.push({ line: null, message: WORKSHOP_IMPORT_MESSAGES.empty });
    return done();
  }
  const head = readHeader(header, WORKSHOP_IMPORT_COLUMNS);
  const columns = head.columns;
  errors.push(...head.errors);
  if (errors.some((e) => e.line === header.line)) return done();
  if (rows.length === 0) errors.push({ line: null, message: WORKSHOP_IMPORT_MESSAGES.empty });
  for (const { line, fields } of rows) {
    if (fields.length < columns.length || fields.slice(columns.length).some((f) => f.trim() !== '')) {
      errors.push({ line, message: WORKSHOP_IMPORT_MESSAGES.wrongColumnCount });
      continue;
    }
    const values = new Map<WorkshopImportField, string>();
    columns.forEach((field, i) => {
      if (field) values.set(field, (fields[i] ?? '').trim());
    });
    const rowErrors: CsvLineError[] = [];
    const headerOf = (f: WorkshopImportField) => WORKSHOP_IMPORT_COLUMNS.find((c) => c.field === f)?.header ?? f;
    for (const f of REQUIRED) if (values.get(f) === '') rowErrors.push({ line, field: f, message: WORKSHOP_IMPORT_MESSAGES.required(headerOf(f)) });
    for (const f of NUMERIC) {
      const v = values.get(f) ?? '';
      if (v !== '' && !/^\d+$/.test(v)) rowErrors.push({ line, field: f, message: WORKSHOP_IMPORT_MESSAGES.numeric(headerOf(f)) });
    }
    if ((values.get('TAS_NOMBRE') ?? '').length > WORKSHOP_NAME_MAX)
      rowErrors.push({ line, field: 'TAS_NOMBRE', message: WORKSHOP_IMPORT_MESSAGES.nameTooLong });
    const web = values.get('TAS_WEB') ?? '';
    const normalizedWeb = web === '' ? null : normalizeWebUrl(web);
    if (web !== '' && normalizedWeb === null) rowErrors.push({ line, field: 'TAS_WEB', message: WORKSHOP_IMPORT_MESSAGES.invalidUrl });
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    const orNull = (f: WorkshopImportField) => {
      const v = values.get(f) ?? '';
      return v === '' ? null : v;
    };
    workshops.push({
      line,
      TAS_ID_PAIS: countryId ?? 0,
      TAS_NOMBRE: values.get('TAS_NOMBRE') ?? '',
      TAS_TIPO: orNull('TAS_TIPO'),
      TAS_CONTACTO: orNull('TAS_CONTACTO'),
      TAS_COMERCIAL: orNull('TAS_COMERCIAL'),
      TAS_DIRECCION: values.get('TAS_DIRECCION') ?? '',
      TAS_CP: orNull('TAS_CP'),
      TAS_POBLACION: orNull('TAS_POBLACION'),
      TAS_PROVINCIA: orNull('TAS_PROVINCIA'),
      TAS_TELEFONO: orNull('TAS_TELEFONO'),
      TAS_MOVIL: orNull('TAS_MOVIL'),
      TAS_FAX: orNull('TAS_FAX'),
      TAS_EMAIL: orNull('TAS_EMAIL'),
      TAS_EMAIL_2: orNull('TAS_EMAIL_2'),
      TAS_WEB: normalizedWeb,
      TAS_POTENCIAL: orNull('TAS_POTENCIAL'),
    });
  }
  return done();
}
