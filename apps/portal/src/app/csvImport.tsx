import { decodeUtf8Strict, type CsvLineError, formatLineError } from '@socios/domain';
import { Button, DownloadIcon } from '@socios/ui';

/**
 * The pieces the CSV imports share (contacts, workshops, stock): the help block with its template button, the file
 * read as strict UTF-8, and the list of the file's errors, capped.
 */

/** The help on the file's format above an import's drop zone: small muted text, its lists, columns and names. */
export { HelpText as ImportHelp } from '@socios/ui';

/** Props of TemplateButton. */
export interface TemplateButtonProps {
  /** Saves the import's template (saveFile with the template's text and file name). */
  onDownload: () => void;
}

/** 'Descargar plantilla': the import's template, at the end of its help. */
export function TemplateButton({ onDownload }: TemplateButtonProps) {
  return (
    <div>
      <Button variant="ghost" size="sm" startIcon={<DownloadIcon size={16} />} onClick={onDownload}>
        Descargar plantilla
      </Button>
    </div>
  );
}

/** A chosen file: its text, or why it could not be read as UTF-8. */
export type CsvFile = { fileName: string; text: string } | { fileName: string; error: string };

/** Reads a chosen file as strict UTF-8 (a file in another encoding is refused with the domain's text). */
export async function readCsvFile(file: File): Promise<CsvFile> {
  const decoded = decodeUtf8Strict(new Uint8Array(await file.arrayBuffer()));
  return decoded.ok ? { fileName: file.name, text: decoded.text } : { fileName: file.name, error: decoded.message };
}

/** How many of a file's errors are listed; the rest are counted in a last line. */
export const ERRORS_SHOWN = 100;

/**
 * The items of a file's error list: the first ERRORS_SHOWN errors by line, then '… y N errores más' when there are
 * more (`formatCount` writes N; plain digits by default).
 */
export function lineErrorItems(errors: readonly CsvLineError[], formatCount: (n: number) => string = String): string[] {
  return [
    ...errors.slice(0, ERRORS_SHOWN).map(formatLineError),
    ...(errors.length > ERRORS_SHOWN ? [`… y ${formatCount(errors.length - ERRORS_SHOWN)} errores más`] : []),
  ];
}
