// A campaign's design to its PNG (001 §7 /screenshotPromo): the design tree laid out as absolutely positioned boxes
// with satori (HTML/CSS-like layout to SVG, texts drawn as paths with the fonts shipped with the project), then the
// SVG rasterised with resvg. Both the campaigns' designer ('Aceptar') and the server (templates' previews, a
// campaign sent without an image) use it, so the image looks the same wherever it is made.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  buildDesignTree,
  checkDesign,
  DESIGN_MESSAGES,
  DESIGN_PAGE_HEIGHT,
  DESIGN_PAGE_WIDTH,
  DESIGN_ROW_HEIGHT,
  DESIGN_TEXT_PADDING,
  type DesignAlign,
  type DesignFieldValues,
  type DesignItem,
  type DesignLine,
  designText,
} from '@socios/domain';
import type { Queryable } from '../../db/db';
import { HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { imageDataUrl } from '../images';

/** Font family of every text of a design (Inter, SIL Open Font License, from @fontsource/inter). */
export const DESIGN_FONT_FAMILY = 'Inter';
/** Font size of a text without one, in pixels. */
export const DESIGN_DEFAULT_FONT_SIZE = 16;
/** Text colour when neither the item nor any parent names one. */
const DEFAULT_COLOUR = '#1f2937';

/** Flex justification of each text alignment. */
const JUSTIFY: Readonly<Record<DesignAlign, string>> = { left: 'flex-start', center: 'center', right: 'flex-end' };

/** One node of satori's element tree: the shape React elements have, without React. */
interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: Node | string | Node[]; [key: string]: unknown };
}

interface SatoriFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

// The .woff files (satori reads ttf, otf and woff, not woff2): the latin subset (Spanish letters, ¿ ¡ €) and the
// latin-ext subset for other European names. Loaded once, on the first render.
const FONT_FILES: ReadonlyArray<{ file: string; weight: 400 | 700 }> = [
  { file: 'inter-latin-400-normal.woff', weight: 400 },
  { file: 'inter-latin-700-normal.woff', weight: 700 },
  { file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { file: 'inter-latin-ext-700-normal.woff', weight: 700 },
];

let fontsPromise: Promise<SatoriFont[]> | null = null;

/** The fonts, read from node_modules the first time (a failed read is retried on the next render). */
function designFonts(): Promise<SatoriFont[]> {
  if (!fontsPromise) {
    const require = createRequire(import.meta.url);
    fontsPromise = Promise.all(
      FONT_FILES.map(async ({ file, weight }) => ({
        name: DESIGN_FONT_FAMILY,
        data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
        weight,
        style: 'normal' as const,
      })),
    ).catch((error: unknown) => {
      fontsPromise = null;
      throw error;
    });
  }
  return fontsPromise;
}

/** Pixels of a number of grid units. */
const px = (units: number) => units * DESIGN_ROW_HEIGHT;

/** Every gallery image a tree names, once. */
function imageIds(item: DesignItem, into = new Set<number>()): Set<number> {
  if (item.tipo === 'imagen' && item.imagen !== null) into.add(item.imagen);
  for (const child of item.children) imageIds(child, into);
  return into;
}

/**
 * The data URLs of the gallery images a design names, read from the gallery with the member's rights (own or shared
 * with the group). Any image the member may not see, or any image at all without a member, is 404 (nothing said
 * about whether it exists).
 */
async function loadImages(db: Queryable, memberId: number | null, root: DesignItem): Promise<Map<number, string>> {
  const images = new Map<number, string>();
  for (const id of imageIds(root)) {
    const url = memberId === null ? null : await imageDataUrl(db, memberId, id);
    if (!url) throw new HttpError(404, TEXTS.notFound);
    images.set(id, url);
  }
  return images;
}

/** The satori node of one item (and its children), placed in its parent's box; `colour` is the inherited text colour. */
function itemNode(item: DesignItem, images: ReadonlyMap<number, string>, colour: string): Node {
  const width = px(item.w);
  const height = px(item.h);
  const style: Record<string, string | number> = {
    display: 'flex',
    position: 'absolute',
    left: px(item.x),
    top: px(item.y),
    width,
    height,
    overflow: 'hidden',
    boxSizing: 'border-box',
  };
  if (item.fondo) style.backgroundColor = item.fondo;
  const ownColour = item.color ?? colour;
  if (item.tipo === 'texto') {
    const fontSize = item.tamano ?? DESIGN_DEFAULT_FONT_SIZE;
    Object.assign(style, {
      padding: DESIGN_TEXT_PADDING,
      color: ownColour,
      fontSize,
      fontWeight: item.negrita ? 700 : 400,
      lineHeight: 1.25,
      whiteSpace: 'pre-wrap',
      wordBreak: 'break-word',
    });
    // A line shorter than the box is a flex item of its own width (textAlign alone would not move it): the flex
    // justification places it, textAlign aligns the lines of a text that wraps.
    style.justifyContent = JUSTIFY[item.alineacion];
    style.textAlign = item.alineacion;
    return { type: 'div', props: { style, children: item.texto ?? '' } };
  }
  if (item.tipo === 'imagen') {
    const src = item.imagen === null ? undefined : images.get(item.imagen);
    if (!src) return { type: 'div', props: { style } };
    // The whole picture inside the box, its proportions kept.
    const img: Node = { type: 'img', props: { src, width, height, style: { width, height, objectFit: 'contain' } } };
    return { type: 'div', props: { style, children: img } };
  }
  // A box (or a stray page line below the root): its children placed inside it.
  return { type: 'div', props: { style, children: item.children.map((child) => itemNode(child, images, ownColour)) } };
}

/** Replaces every bound text's value with the campaign's (designText) before the tree is laid out. */
function bindTexts(item: DesignItem, fields: DesignFieldValues): DesignItem {
  const texto = item.tipo === 'texto' ? designText(item, fields) : item.texto;
  return { ...item, texto, campo: null, children: item.children.map((child) => bindTexts(child, fields)) };
}

/** The satori tree of a whole design: the page at its size, its background and children. */
function pageNode(root: DesignItem, images: ReadonlyMap<number, string>): Node {
  const colour = root.color ?? DEFAULT_COLOUR;
  return {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        position: 'relative',
        width: DESIGN_PAGE_WIDTH,
        height: DESIGN_PAGE_HEIGHT,
        backgroundColor: root.fondo ?? '#ffffff',
        color: colour,
        fontFamily: DESIGN_FONT_FAMILY,
        overflow: 'hidden',
      },
      children: root.children.map((child) => itemNode(child, images, colour)),
    },
  };
}

/**
 * Renders a design to PNG bytes of DESIGN_PAGE_WIDTH × DESIGN_PAGE_HEIGHT px: texts (bound ones with the campaign's
 * `fields`), boxes with their backgrounds and children, and gallery images the member may see. `memberId` null
 * allows no gallery image (templates are everybody's). Throws HttpError 400 with the design check's Spanish text for
 * a bad design and 404 for an image the member cannot see.
 */
export async function renderDesign(db: Queryable, memberId: number | null, lines: readonly DesignLine[], fields: DesignFieldValues): Promise<Buffer> {
  const problem = checkDesign(lines);
  if (problem) throw new HttpError(400, problem);
  const tree = buildDesignTree(lines);
  if (!tree) throw new HttpError(400, DESIGN_MESSAGES.noPage);
  const root = bindTexts(tree, fields);
  const images = await loadImages(db, memberId, root);
  // Loaded on first use: satori (with its layout engine) and resvg are big, and most requests never render.
  const [{ default: satori }, { Resvg }, fonts] = await Promise.all([import('satori'), import('@resvg/resvg-js'), designFonts()]);
  const svg = await satori(pageNode(root, images) as unknown as Parameters<typeof satori>[0], {
    width: DESIGN_PAGE_WIDTH,
    height: DESIGN_PAGE_HEIGHT,
    fonts,
  });
  // Satori draws texts as paths, so resvg needs no font at all.
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
