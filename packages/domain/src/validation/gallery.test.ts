import { describe, expect, it } from 'vitest';
import { CATEGORY_NAME_MAX, checkCategoryName, checkImageName, GALLERY_TEXTS, IMAGE_NAME_MAX, sameCategoryName } from './gallery';

describe('gallery names', () => {
  it('requires a category name and an image name, trimmed, each with its Spanish text', () => {
    expect(checkCategoryName('   ')).toEqual({ ok: false, message: GALLERY_TEXTS.categoryNameRequired });
    expect(checkImageName('')).toEqual({ ok: false, message: GALLERY_TEXTS.imageNameRequired });
    expect(checkCategoryName('  Ofertas  ')).toEqual({ ok: true, name: 'Ofertas' });
  });

  it('accepts names up to their limits and refuses one character more', () => {
    expect(checkCategoryName('a'.repeat(CATEGORY_NAME_MAX)).ok).toBe(true);
    expect(checkCategoryName('a'.repeat(CATEGORY_NAME_MAX + 1))).toEqual({ ok: false, message: 'El nombre no puede superar 50 caracteres' });
    expect(checkImageName('a'.repeat(IMAGE_NAME_MAX)).ok).toBe(true);
    expect(checkImageName('a'.repeat(IMAGE_NAME_MAX + 1)).ok).toBe(false);
  });

  it('takes two category names that differ only in case or accents as the same', () => {
    expect(sameCategoryName('Neumáticos', 'NEUMATICOS')).toBe(true);
    expect(sameCategoryName('Aceites', 'Baterías')).toBe(false);
  });
});
