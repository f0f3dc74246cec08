/**
 * The stock import of 'Mi stock' (beyond the spec): a member replaces the stock it publishes to the other
 * members with a CSV file. UTF-8, ';' separated, a header line with the template's column names (order free, matched
 * ignoring case and accents), one line per reference and warehouse. The same rules run in the browser (to show the
 * errors before sending) and on the server (which refuses the whole file on any error).
 *
 * Columns: Almacén (the warehouse code, required), Descripción almacén (optional: the code when blank), Marca (the
 * brand's name, required; the server checks it is a brand of the catalogue), Referencia (required), Referencia socio
 * (the member's own code for the part, optional: the reference when blank), Unidades (a whole number ≥ 0, or -9999 for
 * 'has it but does not publish how many') and Precio (the price to other members, ≥ 0, with ',' or '.' and up to 2
 * decimals).
 *
 * Choices:
 * - A missing, unknown or repeated column is an error of line 1, and no row is read.
 * - A reference of a brand may appear once per warehouse: a second line for it is an error naming the first one.
 * - References hold letters, digits, spaces and . - / _ (what the stock calls accept), at most 60 characters.
 * - Lines with errors are all reported (the caller lists the first ones); ok is true only without any.
 */
import { normalizeReference } from '../sorting/articles';
import { searchKey } from '../text';
import { HEADER_MESSAGES, readHeader } from './header';
import type { CsvLineError } from './reader';
import { readCsv } from './reader';
import { writeCsv } from './writer';

/** The template's columns and the field each fills, in template order. */
export const STOCK_IMPORT_COLUMNS = [
  { header: 'Almacén', field: 'almacen' },
  { header: 'Descripción almacén', field: 'descripcionAlmacen' },
  { header: 'Marca', field: 'marca' },
  { header: 'Referencia', field: 'referencia' },
  { header: 'Referencia socio', field: 'referenciaSocio' },
  { header: 'Unidades', field: 'unidades' },
  { header: 'Precio', field: 'precio' },
] as const;

/** A field the stock import fills. */
export type StockImportField = (typeof STOCK_IMPORT_COLUMNS)[number]['field'];

/** The template's file name. */
export const STOCK_TEMPLATE_FILE_NAME = 'PlantillaImportacionStock.csv';
/** Most lines one stock file may have. */
export const STOCK_IMPORT_MAX_ROWS = 100_000;
/** The units value of the grey state ('-9999'). */
export const STOCK_IMPORT_GREY = -9999;
/** Longest warehouse code, warehouse description, brand name and reference. */
export const STOCK_IMPORT_LIMITS = { warehouse: 20, warehouseDescription: 60, brand: 60, reference: 60, units: 999_999, price: 9_999_999.99 } as const;

/** One line of stock ready to store. */
export interface ImportedStockLine {
  readonly line: number;
  readonly almacen: string;
  readonly descripcionAlmacen: string;
  readonly marca: string;
  readonly referencia: string;
  /** The reference as compared (normalizeReference). */
  readonly referenciaNormalizada: string;
  readonly referenciaSocio: string;
  /** Units (0 or more); 0 in the grey state. */
  readonly unidades: number;
  /** false: the grey state (-9999). */
  readonly publica: boolean;
  readonly precio: number;
}

/** Result of reading a stock file. */
export interface StockImportResult {
  readonly ok: boolean;
  readonly lines: readonly ImportedStockLine[];
  readonly errors: readonly CsvLineError[];
}

/** The import's texts. */
export const STOCK_IMPORT_MESSAGES = {
  success: (lines: number) => (lines === 1 ? 'Stock importado: 1 línea.' : `Stock importado: ${lines} líneas.`),
  failureTitle: 'Error al importar el stock',
  empty: 'El fichero no contiene ninguna línea de stock',
  tooManyRows: (n: number) => `El fichero tiene ${n} líneas; el máximo es ${STOCK_IMPORT_MAX_ROWS}.`,
  ...HEADER_MESSAGES,
  wrongColumnCount: 'La línea no tiene el mismo número de columnas que la cabecera',
  required: (h: string) => `El campo ${h} es obligatorio`,
  tooLong: (h: string, max: number) => `El campo ${h} no puede superar ${max} caracteres`,
  badReference: 'La referencia solo admite letras, números, espacios y los signos . - / _',
  badUnits: `Las unidades deben ser un número entero igual o mayor que 0, o ${STOCK_IMPORT_GREY}`,
  tooManyUnits: `Las unidades no pueden superar ${STOCK_IMPORT_LIMITS.units}`,
  badPrice: 'El precio debe ser un número igual o mayor que 0 con hasta 2 decimales (12,50)',
  repeated: (reference: string, warehouse: string, first: number) => `La referencia ${reference} ya está en el almacén ${warehouse} en la línea ${first}`,
  unknownBrand: (brand: string) => `La marca «${brand}» no existe en el catálogo`,
} as const;

const REFERENCE = /^[0-9A-Za-z .\-/_]+$/;

/** Reads a price as members write it: '12,5', '12.50', '0'. */
export function parseStockPrice(text: string): number | null {
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/** Reads and checks a stock file: its lines plus every error by line. */
export function importStockCsv(text: string): StockImportResult {
  const read = readCsv(text);
  const errors: CsvLineError[] = [...read.errors];
  const lines: ImportedStockLine[] = [];
  const done = (): StockImportResult => {
    errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return { ok: errors.length === 0, lines, errors };
  };
  const [header, ...rows] = read.records;
  if (header === undefined) {
    errors.push({ line: null, message: STOCK_IMPORT_MESSAGES.empty });
    return done();
  }
  const head = readHeader(header, STOCK_IMPORT_COLUMNS);
  const columns = head.columns;
  errors.push(...head.errors);
  if (errors.some((e) => e.line === header.line)) return done();
  if (rows.length === 0) errors.push({ line: null, message: STOCK_IMPORT_MESSAGES.empty });
  if (rows.length > STOCK_IMPORT_MAX_ROWS) {
    errors.push({ line: null, message: STOCK_IMPORT_MESSAGES.tooManyRows(rows.length) });
    return done();
  }
  const headerOf = (f: StockImportField) => STOCK_IMPORT_COLUMNS.find((c) => c.field === f)?.header ?? f;
  const firstLine = new Map<string, number>();
  for (const { line, fields } of rows) {
    if (fields.length < columns.length || fields.slice(columns.length).some((f) => f.trim() !== '')) {
      errors.push({ line, message: STOCK_IMPORT_MESSAGES.wrongColumnCount });
      continue;
    }
    const values = new Map<StockImportField, string>();
    columns.forEach((field, i) => {
      if (field) values.set(field, (fields[i] ?? '').trim());
    });
    const get = (f: StockImportField) => values.get(f) ?? '';
    const rowErrors: string[] = [];
    for (const f of ['almacen', 'marca', 'referencia', 'unidades', 'precio'] as const) {
      if (get(f) === '') rowErrors.push(STOCK_IMPORT_MESSAGES.required(headerOf(f)));
    }
    const limits: [StockImportField, number][] = [
      ['almacen', STOCK_IMPORT_LIMITS.warehouse],
      ['descripcionAlmacen', STOCK_IMPORT_LIMITS.warehouseDescription],
      ['marca', STOCK_IMPORT_LIMITS.brand],
      ['referencia', STOCK_IMPORT_LIMITS.reference],
      ['referenciaSocio', STOCK_IMPORT_LIMITS.reference],
    ];
    for (const [f, max] of limits) if (get(f).length > max) rowErrors.push(STOCK_IMPORT_MESSAGES.tooLong(headerOf(f), max));
    const reference = get('referencia');
    const normalized = normalizeReference(reference);
    if (reference !== '' && (!REFERENCE.test(reference) || normalized === '')) rowErrors.push(STOCK_IMPORT_MESSAGES.badReference);
    const unitsText = get('unidades');
    const units = /^-?\d{1,9}$/.test(unitsText) ? Number(unitsText) : Number.NaN;
    if (unitsText !== '') {
      if (!Number.isInteger(units) || (units < 0 && units !== STOCK_IMPORT_GREY)) rowErrors.push(STOCK_IMPORT_MESSAGES.badUnits);
      else if (units > STOCK_IMPORT_LIMITS.units) rowErrors.push(STOCK_IMPORT_MESSAGES.tooManyUnits);
    }
    const priceText = get('precio');
    const price = parseStockPrice(priceText);
    if (priceText !== '' && price === null) rowErrors.push(STOCK_IMPORT_MESSAGES.badPrice);
    if (rowErrors.length === 0) {
      const key = `${get('almacen')}\u0000${searchKey(get('marca'))}\u0000${normalized}`;
      const first = firstLine.get(key);
      if (first !== undefined) rowErrors.push(STOCK_IMPORT_MESSAGES.repeated(reference, get('almacen'), first));
      else firstLine.set(key, line);
    }
    if (rowErrors.length > 0) {
      for (const message of rowErrors) errors.push({ line, message });
      continue;
    }
    const grey = units === STOCK_IMPORT_GREY;
    lines.push({
      line,
      almacen: get('almacen'),
      descripcionAlmacen: get('descripcionAlmacen') || get('almacen'),
      marca: get('marca'),
      referencia: reference,
      referenciaNormalizada: normalized,
      referenciaSocio: get('referenciaSocio') || reference,
      unidades: grey ? 0 : units,
      publica: !grey,
      precio: price ?? 0,
    });
  }
  return done();
}

/** The content of PlantillaImportacionStock.csv: the header line only (BOM, CRLF). */
export function stockImportTemplate(): string {
  return writeCsv([STOCK_IMPORT_COLUMNS.map((c) => c.header)]);
}
