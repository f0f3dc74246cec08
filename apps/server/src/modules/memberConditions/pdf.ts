/**
 * The conditions between members as a real PDF ('Exportar a PDF', 001 §2.17), drawn with pdf-lib from the sanitised
 * HTML the page shows: headings, paragraphs with bold, italic and underlined runs, bulleted and numbered lists
 * (nested), quotes, rules and simple tables (one line per row), wrapped to an A4 page and continued over as many pages
 * as it takes, each page numbered at its foot.
 *
 * Choices:
 * - Our own small layout over the sanitiser's output instead of a browser or an HTML-to-PDF engine: the input only ever
 *   holds the sanitiser's allow-listed tags, pdf-lib is already here, and nothing needs a headless browser.
 * - The 14 standard fonts (Helvetica family) with WinAnsi encoding: every Spanish character (á, ñ, ü, ¿, ¡, €, «»)
 *   is there and nothing is embedded; a character outside it (an emoji, a Greek letter) is drawn as '?' rather than
 *   failing the export.
 */
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/** Title of the document and of its first page. */
export const CONDITIONS_PDF_TITLE = 'Condiciones entre socios';

/** A4 in points, margins and sizes. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN_X = 56;
const MARGIN_TOP = 60;
const MARGIN_BOTTOM = 56;
const BODY_SIZE = 10.5;
const HEADING_SIZES: Record<number, number> = { 2: 14, 3: 12.5, 4: 11.5 };
const LIST_INDENT = 16;
const QUOTE_INDENT = 18;

/** The document's colours, made with pdf-lib's `rgb` once the module is loaded. */
interface Colours {
  text: Color;
  heading: Color;
  muted: Color;
  link: Color;
}

/** One piece of text in one style. */
interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: boolean;
}

/** One block of the document, laid out on its own lines. */
type Block =
  | { kind: 'text'; runs: Run[]; indent: number; marker: string | null; heading: number | null; quote: boolean }
  | { kind: 'rule' };

/** Named entities the editor may write, beyond the numeric ones (Spanish letters and typography). */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', aacute: 'á', eacute: 'é', iacute: 'í', oacute: 'ó',
  uacute: 'ú', Aacute: 'Á', Eacute: 'É', Iacute: 'Í', Oacute: 'Ó', Uacute: 'Ú', ntilde: 'ñ', Ntilde: 'Ñ', uuml: 'ü',
  Uuml: 'Ü', iexcl: '¡', iquest: '¿', ordf: 'ª', ordm: 'º', euro: '€', laquo: '«', raquo: '»', mdash: '—', ndash: '–',
  hellip: '…', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', middot: '·', deg: '°', copy: '©', reg: '®', bull: '•',
  ccedil: 'ç', Ccedil: 'Ç', agrave: 'à', egrave: 'è', ograve: 'ò', ocirc: 'ô', atilde: 'ã', otilde: 'õ', iuml: 'ï',
};

/** Decodes the entities the sanitiser leaves in text; an unknown one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|([^<]+)/g;

/** Reads the sanitised HTML into blocks of styled runs. */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const style = { bold: 0, italic: 0, underline: 0, link: 0 };
  const lists: { ordered: boolean; count: number }[] = [];
  let quote = 0;
  let current: Extract<Block, { kind: 'text' }> | null = null;
  let cellsInRow = 0;

  const flush = () => {
    if (current?.runs.some((r) => r.text.trim() !== '')) blocks.push(current);
    current = null;
  };
  const start = (heading: number | null = null, marker: string | null = null) => {
    flush();
    const indent = lists.length * LIST_INDENT + quote * QUOTE_INDENT;
    current = { kind: 'text', runs: [], indent, marker, heading, quote: quote > 0 };
    return current;
  };
  const add = (text: string) => {
    const block = current ?? start();
    block.runs.push({
      text,
      bold: style.bold > 0 || block.heading !== null,
      italic: style.italic > 0 || block.quote,
      underline: style.underline > 0 || style.link > 0,
      link: style.link > 0,
    });
  };

  for (const m of html.matchAll(TOKEN)) {
    if (m[3] !== undefined) {
      const text = decodeEntities(m[3]).replace(/[\s\u00a0]+/g, (s) => (s.includes('\u00a0') ? '\u00a0' : ' '));
      if (text.trim() !== '' || current) add(text);
      continue;
    }
    const closing = m[1] === '/';
    const tag = (m[2] ?? '').toLowerCase();
    switch (tag) {
      case 'strong':
      case 'b':
      case 'th':
        style.bold += closing ? -1 : 1;
        if (tag === 'th') cellSeparator(closing);
        break;
      case 'em':
      case 'i':
        style.italic += closing ? -1 : 1;
        break;
      case 'u':
        style.underline += closing ? -1 : 1;
        break;
      case 'a':
        style.link += closing ? -1 : 1;
        break;
      case 'br':
        add('\n');
        break;
      case 'hr':
        flush();
        blocks.push({ kind: 'rule' });
        break;
      case 'h2':
      case 'h3':
      case 'h4':
        if (closing) flush();
        else start(Number(tag.slice(1)));
        break;
      case 'p':
      case 'tr':
        if (closing) flush();
        else start();
        cellsInRow = 0;
        break;
      case 'td':
        cellSeparator(closing);
        break;
      case 'blockquote':
        flush();
        quote = Math.max(0, quote + (closing ? -1 : 1));
        break;
      case 'ul':
      case 'ol':
        flush();
        if (closing) lists.pop();
        else lists.push({ ordered: tag === 'ol', count: 0 });
        break;
      case 'li': {
        if (closing) {
          flush();
          break;
        }
        const list = lists.at(-1);
        if (list) list.count++;
        start(null, list?.ordered ? `${list.count}.` : '•');
        break;
      }
      default:
        break;
    }
    style.bold = Math.max(0, style.bold);
    style.italic = Math.max(0, style.italic);
    style.underline = Math.max(0, style.underline);
    style.link = Math.max(0, style.link);
  }
  flush();
  return blocks;

  // Cells of a table row are written one after the other on the row's line, separated by a bar.
  function cellSeparator(closing: boolean) {
    if (closing) return;
    if (!current) start();
    if (cellsInRow++ > 0) add('  |  ');
  }
}

/** The four faces of Helvetica, with the characters each can draw. */
interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
  charset: Set<number>;
}

function fontOf(fonts: Fonts, run: Pick<Run, 'bold' | 'italic'>): PDFFont {
  if (run.bold) return run.italic ? fonts.boldItalic : fonts.bold;
  return run.italic ? fonts.italic : fonts.regular;
}

/** The text with every character the standard fonts cannot draw replaced by '?' (non-breaking spaces by spaces). */
function drawable(fonts: Fonts, text: string): string {
  let out = '';
  for (const ch of text.replace(/\u00a0/g, ' ')) out += fonts.charset.has(ch.codePointAt(0) ?? 0) ? ch : '?';
  return out;
}

/** A styled piece of one laid-out line, with its width. */
interface Piece {
  text: string;
  run: Run;
  width: number;
}

/**
 * Breaks a block's runs into lines no wider than `width`: at spaces, at forced breaks, and inside a word only when the
 * word alone is wider than the line.
 */
function layoutLines(fonts: Fonts, runs: readonly Run[], size: number, width: number): Piece[][] {
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let lineWidth = 0;
  const newLine = () => {
    const last = line.at(-1);
    if (last) {
      last.text = last.text.trimEnd();
      last.width = fontOf(fonts, last.run).widthOfTextAtSize(last.text, size);
    }
    lines.push(line);
    line = [];
    lineWidth = 0;
  };
  for (const run of runs) {
    const font = fontOf(fonts, run);
    if (run.text === '\n') {
      newLine();
      continue;
    }
    // Words with the space that follows them, so that widths add up as drawn.
    for (const word of drawable(fonts, run.text).match(/\S+\s*|\s+/g) ?? []) {
      let piece = line.length === 0 ? word.trimStart() : word;
      if (piece === '') continue;
      let w = font.widthOfTextAtSize(piece, size);
      const ink = font.widthOfTextAtSize(piece.trimEnd(), size);
      if (lineWidth + ink > width && line.length > 0) {
        newLine();
        piece = piece.trimStart();
        w = font.widthOfTextAtSize(piece, size);
      }
      // A word longer than the whole line is cut where it must be.
      while (font.widthOfTextAtSize(piece.trimEnd(), size) > width) {
        let cut = piece.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(piece.slice(0, cut), size) > width) cut--;
        line.push({ text: piece.slice(0, cut), run, width: font.widthOfTextAtSize(piece.slice(0, cut), size) });
        newLine();
        piece = piece.slice(cut);
        w = font.widthOfTextAtSize(piece, size);
      }
      // Consecutive words of one run are drawn as one piece of text.
      const last = line.at(-1);
      if (last && last.run === run) {
        last.text += piece;
        last.width += w;
      } else {
        line.push({ text: piece, run, width: w });
      }
      lineWidth += w;
    }
  }
  if (line.length) newLine();
  return lines.filter((l) => l.some((p) => p.text.trim() !== ''));
}

/** Writes pages top to bottom, starting a new one when the next lines do not fit. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly colours: Colours,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN_TOP;
  }

  /** Makes room for `height` points, on a new page when this one has less left. */
  ensure(height: number) {
    if (this.y - height < MARGIN_BOTTOM) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN_TOP;
    }
  }

  /** Draws one laid-out line at the current height from x. */
  line(pieces: readonly Piece[], x: number, size: number, leading: number, colour = this.colours.text) {
    this.ensure(leading);
    this.y -= leading;
    let at = x;
    for (const p of pieces) {
      const font = fontOf(this.fonts, p.run);
      const color = p.run.link ? this.colours.link : colour;
      if (p.text !== '') this.page.drawText(p.text, { x: at, y: this.y, size, font, color });
      if (p.run.underline && p.text.trim() !== '') {
        const ink = font.widthOfTextAtSize(p.text.trimEnd(), size);
        this.page.drawLine({ start: { x: at, y: this.y - 1.5 }, end: { x: at + ink, y: this.y - 1.5 }, thickness: 0.5, color });
      }
      at += p.width;
    }
  }
}

/**
 * The PDF of the conditions: the title, then the blocks of the (already sanitised) HTML, and on every page its number
 * ('Página 2 de 3'). Answers the file's bytes; an empty text gives one page saying there are no conditions.
 */
export async function conditionsPdf(html: string, options: { author?: string } = {}): Promise<Buffer> {
  // Loaded when a PDF is asked for: pdf-lib is a large module, and every server start would pay for it.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const colours: Colours = {
    text: rgb(0.12, 0.13, 0.15),
    heading: rgb(0.08, 0.24, 0.52),
    muted: rgb(0.42, 0.44, 0.48),
    link: rgb(0.08, 0.33, 0.7),
  };
  const doc = await PDFDocument.create();
  doc.setTitle(CONDITIONS_PDF_TITLE, { showInWindowTitleBar: true });
  doc.setLanguage('es-ES');
  doc.setProducer('Portal Socios');
  doc.setCreator('Portal Socios');
  if (options.author) doc.setAuthor(options.author);
  const [regular, bold, italic, boldItalic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
    doc.embedFont(StandardFonts.HelveticaBoldOblique),
  ]);
  const fonts: Fonts = { regular, bold, italic, boldItalic, charset: new Set(regular.getCharacterSet()) };
  const width = PAGE[0] - 2 * MARGIN_X;
  const w = new Writer(doc, fonts, colours);

  const titleRun: Run = { text: CONDITIONS_PDF_TITLE, bold: true, italic: false, underline: false, link: false };
  w.line([{ text: CONDITIONS_PDF_TITLE, run: titleRun, width: 0 }], MARGIN_X, 20, 20, colours.heading);
  w.y -= 10;
  w.page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: PAGE[0] - MARGIN_X, y: w.y }, thickness: 1, color: colours.heading });
  w.y -= 8;

  const blocks = htmlBlocks(html);
  if (blocks.length === 0) {
    blocks.push({
      kind: 'text',
      runs: [{ text: 'No hay condiciones entre socios publicadas.', bold: false, italic: true, underline: false, link: false }],
      indent: 0,
      marker: null,
      heading: null,
      quote: false,
    });
  }
  for (const block of blocks) {
    if (block.kind === 'rule') {
      w.ensure(16);
      w.y -= 8;
      w.page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: PAGE[0] - MARGIN_X, y: w.y }, thickness: 0.5, color: colours.muted });
      w.y -= 8;
      continue;
    }
    const size = block.heading ? (HEADING_SIZES[block.heading] ?? BODY_SIZE) : BODY_SIZE;
    const leading = size * 1.4;
    const markerWidth = block.marker ? LIST_INDENT : 0;
    const x = MARGIN_X + block.indent;
    const lines = layoutLines(fonts, block.runs, size, width - block.indent - markerWidth);
    if (lines.length === 0) continue;
    if (block.heading) {
      // A heading keeps its first lines of text with it: it starts a new page rather than end one.
      w.y -= 8;
      w.ensure(leading * lines.length + BODY_SIZE * 1.4 * 3);
    }
    lines.forEach((pieces, i) => {
      if (i === 0 && block.marker) {
        w.ensure(leading);
        const markerText = drawable(fonts, block.marker);
        w.page.drawText(markerText, { x, y: w.y - leading, size, font: fonts.regular, color: colours.text });
      }
      w.line(pieces, x + markerWidth, size, leading, block.heading ? colours.heading : colours.text);
    });
    w.y -= block.heading ? 2 : 6;
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = `${CONDITIONS_PDF_TITLE} · Página ${i + 1} de ${pages.length}`;
    const size = 8;
    const textWidth = regular.widthOfTextAtSize(text, size);
    page.drawText(text, { x: (PAGE[0] - textWidth) / 2, y: 28, size, font: regular, color: colours.muted });
  });
  return Buffer.from(await doc.save());
}
