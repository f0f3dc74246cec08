import { describe, expect, it } from 'vitest';
import { categoryName, filterGallery, galleryCount, parseCategoryChoice, readPicture } from './data';
import { storyCategories, storyImages } from './storyFixture';

const names = (choice: Parameters<typeof filterGallery>[1]) => filterGallery(storyImages, choice).map((i) => i.IMG_NOMBRE);

describe('the gallery filter (001 §2.18 Imagenes)', () => {
  it('lists every image by name with no filter', () => {
    expect(names({ text: '', category: 'all' })).toEqual([
      'Aceites de verano',
      'Baterías Levante',
      'Campaña de invierno',
      'Descuento en frenos',
      'Fachada del taller',
      'Neumáticos del grupo',
      'Revisión gratuita',
    ]);
  });

  it('finds by name, case and accents aside', () => {
    expect(names({ text: 'BATERIAS', category: 'all' })).toEqual(['Baterías Levante']);
    expect(names({ text: '  neumát ', category: 'all' })).toEqual(['Neumáticos del grupo']);
  });

  it("keeps one category's images, or those without category (the group's among them)", () => {
    expect(names({ text: '', category: 2 })).toEqual(['Aceites de verano', 'Descuento en frenos']);
    expect(names({ text: '', category: 'none' })).toEqual(['Baterías Levante', 'Fachada del taller', 'Neumáticos del grupo']);
    expect(names({ text: 'fachada', category: 1 })).toEqual([]);
  });

  it('reads the category choice of the dropdown', () => {
    expect(parseCategoryChoice('all')).toBe('all');
    expect(parseCategoryChoice('none')).toBe('none');
    expect(parseCategoryChoice('3')).toBe(3);
    expect(parseCategoryChoice('x')).toBe('all');
  });

  it('names the category and counts the matches', () => {
    expect(categoryName(storyCategories, 1)).toBe('Neumáticos');
    expect(categoryName(storyCategories, null)).toBeNull();
    expect(categoryName(storyCategories, 99)).toBeNull();
    expect(galleryCount(21, 21)).toBe('21 imágenes');
    expect(galleryCount(3, 21)).toBe('3 de 21 imágenes');
    expect(galleryCount(1, 1)).toBe('1 imagen');
  });
});

describe('a chosen picture', () => {
  it('becomes base64 with its lower-case extension and a name from the file', async () => {
    const picture = await readPicture(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'Oferta Verano.PNG'));
    expect(picture).toEqual({ name: 'Oferta Verano', extension: 'png', base64: 'iVBORw==' });
  });
});
