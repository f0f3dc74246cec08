// Real multi-page PDFs of the demo data (pdf-lib, standard Helvetica with WinAnsi: Spanish accents and ñ).
import type { PDFFont } from 'pdf-lib';

/** A section of a generated PDF: a heading and its paragraphs. */
export interface PdfSection {
  heading: string;
  paragraphs: readonly string[];
}

const PAGE: [number, number] = [595, 842];
const MARGIN = 56;
const BODY = 10.5;
const LEADING = 15;

/** Splits a paragraph into lines that fit the page width. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * An A4 PDF with a title, a subtitle and sections of wrapped text over as many pages as they need, each page with
 * the group's name and its number at the foot. `pagesAtLeast` repeats the sections until the document has them.
 */
export async function sectionedPdf(title: string, subtitle: string, sections: readonly PdfSection[], pagesAtLeast = 1): Promise<Buffer> {
  // Loaded only when the demo data is written: pdf-lib is a large module, and every server start would pay for it.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(title);
  doc.setAuthor('Grupo Ibérico de Recambios');
  doc.setProducer('Portal Socios');
  const width = PAGE[0] - 2 * MARGIN;
  let page = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  page.drawText(title, { x: MARGIN, y: y - 8, size: 18, font: bold, color: rgb(0.08, 0.24, 0.52) });
  y -= 34;
  page.drawText(subtitle, { x: MARGIN, y, size: 11, font, color: rgb(0.35, 0.38, 0.42) });
  y -= 30;
  for (let round = 0; round === 0 || doc.getPageCount() < pagesAtLeast; round++) {
    for (const section of sections) {
      if (y < MARGIN + 80) newPage();
      page.drawText(round ? `${section.heading} (anexo ${round})` : section.heading, { x: MARGIN, y, size: 13, font: bold });
      y -= 22;
      for (const paragraph of section.paragraphs) {
        for (const line of wrap(paragraph, font, BODY, width)) {
          if (y < MARGIN + 20) newPage();
          page.drawText(line, { x: MARGIN, y, size: BODY, font });
          y -= LEADING;
        }
        y -= 6;
      }
      y -= 10;
    }
    if (round > 20) break;
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    p.drawText(`Grupo Ibérico de Recambios · ${title} · página ${i + 1} de ${pages.length}`, {
      x: MARGIN,
      y: 28,
      size: 8,
      font,
      color: rgb(0.45, 0.47, 0.5),
    });
  });
  return Buffer.from(await doc.save());
}
