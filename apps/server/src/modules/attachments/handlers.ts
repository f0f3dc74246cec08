import type { Contract } from '@socios/api';
import type { SessionUser } from '../../auth/sessions';
import type { Queryable } from '../../db/db';
import { type ControllerHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { visibleNewsCondition } from '../news/queries';

type Clase = 'noticia' | 'documento' | 'logo_proveedor' | 'logo_socio' | 'foto_usuario' | 'galeria';

/** Which stored files each download kind reaches (000 §7, 001 §7). */
const CLASSES_OF_KIND: Record<1 | 2 | 5 | 9, readonly Clase[]> = {
  1: ['noticia', 'foto_usuario', 'logo_socio'],
  2: ['documento'],
  5: ['logo_proveedor', 'logo_socio'],
  9: ['galeria'],
};

type FileRow = { clase: Clase; name: string; extension: string; mime: string; size: number; member: number | null };

/** Whether a news file (image or attachment) belongs to a news item the user may see. */
async function newsFileVisible(db: Queryable, session: SessionUser, fileId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM news n
      WHERE (n.not_id_img = $2 OR EXISTS (SELECT 1 FROM news_documents d WHERE d.notdoc_id_noticia = n.not_id AND d.notdoc_id_documento = $2))
        AND ${visibleNewsCondition('$1')}
      LIMIT 1`,
    [session.memberId, fileId],
  );
  return rows.length > 0;
}

/** Checks that the user may see a stored file of a kind: 404 when not, 403 without the section's permission. */
async function checkAccess(db: Queryable, session: SessionUser, id: number, kind: 1 | 2 | 5 | 9): Promise<FileRow> {
  const row = (
    await db.query<FileRow>(
      `SELECT adj_clase AS clase, adj_nombre AS name, adj_extension AS extension, adj_mime AS mime, adj_size AS size,
              adj_id_socio AS member
         FROM attachments WHERE adj_id = $1`,
      [id],
    )
  )[0];
  if (!row || !CLASSES_OF_KIND[kind].includes(row.clase)) throw new HttpError(404, TEXTS.notFound);
  switch (row.clase) {
    case 'noticia':
      if (!session.permisos.Noticias) throw new HttpError(403, TEXTS.forbidden);
      if (!(await newsFileVisible(db, session, id))) throw new HttpError(404, TEXTS.notFound);
      break;
    case 'documento':
      if (!session.permisos.Documentos) throw new HttpError(403, TEXTS.forbidden);
      break;
    case 'foto_usuario':
    case 'galeria':
      if (row.member !== session.memberId) throw new HttpError(404, TEXTS.notFound);
      break;
    default:
      break;
  }
  return row;
}

/** The bytes of a stored file. */
export async function fileBytes(db: Queryable, id: number): Promise<Buffer> {
  const rows = await db.query<{ bytes: Uint8Array }>('SELECT adj_bytes AS bytes FROM attachments WHERE adj_id = $1', [id]);
  const bytes = rows[0]?.bytes;
  if (!bytes) throw new HttpError(404, TEXTS.notFound);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Server side of the download call: the file as name.extension in lower case with its content type. */
export const attachmentHandlers: ControllerHandlers<Contract['DocumentosAdjuntos']> = {
  async ObtenerDocumentoAdjunto({ params }, { db, session }) {
    const file = await checkAccess(db, session, params.documentId, params.kind);
    const body = await fileBytes(db, params.documentId);
    return {
      fileName: `${file.name}.${file.extension}`.toLowerCase(),
      contentType: file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime,
      body,
      size: body.length,
    };
  },
};
