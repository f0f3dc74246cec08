import {
  ApiError,
  type Contract,
  CONNECTION_ERROR_TEXT,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type ContactoCambio,
  type EndpointResult,
  routes,
  SERVER_ERROR_TEXT,
} from '@socios/api';
import type { ImportedContact } from '@socios/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { markLoggedOut } from '../../app/session/storage';

/** The answer of AltaMasivaContactos. */
export type ImportAnswer = EndpointResult<Contract['Usuarios']['AltaMasivaContactos']>;

const GROUPS_KEY = ['Usuarios.GruposContacto'] as const;

/** The user's contact groups. */
export function useContactGroups() {
  return useQuery({ queryKey: GROUPS_KEY, queryFn: () => api.Usuarios.GruposContacto() });
}

/** Creates a contact group (Accion 0) and reloads the groups. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (GRPC_DESCRIPCION: string) => api.Usuarios.ActualizarGrupoContacto({ GRPC_DESCRIPCION, Accion: 0 }),
    onSuccess: (answer) => {
      if (answer.ok) void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    },
  });
}

/** Adds (0), modifies (1) or deletes (2) a contact. */
export function useChangeContact() {
  return useMutation({ mutationFn: (change: ContactoCambio) => api.Usuarios.ActualizarContacto(change) });
}

function onUnauthorized(): void {
  markLoggedOut();
  if (!window.location.pathname.startsWith('/login')) window.location.assign('/login');
}

function errorText(xhr: XMLHttpRequest): string {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (body && typeof body === 'object' && 'mensajeError' in body && typeof body.mensajeError === 'string') return body.mensajeError;
  } catch {
    // not JSON
  }
  return xhr.statusText || `Error ${xhr.status}`;
}

/**
 * Sends the checked rows to AltaMasivaContactos with upload progress (fetch cannot report it), following the
 * same call conventions as the api client: 401 to /login, 500 'Error de servidor', other failures passed on.
 * Each row carries its file line (LINEA) so that a refusal names the lines the user sees.
 */
export function sendContactsImport(contacts: readonly ImportedContact[], onProgress: (percent: number) => void): Promise<ImportAnswer> {
  const route = routes.Usuarios.AltaMasivaContactos;
  const body = JSON.stringify({ contactos: contacts.map(({ line, ...c }) => ({ ...c, LINEA: line })) });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, `/api${route.path}`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(new ApiError(0, CONNECTION_ERROR_TEXT));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportAnswer);
        } catch {
          reject(new ApiError(500, SERVER_ERROR_TEXT));
        }
        return;
      }
      if (xhr.status === 401) onUnauthorized();
      reject(new ApiError(xhr.status, xhr.status === 500 ? SERVER_ERROR_TEXT : errorText(xhr)));
    };
    xhr.send(body);
  });
}

/** Offers a text as a file download (the browser saves it under fileName). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
