import type { Readable } from 'node:stream';
import { type CsvCell, type ExportFormat, STUDY_CSV_DECIMALS, STUDY_CSV_HEADER, type StudyResult, studyExportRow } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { csvFileStream, xlsxFileStream } from '../../http/fileStreams';
import { referencesOfLines, type Selection, type StudyRow } from './queries';

/**
 * The study's 'Descargar CSV' (and its Excel workbook), streamed: the engine has run over the whole study (A and C of
 * a line need every line of its tier), then the full rows are read in batches of lines, in the order of that run, and
 * each batch is read only when the client has taken the previous one.
 */

/** Lines read per batch (a line has one row per brand). */
export const STUDY_EXPORT_LINES = 2_000;

export interface StudyExport {
  db: Queryable;
  study: StudyRow;
  brands: readonly Selection[];
  result: StudyResult;
  lastLine: number;
}

/** The export's lines, batch by batch: each row with its position in the engine's run. */
async function* exportBatches({ db, study, brands, result, lastLine }: StudyExport): AsyncGenerator<(readonly CsvCell[])[]> {
  let index = 0;
  for (let from = 1; from <= lastLine; from += STUDY_EXPORT_LINES) {
    const rows = await referencesOfLines(db, study, brands, from, from + STUDY_EXPORT_LINES - 1);
    const out: (readonly CsvCell[])[] = [];
    for (const r of rows) {
      const line = studyExportRow(r, result, index++);
      if (line) out.push(line);
    }
    yield out;
  }
}

/** The study's export in the format asked for. */
export function studyFile(spec: StudyExport, format: ExportFormat, sheet: string): Readable {
  if (format === 'csv') return csvFileStream(STUDY_CSV_HEADER, exportBatches(spec), { decimals: STUDY_CSV_DECIMALS });
  const columns = STUDY_CSV_HEADER.map((header) => ({ header, width: header === 'Referencia' || header === 'Marca' ? 18 : 12 }));
  return xlsxFileStream(sheet, columns, exportBatches(spec));
}
