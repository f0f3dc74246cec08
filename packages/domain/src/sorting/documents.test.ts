import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearFolder, EMPTY_DOCUMENT_FILTER, listDocuments, nextDocumentSort, selectFolder, sortDocuments, toggleCategory, toggleType } from './documents';

const docs = [
  {
    DOC_NOMBRE: 'Tarifa Frenos',
    DOC_DESCRIPCION: 'Precios 2024',
    DOC_FECHA_SUBIDA: '15/01/2024',
    DOC_CARD_ID: 1,
    DOC_CAT_ID: 10,
    CATD_NOMBRE: 'Tarifas',
    DOC_TDO_ID: 100,
    TDO_NOMBRE: 'PDF',
  },
  {
    DOC_NOMBRE: 'catálogo embragues',
    DOC_DESCRIPCION: null,
    DOC_FECHA_SUBIDA: '02/03/2023',
    DOC_CARD_ID: 1,
    DOC_CAT_ID: 11,
    CATD_NOMBRE: 'Catálogos',
    DOC_TDO_ID: 101,
    TDO_NOMBRE: 'Excel',
  },
  {
    DOC_NOMBRE: 'Ñ Circular',
    DOC_DESCRIPCION: 'Información',
    DOC_FECHA_SUBIDA: 'mal',
    DOC_CARD_ID: 2,
    DOC_CAT_ID: 10,
    CATD_NOMBRE: 'Tarifas',
    DOC_TDO_ID: 100,
    TDO_NOMBRE: 'PDF',
  },
  {
    DOC_NOMBRE: 'Acta',
    DOC_DESCRIPCION: '',
    DOC_FECHA_SUBIDA: '20/12/2024',
    DOC_CARD_ID: 2,
    DOC_CAT_ID: 12,
    CATD_NOMBRE: 'Actas',
    DOC_TDO_ID: 102,
    TDO_NOMBRE: 'Word',
  },
];

describe('documents (spec 001 §2.8, §4)', () => {
  it('sorts by name ascending by default, or by upload date', () => {
    expect(sortDocuments(docs).map((d) => d.DOC_NOMBRE)).toEqual(['Acta', 'catálogo embragues', 'Ñ Circular', 'Tarifa Frenos']);
    expect(sortDocuments(docs, { by: 'date', direction: 'desc' }).map((d) => d.DOC_NOMBRE)).toEqual([
      'Acta',
      'Tarifa Frenos',
      'catálogo embragues',
      'Ñ Circular',
    ]);
    expect(nextDocumentSort({ by: 'name', direction: 'asc' }, 'name')).toEqual({ by: 'name', direction: 'desc' });
    expect(nextDocumentSort({ by: 'name', direction: 'desc' }, 'date')).toEqual({ by: 'date', direction: 'asc' });
  });

  it('searches name, description, type and category ignoring case and accents', () => {
    const find = (text: string) => listDocuments(docs, { ...EMPTY_DOCUMENT_FILTER, text }).map((d) => d.DOC_NOMBRE);
    expect(find('CATALOGO')).toEqual(['catálogo embragues']);
    expect(find('informacion')).toEqual(['Ñ Circular']);
    expect(find('excel')).toEqual(['catálogo embragues']);
    expect(find('tarifas')).toEqual(['Ñ Circular', 'Tarifa Frenos']);
  });

  it('folder, category and type filter rules', () => {
    let f = selectFolder(EMPTY_DOCUMENT_FILTER, 1);
    f = toggleCategory(f, 10);
    expect(listDocuments(docs, f).map((d) => d.DOC_NOMBRE)).toEqual(['Tarifa Frenos']);
    expect(toggleCategory(f, 10).categoryId).toBeNull();
    expect(toggleType(toggleType(f, 100), 100).typeId).toBeNull();
    expect(selectFolder(toggleType(f, 100), 2)).toEqual({ folderId: 2, categoryId: null, typeId: null, text: '' });
    expect(selectFolder(f, 1)).toBe(f);
    expect(clearFolder(f)).toEqual(EMPTY_DOCUMENT_FILTER);
  });

  it('filtering never adds documents and sorting keeps them all', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.constantFrom(null, 1, 2), (text, folderId) => {
        const out = listDocuments(docs, { ...EMPTY_DOCUMENT_FILTER, text, folderId });
        expect(out.every((d) => docs.includes(d))).toBe(true);
        expect(sortDocuments(docs, { by: 'date', direction: 'asc' })).toHaveLength(docs.length);
      }),
      { numRuns: 200 },
    );
  });
});
