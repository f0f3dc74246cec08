import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARTICLES_PER_PAGE,
  canDrillOut,
  chooseShortcut,
  drillIn,
  drillOut,
  pageAfterFilterChange,
  pageCount,
  pageOf,
  pagerItems,
  START_NAVIGATION,
  splitAttributes,
  splitOeNumbers,
  tyreClass,
  tyreLabelOf,
  validVin,
  vinCheckDigit,
  vinModelYear,
  vinWmi,
  visibleGroups,
} from './parts';

// Frenos (1) › Discos (11) › Discos ventilados (111); Filtros (2) › Aceite (21); Suspensión (3).
const GROUPS = [
  { id: 1 },
  { id: 2 },
  { id: 3 },
  { id: 11, parentId1: 1 },
  { id: 12, parentId1: 1 },
  { id: 111, parentId1: 11, parentId2: 1 },
  { id: 21, parentId1: 2 },
];
const ids = (groups: { id: number }[]) => groups.map((g) => g.id);

describe('assembly-group navigation', () => {
  it('pushes on drill-in and pops on back', () => {
    let nav = drillIn(START_NAVIGATION, 1);
    expect(ids(visibleGroups(GROUPS, nav))).toEqual([11, 12]);
    nav = drillIn(nav, 11);
    expect(ids(visibleGroups(GROUPS, nav))).toEqual([111]);
    expect(canDrillOut(nav)).toBe(true);
    nav = drillOut(drillOut(nav));
    expect(ids(visibleGroups(GROUPS, nav))).toEqual([1, 2, 3]);
    expect(canDrillOut(nav)).toBe(false);
    expect(drillOut(nav)).toEqual(nav);
  });

  it('lets a shortcut filter the first level only, and cancelling it shows every group again', () => {
    const nav = chooseShortcut(drillIn(START_NAVIGATION, 2), 7);
    expect(nav.stack).toEqual([]);
    const shortcut = new Set([1, 111]);
    expect(ids(visibleGroups(GROUPS, nav, shortcut))).toEqual([1]);
    // Below the first level the shortcut does not filter.
    expect(ids(visibleGroups(GROUPS, drillIn(nav, 1), shortcut))).toEqual([11, 12]);
    expect(ids(visibleGroups(GROUPS, chooseShortcut(nav, null), shortcut))).toEqual([1, 2, 3]);
  });

  it('comes back to where it started after as many backs as drill-ins', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 10 }), (path) => {
        let nav = START_NAVIGATION;
        for (const id of path) nav = drillIn(nav, id);
        expect(nav.stack.at(-1) ?? null).toBe(path.at(-1) ?? null);
        for (const _ of path) nav = drillOut(nav);
        expect(nav).toEqual(START_NAVIGATION);
      }),
    );
  });
});

describe('article pager', () => {
  const layout = (current: number, pages: number) => pagerItems(current, pages).map((i) => (i.kind === 'page' ? i.page + 1 : '…'));

  it('shows 25 articles a page, 0-based, the last page when asked past the end', () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    expect(ARTICLES_PER_PAGE).toBe(25);
    expect(pageCount(60)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(items, 0)).toHaveLength(25);
    expect(pageOf(items, 2)).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
    expect(pageOf(items, 9)).toEqual(pageOf(items, 2));
    expect(pageAfterFilterChange()).toBe(0);
  });

  it('shows 2 margin pages at each end and 5 around the current one', () => {
    expect(layout(0, 4)).toEqual([1, 2, 3, 4]);
    expect(layout(0, 20)).toEqual([1, 2, 3, 4, 5, '…', 19, 20]);
    expect(layout(9, 20)).toEqual([1, 2, '…', 8, 9, 10, 11, 12, '…', 19, 20]);
    expect(layout(19, 20)).toEqual([1, 2, '…', 16, 17, 18, 19, 20]);
    expect(layout(3, 20)).toEqual([1, 2, 3, 4, 5, 6, '…', 19, 20]);
  });

  it('always holds the current page, both ends and never two gaps in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.nat(), (pages, at) => {
        const current = at % pages;
        const items = pagerItems(current, pages);
        const shown = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
        expect(shown).toContain(current);
        expect(shown[0]).toBe(0);
        expect(shown.at(-1)).toBe(pages - 1);
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
        items.forEach((item, i) => {
          if (item.kind === 'gap') expect(items[i + 1]?.kind).toBe('page');
        });
        expect(shown.length).toBeLessThanOrEqual(2 * 2 + 5);
      }),
    );
  });
});

describe('article attributes and OE numbers', () => {
  it('splits Art_Atributos into names and values', () => {
    expect(splitAttributes('Diámetro: 280 mm| Espesor: 22 mm ||Ventilado')).toEqual([
      { name: 'Diámetro', value: '280 mm' },
      { name: 'Espesor', value: '22 mm' },
      { name: '', value: 'Ventilado' },
    ]);
    expect(splitAttributes(null)).toEqual([]);
  });

  it('splits Art_OEN_Numeros into brand and reference, from a list or a text, without repeats', () => {
    expect(splitOeNumbers(['VW:1K0615301AA', 'SEAT:1K0615301AA', 'vw:1k0615301aa', '5Q0615301F'])).toEqual([
      { brand: 'VW', reference: '1K0615301AA' },
      { brand: 'SEAT', reference: '1K0615301AA' },
      { brand: '', reference: '5Q0615301F' },
    ]);
    expect(splitOeNumbers('RENAULT:402060010R|DACIA:402060010R|')).toHaveLength(2);
    expect(splitOeNumbers(undefined)).toEqual([]);
  });
});

describe('tyre label classes', () => {
  it('reads A to G, best first', () => {
    expect(tyreClass('a')).toEqual({ letter: 'A', index: 0 });
    expect(tyreClass(' E ')).toEqual({ letter: 'E', index: 4 });
    expect(tyreClass('G')?.index).toBe(6);
    expect(tyreClass('H')).toBeNull();
    expect(tyreClass('')).toBeNull();
  });
});

describe('VIN', () => {
  it('checks the 9th character against the check digit', () => {
    // The textbook example of the check digit: 1M8GDM9A_KP042788 has check digit X.
    expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
    expect(validVin('1M8GDM9AXKP042788')).toBe('1M8GDM9AXKP042788');
    expect(validVin(' 1m8gdm9axkp042788 ')).toBe('1M8GDM9AXKP042788');
    expect(validVin('1M8GDM9A1KP042788')).toBeNull();
    expect(validVin('1M8GDM9AXKP04278')).toBeNull();
    expect(validVin('1M8GDM9AXKP04278O')).toBeNull();
  });

  it('accepts any 17 valid characters with their check digit, typed in any case with spaces, and nothing else', () => {
    const char = fc.constantFrom(...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
    fc.assert(
      fc.property(fc.array(char, { minLength: 17, maxLength: 17 }), fc.constantFrom(...'0123456789X'), fc.nat(16), (chars, other, at) => {
        chars[8] = vinCheckDigit(chars.join(''));
        const vin = chars.join('');
        // Any case, spaces anywhere: the same VIN.
        const typed = `${vin.slice(0, at).toLowerCase()} ${vin.slice(at)} `;
        expect(validVin(typed)).toBe(vin);
        // Another check character, or one character too few or too many, or an I, O or Q: refused.
        if (other !== vin[8]) expect(validVin(`${vin.slice(0, 8)}${other}${vin.slice(9)}`)).toBeNull();
        expect(validVin(vin.slice(1))).toBeNull();
        expect(validVin(`${vin}1`)).toBeNull();
        expect(validVin(`${vin.slice(0, at)}${'IOQ'[at % 3]}${vin.slice(at + 1)}`)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('reads a tyre label from an article’s attributes, or nothing when a figure is missing', () => {
    const attributes = splitAttributes(
      'Medida: 205/55 R16 91V|Eficiencia de combustible: c|Adherencia en suelo mojado: B|Ruido exterior: 71 dB|Clase de ruido: B',
    );
    expect(tyreLabelOf(attributes)).toEqual({ fuel: 'C', wetGrip: 'B', noiseDb: 71, noiseClass: 'B' });
    expect(tyreLabelOf(splitAttributes('Ahorro de carburante: E|Adherencia: A|Ruido exterior: 68,5 dB'))).toEqual({
      fuel: 'E',
      wetGrip: 'A',
      noiseDb: 68.5,
      noiseClass: null,
    });
    expect(tyreLabelOf(splitAttributes('Eficiencia de combustible: H|Adherencia en suelo mojado: B|Ruido exterior: 71 dB'))).toBeNull();
    expect(tyreLabelOf(splitAttributes('Diámetro: 288 mm|Espesor: 25 mm'))).toBeNull();
  });

  it('reads the maker identifier and the model year (the latest of its 30-year cycle not after next year)', () => {
    expect(vinWmi('VF1RFB00X56789012')).toBe('VF1');
    const nov2026 = new Date(2026, 10, 26);
    expect(vinModelYear('1M8GDM9AXKP042788', nov2026)).toBe(2019); // K: 1989 or 2019
    expect(vinModelYear('VF1RFB00XA6789012', nov2026)).toBe(2010); // A: 1980, 2010 (2040 is not yet)
    expect(vinModelYear('VF1RFB00XV6789012', nov2026)).toBe(2027); // V: 1997 or 2027, next year's models are sold now
    expect(vinModelYear('VF1RFB00XW6789012', nov2026)).toBe(1998); // W: 2028 is too far ahead
    expect(vinModelYear('VF1RFB00X96789012', nov2026)).toBe(2009);
    for (const c of '0IOQUZ') expect(vinModelYear(`VF1RFB00X${c}6789012`, nov2026)).toBeNull();
  });
});
