import type { FavoritoDocumento, FavoritoNoticia, FavoritoProveedor, FavTipo } from '@socios/api';
import type { Queryable } from '../../db/db';
import { visibleNewsCondition } from '../news';

const BASE = `f.fav_id AS "FAV_ID", f.fav_id_entidad AS "FAV_ID_ENTIDAD", f.fav_tipo AS "FAV_TIPO",
  to_char(f.fav_fecha_add, 'DD/MM/YYYY') AS "FAV_FECHA_ADD"`;

/** SQL of the user's favourite news ($1 user, $2 fav id or null), only those still visible to the user, newest first. */
export const FAVOURITE_NEWS_SQL = `SELECT ${BASE}, n.not_titulo AS "NOT_TITULO", to_char(n.not_fecha_publicacion, 'DD/MM/YYYY') AS "NOT_FECHA_PUBLICACION"
       FROM favourites f
       JOIN users u ON u.usr_id = f.fav_id_usuario
       JOIN news n ON n.not_id = f.fav_id_entidad
      WHERE f.fav_id_usuario = $1 AND f.fav_tipo = 'N' AND ($2::int IS NULL OR f.fav_id = $2)
        AND ${visibleNewsCondition('u.usr_id_socio')}
      ORDER BY f.fav_fecha_add DESC, f.fav_id DESC`;

/** The user's favourite news (only those still visible to the user), newest first; or the one with fav id. */
export function favouriteNews(db: Queryable, userId: number, favId?: number): Promise<FavoritoNoticia[]> {
  return db.query<FavoritoNoticia>(FAVOURITE_NEWS_SQL, [userId, favId ?? null]);
}

/** SQL of the user's favourite suppliers with their brands ($1 user, $2 fav id or null), newest first. */
export const FAVOURITE_SUPPLIERS_SQL = `SELECT ${BASE}, s.prv_razon_social AS "PRV_RAZON_SOCIAL",
            (SELECT coalesce(json_agg(json_build_object('PRVMAR_ID_MARCA', sb.prvmar_id_marca, 'MAR_NOMBRE', b.mar_nombre)
                                      ORDER BY b.mar_nombre), '[]'::json)
               FROM supplier_brands sb JOIN brands b ON b.mar_id = sb.prvmar_id_marca
              WHERE sb.prvmar_id_proveedor = s.prv_id) AS "MARCAS"
       FROM favourites f JOIN suppliers s ON s.prv_id = f.fav_id_entidad
      WHERE f.fav_id_usuario = $1 AND f.fav_tipo = 'P' AND ($2::int IS NULL OR f.fav_id = $2)
      ORDER BY f.fav_fecha_add DESC, f.fav_id DESC`;

/** The user's favourite suppliers with their brands, newest first; or the one with fav id. */
export function favouriteSuppliers(db: Queryable, userId: number, favId?: number): Promise<FavoritoProveedor[]> {
  return db.query<FavoritoProveedor>(FAVOURITE_SUPPLIERS_SQL, [userId, favId ?? null]);
}

/** SQL of the user's favourite general documents ($1 user, $2 fav id or null), newest first. */
export const FAVOURITE_DOCUMENTS_SQL = `SELECT ${BASE}, d.doc_id_documento AS "DOC_ID_DOCUMENTO", d.doc_nombre AS "DOC_NOMBRE", t.tdo_nombre AS "TDO_NOMBRE"
       FROM favourites f JOIN documents d ON d.doc_id = f.fav_id_entidad JOIN document_types t ON t.tdo_id = d.doc_tdo_id
      WHERE f.fav_id_usuario = $1 AND f.fav_tipo = 'D' AND ($2::int IS NULL OR f.fav_id = $2)
      ORDER BY f.fav_fecha_add DESC, f.fav_id DESC`;

/** The user's favourite general documents, newest first; or the one with fav id. */
export function favouriteDocuments(db: Queryable, userId: number, favId?: number): Promise<FavoritoDocumento[]> {
  return db.query<FavoritoDocumento>(FAVOURITE_DOCUMENTS_SQL, [userId, favId ?? null]);
}

/** Removes a favourite of the user by its id; false when the user has no such favourite. */
export async function deleteFavouriteById(db: Queryable, userId: number, tipo: FavTipo, favId: number): Promise<boolean> {
  const gone = await db.query('DELETE FROM favourites WHERE fav_id = $1 AND fav_id_usuario = $2 AND fav_tipo = $3 RETURNING fav_id', [favId, userId, tipo]);
  return gone.length > 0;
}

/** Removes the user's favourite of an entity; false when the user did not have it. */
export async function deleteFavouriteOf(db: Queryable, userId: number, tipo: FavTipo, entityId: number): Promise<boolean> {
  const removed = await db.query('DELETE FROM favourites WHERE fav_id_usuario = $1 AND fav_tipo = $2 AND fav_id_entidad = $3 RETURNING fav_id', [
    userId,
    tipo,
    entityId,
  ]);
  return removed.length > 0;
}

/** Adds a favourite of the user (kept as it was when it exists) and answers its id. */
export async function insertFavourite(db: Queryable, userId: number, tipo: FavTipo, entityId: number): Promise<number | null> {
  const [row] = await db.query<{ fav_id: number }>(
    `INSERT INTO favourites (fav_id_usuario, fav_tipo, fav_id_entidad) VALUES ($1, $2, $3)
     ON CONFLICT (fav_id_usuario, fav_tipo, fav_id_entidad) DO UPDATE SET fav_fecha_add = favourites.fav_fecha_add
     RETURNING fav_id`,
    [userId, tipo, entityId],
  );
  return row?.fav_id ?? null;
}

/** Whether a supplier (P) or a general document (D) exists. */
export async function catalogueEntityExists(db: Queryable, tipo: 'P' | 'D', id: number): Promise<boolean> {
  const sql = tipo === 'P' ? 'SELECT 1 FROM suppliers WHERE prv_id = $1' : 'SELECT 1 FROM documents WHERE doc_id = $1';
  return (await db.query(sql, [id])).length > 0;
}
