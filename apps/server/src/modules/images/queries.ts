import type { CategoriaImagen, Imagen } from '@socios/api';
import type { Queryable } from '../../db/db';
import type { CheckedPicture } from './picture';
import { resolutionText } from './picture';

/**
 * Spanish order of names (accents and case ignored, ñ after n), the same on PGlite and PostgreSQL whatever collation
 * the cluster was created with.
 */
const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** A picture that passed the checks. */
export type Picture = Extract<CheckedPicture, { ok: true }>;

// ---- Categories -------------------------------------------------------------------------------------------------

/** The member's image categories, by name. */
export async function categories(db: Queryable, memberId: number): Promise<CategoriaImagen[]> {
  const rows = await db.query<CategoriaImagen>('SELECT cimg_id AS "CIMG_ID", cimg_nombre AS "CIMG_NOMBRE" FROM image_categories WHERE cimg_id_socio = $1', [
    memberId,
  ]);
  return rows.sort((a, b) => spanish.compare(a.CIMG_NOMBRE, b.CIMG_NOMBRE) || a.CIMG_ID - b.CIMG_ID);
}

/**
 * Whether the category is one of the member's. Inside a transaction it also keeps the category from being deleted
 * until the end (an image saved with it then never points to a category that is gone).
 */
export async function ownsCategory(db: Queryable, memberId: number, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM image_categories WHERE cimg_id = $1 AND cimg_id_socio = $2 FOR KEY SHARE', [id, memberId]);
  return rows.length > 0;
}

/**
 * Locks the member's categories until the transaction ends (a row lock on the member), so that two saves of the same
 * name at once cannot both pass the check for a repeated name.
 */
export async function lockMemberCategories(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT 1 FROM members WHERE soc_id = $1 FOR UPDATE', [memberId]);
}

/** Adds a category; answers its id. */
export async function insertCategory(db: Queryable, memberId: number, name: string): Promise<number> {
  const rows = await db.query<{ id: number }>('INSERT INTO image_categories (cimg_id_socio, cimg_nombre) VALUES ($1, $2) RETURNING cimg_id AS id', [
    memberId,
    name,
  ]);
  return rows[0]!.id;
}

/** Renames one of the member's categories; false when it is not one of them. */
export async function renameCategory(db: Queryable, memberId: number, id: number, name: string): Promise<boolean> {
  const rows = await db.query('UPDATE image_categories SET cimg_nombre = $3 WHERE cimg_id = $1 AND cimg_id_socio = $2 RETURNING 1', [id, memberId, name]);
  return rows.length > 0;
}

/** Deletes one of the member's categories (its images keep going, without category); false when not one of them. */
export async function deleteCategory(db: Queryable, memberId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM image_categories WHERE cimg_id = $1 AND cimg_id_socio = $2 RETURNING 1', [id, memberId]);
  return rows.length > 0;
}

// ---- Images -----------------------------------------------------------------------------------------------------

type ImageRow = Omit<Imagen, 'IMG_RESOLUCION'> & { width: number; height: number };

/**
 * The member's gallery: its own images and the images other members share with the group (Grupo, without their
 * owner's category), by name.
 */
export async function galleryImages(db: Queryable, memberId: number): Promise<Imagen[]> {
  const rows = await db.query<ImageRow>(
    `SELECT g.img_id AS "IMG_ID", g.img_nombre AS "IMG_NOMBRE",
            CASE WHEN g.img_id_socio = $1 THEN g.img_id_categoria END AS "IMG_ID_CATEGORIA",
            g.img_id_socio AS "IMG_ID_SOCIO", a.adj_extension AS "IMG_EXTENSION", g.img_compartida AS "IMG_COMPARTIDA",
            g.img_id_socio <> $1 AS "Grupo", g.img_ancho AS width, g.img_alto AS height
       FROM gallery_images g JOIN attachments a ON a.adj_id = g.img_id
      WHERE g.img_id_socio = $1 OR g.img_compartida`,
    [memberId],
  );
  return rows
    .map(({ width, height, ...row }) => ({ ...row, IMG_RESOLUCION: resolutionText({ width, height }) }))
    .sort((a, b) => spanish.compare(a.IMG_NOMBRE, b.IMG_NOMBRE) || a.IMG_ID - b.IMG_ID);
}

/** What the member may do with an image: 'own' (anything), 'shared' (see it: another member's, shared) or null. */
export async function imageAccess(db: Queryable, memberId: number, id: number): Promise<'own' | 'shared' | null> {
  const rows = await db.query<{ own: boolean; shared: boolean }>(
    'SELECT img_id_socio = $2 AS own, img_compartida AS shared FROM gallery_images WHERE img_id = $1',
    [id, memberId],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.own) return 'own';
  return row.shared ? 'shared' : null;
}

/** An image's file (its content type and bytes), if the member may see it (its own, or shared); null otherwise. */
export async function imageFile(db: Queryable, memberId: number, id: number): Promise<{ mime: string; bytes: Buffer } | null> {
  const rows = await db.query<{ mime: string; bytes: Uint8Array }>(
    `SELECT a.adj_mime AS mime, a.adj_bytes AS bytes
       FROM gallery_images g JOIN attachments a ON a.adj_id = g.img_id
      WHERE g.img_id = $1 AND (g.img_id_socio = $2 OR g.img_compartida)`,
    [id, memberId],
  );
  const row = rows[0];
  if (!row) return null;
  return { mime: row.mime, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
}

/** An image's data as a data URL, if the member may see it (its own, or shared with the group); null otherwise. */
export async function imageDataUrl(db: Queryable, memberId: number, id: number): Promise<string | null> {
  const file = await imageFile(db, memberId, id);
  return file && `data:${file.mime};base64,${file.bytes.toString('base64')}`;
}

/** The fields of an image a save writes. */
export interface ImageFields {
  name: string;
  /** The category, null for none; undefined keeps it (modify only). */
  category: number | null | undefined;
  /** Shared with the group; undefined keeps it (a new image is not shared). */
  shared: boolean | undefined;
}

/**
 * Adds an image to the member's gallery: the file (class 'galeria', the member's) and its gallery row, whose id is
 * the file's. Answers the id. Run inside a transaction.
 */
export async function insertImage(tx: Queryable, memberId: number, fields: ImageFields, picture: Picture): Promise<number> {
  const files = await tx.query<{ id: number }>(
    `INSERT INTO attachments (adj_clase, adj_nombre, adj_extension, adj_mime, adj_size, adj_bytes, adj_id_socio)
     VALUES ('galeria', $1, $2, $3, $4, $5, $6) RETURNING adj_id AS id`,
    [fields.name, picture.extension, picture.mime, picture.bytes.length, picture.bytes, memberId],
  );
  const id = files[0]!.id;
  await tx.query(
    `INSERT INTO gallery_images (img_id, img_id_socio, img_nombre, img_id_categoria, img_ancho, img_alto, img_compartida)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, memberId, fields.name, fields.category ?? null, picture.width, picture.height, fields.shared ?? false],
  );
  return id;
}

/**
 * Modifies one of the member's images: name, category and sharing, and the picture when a new one is given. False
 * when it is not one of the member's. Run inside a transaction.
 */
export async function updateImage(tx: Queryable, memberId: number, id: number, fields: ImageFields, picture: Picture | null): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE gallery_images
        SET img_nombre = $3,
            img_id_categoria = CASE WHEN $4::boolean THEN img_id_categoria ELSE $5::integer END,
            img_compartida = coalesce($6::boolean, img_compartida),
            img_ancho = coalesce($7::integer, img_ancho),
            img_alto = coalesce($8::integer, img_alto)
      WHERE img_id = $1 AND img_id_socio = $2
      RETURNING 1`,
    [id, memberId, fields.name, fields.category === undefined, fields.category ?? null, fields.shared ?? null, picture?.width ?? null, picture?.height ?? null],
  );
  if (rows.length === 0) return false;
  if (picture) {
    await tx.query(
      `UPDATE attachments
          SET adj_nombre = $3, adj_extension = $4, adj_mime = $5, adj_size = $6, adj_bytes = $7, adj_fecha = now()
        WHERE adj_id = $1 AND adj_id_socio = $2 AND adj_clase = 'galeria'`,
      [id, memberId, fields.name, picture.extension, picture.mime, picture.bytes.length, picture.bytes],
    );
  } else {
    await tx.query(`UPDATE attachments SET adj_nombre = $3 WHERE adj_id = $1 AND adj_id_socio = $2 AND adj_clase = 'galeria'`, [id, memberId, fields.name]);
  }
  return true;
}

/** Deletes one of the member's images (the file and, through it, the gallery row); false when not one of them. */
export async function deleteImage(db: Queryable, memberId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM attachments a USING gallery_images g
      WHERE a.adj_id = $1 AND g.img_id = a.adj_id AND g.img_id_socio = $2 AND a.adj_clase = 'galeria'
      RETURNING 1`,
    [id, memberId],
  );
  return rows.length > 0;
}
