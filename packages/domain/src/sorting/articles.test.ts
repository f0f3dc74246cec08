import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArticleLike } from './articles';
import { addToSelection, dropDuplicateArticles, normalizeReference, removeFromSelection, sortArticlesFiltered, sortArticlesForReference } from './articles';

const art = (id: number | null, no: string, brand: string, pvp: number | null, flags: Partial<ArticleLike> = {}) => ({
  articleIdField: id,
  articleNoField: no,
  brandNameField: brand,
  PVP: pvp,
  ...flags,
});

describe('reference search order (spec 001 §9)', () => {
  it('exact reference first, then no id, then PVP descending, ties by brand', () => {
    const list = [
      art(1, 'X1', 'TRW', 10),
      art(2, 'X2', 'Bosch', 50),
      art(null, 'Y', 'Valeo', 5),
      art(3, '0 986-424.797', 'Bosch', 1),
      art(4, 'X3', 'ATE', 50),
      art(5, 'X4', 'Ñanco', null),
    ];
    expect(sortArticlesForReference(list, '0986424797').map((a) => a.articleIdField)).toEqual([3, null, 4, 2, 1, 5]);
    expect(normalizeReference(' 0 986-424.797 ')).toBe('0986424797');
  });

  it('drops duplicate articleIdField keeping the first', () => {
    expect(
      dropDuplicateArticles([art(1, 'a', 'A', 1), art(2, 'b', 'B', 1), art(1, 'c', 'C', 1), art(null, 'd', 'D', 1), art(null, 'e', 'E', 1)]).map(
        (a) => a.articleNoField,
      ),
    ).toEqual(['a', 'b', 'd', 'e']);
  });

  it('orders by the flags Blanca, Destacada, Nexus, Homologada, then PVP descending', () => {
    const list = [
      art(1, 'a', 'A', 100),
      art(2, 'b', 'B', 10, { Homologada: true }),
      art(3, 'c', 'C', 20, { Nexus: 1 }),
      art(4, 'd', 'D', 5, { Blanca: 'S' }),
      art(5, 'e', 'E', 30, { Nexus: true, Homologada: true }),
      art(6, 'f', 'F', 1, { Destacada: true }),
    ];
    expect(sortArticlesFiltered(list).map((a) => a.articleIdField)).toEqual([4, 6, 5, 3, 2, 1]);
  });

  it('sorting keeps every article and is idempotent; exact matches always lead', () => {
    const article = fc.record({
      articleIdField: fc.option(fc.integer({ min: 1, max: 20 })),
      articleNoField: fc.constantFrom('A1', 'a-1', 'B2', 'C3'),
      brandNameField: fc.constantFrom('Bosch', 'ATE', 'Ñ', 'trw'),
      PVP: fc.option(fc.integer({ min: 0, max: 100 })),
      Blanca: fc.boolean(),
      Nexus: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(article, { maxLength: 15 }), (list) => {
        const sorted = sortArticlesForReference(list, 'A1');
        expect(sorted).toHaveLength(list.length);
        expect(sortArticlesForReference(sorted, 'A1')).toEqual(sorted);
        const firstNonExact = sorted.findIndex((a) => normalizeReference(a.articleNoField) !== 'A1');
        if (firstNonExact >= 0) expect(sorted.slice(firstNonExact).some((a) => normalizeReference(a.articleNoField) === 'A1')).toBe(false);
        const filtered = sortArticlesFiltered(list);
        expect(sortArticlesFiltered(filtered)).toEqual(filtered);
      }),
      { numRuns: 300 },
    );
  });
});

describe('multi-select filters reject already-selected items', () => {
  it('adds once and removes', () => {
    const a = addToSelection([], { id: 1 }, (x) => x.id);
    const b = addToSelection(a, { id: 1 }, (x) => x.id);
    expect(b).toBe(a);
    expect(addToSelection(a, { id: 2 }, (x) => x.id)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(removeFromSelection([1, 2, 3], 2)).toEqual([1, 3]);
  });
});
