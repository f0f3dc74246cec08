import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexPlaces, PLACE_QUERY_MESSAGES, PLACE_SEARCH_MAX, placeKey, placeQueryError, searchPlaces } from './placeSearch';

const places = indexPlaces([
  { name: 'Alcalá de Henares', lat: 40.48, lng: -3.36, country: 'ES', region: 'Madrid' },
  { name: 'Alcalá del Río', lat: 37.52, lng: -5.98, country: 'ES', region: 'Sevilla' },
  { name: 'Alcalá', lat: 38.0, lng: -1.0, country: 'ES', region: 'Murcia' },
  { name: "L'Hospitalet de Llobregat", lat: 41.36, lng: 2.1, country: 'ES', region: 'Barcelona' },
  { name: 'Lisboa', lat: 38.72, lng: -9.14, country: 'PT', region: 'Lisboa' },
  { name: 'Ávila', lat: 40.66, lng: -4.7, country: 'ES', region: 'Ávila' },
]);

describe('placeQueryError', () => {
  it('refuses a text of fewer than two letters and one too long, in Spanish', () => {
    expect(placeQueryError(' a ')).toBe(PLACE_QUERY_MESSAGES.tooShort);
    expect(placeQueryError('--')).toBe(PLACE_QUERY_MESSAGES.tooShort);
    expect(placeQueryError('x'.repeat(61))).toBe(PLACE_QUERY_MESSAGES.tooLong);
    expect(placeQueryError('Ávila')).toBeNull();
  });
});

describe('searchPlaces', () => {
  it('finds the start of a name without accents or case, whole names first and shorter first', () => {
    expect(searchPlaces(places, 'ALCALA').map((p) => p.name)).toEqual(['Alcalá', 'Alcalá del Río', 'Alcalá de Henares']);
    expect(searchPlaces(places, 'avil').map((p) => p.name)).toEqual(['Ávila']);
  });

  it('finds the start of any word of the name, after the whole-name matches', () => {
    expect(searchPlaces(places, 'henares').map((p) => p.name)).toEqual(['Alcalá de Henares']);
    expect(searchPlaces(places, 'hospitalet').map((p) => p.name)).toEqual(["L'Hospitalet de Llobregat"]);
    expect(searchPlaces(places, "l'hosp").map((p) => p.name)).toEqual(["L'Hospitalet de Llobregat"]);
  });

  it('answers at most PLACE_SEARCH_MAX by default', () => {
    const many = indexPlaces(Array.from({ length: 30 }, (_, i) => ({ name: `Villa ${i}`, lat: 40, lng: -3, country: 'ES', region: '' })));
    expect(searchPlaces(many, 'villa')).toHaveLength(PLACE_SEARCH_MAX);
  });

  it('never answers more than the limit, and every answer starts with the text at a word', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zá ]{1,6}$/), fc.integer({ min: 0, max: 20 }), (text, limit) => {
        const found = searchPlaces(places, text, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        const wanted = placeKey(text);
        for (const place of found) expect(` ${placeKey(place.name)}`).toContain(` ${wanted}`);
      }),
    );
  });
});
