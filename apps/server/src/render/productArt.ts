// Product drawings shared by the demo news illustrations (seed) and the parts catalogue's article images: SVG
// rendered to PNG with resvg, with the Debian fonts Chromium brings when present.
import { existsSync } from 'node:fs';

export type Rgb = readonly [number, number, number];

export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The Debian fonts Chromium brings (DejaVu, Liberation) when present: loading every system font per image is slow. */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
].filter((file) => existsSync(file));
export const FONT_OPTIONS = {
  font: FONT_FILES.length
    ? { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' }
    : { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
};

export const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** A product drawing centred on (0, 0), about 200 units across, in white strokes and fills. */
export function productShape(product: string, accent: string): string {
  const white = 'fill="#ffffff"';
  if (/freno|embrague/.test(product)) {
    const holes = Array.from({ length: 6 }, (_, k) => {
      const a = (k * Math.PI) / 3;
      return `<circle cx="${(Math.cos(a) * 58).toFixed(1)}" cy="${(Math.sin(a) * 58).toFixed(1)}" r="9" fill="${accent}"/>`;
    }).join('');
    return `<circle r="100" ${white} opacity="0.95"/><circle r="78" fill="none" stroke="${accent}" stroke-width="4"/>${holes}<circle r="32" fill="${accent}"/><circle r="12" ${white}/>`;
  }
  if (/bater/.test(product)) {
    return `<rect x="-100" y="-60" width="200" height="130" rx="12" ${white}/><rect x="-70" y="-82" width="30" height="22" rx="4" ${white}/><rect x="40" y="-82" width="30" height="22" rx="4" ${white}/><text x="-55" y="20" font-size="46" font-family="${FONT}" font-weight="700" fill="${accent}" text-anchor="middle">+</text><text x="55" y="20" font-size="46" font-family="${FONT}" font-weight="700" fill="${accent}" text-anchor="middle">−</text>`;
  }
  if (/filtro|lubricante/.test(product)) {
    const ribs = Array.from({ length: 7 }, (_, k) => `<rect x="${-66 + k * 20}" y="-70" width="8" height="150" rx="3" fill="${accent}" opacity="0.35"/>`).join(
      '',
    );
    return `<rect x="-80" y="-90" width="160" height="190" rx="26" ${white}/>${ribs}<ellipse cy="-90" rx="80" ry="18" ${white} stroke="${accent}" stroke-width="4"/>`;
  }
  if (/neum/.test(product)) {
    return `<circle r="104" fill="#263238"/><circle r="100" fill="none" stroke="#ffffff" stroke-width="6" stroke-dasharray="10 8"/><circle r="58" ${white}/><circle r="20" fill="${accent}"/>`;
  }
  if (/ilumin|bují/.test(product)) {
    return `<path d="M0 -100 C60 -100 80 -40 50 0 C35 22 30 40 30 60 L-30 60 C-30 40 -35 22 -50 0 C-80 -40 -60 -100 0 -100 Z" ${white}/><rect x="-30" y="66" width="60" height="16" rx="4" fill="${accent}"/><rect x="-24" y="86" width="48" height="14" rx="4" fill="${accent}"/>`;
  }
  const teeth = Array.from({ length: 10 }, (_, k) => `<rect x="-13" y="-104" width="26" height="34" rx="5" ${white} transform="rotate(${k * 36})"/>`).join('');
  return `${teeth}<circle r="80" ${white}/><circle r="34" fill="${accent}"/>`;
}
