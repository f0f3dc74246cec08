// Reading back the text of the PDFs the server makes (pdf-lib with the standard fonts), for the tests.
import { decodePDFRawStream, PDFArray, type PDFDocument, PDFRawStream } from 'pdf-lib';

/** WinAnsi's characters of bytes 0x80–0x9F (windows-1252); the other bytes read as Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Reads WinAnsi bytes, the encoding of the standard fonts' text (Node's TextDecoder may lack windows-1252). */
function winAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');
}

/** The text drawn on each page, read back from the PDF's content streams (hex strings of WinAnsi bytes). */
export function pageTexts(doc: PDFDocument): string[] {
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const parts: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) parts.push(winAnsi(Buffer.from(m[1] ?? '', 'hex')));
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  });
}

/** A PDF read back as a reader would: its title and the text of each page (pdf.js, the text layer of Firefox). */
export async function readPdf(bytes: Uint8Array): Promise<{ title: string | undefined; pages: string[] }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      // In reading order (top to bottom, then left to right: a list's number before its text, whatever order the
      // PDF drew them in); runs apart on the page (table cells, a number and its text) are read with a space.
      const runs = content.items.flatMap((item) =>
        'str' in item ? [{ text: item.str, x: item.transform[4] as number, y: Math.round(item.transform[5] as number), width: item.width }] : [],
      );
      runs.sort((a, b) => b.y - a.y || a.x - b.x);
      const text = runs
        .map((r, i) => {
          const before = runs[i - 1];
          const apart = !before || before.y !== r.y || r.x - (before.x + before.width) > 1;
          return `${apart ? ' ' : ''}${r.text}`;
        })
        .join('');
      pages.push(text.replace(/\s+/g, ' ').trim());
    }
    const info = (await doc.getMetadata()).info as { Title?: string };
    return { title: info.Title, pages };
  } finally {
    await doc.destroy();
  }
}
