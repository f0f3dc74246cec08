/**
 * The workshop form's country list (001 §3 Country): the placeholder entry id 0 'Seleccione un país' first, then the
 * countries by name as Spanish sorts them (Á with A, Ñ after N).
 */

/** A country as the list shows it. */
export interface CountryOption {
  readonly PAI_ID: number;
  readonly PAI_DESCRIPCION: string;
}

/** The placeholder's text and id (0 is 'no country' on the server too). */
export const COUNTRY_PLACEHOLDER: CountryOption = { PAI_ID: 0, PAI_DESCRIPCION: 'Seleccione un país' };

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** The list with the placeholder first and every other country once (a repeated id keeps its first name). */
export function countryOptions(countries: readonly CountryOption[] | null | undefined): CountryOption[] {
  const seen = new Set<number>([COUNTRY_PLACEHOLDER.PAI_ID]);
  const rest: CountryOption[] = [];
  for (const c of countries ?? []) {
    if (seen.has(c.PAI_ID)) continue;
    seen.add(c.PAI_ID);
    rest.push({ PAI_ID: c.PAI_ID, PAI_DESCRIPCION: c.PAI_DESCRIPCION });
  }
  rest.sort((a, b) => collator.compare(a.PAI_DESCRIPCION, b.PAI_DESCRIPCION));
  return [COUNTRY_PLACEHOLDER, ...rest];
}
