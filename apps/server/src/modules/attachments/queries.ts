import type { Queryable } from '../../db/db';
import { visibleNewsCondition } from '../news';
import type { CheckedImage } from './store';

/** Classes of stored files. */
export type Clase = 'noticia' | 'documento' | 'logo_proveedor' | 'logo_socio' | 'foto_usuario' | 'galeria' | 'documento_proveedor';

/** A stored file's metadata. */
export type FileRow = { clase: Clase; name: string; extension: string; mime: string; size: number; member: number | null };

/** A stored file's metadata, or null for an unknown id. */
export async function findFile(db: Queryable, id: number): Promise<FileRow | null> {
  const rows = await db.query<FileRow>(
    `SELECT adj_clase AS clase, adj_nombre AS name, adj_extension AS extension, adj_mime AS mime, adj_size AS size,
            adj_id_socio AS member
       FROM attachments WHERE adj_id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Whether a news file (image or attachment) belongs to a news item the member may see. */
export async function newsFileVisible(db: Queryable, memberId: number, fileId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM news n
      WHERE (n.not_id_img = $2 OR EXISTS (SELECT 1 FROM news_documents d WHERE d.notdoc_id_noticia = n.not_id AND d.notdoc_id_documento = $2))
        AND ${visibleNewsCondition('$1')}
      LIMIT 1`,
    [memberId, fileId],
  );
  return rows.length > 0;
}

/** The bytes of a stored file, or null for an unknown id. */
/** Whether a gallery file is an image its member shares with the group (other members see it as 'Grupo'). */
export async function sharedGalleryImage(db: Queryable, fileId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM gallery_images WHERE img_id = $1 AND img_compartida', [fileId])).length > 0;
}

/** Whether a library file is one of a supplier's documents (kind D), which the supplier's page offers. */
export async function supplierLinkedFile(db: Queryable, fileId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM supplier_documents WHERE prvdoc_id_documento = $1 LIMIT 1', [fileId])).length > 0;
}

export async function fileBytes(db: Queryable, id: number): Promise<Buffer | null> {
  const rows = await db.query<{ bytes: Uint8Array }>('SELECT adj_bytes AS bytes FROM attachments WHERE adj_id = $1', [id]);
  const bytes = rows[0]?.bytes;
  return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
}

/** Stores a checked photo ('foto_usuario') or logo ('logo_socio') of a member; answers the new file's id. */
export async function storeImage(
  db: Queryable,
  memberId: number,
  clase: 'foto_usuario' | 'logo_socio',
  image: Extract<CheckedImage, { ok: true }>,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO attachments (adj_clase, adj_nombre, adj_extension, adj_mime, adj_size, adj_bytes, adj_id_socio)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING adj_id AS id`,
    [clase, image.name, image.extension, image.mime, image.bytes.length, image.bytes, memberId],
  );
  return rows[0]!.id;
}

/** Removes a member's photo or logo that nothing points to any more (after a replacement or removal). */
export async function removeImage(db: Queryable, memberId: number, id: number): Promise<void> {
  await db.query(`DELETE FROM attachments WHERE adj_id = $1 AND adj_id_socio = $2 AND adj_clase IN ('foto_usuario', 'logo_socio')`, [id, memberId]);
}
