import type { ExportFormat } from '@socios/domain';
import { Button, DownloadIcon, Inline, ProgressBar } from '@socios/ui';
import { useState } from 'react';
import { useNotice } from '../notice/NoticeProvider';
import { type ExportRequest, exportTable } from './exportTable';

/**
 * 'Descargar CSV' and 'Descargar Excel' for a list, with a progress bar while the file is written; the rows may be
 * fetched when asked for (a whole net price list).
 */
export function ExportButtons<T>({ request }: { request: () => ExportRequest<T> | Promise<ExportRequest<T>> }) {
  const [progress, setProgress] = useState<number | null>(null);
  const notice = useNotice();
  const run = async (format: ExportFormat) => {
    setProgress(0);
    try {
      await exportTable(await request(), format, setProgress);
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
      {progress !== null ? <ProgressBar value={Math.round(progress * 100)} label="Generando el archivo" /> : null}
    </Inline>
  );
}
