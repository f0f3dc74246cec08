import {
  type FieldError,
  isEmailAddress,
  normalizeWebUrl,
  PROMOTION_MESSAGES,
  validateWorkshopName,
  WORKSHOP_IMPORT_COLUMNS,
  WORKSHOP_IMPORT_MESSAGES,
  WORKSHOP_NAME_MAX,
  type WorkshopImportField,
} from '@socios/domain';

/**
 * The checks of a workshop's fields on the server, shared by the form (Talleres/ActualizarRegistro) and the import
 * (Talleres/ImportarRegistros), with the import's rules (001 §5) and their texts:
 * - the name is required and at most 50 characters (the domain's WORKSHOP_NAME_MAX); the import also requires
 *   Dirección;
 * - Teléfono, Teléfono móvil and Fax hold digits only; 'Dirección web' is a valid web address, stored normalised;
 * - our additions, so that a campaign is never sent to something that cannot be an address and no field grows without
 *   bound: Email and Email 2 have the shape of an address, every other text is at most 250 characters.
 */

/** Longest text of a workshop field other than the name. */
export const WORKSHOP_TEXT_MAX = 250;

/** Our texts (the spec has none for these). */
export const WORKSHOP_FIELD_MESSAGES = {
  invalidEmail: (label: string) => `El campo ${label} no es una dirección de correo válida`,
} as const;

/** A text field of the workshop and the label its messages use (the import template's column name). */
const LABELS = Object.fromEntries(WORKSHOP_IMPORT_COLUMNS.map((c) => [c.field, c.header])) as Record<WorkshopImportField, string>;

/** The workshop's text fields other than the name, in template order. */
const OTHER_TEXT_FIELDS = WORKSHOP_IMPORT_COLUMNS.map((c) => c.field).filter((f): f is Exclude<WorkshopImportField, 'TAS_NOMBRE'> => f !== 'TAS_NOMBRE');
const NUMERIC: readonly WorkshopImportField[] = ['TAS_TELEFONO', 'TAS_MOVIL', 'TAS_FAX'];
const EMAILS: readonly WorkshopImportField[] = ['TAS_EMAIL', 'TAS_EMAIL_2'];

/** A text field as sent: text, a number (phones) or nothing. */
type WireValue = string | number | null | undefined;

/** The fields of a workshop as a form or an import line sends them. */
export type WorkshopInput = { readonly [K in WorkshopImportField]?: WireValue };

/** A workshop's text fields checked and trimmed; empty ones are null. */
export type WorkshopTexts = { TAS_NOMBRE: string } & {
  [K in Exclude<WorkshopImportField, 'TAS_NOMBRE'>]: string | null;
};

/** A sent value as trimmed text ('' when absent). */
function textOf(value: WireValue): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/**
 * Checks a workshop's text fields: the form's rules (`form`: the name is required with 'Introduzca nombre') or the
 * import's (`import`: Nombre and Dirección required, with the import's texts). Every failing field is reported.
 */
export function checkWorkshopTexts(
  input: WorkshopInput,
  mode: 'form' | 'import',
): { ok: true; value: WorkshopTexts } | { ok: false; errors: FieldError<WorkshopImportField>[] } {
  const errors: FieldError<WorkshopImportField>[] = [];
  const name = textOf(input.TAS_NOMBRE);
  if (mode === 'import' && name === '') {
    errors.push({ field: 'TAS_NOMBRE', message: WORKSHOP_IMPORT_MESSAGES.required(LABELS.TAS_NOMBRE) });
  } else if (mode === 'import' && name.length > WORKSHOP_NAME_MAX) {
    errors.push({ field: 'TAS_NOMBRE', message: WORKSHOP_IMPORT_MESSAGES.nameTooLong });
  } else if (mode === 'form') {
    const checked = validateWorkshopName(name);
    if (!checked.ok) errors.push(...checked.errors);
  }
  const value = { TAS_NOMBRE: name } as WorkshopTexts;
  for (const field of OTHER_TEXT_FIELDS) {
    const text = textOf(input[field]);
    const label = LABELS[field];
    value[field] = text === '' ? null : text;
    if (text === '') {
      if (mode === 'import' && field === 'TAS_DIRECCION') {
        errors.push({ field, message: WORKSHOP_IMPORT_MESSAGES.required(label) });
      }
      continue;
    }
    if (text.length > WORKSHOP_TEXT_MAX) {
      errors.push({ field, message: PROMOTION_MESSAGES.tooLong(`El campo ${label}`, WORKSHOP_TEXT_MAX) });
      continue;
    }
    if (NUMERIC.includes(field) && !/^\d+$/.test(text)) {
      errors.push({ field, message: WORKSHOP_IMPORT_MESSAGES.numeric(label) });
    } else if (EMAILS.includes(field) && !isEmailAddress(text)) {
      errors.push({ field, message: WORKSHOP_FIELD_MESSAGES.invalidEmail(label) });
    } else if (field === 'TAS_WEB') {
      const web = normalizeWebUrl(text);
      if (web === null) errors.push({ field, message: WORKSHOP_IMPORT_MESSAGES.invalidUrl });
      else value.TAS_WEB = web;
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/** The key of an import line for removing repeated lines: its trimmed fields, as the CSV reader compares them. */
export function workshopLineKey(input: WorkshopInput): string {
  return JSON.stringify(WORKSHOP_IMPORT_COLUMNS.map((c) => textOf(input[c.field])));
}
