/**
 * Finding a town by typing it (the point-of-sale map's search box): accent- and case-insensitive, matching the start
 * of the name or of any word in it ('alcala' finds 'Alcalá de Henares', 'henares' too), prefix matches of the whole
 * name first, then shorter names first, at most PLACE_SEARCH_MAX answers.
 */
import { searchKey } from './text';

/** Fewest letters a search needs (one letter would match a tenth of Spain). */
export const PLACE_QUERY_MIN = 2;
/** Longest search text ('Sant Julià de Lòria i la Vall d'Aran' fits). */
export const PLACE_QUERY_MAX = 60;
/** Most places one search answers. */
export const PLACE_SEARCH_MAX = 10;

/** The Spanish texts of a refused search. */
export const PLACE_QUERY_MESSAGES = {
  tooShort: `Escriba al menos ${PLACE_QUERY_MIN} letras de la población.`,
  tooLong: `El texto de búsqueda no puede pasar de ${PLACE_QUERY_MAX} caracteres.`,
} as const;

/** Why a search text cannot be searched, or null when it can. */
export function placeQueryError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > PLACE_QUERY_MAX) return PLACE_QUERY_MESSAGES.tooLong;
  if (placeKey(trimmed).replace(/[^\p{L}\p{N}]/gu, '').length < PLACE_QUERY_MIN) return PLACE_QUERY_MESSAGES.tooShort;
  return null;
}

/** A name as it is compared: accents, case and punctuation folded, spaces single ('L'Hospitalet' → 'l hospitalet'). */
export function placeKey(text: string): string {
  return searchKey(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A place the search can find. */
export interface Place {
  /** Its name as written locally ('A Coruña', 'Lisboa'). */
  name: string;
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2 country: 'ES' or 'PT'. */
  country: string;
  /** Province (Spain) or district (Portugal); '' when unknown. */
  region: string;
}

/** A place with its name's search key, made once per data set. */
export interface IndexedPlace extends Place {
  key: string;
}

/** Adds the search key to each place. */
export function indexPlaces(places: readonly Place[]): IndexedPlace[] {
  return places.map((place) => ({ ...place, key: placeKey(place.name) }));
}

/**
 * The places whose name, or one of its words, starts with the text; whole-name matches first, then shorter names, then
 * Spanish name order; at most `limit`. The text is assumed valid (placeQueryError).
 */
export function searchPlaces(places: readonly IndexedPlace[], text: string, limit = PLACE_SEARCH_MAX): Place[] {
  const wanted = placeKey(text);
  if (wanted === '') return [];
  const found: { place: IndexedPlace; rank: number }[] = [];
  for (const place of places) {
    if (place.key.startsWith(wanted)) found.push({ place, rank: 0 });
    else if (place.key.includes(` ${wanted}`)) found.push({ place, rank: 1 });
  }
  found.sort(
    (a, b) =>
      a.rank - b.rank || a.place.key.length - b.place.key.length || a.place.key.localeCompare(b.place.key) || a.place.region.localeCompare(b.place.region),
  );
  return found.slice(0, Math.max(0, limit)).map(({ place: { key: _key, ...place } }) => place);
}
