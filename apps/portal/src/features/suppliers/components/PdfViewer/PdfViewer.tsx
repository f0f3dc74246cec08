import { Button, Inline, Spinner, Text } from '@socios/ui';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Zoom of the viewer (001 §9): starts at 1, steps of 0.5. */
export const PDF_ZOOM = { start: 1, step: 0.5, min: 0.5, max: 3 } as const;

export interface PdfViewerProps {
  /** Address of the PDF (same origin: the session cookie goes with it) or its bytes. */
  source: string | Uint8Array;
  /** Accessible name of the document (its title). */
  title: string;
  /** Shown instead of the pages when the document cannot be read. */
  errorText: string;
}

const StyledPages = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
  max-height: 80vh;
  padding: ${({ theme }) => theme.spacing(4)};
  overflow: auto;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  canvas {
    max-width: none;
    box-shadow: ${({ theme }) => theme.shadow.md};
    background: white;
  }
`;

/** Draws every page of a PDF at a zoom into canvases (device-pixel sharp). */
async function drawPages(pdf: PDFDocumentProxy, zoom: number, host: HTMLElement, cancelled: () => boolean): Promise<void> {
  const ratio = window.devicePixelRatio || 1;
  const canvases: HTMLCanvasElement[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    if (cancelled()) return;
    const viewport = page.getViewport({ scale: zoom });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Página ${n} de ${pdf.numPages}`);
    await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
    if (cancelled()) return;
    canvases.push(canvas);
  }
  host.replaceChildren(...canvases);
}

/** An in-page PDF viewer (pdf.js): every page, zoom out and in by 0.5 from 1, the page count. */
export default function PdfViewer({ source, title, errorText }: PdfViewerProps) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState<number>(PDF_ZOOM.start);
  const [drawn, setDrawn] = useState(false);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setPdf(null);
    setFailed(false);
    const task = getDocument(typeof source === 'string' ? { url: source } : { data: source.slice() });
    task.promise.then(setPdf, () => setFailed(true));
    return () => {
      void task.destroy();
    };
  }, [source]);

  useEffect(() => {
    if (!pdf || !host.current) return;
    let cancelled = false;
    setDrawn(false);
    drawPages(pdf, zoom, host.current, () => cancelled).then(
      () => !cancelled && setDrawn(true),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [pdf, zoom]);

  if (failed) return <Text role="alert">{errorText}</Text>;
  return (
    <section aria-label={title}>
      <Inline>
        <Button variant="secondary" size="sm" disabled={!pdf || zoom <= PDF_ZOOM.min} onClick={() => setZoom((z) => Math.max(PDF_ZOOM.min, z - PDF_ZOOM.step))}>
          Reducir
        </Button>
        <Text aria-live="polite">{`${Math.round(zoom * 100)} %`}</Text>
        <Button variant="secondary" size="sm" disabled={!pdf || zoom >= PDF_ZOOM.max} onClick={() => setZoom((z) => Math.min(PDF_ZOOM.max, z + PDF_ZOOM.step))}>
          Ampliar
        </Button>
        {pdf ? <Text tone="muted">{pdf.numPages === 1 ? '1 página' : `${pdf.numPages} páginas`}</Text> : null}
      </Inline>
      {!drawn ? <Spinner centered label="Cargando el documento" /> : null}
      {/* Focusable, so that the pages can be scrolled with the keyboard. */}
      <StyledPages ref={host} data-zoom={zoom} tabIndex={0} role="region" aria-label={`Páginas de ${title}`} />
    </section>
  );
}
