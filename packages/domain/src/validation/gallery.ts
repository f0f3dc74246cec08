/**
 * The gallery's form rules that the spec leaves open (001 §5 names none for categories and image names): a name is
 * required and has a limit, and a member's category names are distinct (case and accents ignored), so that the
 * category dropdown never shows two identical entries.
 *
 * Choices: the limits follow the promotions area's edit limit (50) for a category name, and 100 for an image name
 * (a file name is often longer). Over-limit texts reuse the domain's wording.
 */
import { searchKey } from '../text';
import { PROMOTION_MESSAGES } from './promotions';

/** Longest category name. */
export const CATEGORY_NAME_MAX = 50;
/** Longest image name. */
export const IMAGE_NAME_MAX = 100;

/** Spanish texts of the gallery's refusals. */
export const GALLERY_TEXTS = {
  categoryNameRequired: 'Debe indicar el nombre de la categoría',
  categoryNameTaken: 'Ya existe una categoría con ese nombre',
  imageNameRequired: 'Debe indicar el nombre de la imagen',
  readOnly: 'Las imágenes del grupo no se pueden modificar ni borrar',
} as const;

/** A checked name, or the Spanish reason it is refused. */
export type CheckedName = { ok: true; name: string } | { ok: false; message: string };

function checkName(raw: string, max: number, required: string): CheckedName {
  const name = raw.trim();
  if (name === '') return { ok: false, message: required };
  if (name.length > max) return { ok: false, message: PROMOTION_MESSAGES.tooLong('El nombre', max) };
  return { ok: true, name };
}

/** Checks a category name (required, at most 50). */
export const checkCategoryName = (raw: string) => checkName(raw, CATEGORY_NAME_MAX, GALLERY_TEXTS.categoryNameRequired);

/** Checks an image name (required, at most 100). */
export const checkImageName = (raw: string) => checkName(raw, IMAGE_NAME_MAX, GALLERY_TEXTS.imageNameRequired);

/** Whether two category names are the same for the member (case and accents ignored). */
export const sameCategoryName = (a: string, b: string) => searchKey(a) === searchKey(b);
