import type { FavoritoDocumento, FavoritoNoticia, FavoritoProveedor, Favoritos } from '@socios/api';
import type { Queryable } from '../../db/db';
import { visibleNewsCondition } from '../news/queries';

const BASE = `f.fav_id AS "FAV_ID", f.fav_id_entidad AS "FAV_ID_ENTIDAD", f.fav_tipo AS "FAV_TIPO",
  to_char(f.fav_fecha_add, 'DD/MM/YYYY') AS "FAV_FECHA_ADD"`;

/** The user's favourite news (only those still visible to the user), newest first; or the one with fav id. */
export function favouriteNews(db: Queryable, userId: number, favId?: number): Promise<FavoritoNoticia[]> {
  return db.query<FavoritoNoticia>(
    `SELECT ${BASE}, n.not_titulo AS "NOT_TITULO", to_char(n.not_fecha_publicacion, 'DD/MM/YYYY') AS "NOT_FECHA_PUBLICACION"
       FROM favourites f
       JOIN users u ON u.usr_id = f.fav_id_usuario
       JOIN news n ON n.not_id = f.fav_id_entidad
      WHERE f.fav_id_usuario = $1 AND f.fav_tipo = 'N' AND ($2::int IS NULL OR f.fav_id = $2)
        AND ${visibleNewsCondition('u.usr_id_socio')}
      ORDER BY f.fav_fecha_add DESC, f.fav_id DESC`,
    [userId, favId ?? null],
  );
}

/** The user's favourite suppliers with their brands, newest first; or the one with fav id. */
export async function favouriteSuppliers(db: Queryable, userId: number, favId?: number): Promise<FavoritoProveedor[]> {
  const rows = await db.query<Omit<FavoritoProveedor, 'MARCAS'>>(
    `SELECT ${BASE}, s.prv_razon_social AS "PRV_RAZON_SOCIAL"
       FROM favourites f JOIN suppliers s ON s.prv_id = f.fav_id_entidad
      WHERE f.fav_id_usuario = $1 AND f.fav_tipo = 'P' AND ($2::int IS NULL OR f.fav_id = $2)
      ORDER BY f.fav_fecha_add DESC, f.fav_id DESC`,
    [userId, favId ?? null],
  );
  if (!rows.length) return [];
  const brands = await db.query<{ supplier: number; PRVMAR_ID_MARCA: number; MAR_NOMBRE: string }>(
    `SELECT sb.prvmar_id_proveedor AS supplier, sb.prvmar_id_marca AS "PRVMAR_ID_MARCA", b.mar_nombre AS "MAR_NOMBRE"
       FROM supplier_brands sb JOIN brands b ON b.mar_id = sb.prvmar_id_marca
      WHERE sb.prvmar_id_proveedor = ANY($1::int[])
      ORDER BY b.mar_nombre`,
    [rows.map((r) => r.FAV_ID_ENTIDAD)],
  );
  return rows.map((r) => ({
    ...r,
    MARCAS: brands.filter((b) => b.supplier === r.FAV_ID_ENTIDAD).map(({ PRVMAR_ID_MARCA, MAR_NOMBRE }) => ({ PRVMAR_ID_MARCA, MAR_NOMBRE })),
  }));
}

/** The user's favourite general documents, newest first; or the one with fav id. */
export function favouriteDocuments(db: Queryable, userId: number, favId?: number): Promise<FavoritoDocumento[]> {
  return db.query<FavoritoDocumento>(
    `SELECT ${BASE}, d.doc_id_documento AS "DOC_ID_DOCUMENTO", d.doc_nombre AS "DOC_NOMBRE", t.tdo_nombre AS "TDO_NOMBRE"
       FROM favourites f JOIN documents d ON d.doc_id = f.fav_id_entidad JOIN document_types t ON t.tdo_id = d.doc_tdo_id
      WHERE f.fav_id_usuario = $1 AND f.fav_tipo = 'D' AND ($2::int IS NULL OR f.fav_id = $2)
      ORDER BY f.fav_fecha_add DESC, f.fav_id DESC`,
    [userId, favId ?? null],
  );
}

/** Every favourite of the user, by kind (000 §3 User configuration). */
export async function favouritesOf(db: Queryable, userId: number): Promise<Favoritos> {
  const [NoticiasFavoritas, ProveedoresFavoritos, DocumentosFavoritos] = await Promise.all([
    favouriteNews(db, userId),
    favouriteSuppliers(db, userId),
    favouriteDocuments(db, userId),
  ]);
  return { NoticiasFavoritas, ProveedoresFavoritos, DocumentosFavoritos };
}
