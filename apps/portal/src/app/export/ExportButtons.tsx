import type { ExportFormat } from '@socios/domain';
import { Button, DownloadIcon, Inline, ProgressBar } from '@socios/ui';
import { useState } from 'react';
import { useNotice } from '../notice/NoticeProvider';
import { type ExportRequest, exportTable } from './exportTable';

/** How an export reports: a share done 0–1, or null while the amount is unknown. */
export type ExportProgress = (done: number | null) => void;

type Source<T> =
  /** The rows are written here (fetched first when asked for). */
  | { request: () => ExportRequest<T> | Promise<ExportRequest<T>>; run?: never }
  /** The file is made elsewhere (streamed from the server) and reports its own progress. */
  | { run: (format: ExportFormat, onProgress: ExportProgress) => Promise<void>; request?: never };

/**
 * 'Descargar CSV' and 'Descargar Excel' for a list, with a progress bar while the file is written or received.
 */
export function ExportButtons<T>(source: Source<T>) {
  const [progress, setProgress] = useState<{ value: number | null } | null>(null);
  const notice = useNotice();
  const run = async (format: ExportFormat) => {
    setProgress({ value: 0 });
    const report: ExportProgress = (done) => setProgress({ value: done === null ? null : Math.round(done * 100) });
    try {
      if (source.run) await source.run(format, report);
      else await exportTable(await source.request(), format, report);
    } catch {
      notice({ message: 'No ha sido posible generar el archivo. Inténtelo de nuevo.' });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Inline>
      <Button variant="secondary" startIcon={<DownloadIcon size={16} />} disabled={progress !== null} onClick={() => run('csv')}>
        Descargar CSV
      </Button>
      <Button variant="secondary" startIcon={<DownloadIcon size={16} />} disabled={progress !== null} onClick={() => run('xlsx')}>
        Descargar Excel
      </Button>
      {progress !== null ? <ProgressBar value={progress.value} label="Generando el archivo" /> : null}
    </Inline>
  );
}
