import type { ImportedContact } from '@socios/domain';
import { type ApiResult, useApiMutation, useApiQuery } from '../../app/query/apiQuery';
import { callApi } from '../../app/query/callApi';

/** The answer of AltaMasivaContactos. */
export type ImportAnswer = ApiResult<'Usuarios', 'AltaMasivaContactos'>;

/** The user's contact groups. */
export function useContactGroups() {
  return useApiQuery('Usuarios', 'GruposContacto', undefined);
}

/** Creates a contact group (Accion 0) and reloads the groups; the page tells the outcome in its own words. */
export function useCreateGroup() {
  return useApiMutation('Usuarios', 'ActualizarGrupoContacto', { errors: 'handled' });
}

/** Adds (0), modifies (1) or deletes (2) a contact; the page tells the outcome in its own words. */
export function useChangeContact() {
  return useApiMutation('Usuarios', 'ActualizarContacto', { invalidates: [], errors: 'handled' });
}

/**
 * Sends the checked rows to AltaMasivaContactos with upload progress, through the one api client (same call rules).
 * Each row carries its file line (LINEA) so that a refusal names the lines the user sees.
 */
export function sendContactsImport(contacts: readonly ImportedContact[], onProgress: (percent: number) => void): Promise<ImportAnswer> {
  const contactos = contacts.map(({ line, ...c }) => ({ ...c, LINEA: line }));
  return callApi('Usuarios', 'AltaMasivaContactos', { contactos }, { onUploadProgress: onProgress });
}
