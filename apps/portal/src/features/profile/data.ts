import { ApiError, AUDIT_PAGE_SIZE, CONNECTION_ERROR_TEXT, type Usuario, type UsuarioCambio } from '@socios/api';
import { useApiMutation, useApiQuery } from '../../app/query/apiQuery';
import { callApi } from '../../app/query/callApi';
import { saveFile } from '../../app/saveFile';
import { type AuditExportFormat, keptImageId, newImage, type RecoveryOutcome, type UserFormValue } from './components';

/** Address of a stored user photo or member logo (kind 1 of the attachment download, 001 §7). */
export const imageUrl = (id: number): string => `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${id}/1`;

/** The text of a failed call, for the Error dialog. */
export function failureText(err: unknown): string {
  return err instanceof ApiError ? err.message : err instanceof Error && err.message ? err.message : CONNECTION_ERROR_TEXT;
}

/** The logged-in user as stored (GetUsuario without idUsuario). */
export function useOwnUser() {
  return useApiQuery('Usuarios', 'GetUsuario', {}, { select: (a) => a.valorRetorno });
}

/** The member's users (account administrators only: the server answers 403 to the others). */
export function useMemberUsers(enabled: boolean) {
  return useApiQuery('Usuarios', 'GetUsuariosFromSocio', undefined, { select: (a) => a.valorRetorno, enabled });
}

/** Adds, modifies or deletes a user; every Usuarios read (the user, the list, the log) refreshes after it. */
export function useChangeUser() {
  return useApiMutation('Usuarios', 'AddOrUpdateUsuario', { errors: 'handled' });
}

/** The member company. */
export function useMember() {
  return useApiQuery('Socios', 'GetSocio', undefined, { select: (a) => a.valorRetorno });
}

/** Saves the member company (account administrators). */
export function useUpdateMember() {
  return useApiMutation('Socios', 'UpdateSocio', { errors: 'handled' });
}

/** The member's points of sale. */
export function usePointsOfSale() {
  return useApiQuery('Socios', 'GetPuntosVenta', undefined, { select: (a) => a.valorRetorno });
}

/** Adds, modifies or deletes a point of sale (account administrators). */
export function useChangePointOfSale() {
  return useApiMutation('Socios', 'UpdateSocioPuntoVenta', { errors: 'handled' });
}

/** One page of the audit log; while another page or search loads, the page shown stays. */
export function useAuditLog(pag: number, texto: string) {
  return useApiQuery(
    'Usuarios',
    'GetRegistroCambios',
    { pag, texto: texto || null },
    {
      select: (a) => a.valorRetorno,
      placeholderData: (previous) => previous,
    },
  );
}

/** Entries a page of the audit log. */
export { AUDIT_PAGE_SIZE };

/** Downloads the whole audit log as registro_cambios.csv or .xlsx (made by the server). */
export async function exportAuditLog(formato: AuditExportFormat): Promise<void> {
  const { blob, fileName } = await callApi('Usuarios', 'ExportarRegistroCambios', { formato });
  saveFile(blob, fileName || `registro_cambios.${formato}`);
}

/** Asks for a password recovery e-mail (RecuperarPwd). */
export async function sendRecovery(email: string): Promise<RecoveryOutcome> {
  try {
    const answer = await callApi('Usuarios', 'RecuperarPwd', { email });
    return answer.ok ? { ok: true } : { ok: false, message: answer.mensajeError ?? 'No se ha podido enviar el correo.' };
  } catch (err) {
    return { ok: false, message: failureText(err) };
  }
}

/**
 * The AddOrUpdateUsuario body of a form's value: Accion 0 for a new user, 1 for an edit (the photo kept in
 * USR_ID_DOCUMENTO, null when removed or replaced; the current password when one's own changes). Permission flags go
 * only when the form showed them.
 */
export function userChange(value: UserFormValue, user: Usuario | null): UsuarioCambio {
  const fields = {
    USR_NOMBRE: value.USR_NOMBRE,
    USR_APELLIDOS: value.USR_APELLIDOS || null,
    USR_MAIL: value.USR_MAIL,
    USR_CLAVE: value.USR_CLAVE,
    USR_PWD: value.USR_PWD,
    USR_PWD_2: value.USR_PWD_2,
    ...value.permisos,
    imagen: newImage(value.foto),
  };
  if (!user) return { Accion: 0, ...fields };
  return { Accion: 1, USR_ID: user.USR_ID, ...fields, USR_ID_DOCUMENTO: keptImageId(value.foto), USR_PWD_ACTUAL: value.USR_PWD_ACTUAL };
}

/** The user's personal API tokens (Acceso API). */
export function useApiTokens() {
  return useApiQuery('Usuarios', 'GetTokensApi', undefined, { select: (a) => a.valorRetorno });
}

/** Creates a personal API token; answers it once. */
export function useCreateApiToken() {
  return useApiMutation('Usuarios', 'CrearTokenApi', { errors: 'handled' });
}

/** Revokes one of the user's personal API tokens. */
export function useRevokeApiToken() {
  return useApiMutation('Usuarios', 'RevocarTokenApi', { errors: 'handled' });
}
