import { ApiError, type NoticiaResumen } from '@socios/api';
import { NEWS_MESSAGES, UPLOAD_MESSAGES } from '@socios/domain';
import { useCallback } from 'react';
import type { ShareContact } from '@socios/ui';
import type { NewsCardItem } from './components';
import { callApi } from '../../app/query/callApi';
import { useNotice } from '../../app/notice/NoticeProvider';
import { saveFile } from '../../app/saveFile';

/** URL of an attachment (images use it as their src). */
export function attachmentUrl(id: number, kind: 1 | 2 | 5 | 9 = 1): string {
  return `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${id}/${kind}`;
}

/** Type names of news (TIPO 0 General, 1 Socios). */
export const NEWS_TYPE_NAMES: Readonly<Record<number, string>> = { 0: 'General', 1: 'Socios' };

/** A list item as the news card shows it. */
export function toCardItem(n: NoticiaResumen): NewsCardItem {
  return {
    id: n.ID,
    title: n.TITULO,
    type: NEWS_TYPE_NAMES[n.TIPO] ?? 'General',
    date: n.FECHA,
    publicationDate: n.FECHA_PUBLICACION,
    summary: n.RESUMEN,
    imageUrl: n.ID_IMG === null ? null : attachmentUrl(n.ID_IMG),
    featured: n.NOT_DESTACADA,
    read: n.LEIDA,
    categories: n.CATEGORIAS.map((c) => c.CNOT_DESCRIPCION),
  };
}

/**
 * Downloads a stored file under its own name.extension (spec 000 §7); true when it was saved. A 401 sends the user to
 * the login screen (the client does it, and that is not a failure to report); any other failure answers false.
 */
export async function downloadAttachment(documentId: number, kind: 1 | 2 | 5 | 9): Promise<boolean> {
  try {
    const { blob, fileName } = await callApi('DocumentosAdjuntos', 'ObtenerDocumentoAdjunto', { documentId, kind });
    saveFile(blob, fileName || `documento_${documentId}`);
    return true;
  } catch (err) {
    return err instanceof ApiError && err.status === 401;
  }
}

/** Downloads a stored file, and says 'Error al descagar el documento' (spec 000 §8, as written) when it fails. */
export function useDownloadAttachment(): (documentId: number, kind: 1 | 2 | 5 | 9) => Promise<void> {
  const notice = useNotice();
  return useCallback(
    async (documentId, kind) => {
      if (!(await downloadAttachment(documentId, kind))) notice({ message: UPLOAD_MESSAGES.nothingToDownload });
    },
    [notice],
  );
}

/** The user's contacts as the share dialog lists them. */
export function shareContacts(contactos: readonly { CONT_ID: number; CONT_NOMBRE: string; CONT_MAIL: string }[]): ShareContact[] {
  return contactos.map((c) => ({ id: c.CONT_ID, name: c.CONT_NOMBRE, email: c.CONT_MAIL }));
}

/**
 * Shares a news item (N) or a document (D) with the chosen addresses; a 404 becomes the spec's rejection text
 * (the dialog shows it and stays open).
 */
export async function share(emails: string[], idEntidad: number, tipo: 'N' | 'D' | 'DP'): Promise<void> {
  try {
    await callApi('Usuarios', 'EnviarCorreo', { mailContacto: emails.join(','), idEntidad, tipo });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw new Error(NEWS_MESSAGES.shareRejected);
    throw err;
  }
}
