import type { CategoriaImagen, Imagen } from '@socios/api';
import { containsIgnoreCaseAndAccents, extensionOf, sortByName } from '@socios/domain';

/**
 * The gallery's data rules (001 §2.18 Imagenes, §5, §9): the filter by category and text in the browser, the batches
 * of the grid, the address of an image's picture and the reading of a chosen file.
 */

/** Images the grid shows at first and adds each time the end comes near (001 §9). */
export const GALLERY_BATCH = 40;
/** How near the end of the page (px) the next batch is added (001 §9: about 940 px). */
export const GALLERY_LOAD_MARGIN = 940;

/** The spec's texts of the gallery (001 §8). */
export const GALLERY_PAGE_TEXTS = {
  title: 'Imagenes',
  added: 'Imagen añadida correctamente',
  updated: 'Imagen actualizada correctamente',
  deleted: 'Registro borrado correctamente',
  errorTitle: 'Error de servidor',
  noCategory: 'Ninguna categoria',
  allCategories: 'Todas las categorías',
  group: 'Grupo',
} as const;

/** The category choice: every image, the images without category, or one category's (its id). */
export type CategoryChoice = 'all' | 'none' | number;

/** The value of the category choice in a <select>. */
export const categoryChoiceValue = (choice: CategoryChoice): string => String(choice);

/** The category choice of a <select> value ('all', 'none' or an id). */
export function parseCategoryChoice(value: string): CategoryChoice {
  if (value === 'all' || value === '') return 'all';
  if (value === 'none') return 'none';
  const id = Number(value);
  return Number.isInteger(id) ? id : 'all';
}

/** What the gallery is filtered by. */
export interface GalleryFilter {
  /** Text the name must contain (case and accents aside); '' for any. */
  text: string;
  category: CategoryChoice;
}

/** No filter: every image. */
export const NO_GALLERY_FILTER: GalleryFilter = { text: '', category: 'all' };

/**
 * The images a filter lets through, by name (Spanish order): the name contains the text, and the image is in the
 * category chosen ('none': without category — the group's images, whose category is their owner's, count as none).
 */
export function filterGallery(images: readonly Imagen[], filter: GalleryFilter): Imagen[] {
  return sortByName(
    images.filter((image) => {
      if (filter.category === 'none' && image.IMG_ID_CATEGORIA !== null) return false;
      if (typeof filter.category === 'number' && image.IMG_ID_CATEGORIA !== filter.category) return false;
      return containsIgnoreCaseAndAccents(image.IMG_NOMBRE, filter.text);
    }),
    (image) => image.IMG_NOMBRE,
  );
}

/** The name of an image's category, or null (none, or a category no longer listed). */
export function categoryName(categories: readonly CategoriaImagen[], id: number | null): string | null {
  if (id === null) return null;
  return categories.find((c) => c.CIMG_ID === id)?.CIMG_NOMBRE ?? null;
}

/** The address of a gallery image's picture (the attachment download of kind 9, shown inline). */
export const galleryImageUrl = (id: number): string => `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${id}/9`;

/** The match count: 'N imágenes', or 'M de N imágenes' while a filter leaves some out. */
export function galleryCount(shown: number, total: number): string {
  const noun = total === 1 ? 'imagen' : 'imágenes';
  return shown === total ? `${total} ${noun}` : `${shown} de ${total} ${noun}`;
}

/** A chosen picture ready to send: the bytes as base64, the extension, and a name proposed from the file's. */
export interface ChosenPicture {
  /** The file's name without its extension ('Oferta verano.png' → 'Oferta verano'). */
  name: string;
  /** Lower-case extension ('png', 'jpg'). */
  extension: string;
  /** The bytes as base64 (IMG_BYTES). */
  base64: string;
}

/** Reads a chosen file into the wire's IMG_BYTES and IMG_EXTENSION, proposing its name. */
export async function readPicture(file: File): Promise<ChosenPicture> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // btoa takes a binary string; built in slices so that a 2 MB image does not overflow the argument list.
  let binary = '';
  const SLICE = 0x8000;
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  const dot = file.name.lastIndexOf('.');
  return { name: (dot > 0 ? file.name.slice(0, dot) : file.name).trim(), extension: extensionOf(file.name), base64: btoa(binary) };
}
