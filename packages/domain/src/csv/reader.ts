/**
 * The CSV reader of the imports (spec 000 §5, 001 §5): UTF-8 with or without BOM, ';' separated, RFC 4180 quoted
 * fields (which may hold ';', quotes and line breaks), blank lines ignored, duplicate lines removed, per-line errors
 * with the line number as the file shows it (1-based, counting every physical line).
 *
 * Choices:
 * - Hand-written rather than papaparse: the rules need the physical line where each record starts (a quoted field
 *   may span lines) and papaparse reports row indexes, not lines. It is a 1-pass state machine.
 * - A line is blank when all its fields are empty after trimming (';;;;' lines that spreadsheets save are blank).
 * - Two lines are duplicates when their trimmed fields are equal; the first one is kept and the line numbers of the
 *   removed ones are reported (not as errors).
 * - Field values are returned as written, untrimmed; the import rules trim them.
 * - Line breaks: CRLF, LF and a lone CR all end a line.
 * - A quote inside an unquoted field is kept as text (lenient). Text after a closing quote, and a quoted field left
 *   open at the end of the file, are errors of the line where the record starts; that record is not returned.
 */

/** A record of the file and the line it starts on. */
export interface CsvRecord {
  readonly line: number;
  readonly fields: readonly string[];
}

/** A problem of one line, with the Spanish text a user reads. line is null for the whole file. */
export interface CsvLineError {
  readonly line: number | null;
  readonly field?: string;
  readonly message: string;
}

/** What the reader returns. */
export interface CsvReadResult {
  readonly records: readonly CsvRecord[];
  readonly errors: readonly CsvLineError[];
  /** Lines removed because an earlier line had the same fields. */
  readonly duplicateLines: readonly number[];
}

/** The reader's own messages (the spec has none for malformed files). */
export const CSV_READ_MESSAGES = {
  unclosedQuote: 'Hay unas comillas sin cerrar',
  textAfterQuote: 'Hay texto después de unas comillas de cierre',
} as const;

/** Prefixes a line error with its line: 'Línea 4: …'. */
export function formatLineError(error: CsvLineError): string {
  return error.line === null ? error.message : `Línea ${error.line}: ${error.message}`;
}

/** Splits CSV text into records with their line numbers (no blank or duplicate removal). */
export function parseCsvRecords(text: string, separator = ';'): { records: CsvRecord[]; errors: CsvLineError[] } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const sep = separator.charCodeAt(0);
  const records: CsvRecord[] = [];
  const errors: CsvLineError[] = [];
  const n = src.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    let bad: string | null = null;
    let field = '';
    let atEnd = false;
    while (!atEnd) {
      if (src.charCodeAt(i) === 34) {
        // Quoted field.
        i++;
        let closed = false;
        while (i < n) {
          const c = src.charCodeAt(i);
          if (c === 34) {
            if (src.charCodeAt(i + 1) === 34) {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === 13 || c === 10) {
            line++;
            if (c === 13 && src.charCodeAt(i + 1) === 10) {
              field += '\r\n';
              i += 2;
              continue;
            }
          }
          field += src[i];
          i++;
        }
        if (!closed) bad = bad ?? CSV_READ_MESSAGES.unclosedQuote;
      }
      // Unquoted part (or what follows a closing quote).
      const start = i;
      while (i < n) {
        const c = src.charCodeAt(i);
        if (c === sep || c === 13 || c === 10) break;
        i++;
      }
      if (i > start) {
        if (field !== '' || src.charCodeAt(start - 1) === 34) bad = bad ?? CSV_READ_MESSAGES.textAfterQuote;
        field += src.slice(start, i);
      }
      fields.push(field);
      field = '';
      if (i >= n) atEnd = true;
      else {
        const c = src.charCodeAt(i);
        if (c === sep) i++;
        else {
          i += c === 13 && src.charCodeAt(i + 1) === 10 ? 2 : 1;
          line++;
          atEnd = true;
        }
      }
    }
    if (bad !== null) errors.push({ line: startLine, message: bad });
    else records.push({ line: startLine, fields });
  }
  return { records, errors };
}

/** True when every field of a record is empty after trimming. */
export function isBlankRecord(fields: readonly string[]): boolean {
  return fields.every((f) => f.trim() === '');
}

/** Reads an import file: records without blank and duplicate lines, plus errors by line. */
export function readCsv(text: string, separator = ';'): CsvReadResult {
  const parsed = parseCsvRecords(text, separator);
  const seen = new Set<string>();
  const records: CsvRecord[] = [];
  const duplicateLines: number[] = [];
  for (const record of parsed.records) {
    if (isBlankRecord(record.fields)) continue;
    const key = record.fields.map((f) => f.trim()).join('\u0000');
    if (seen.has(key)) {
      duplicateLines.push(record.line);
      continue;
    }
    seen.add(key);
    records.push(record);
  }
  return { records, errors: parsed.errors, duplicateLines };
}

/**
 * What an import's preview says of the repeated lines it dropped, read as line numbers and not as a count:
 * 'Líneas repetidas eliminadas: la línea 4' or '…: las líneas 4, 9 y 12'; '' when none was dropped.
 */
export function repeatedLinesText(lines: readonly number[]): string {
  if (lines.length === 0) return '';
  if (lines.length === 1) return `Líneas repetidas eliminadas: la línea ${lines[0]}`;
  return `Líneas repetidas eliminadas: las líneas ${lines.slice(0, -1).join(', ')} y ${lines[lines.length - 1]}`;
}
