import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPricedTableChange, DEFAULT_TARIFF_SORT, nextSort, pagePositions, sortRows, TARIFF_PAGE_SIZES, totalPages } from './tableSort';

describe('tariff and net-list sorting (spec 001 §4, §9)', () => {
  it('defaults to reference ascending; clicking the sorted column toggles, another sorts ascending', () => {
    expect(DEFAULT_TARIFF_SORT).toEqual({ column: 'REFERENCIA', direction: 'asc' });
    expect(TARIFF_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    const s1 = nextSort<'REFERENCIA' | 'PVP'>(DEFAULT_TARIFF_SORT, 'REFERENCIA');
    expect(s1).toEqual({ column: 'REFERENCIA', direction: 'desc' });
    expect(nextSort(s1, 'PVP')).toEqual({ column: 'PVP', direction: 'asc' });
  });

  it('changing the list or the page size returns to page 1', () => {
    const state = { priceListId: 1, page: 4, pageSize: 25, sort: DEFAULT_TARIFF_SORT };
    expect(applyPricedTableChange(state, { kind: 'priceList', priceListId: 2 })).toMatchObject({ priceListId: 2, page: 1 });
    expect(applyPricedTableChange(state, { kind: 'pageSize', pageSize: 50 })).toMatchObject({ pageSize: 50, page: 1 });
    expect(applyPricedTableChange(state, { kind: 'page', page: 5 })).toMatchObject({ page: 5 });
    expect(applyPricedTableChange(state, { kind: 'sort', column: 'REFERENCIA' }).sort.direction).toBe('desc');
  });

  it('sorts numbers numerically and text in Spanish order, empty values last', () => {
    const rows = [
      { r: 'b', p: 10 },
      { r: 'Ñ', p: 2 },
      { r: '', p: null },
      { r: 'a', p: 100 },
      { r: 'o', p: 2 },
    ];
    expect(sortRows(rows, { column: 'r', direction: 'asc' }, (x, c) => x[c as 'r']).map((x) => x.r)).toEqual(['a', 'b', 'Ñ', 'o', '']);
    expect(sortRows(rows, { column: 'p', direction: 'desc' }, (x, c) => x[c as 'p']).map((x) => x.p)).toEqual([100, 10, 2, 2, null]);
  });

  it('toggling twice comes back; descending is ascending reversed for distinct values', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { maxLength: 30 }), (values) => {
        const asc = sortRows(values, { column: 'v', direction: 'asc' }, (x) => x);
        const desc = sortRows(values, { column: 'v', direction: 'desc' }, (x) => x);
        expect(desc).toEqual([...asc].reverse());
        expect(nextSort(nextSort({ column: 'v', direction: 'asc' }, 'v'), 'v')).toEqual({ column: 'v', direction: 'asc' });
      }),
      { numRuns: 300 },
    );
  });
});

describe('index-backed pages', () => {
  it('counts pages, at least one', () => {
    expect(totalPages(0, 25)).toBe(1);
    expect(totalPages(25, 25)).toBe(1);
    expect(totalPages(26, 25)).toBe(2);
  });

  it('gives the positions of a page from the start ascending and from the end descending', () => {
    expect(pagePositions(1, 25, 60, 'asc')).toEqual({ from: 1, to: 25 });
    expect(pagePositions(3, 25, 60, 'asc')).toEqual({ from: 51, to: 60 });
    expect(pagePositions(1, 25, 60, 'desc')).toEqual({ from: 36, to: 60 });
    expect(pagePositions(3, 25, 60, 'desc')).toEqual({ from: 1, to: 10 });
    const past = pagePositions(4, 25, 60, 'asc');
    expect(past.from).toBeGreaterThan(past.to);
    const pastDesc = pagePositions(4, 25, 60, 'desc');
    expect(pastDesc.from).toBeGreaterThan(pastDesc.to);
  });
});
