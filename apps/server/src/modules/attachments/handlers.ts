import type { SessionUser } from '../../auth/sessions';
import type { Queryable } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { type Clase, type FileRow, fileBytes, findFile, newsFileVisible, sharedGalleryImage, supplierLinkedFile } from './queries';

/** Which stored files each download kind reaches (000 §7, 001 §7). */
const CLASSES_OF_KIND: Record<1 | 2 | 5 | 9, readonly Clase[]> = {
  1: ['noticia', 'foto_usuario', 'logo_socio', 'documento_proveedor'],
  2: ['documento'],
  5: ['logo_proveedor', 'logo_socio'],
  9: ['galeria'],
};

/** Checks that the user may see a stored file of a kind: 404 when not, 403 without the section's permission. */
async function checkAccess(db: Queryable, session: SessionUser, id: number, kind: 1 | 2 | 5 | 9): Promise<FileRow> {
  const row = await findFile(db, id);
  if (!row || !CLASSES_OF_KIND[kind].includes(row.clase)) throw new HttpError(404, TEXTS.notFound);
  switch (row.clase) {
    case 'noticia':
      if (!session.permisos.Noticias) throw new HttpError(403, TEXTS.forbidden);
      if (!(await newsFileVisible(db, session.memberId, id))) throw new HttpError(404, TEXTS.notFound);
      break;
    case 'documento':
      // The library needs Documentos; a library document a supplier lists (kind D) also opens from that supplier's
      // page, which needs Condiciones.
      if (!session.permisos.Documentos && !(session.permisos.Condiciones && (await supplierLinkedFile(db, id)))) {
        throw new HttpError(403, TEXTS.forbidden);
      }
      break;
    case 'documento_proveedor':
      if (!session.permisos.Condiciones) throw new HttpError(403, TEXTS.forbidden);
      break;
    case 'foto_usuario':
      if (row.member !== session.memberId) throw new HttpError(404, TEXTS.notFound);
      break;
    case 'galeria':
      // The promotions gallery: the member's own images and those other members share with the group ('Grupo').
      if (!session.permisos.Promociones) throw new HttpError(403, TEXTS.forbidden);
      if (row.member !== session.memberId && !(await sharedGalleryImage(db, id))) throw new HttpError(404, TEXTS.notFound);
      break;
    default:
      break;
  }
  return row;
}

/** The bytes of a stored file; 404 when it is gone. */
export async function requiredFileBytes(db: Queryable, id: number): Promise<Buffer> {
  const bytes = await fileBytes(db, id);
  if (!bytes) throw new HttpError(404, TEXTS.notFound);
  return bytes;
}

/**
 * Server side of the download call: the file as name.extension with its content type. The name keeps its case (a
 * member reads 'Catálogo Bosch 2026', not 'catálogo bosch 2026'); the extension is written in lower case (spec 000 §7).
 */
export const attachmentHandlers: AreaHandlers<'attachments'> = {
  async ObtenerDocumentoAdjunto({ params }, { db, session }) {
    const file = await checkAccess(db, session, params.documentId, params.kind);
    const body = await requiredFileBytes(db, params.documentId);
    return {
      fileName: `${file.name}.${file.extension.toLowerCase()}`,
      contentType: file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime,
      body,
      size: body.length,
    };
  },
};
