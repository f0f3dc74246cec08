// Real-looking news illustrations for the demo data: an SVG scene per news item (a product
// drawing on the category's colours, the brand in large type, the product and the category), rendered to PNG
// with resvg at seed time (once per machine: render/pngCache.ts). Sizes and ratios vary, as the images editors upload do.
import { FONT, FONT_OPTIONS, hex, productShape, type Rgb } from '../render/productArt';
import { renderPngCached } from '../render/pngCache';
import type { BuiltFile } from './intranetFiles';
import { escapeHtml } from '../html';

/** Width × height of the images, cycled: wide, square, portrait, panoramic, 4:3. */
export const NEWS_IMAGE_SIZES: readonly (readonly [number, number])[] = [
  [640, 360],
  [480, 480],
  [432, 576],
  [720, 304],
  [576, 432],
];

/** Distinct renders at most; later news reuse them in turn (SEED_SCALE 100 would otherwise spend minutes). */
const MAX_RENDERS = 240;

/** The SVG scene of one news item. */
export function newsIllustrationSvg(o: {
  width: number;
  height: number;
  from: Rgb;
  to: Rgb;
  brand: string;
  product: string;
  category: string;
  variant: number;
}): string {
  const { width: w, height: h, from, to, variant } = o;
  const accent = hex(from);
  // The scene sits in the largest centred 16:9 area, so a card's 16:9 cover crop keeps it whole; the rest of a
  // square, portrait or panoramic image is background.
  const [sw, sh] = w / h > 16 / 9 ? [(h * 16) / 9, h] : [w, (w * 9) / 16];
  const [x0, y0] = [(w - sw) / 2, (h - sh) / 2];
  const unit = sh;
  const scale = (unit * 0.5) / 200;
  const [sx, sy] = [x0 + sw * 0.72, y0 + sh / 2];
  // Bold DejaVu is about 0.7 em a character: the brand stays left of the drawing (under half the width).
  const brandSize = Math.round(Math.min(unit * 0.17, (sw * 0.45) / (Math.max(4, o.brand.length) * 0.7)));
  const textX = x0 + sw * 0.07;
  const brandY = y0 + sh * 0.56;
  const stripes = Array.from({ length: 6 }, (_, k) => {
    const x = ((k * 173 + variant * 37) % w) - w * 0.2;
    return `<rect x="${x}" y="${-h}" width="${unit * 0.06}" height="${h * 3}" fill="#ffffff" opacity="0.06" transform="rotate(25 ${x} 0)"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(from)}"/><stop offset="1" stop-color="${hex(to)}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${stripes}`,
    `<circle cx="${sx}" cy="${sy}" r="${unit * 0.42}" fill="url(#glow)"/>`,
    `<g transform="translate(${sx} ${sy}) scale(${scale.toFixed(3)}) rotate(${(variant % 5) * 6 - 12})">${productShape(o.product, accent)}</g>`,
    `<rect x="${textX}" y="${y0 + sh * 0.12}" width="${unit * 0.62}" height="${unit * 0.11}" rx="${unit * 0.055}" fill="#ffffff" opacity="0.9"/>`,
    `<text x="${textX + unit * 0.31}" y="${y0 + sh * 0.12 + unit * 0.075}" font-family="${FONT}" font-size="${Math.round(unit * 0.055)}" font-weight="700" fill="${accent}" text-anchor="middle">${escapeHtml(o.category.toUpperCase())}</text>`,
    `<text x="${textX}" y="${brandY}" font-family="${FONT}" font-size="${brandSize}" font-weight="700" fill="#ffffff">${escapeHtml(o.brand)}</text>`,
    `<text x="${textX}" y="${brandY + unit * 0.14}" font-family="${FONT}" font-size="${Math.round(unit * 0.07)}" fill="#ffffff" opacity="0.92">${escapeHtml(o.product.charAt(0).toUpperCase() + o.product.slice(1))}</text>`,
    '</svg>',
  ].join('');
}

/** Renders news illustrations to PNG files, reusing the first renders beyond MAX_RENDERS. */
export function newsIllustrationRenderer(): (i: number, scene: Omit<Parameters<typeof newsIllustrationSvg>[0], 'width' | 'height' | 'variant'>) => BuiltFile {
  const rendered: Buffer[] = [];
  return (i, scene) => {
    const [width, height] = NEWS_IMAGE_SIZES[i % NEWS_IMAGE_SIZES.length]!;
    let bytes = rendered[i % MAX_RENDERS];
    if (!bytes) {
      const svg = newsIllustrationSvg({ ...scene, width, height, variant: i });
      bytes = renderPngCached(svg, FONT_OPTIONS);
      rendered[i % MAX_RENDERS] = bytes;
    }
    return { name: `imagen_${i + 1}`, extension: 'png', mime: 'image/png', bytes };
  };
}
