import { Button, Inline, Spinner, Text, useIsMobile } from '@socios/ui';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { saveFile } from '../../../../app/saveFile';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Zoom of the viewer (001 §9): starts at 1, steps of 0.5. */
export const PDF_ZOOM = { start: 1, step: 0.5, min: 0.25, max: 3 } as const;

export interface PdfViewerProps {
  /** Address of the PDF (same origin: the session cookie goes with it) or its bytes. */
  source: string | Uint8Array;
  /** Accessible name of the document (its title). */
  title: string;
  /** Shown instead of the pages when the document cannot be read. */
  errorText: string;
  /** Name of the file the Descargar button saves (without '.pdf'); the title by default. */
  fileName?: string;
}

/** The attribute that marks the pages being printed (one viewer at a time). */
const PRINTING = 'data-pdf-printing';

/**
 * Printing prints the pages only: every other box of the page is hidden, the pages' scroll box lets them flow onto
 * paper pages and each page canvas fits the paper's width.
 */
const StyledPrintPages = createGlobalStyle`
  @media print {
    /* Every rule starts with the same body:has(…) so that the pages' 'visible' outweighs the rest's 'hidden'. */
    body:has([${PRINTING}]) * {
      visibility: hidden;
    }
    body:has([${PRINTING}]) [${PRINTING}],
    body:has([${PRINTING}]) [${PRINTING}] * {
      visibility: visible;
    }
    body:has([${PRINTING}]) [${PRINTING}] {
      position: absolute;
      top: 0;
      left: 0;
      width: 100%;
      max-height: none;
      overflow: visible;
      border: 0;
      padding: 0;
    }
    body:has([${PRINTING}]) [${PRINTING}] canvas {
      width: 100% !important;
      height: auto !important;
      box-shadow: none;
      break-after: page;
    }
  }
`;

const StyledPages = styled.div`
  display: flex;
  flex-direction: column;
  /* Not 'center': a page wider than the box would overflow on both sides and its left part could not be scrolled
     to. Each page centres itself with auto margins, which never push it past the left edge. */
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(4)};
  max-height: 80vh;
  padding: ${({ theme }) => theme.spacing(4)};
  overflow: auto;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(2)};
  }
  canvas {
    flex: none;
    max-width: none;
    margin-inline: auto;
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

/** The zoom at which the widest page fills the box's inner width (never above the largest zoom). */
async function fitZoom(pdf: PDFDocumentProxy, box: HTMLElement): Promise<number> {
  const style = getComputedStyle(box);
  const inner = box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  let widest = 0;
  for (let n = 1; n <= pdf.numPages; n++) widest = Math.max(widest, (await pdf.getPage(n)).getViewport({ scale: 1 }).width);
  return Math.min(PDF_ZOOM.max, Math.max(PDF_ZOOM.min, Math.floor((inner / widest) * 100) / 100));
}

/**
 * An in-page PDF viewer (pdf.js): every page, zoom out and in by 0.5 from 1 (fit to the box's width on a phone),
 * fit to width, the page count, and the document's download and print.
 */
export default function PdfViewer({ source, title, errorText, fileName = title }: PdfViewerProps) {
  const isMobile = useIsMobile();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  // Fit to width follows the box's width (a phone turned, a sidebar opened) until the member zooms by hand.
  const [fit, setFit] = useState(isMobile);
  const [zoom, setZoom] = useState<number>(PDF_ZOOM.start);
  const [drawn, setDrawn] = useState(false);
  const [printing, setPrinting] = useState(false);
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
    const box = host.current;
    if (!fit || !pdf || !box) return;
    let width = -1;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      fitZoom(pdf, box).then(setZoom, () => setFailed(true));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [fit, pdf]);

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

  // Print once the pages are marked for it (the mark is in the DOM), and drop the mark when the dialog closes.
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  if (failed) return <Text role="alert">{errorText}</Text>;
  const zoomBy = (step: number) => {
    setFit(false);
    setZoom((z) =>
      Math.min(PDF_ZOOM.max, Math.max(PDF_ZOOM.min, (step > 0 ? Math.floor(z / PDF_ZOOM.step) : Math.ceil(z / PDF_ZOOM.step)) * PDF_ZOOM.step + step)),
    );
  };
  const download = async () => {
    if (!pdf) return;
    const bytes = await pdf.getData();
    saveFile(new Blob([bytes.slice()], { type: 'application/pdf' }), `${fileName}.pdf`);
  };
  return (
    <section aria-label={title}>
      <StyledPrintPages />
      <Inline wrap>
        <Button variant="secondary" size="sm" disabled={!pdf || zoom <= PDF_ZOOM.min} onClick={() => zoomBy(-PDF_ZOOM.step)}>
          Reducir
        </Button>
        <Text aria-live="polite">{`${Math.round(zoom * 100)} %`}</Text>
        <Button variant="secondary" size="sm" disabled={!pdf || zoom >= PDF_ZOOM.max} onClick={() => zoomBy(PDF_ZOOM.step)}>
          Ampliar
        </Button>
        <Button variant="secondary" size="sm" disabled={!pdf} aria-pressed={fit} onClick={() => setFit(true)}>
          Ajustar al ancho
        </Button>
        <Button variant="secondary" size="sm" disabled={!pdf} onClick={() => void download()}>
          Descargar
        </Button>
        <Button variant="secondary" size="sm" disabled={!drawn} onClick={() => setPrinting(true)}>
          Imprimir
        </Button>
        {pdf ? <Text tone="muted">{pdf.numPages === 1 ? '1 página' : `${pdf.numPages} páginas`}</Text> : null}
      </Inline>
      {!drawn ? <Spinner centered label="Cargando el documento" /> : null}
      {/* Focusable, so that the pages can be scrolled with the keyboard. */}
      <StyledPages ref={host} data-zoom={zoom} tabIndex={0} role="region" aria-label={`Páginas de ${title}`} {...{ [PRINTING]: printing ? '' : undefined }} />
    </section>
  );
}
