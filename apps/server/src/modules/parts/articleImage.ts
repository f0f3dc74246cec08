import { Resvg } from '@resvg/resvg-js';
import { FONT, FONT_OPTIONS, hex, productShape, type Rgb } from '../../render/productArt';
import { escapeHtml } from '../../html';

/** The sizes an article's picture comes in: the thumbnail of the card and the enlarged picture. */
export const ARTICLE_IMAGE_SIZES = [200, 800] as const;
export type ArticleImageSize = (typeof ARTICLE_IMAGE_SIZES)[number];

/** The address of an article's picture (the same for both catalogues: the server serves or fetches it). */
export const articleImagePath = (articleId: number, size: ArticleImageSize) => `/api/Tecdoc/GetImagenArticulo/${articleId}/${size}`;

/** What the picture of an article of the built-in catalogue shows. */
export interface ArticlePicture {
  brand: string;
  reference: string;
  generic: string;
  /** The top assembly group (Sistema de frenos…): its colour. */
  group: string;
}

/** Colours of the top assembly groups (dark, light), by a hash of the group's name. */
const PALETTE: readonly (readonly [Rgb, Rgb])[] = [
  [
    [21, 101, 192],
    [100, 181, 246],
  ],
  [
    [183, 28, 28],
    [239, 154, 154],
  ],
  [
    [46, 125, 50],
    [165, 214, 167],
  ],
  [
    [230, 81, 0],
    [255, 204, 128],
  ],
  [
    [69, 39, 160],
    [179, 157, 219],
  ],
  [
    [0, 105, 92],
    [128, 203, 196],
  ],
];

function colours(group: string): readonly [Rgb, Rgb] {
  let h = 0;
  for (const c of group) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/** Shortens a text to `max` characters with an ellipsis. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The picture of an article (800 units square): the group's colours, the drawing of its kind of part (disc, filter,
 * battery, bulb…), the brand on top and the part's name and reference below — so that a list reads at a glance
 * where a catalogue has no photographs.
 */
export function articlePictureSvg(p: ArticlePicture): string {
  const [dark, light] = colours(p.group);
  const kind = `${p.generic} ${p.group}`.toLowerCase();
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(dark)}"/><stop offset="1" stop-color="${hex(light)}"/></linearGradient>`,
    '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.62" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.4"/></linearGradient></defs>',
    '<rect width="800" height="800" rx="48" fill="url(#g)"/>',
    // A shade under the texts, so that white reads on the light corner too.
    '<rect width="800" height="800" rx="48" fill="url(#s)"/>',
    `<text x="56" y="112" font-family="${FONT}" font-size="64" font-weight="700" fill="#ffffff">${escapeHtml(clip(p.brand.toUpperCase(), 18))}</text>`,
    `<g transform="translate(400 390) scale(1.45)">${productShape(kind, hex(dark))}</g>`,
    `<text x="56" y="668" font-family="${FONT}" font-size="44" fill="#ffffff" opacity="0.95">${escapeHtml(clip(p.generic, 28))}</text>`,
    `<text x="56" y="736" font-family="${FONT}" font-size="52" font-weight="700" fill="#ffffff">${escapeHtml(clip(p.reference, 22))}</text>`,
    '</svg>',
  ].join('');
}

/** The picture as PNG at a size. */
export function renderArticlePicture(p: ArticlePicture, size: ArticleImageSize): Buffer {
  return new Resvg(articlePictureSvg(p), { ...FONT_OPTIONS, fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** A small in-process store of the last pictures served (rendering one takes a few milliseconds). */
export class PictureCache {
  private readonly entries = new Map<string, { contentType: string; bytes: Buffer }>();
  constructor(private readonly max = 400) {}

  async get(key: string, make: () => Promise<{ contentType: string; bytes: Buffer } | null>): Promise<{ contentType: string; bytes: Buffer } | null> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = await make();
    if (!made) return null;
    this.entries.set(key, made);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }
}
