// The demo gallery of the promotions area: image categories for the two demo members and a dozen small
// promotional PNGs each (a product drawing, a headline and the category on the member's colours, rendered with resvg
// like the news illustrations). Some of Autorecambios Levante's images are shared with the group, so that the users
// of Recambios Demo see them as 'Grupo' (and a couple of Recambios Demo's the other way round). The gallery files the
// intranet part stored before this part existed become gallery images too.
import { renderPngCached } from '../render/pngCache';
import { FONT, FONT_OPTIONS, hex, productShape, type Rgb } from '../render/productArt';
import { checkGalleryPicture, insertCategory, insertImage, pictureSize } from '../modules/images';
import type { Queryable } from '../db/db';
import { IMAGE_COLOURS } from './intranetData';
import type { Random } from './random';
import { escapeHtml } from '../html';

/** Categories of each demo member, in creation order. */
const CATEGORIES = ['Ofertas', 'Frenos', 'Neumáticos', 'Lubricantes y filtros', 'Baterías', 'Logotipos'] as const;
type Category = (typeof CATEGORIES)[number];

/** The images of a demo member: name, product drawn, category (null: none). */
const IMAGES: readonly (readonly [string, string, Category | null])[] = [
  ['Oferta pastillas de freno', 'freno', 'Frenos'],
  ['Discos de freno ventilados', 'freno', 'Frenos'],
  ['Campaña de invierno', 'neumático', 'Neumáticos'],
  ['Neumáticos todo tiempo', 'neumático', 'Neumáticos'],
  ['Cambio de aceite', 'lubricante', 'Lubricantes y filtros'],
  ['Filtros de habitáculo', 'filtro', 'Lubricantes y filtros'],
  ['Baterías de arranque', 'batería', 'Baterías'],
  ['Revisión pre-ITV', 'iluminación', 'Ofertas'],
  ['Kit de distribución', 'correa', 'Ofertas'],
  ['Lámparas y bujías', 'bujía', null],
  ['Descuento fin de semana', 'embrague', 'Ofertas'],
  ['Sello del taller', 'engranaje', 'Logotipos'],
];

/** Width × height of the images, cycled (small, as a gallery's thumbnails are). */
const SIZES: readonly (readonly [number, number])[] = [
  [400, 300],
  [320, 320],
  [480, 270],
  [300, 400],
];

/** How many of each demo member's images are shared with the group: Autorecambios Levante 5, Recambios Demo 2. */
const SHARED = [2, 5] as const;

/** What one promotional image shows. */
interface GalleryScene {
  width: number;
  height: number;
  from: Rgb;
  to: Rgb;
  title: string;
  product: string;
  label: string;
}

/** The SVG of one promotional image: gradient, product drawing, the label on top and the title on a white band. */
export function galleryImageSvg(o: GalleryScene): string {
  const { width: w, height: h } = o;
  const unit = Math.min(w, h);
  const accent = hex(o.from);
  const titleSize = Math.round(Math.min(unit * 0.1, (w * 0.9) / (Math.max(8, o.title.length) * 0.6)));
  const gradient =
    '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${hex(o.from)}"/><stop offset="1" stop-color="${hex(o.to)}"/></linearGradient>`;
  const drawing = `translate(${w / 2} ${h * 0.44}) scale(${((unit * 0.5) / 200).toFixed(3)})`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs>${gradient}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    `<g transform="${drawing}">${productShape(o.product, accent)}</g>`,
    `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#ffffff" opacity="0.9"/>`,
    `<text x="${w / 2}" y="${h * 0.92}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" ` +
      `fill="${accent}" text-anchor="middle">${escapeHtml(o.title)}</text>`,
    `<text x="${w * 0.05}" y="${h * 0.1}" font-family="${FONT}" font-size="${Math.round(unit * 0.06)}" ` +
      `font-weight="700" fill="#ffffff">${escapeHtml(o.label.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}

/** Gallery files without their gallery row (stored by the intranet part) become images of their member. */
async function adoptGalleryFiles(db: Queryable): Promise<void> {
  const files = await db.query<{ id: number; member: number; name: string; extension: string; bytes: Uint8Array }>(
    `SELECT a.adj_id AS id, a.adj_id_socio AS member, a.adj_nombre AS name, a.adj_extension AS extension,
            a.adj_bytes AS bytes
       FROM attachments a
      WHERE a.adj_clase = 'galeria' AND a.adj_id_socio IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM gallery_images g WHERE g.img_id = a.adj_id)
      ORDER BY a.adj_id`,
  );
  for (const f of files) {
    const size = pictureSize(f.extension, f.bytes) ?? { width: 200, height: 200 };
    await db.query('INSERT INTO gallery_images (img_id, img_id_socio, img_nombre, img_ancho, img_alto) VALUES ($1, $2, $3, $4, $5)', [
      f.id,
      f.member,
      f.name,
      size.width,
      size.height,
    ]);
  }
}

/** Loads the demo gallery (the same at every scale: it belongs to the two demo members). */
export async function seedGallery(db: Queryable, _scale: number, rng: Random): Promise<void> {
  await adoptGalleryFiles(db);
  const members = await db.query<{ soc_id: number }>('SELECT soc_id FROM members ORDER BY soc_id LIMIT 2');
  for (const [m, { soc_id: memberId }] of members.entries()) {
    const categoryIds = new Map<Category, number>();
    for (const name of CATEGORIES) categoryIds.set(name, await insertCategory(db, memberId, name));
    const order = IMAGES.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const shared = new Set(order.slice(0, SHARED[m] ?? 0));
    for (const [i, [title, product, category]] of IMAGES.entries()) {
      const [width, height] = SIZES[(i + m) % SIZES.length]!;
      const [from, to] = IMAGE_COLOURS[(i + m * 3) % IMAGE_COLOURS.length]!;
      const label = category ?? 'Promoción';
      const svg = galleryImageSvg({ width, height, from, to, title, product, label });
      const png = renderPngCached(svg, FONT_OPTIONS);
      const picture = await checkGalleryPicture(png.toString('base64'), 'png');
      if (!picture.ok) throw new Error(`demo gallery image ${title}: ${picture.message}`);
      const fields = { name: title, category: category ? categoryIds.get(category)! : null, shared: shared.has(i) };
      await insertImage(db, memberId, fields, picture);
    }
  }
}
