/**
 * The header line of an import file with named columns (workshops, stock): column names are matched ignoring case,
 * accents and repeated spaces, in any order; an unknown, repeated or missing column is an error of the header's line.
 */
import { searchKey } from '../text';
import type { CsvLineError, CsvRecord } from './reader';

/** A column an import knows: the field it fills and the name the file's header gives it. */
export interface NamedColumn<F extends string> {
  readonly field: F;
  readonly header: string;
}

/** The header's texts (each import words them the same way). */
export const HEADER_MESSAGES = {
  missingColumn: (h: string) => `Falta la columna «${h}»`,
  unknownColumn: (h: string) => `Columna desconocida: «${h}»`,
  repeatedColumn: (h: string) => `La columna «${h}» está repetida`,
} as const;

/** How a column name is compared. */
export function headerKey(text: string): string {
  return searchKey(text).replace(/\s+/g, ' ').trim();
}

/** Reads a header against the known columns: the field of each position (null for a blank name) and the errors. */
export function readHeader<F extends string>(header: CsvRecord, known: readonly NamedColumn<F>[]): { columns: (F | null)[]; errors: CsvLineError[] } {
  const byKey = new Map(known.map((c) => [headerKey(c.header), c]));
  const columns: (F | null)[] = [];
  const errors: CsvLineError[] = [];
  const seen = new Set<F>();
  for (const raw of header.fields) {
    const name = raw.trim();
    if (name === '') {
      columns.push(null);
      continue;
    }
    const col = byKey.get(headerKey(name));
    if (!col) errors.push({ line: header.line, message: HEADER_MESSAGES.unknownColumn(name) });
    else if (seen.has(col.field)) errors.push({ line: header.line, message: HEADER_MESSAGES.repeatedColumn(col.header) });
    else seen.add(col.field);
    columns.push(col?.field ?? null);
  }
  for (const c of known) {
    if (!seen.has(c.field)) errors.push({ line: header.line, message: HEADER_MESSAGES.missingColumn(c.header) });
  }
  return { columns, errors };
}
