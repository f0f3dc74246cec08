import { Button, Card, DownloadIcon, EmptyState, HandshakeIcon, Inline, Page, Prose, Spinner, Text } from '@socios/ui';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useNotice } from '../../app/notice/NoticeProvider';
import { callApi } from '../../app/query/callApi';
import { useApiQuery } from '../../app/query/apiQuery';
import { saveFile } from '../../app/saveFile';

/** Name of the file 'Exportar a PDF' saves (the server sends the same one). */
export const CONDITIONS_PDF_NAME = 'condiciones_entre_socios.pdf';

/**
 * /condicionesEntreSocios (001 §2.17): the conditions between members as formatted text (sanitised by the server
 * and again here) and 'Exportar a PDF', which saves the PDF the server makes of the same text. A failed load shows
 * the Error dialog (the app's popup) and says so on the page.
 */
export function MemberConditionsPage() {
  const text = useApiQuery('CondicionesEntreSocios', 'GetCondicionesEntreSocios', undefined, { select: (a) => a.valorRetorno.CONDSOC_TEXTO });
  const html = useMemo(() => (text.data ? DOMPurify.sanitize(text.data) : ''), [text.data]);
  const [exporting, setExporting] = useState(false);
  const notify = useNotice();

  const exportPdf = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await callApi('CondicionesEntreSocios', 'ExportarPdf', undefined);
      saveFile(blob, fileName || CONDITIONS_PDF_NAME);
    } catch (err) {
      notify({ title: 'Error', message: err instanceof Error ? err.message : String(err) });
    } finally {
      setExporting(false);
    }
  };

  if (text.isPending) return <Spinner size="lg" centered holdScreen label="Cargando las condiciones entre socios" />;
  return (
    <Page width="prose">
      <Inline>
        <Button startIcon={<DownloadIcon size={16} />} onClick={exportPdf} loading={exporting} disabled={!text.data}>
          Exportar a PDF
        </Button>
      </Inline>
      {text.data !== undefined ? (
        <Card>
          {html.trim() ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and by DOMPurify here
            <Prose flow="even" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <Text tone="muted">No hay condiciones entre socios publicadas.</Text>
          )}
        </Card>
      ) : (
        <EmptyState icon={<HandshakeIcon size={32} />} title="No ha sido posible cargar las condiciones entre socios" />
      )}
    </Page>
  );
}
