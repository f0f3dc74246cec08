/**
 * The conditions between members as a real PDF ('Exportar a PDF', 001 §2.17) from the sanitised HTML the page shows:
 * headings, paragraphs with bold, italic and underlined runs and links, bulleted and numbered lists (nested), quotes,
 * rules and tables, on A4 pages numbered at their foot.
 *
 * Choices:
 * - The HTML is read by a real parser (htmlparser2, the one the sanitiser uses) into pdfmake's document definition;
 *   pdfmake (on PDFKit) does the layout: line breaking, lists, tables, page breaks, headings kept with what follows.
 * - The font is Inter, the one the server already ships for the campaign designs (@fontsource/inter, SIL Open Font
 *   License), embedded as a subset. A character outside its Latin set (an emoji, a Greek letter) is printed as '?'
 *   rather than as an empty box.
 * - pdfmake may read no URL and no file but our four font files: nothing in a text can make it fetch anything.
 */
import { createRequire } from 'node:module';
import { type ChildNode as Node, type Element, isTag, isText } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Content, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces';

/** Title of the document and of its first page. */
export const CONDITIONS_PDF_TITLE = 'Condiciones entre socios';
/** What the PDF says when no conditions were ever stored. */
const NO_CONDITIONS = 'No hay condiciones entre socios publicadas.';

const COLOURS = { text: '#1f2126', heading: '#143d85', muted: '#6b7080', link: '#1454b3', rule: '#b0b4bd' } as const;
const BODY_SIZE = 10.5;
const HEADING_SIZES: Readonly<Record<string, number>> = { h2: 14, h3: 12.5, h4: 11.5 };

/** One run of text in pdfmake's inline form. */
type Inline = string | ContentText;

const require = createRequire(import.meta.url);

/** The four Inter files (Latin subset) and the code points they draw, read from the font package itself. */
const FONT_FILES = {
  normal: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
  italics: require.resolve('@fontsource/inter/files/inter-latin-400-italic.woff'),
  bolditalics: require.resolve('@fontsource/inter/files/inter-latin-700-italic.woff'),
};

/** The code point ranges of the Latin subset ('U+0000-00FF,U+0131,…' in @fontsource/inter/unicode.json). */
const DRAWABLE: ReadonlyArray<readonly [number, number]> = ((require('@fontsource/inter/unicode.json') as Record<string, string>).latin ?? 'U+0020-007E')
  .split(',')
  .map((range) => {
    const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '0', 16);
    return [start, to ? Number.parseInt(to, 16) : start] as const;
  });

/** The text with every character the font cannot draw replaced by '?'. */
function drawable(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    out += DRAWABLE.some(([from, to]) => code >= from && code <= to) ? c : '?';
  }
  return out;
}

/** Inline style of a tag, when it has one. */
const INLINE_STYLES: Readonly<Record<string, Partial<ContentText>>> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italics: true },
  i: { italics: true },
  u: { decoration: 'underline' },
  span: {},
};

/** The runs of text inside a node, with the style of the tags around them; spaces collapse as in a browser. */
function inlines(nodes: readonly Node[], style: Partial<ContentText> = {}): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    if (isText(node)) {
      const text = drawable(node.data.replace(/\s+/g, ' '));
      if (text) out.push(Object.keys(style).length ? { text, ...style } : text);
    } else if (isTag(node)) {
      if (node.name === 'br') out.push('\n');
      else if (node.name === 'a') {
        const href = node.attribs.href;
        const link = href ? { link: href, color: COLOURS.link, decoration: 'underline' as const } : {};
        out.push(...inlines(node.children, { ...style, ...link }));
      } else if (node.name in INLINE_STYLES) out.push(...inlines(node.children, { ...style, ...INLINE_STYLES[node.name] }));
      else out.push(...inlines(node.children, style));
    }
  }
  return out;
}

/** Trims the spaces at both ends of a paragraph's runs (HTML does not print them). */
function trimmed(runs: Inline[]): Inline[] {
  const text = (r: Inline) => (typeof r === 'string' ? r : String(r.text));
  const set = (r: Inline, t: string): Inline => (typeof r === 'string' ? t : { ...r, text: t });
  const out = [...runs];
  while (out.length && text(out[0]!).trim() === '' && text(out[0]!) !== '\n') out.shift();
  while (out.length && text(out.at(-1)!).trim() === '' && text(out.at(-1)!) !== '\n') out.pop();
  if (out.length) {
    out[0] = set(out[0]!, text(out[0]!).trimStart());
    out[out.length - 1] = set(out.at(-1)!, text(out.at(-1)!).trimEnd());
  }
  return out;
}

const BLOCK_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr', 'table']);

/** The blocks of a list of nodes: loose inline runs between blocks become a paragraph of their own. */
function blocks(nodes: readonly Node[], paragraph: 'body' | 'item' = 'body'): Content[] {
  const out: Content[] = [];
  let loose: Node[] = [];
  const flush = () => {
    const runs = trimmed(inlines(loose));
    if (runs.length) out.push({ text: runs, style: paragraph });
    loose = [];
  };
  for (const node of nodes) {
    if (!isTag(node) || !BLOCK_TAGS.has(node.name)) {
      loose.push(node);
      continue;
    }
    flush();
    const block = blockOf(node, paragraph);
    if (block) out.push(block);
  }
  flush();
  return out;
}

/** One block element as pdfmake content. */
function blockOf(node: Element, paragraph: 'body' | 'item'): Content | null {
  switch (node.name) {
    case 'h2':
    case 'h3':
    case 'h4': {
      const runs = trimmed(inlines(node.children));
      return runs.length ? { text: runs, style: 'heading', fontSize: HEADING_SIZES[node.name], headlineLevel: 1 } : null;
    }
    case 'p': {
      const runs = trimmed(inlines(node.children));
      return runs.length ? { text: runs, style: paragraph } : null;
    }
    case 'ul':
    case 'ol': {
      const items = node.children.filter((c) => isTag(c) && c.name === 'li').map((li) => listItem(li));
      if (!items.length) return null;
      return node.name === 'ul' ? { ul: items, style: 'body' } : { ol: items, style: 'body' };
    }
    case 'li':
      return listItem(node);
    case 'blockquote':
      return { stack: blocks(node.children), italics: true, color: COLOURS.muted, margin: [18, 0, 0, 6] };
    case 'hr':
      return { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 0.5, lineColor: COLOURS.rule }], margin: [0, 6, 0, 10] };
    case 'table':
      return table(node);
    default:
      return null;
  }
}

/** A list item: its text, and any nested list or paragraph under it. */
function listItem(li: Node): Content {
  const children = isTag(li) ? li.children : [];
  const content = blocks(children, 'item');
  return content.length === 1 ? content[0]! : { stack: content };
}

/** A table with its rows (header cells in bold), columns of equal share of the width. */
function table(node: Node): Content | null {
  const rows = DomUtils.getElementsByTagName('tr', node, true);
  const body = rows.map((tr) =>
    tr.children
      .filter((c) => isTag(c) && (c.name === 'td' || c.name === 'th'))
      .map((cell) => {
        const runs = trimmed(inlines(isTag(cell) ? cell.children : []));
        return { text: runs.length ? runs : ' ', bold: isTag(cell) && cell.name === 'th' };
      }),
  );
  const columns = Math.max(0, ...body.map((r) => r.length));
  if (columns === 0) return null;
  for (const row of body) while (row.length < columns) row.push({ text: ' ', bold: false });
  const headerRows = rows[0] && DomUtils.getElementsByTagName('th', rows[0], false).length ? 1 : 0;
  return {
    table: { headerRows, widths: Array.from({ length: columns }, () => '*'), body },
    layout: 'lightHorizontalLines',
    style: 'body',
    margin: [0, 2, 0, 8],
  };
}

/** The document definition of the conditions: the title, the text's blocks, and each page's number at its foot. */
export function conditionsDocument(html: string, options: { author?: string } = {}): TDocumentDefinitions {
  const content = blocks(parseDocument(html, { decodeEntities: true }).children);
  return {
    info: { title: CONDITIONS_PDF_TITLE, author: options.author ?? 'Portal Socios', creator: 'Portal Socios', producer: 'Portal Socios' },
    language: 'es-ES',
    pageSize: 'A4',
    pageMargins: [56, 60, 56, 56],
    defaultStyle: { font: 'Inter', fontSize: BODY_SIZE, color: COLOURS.text, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 20, bold: true, color: COLOURS.heading },
      heading: { bold: true, color: COLOURS.heading, margin: [0, 10, 0, 4] },
      body: { margin: [0, 0, 0, 6] },
      item: { margin: [0, 0, 0, 2] },
    },
    content: [
      { text: CONDITIONS_PDF_TITLE, style: 'title' },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 1, lineColor: COLOURS.heading }], margin: [0, 6, 0, 10] },
      ...(content.length ? content : [{ text: NO_CONDITIONS, italics: true }]),
    ],
    // A heading never ends a page: it moves to the next one with the text it introduces.
    pageBreakBefore: (node, on) => node.headlineLevel === 1 && on.getFollowingNodesOnPage().length === 0,
    footer: (page, pages) => ({
      text: `${CONDITIONS_PDF_TITLE} · Página ${page} de ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: COLOURS.muted,
      margin: [0, 24, 0, 0],
    }),
  };
}

/** The PDF of the conditions (already sanitised HTML); an empty text gives one page saying there are none. */
export async function conditionsPdf(html: string, options: { author?: string } = {}): Promise<Buffer> {
  // The conditions are the same for every member and change seldom, and a layout takes a few hundred milliseconds:
  // the last PDF made is kept with the text it was made from and given again while that text is the same.
  const key = JSON.stringify([html, options.author ?? null]);
  if (lastMade?.key === key) return lastMade.body;
  // Loaded when a PDF is asked for: pdfmake and PDFKit are large, and every server start would pay for them.
  const { default: pdfmake } = await import('pdfmake');
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => Object.values(FONT_FILES).includes(path));
  pdfmake.setFonts({ Inter: FONT_FILES });
  const body = await pdfmake.createPdf(conditionsDocument(html, options)).getBuffer();
  lastMade = { key, body };
  return body;
}

/** The last PDF made and the text (and author) it was made from. */
let lastMade: { key: string; body: Buffer } | undefined;
