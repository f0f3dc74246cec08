import { searchKey } from '@socios/domain';

/** Lower-case ASCII letters and digits of a text, accents removed (domain's searchKey): 'Peña Gómez' → 'penagomez'. */
export function slug(text: string): string {
  return searchKey(text).replace(/[^a-z0-9]+/g, '');
}
