import type { CategoriaImagen, Imagen } from '@socios/api';

/**
 * Demo data of the gallery's stories: the member's categories, own images (with and without category, one shared)
 * and the group's shared images, and pictures drawn as SVG data URLs (no server in Storybook).
 */

/** The member's categories. */
export const storyCategories: CategoriaImagen[] = [
  { CIMG_ID: 1, CIMG_NOMBRE: 'Neumáticos' },
  { CIMG_ID: 2, CIMG_NOMBRE: 'Ofertas' },
  { CIMG_ID: 3, CIMG_NOMBRE: 'Talleres' },
];

const COLOURS = ['#1565c0', '#c62828', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f'];

/** A picture of the image `id`: a coloured card with its number (an SVG data URL). */
export function storyImageUrl(id: number): string {
  const colour = COLOURS[id % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colour}"/><text x="80" y="72" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${id}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An image of the gallery; `over` sets the rest. */
export function storyImage(over: Partial<Imagen> & Pick<Imagen, 'IMG_ID' | 'IMG_NOMBRE'>): Imagen {
  return {
    IMG_ID_CATEGORIA: null,
    IMG_ID_SOCIO: 1,
    IMG_RESOLUCION: '800 x 600',
    IMG_EXTENSION: 'png',
    IMG_COMPARTIDA: false,
    Grupo: false,
    ...over,
  };
}

/** A small gallery: own images with and without category, one shared, and two of the group. */
export const storyImages: Imagen[] = [
  storyImage({ IMG_ID: 1, IMG_NOMBRE: 'Campaña de invierno', IMG_ID_CATEGORIA: 1 }),
  storyImage({ IMG_ID: 2, IMG_NOMBRE: 'Descuento en frenos', IMG_ID_CATEGORIA: 2, IMG_COMPARTIDA: true }),
  storyImage({ IMG_ID: 3, IMG_NOMBRE: 'Fachada del taller', IMG_EXTENSION: 'jpg', IMG_RESOLUCION: '1024 x 768' }),
  storyImage({ IMG_ID: 4, IMG_NOMBRE: 'Aceites de verano', IMG_ID_CATEGORIA: 2 }),
  storyImage({ IMG_ID: 5, IMG_NOMBRE: 'Baterías Levante', IMG_ID_SOCIO: 2, IMG_COMPARTIDA: true, Grupo: true }),
  storyImage({ IMG_ID: 6, IMG_NOMBRE: 'Neumáticos del grupo', IMG_ID_SOCIO: 2, IMG_COMPARTIDA: true, Grupo: true }),
  storyImage({ IMG_ID: 7, IMG_NOMBRE: 'Revisión gratuita', IMG_ID_CATEGORIA: 3 }),
];

/** A long gallery of `count` own images ('Imagen 001'…), for the batches. */
export const storyManyImages = (count: number): Imagen[] =>
  Array.from({ length: count }, (_, i) => storyImage({ IMG_ID: 100 + i, IMG_NOMBRE: `Imagen ${String(i + 1).padStart(3, '0')}` }));
