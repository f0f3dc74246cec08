/**
 * File names and templates of the CSV exports and imports (spec 000 §5/§9, 001 §5/§9).
 *
 * Choices:
 * - Every name ends in '.csv' (the spec's patterns omit it for the study and tariff exports).
 * - Parts taken from data (description, brand names) keep their spaces and accents; the characters no file system
 *   accepts (\ / : * ? " < > | and control characters) become '_'; brand names are joined with '_'.
 * - day_month is DD_MM of the 'today' the caller passes in: tarifas_BOSCH_07_03.csv.
 * - The templates hold only the header line (no sample row that could be imported by mistake), with BOM and CRLF.
 */
import type { CalendarDate } from '../dates';
import { dayMonthStamp } from '../dates';
import { CONTACT_IMPORT_COLUMNS } from './contactsImport';
import { WORKSHOP_IMPORT_COLUMNS } from './workshopsImport';
import { writeCsv } from './writer';

/** The contacts import template's file name. */
export const CONTACTS_TEMPLATE_FILE_NAME = 'PlantillaImportacionContactos.csv';
/** The workshops import template's file name. */
export const WORKSHOPS_TEMPLATE_FILE_NAME = 'PlantillaImportacionTalleres.csv';
/** The member directory export's file name. */
export const MEMBERS_CSV_FILE_NAME = 'listado_socios.csv';

/** Replaces the characters a file system refuses with '_' and trims. */
export function safeFileNamePart(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go.
  return text.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim();
}

/** The study export's name: estudio_mercado_{description}_{brand names}.csv (or .xlsx). */
export function studyCsvFileName(description: string, brandNames: readonly string[], format: 'csv' | 'xlsx' = 'csv'): string {
  const parts = ['estudio_mercado', description, ...brandNames].map(safeFileNamePart).filter((p) => p !== '');
  return `${parts.join('_')}.${format}`;
}

/** The net/tariff export's name: tarifas_{brand}_{DD_MM}.csv, with today passed in. */
export function tariffsCsvFileName(brand: string, today: CalendarDate, format: 'csv' | 'xlsx' = 'csv'): string {
  return `tarifas_${safeFileNamePart(brand)}_${dayMonthStamp(today)}.${format}`;
}

/** The content of PlantillaImportacionContactos.csv. */
export function contactsImportTemplate(): string {
  return writeCsv([[...CONTACT_IMPORT_COLUMNS]]);
}

/** The content of PlantillaImportacionTalleres.csv. */
export function workshopsImportTemplate(): string {
  return writeCsv([WORKSHOP_IMPORT_COLUMNS.map((c) => c.header)]);
}
