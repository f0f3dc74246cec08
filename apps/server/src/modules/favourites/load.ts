import type { FavoritoDocumento, FavoritoNoticia, FavoritoProveedor } from '@socios/api';
import type { Queryable } from '../../db/db';
import { visibleNewsCondition } from '../news/queries';

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
