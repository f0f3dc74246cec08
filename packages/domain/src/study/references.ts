/**
 * The Referencias tab of a study (spec 000 §2, §9): its sort orders (reference 1, description 2; ascending 1,
 * descending 2) and its 'Descargar CSV' export (';', BOM, CRLF, file name estudio_mercado_{description}_{brands}).
 *
 * Choices:
 * - The spec's referencias carry no description field; 'description' sorts by DESCRIPCION when the server sends
 *   it, otherwise by the brand name (MAR_NOMBRE). Ties fall back to the other key, then the input order.
 * - Text is compared in Spanish order, case- and accent-insensitively.
 * - The export has one line per reference row of an included brand: Línea; Marca; Referencia; PVP; Neto;
 *   Neto calculado; Porcentaje; Acumulado; Tramo; A; C. C (a weight between 0 and 1) is the 8-decimal column;
 *   the other numbers have 2 decimals.
 */
import { compareNames } from '../text';
import type { CsvCell } from '../csv/writer';
import { writeCsv } from '../csv/writer';
import type { StudyResult } from './engine';
import type { StudyReference } from './types';

/** Sort order codes: reference 1, description 2. */
export const STUDY_ORDER_BY = { reference: 1, description: 2 } as const;
/** Direction codes: ascending 1, descending 2. */
export const STUDY_DIRECTION = { ascending: 1, descending: 2 } as const;

/** Returns the reference rows sorted by reference (1) or description (2), ascending (1) or descending (2). */
export function sortStudyRows<T extends StudyReference>(rows: readonly T[], orderBy: 1 | 2, direction: 1 | 2): T[] {
  const sign = direction === 2 ? -1 : 1;
  const desc = (r: T) => r.DESCRIPCION ?? r.MAR_NOMBRE;
  const primary = orderBy === 2 ? desc : (r: T) => r.REFERENCIA;
  const secondary = orderBy === 2 ? (r: T) => r.REFERENCIA : desc;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => sign * (compareNames(primary(x.row), primary(y.row)) || compareNames(secondary(x.row), secondary(y.row))) || x.index - y.index)
    .map((x) => x.row);
}

/** The header of the study CSV export. */
export const STUDY_CSV_HEADER = ['Línea', 'Marca', 'Referencia', 'PVP', 'Neto', 'Neto calculado', 'Porcentaje', 'Acumulado', 'Tramo', 'A', 'C'] as const;

const STUDY_CSV_DECIMALS = [0, 2, 2, 2, 2, 2, 2, 2, 0, 2, 8] as const;

/** The rows of the study CSV export (header first), in the order of referencias. */
export function* studyCsvRows(referencias: readonly StudyReference[], result: StudyResult): Generator<readonly CsvCell[]> {
  yield STUDY_CSV_HEADER;
  for (let i = 0; i < referencias.length; i++) {
    const l = result.rowLine[i]!;
    if (l < 0) continue;
    const r = referencias[i]!;
    yield [
      String(r.ID_LINEA),
      r.MAR_NOMBRE,
      r.REFERENCIA,
      r.PVP,
      r.NETO,
      result.rowNet[i],
      r.PORCENTAJE,
      r.ACUMULADO,
      result.lineTier[l],
      result.lineA[l],
      result.lineC[l],
    ];
  }
}

/** The study CSV export as text (BOM, ';', CRLF). */
export function studyCsv(referencias: readonly StudyReference[], result: StudyResult): string {
  return writeCsv(studyCsvRows(referencias, result), { decimals: STUDY_CSV_DECIMALS });
}
