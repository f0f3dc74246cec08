import type { ResultadosBusqueda } from '@socios/api';
import type { Queryable } from '../../db/db';
import { visibleNewsCondition } from '../news';
import { likeContains, likePrefix } from '../../db/like';

/** Results per group. */
export const PER_GROUP = 6;

/** A LIKE pattern that finds the key anywhere (its own %, _ and \ taken literally). */
const contains = likeContains;

/**
 * The groups of the global search for a search key (lower case, no accents). Names that start with the key come
 * first, then by name. Documents and news only when the member may see them.
 */
export async function globalSearch(
  db: Queryable,
  key: string,
  options: { memberId: number; documents: boolean; news: boolean },
): Promise<Omit<ResultadosBusqueda, 'REFERENCIAS' | 'TARIFAS'>> {
  const pattern = contains(key);
  const prefix = likePrefix(key);
  const [PROVEEDORES, MARCAS, DOCUMENTOS, NOTICIAS] = await Promise.all([
    db.query<ResultadosBusqueda['PROVEEDORES'][number]>(
      `SELECT s.prv_id AS "PRV_ID", s.prv_nombre AS "PRV_NOMBRE",
              coalesce((SELECT string_agg(b.mar_nombre, ', ' ORDER BY lower(b.mar_nombre)) FROM supplier_brands sb
                          JOIN brands b ON b.mar_id = sb.prvmar_id_marca WHERE sb.prvmar_id_proveedor = s.prv_id), '') AS "MARCAS"
         FROM suppliers s WHERE s.prv_buscar LIKE $1
        ORDER BY (s.prv_buscar LIKE $2) DESC, lower(s.prv_nombre), s.prv_id LIMIT ${PER_GROUP}`,
      [pattern, prefix],
    ),
    db.query<ResultadosBusqueda['MARCAS'][number]>(
      `SELECT "MAR_ID", "MAR_NOMBRE", "PRV_ID", "PRV_NOMBRE" FROM (
         SELECT DISTINCT ON (b.mar_id) b.mar_id AS "MAR_ID", b.mar_nombre AS "MAR_NOMBRE", s.prv_id AS "PRV_ID",
                s.prv_nombre AS "PRV_NOMBRE", (b.mar_buscar LIKE $2) AS starts
           FROM brands b JOIN supplier_brands sb ON sb.prvmar_id_marca = b.mar_id JOIN suppliers s ON s.prv_id = sb.prvmar_id_proveedor
          WHERE b.mar_buscar LIKE $1
          ORDER BY b.mar_id, s.prv_id) m
        ORDER BY starts DESC, lower("MAR_NOMBRE"), "MAR_ID" LIMIT ${PER_GROUP}`,
      [pattern, prefix],
    ),
    options.documents
      ? db.query<ResultadosBusqueda['DOCUMENTOS'][number]>(
          `SELECT d.doc_id AS "DOC_ID", d.doc_nombre AS "DOC_NOMBRE", d.doc_id_documento AS "DOC_ID_DOCUMENTO", t.tdo_nombre AS "TDO_NOMBRE"
             FROM documents d JOIN document_types t ON t.tdo_id = d.doc_tdo_id
            WHERE d.doc_buscar LIKE $1
            ORDER BY (d.doc_buscar LIKE $2) DESC, lower(d.doc_nombre), d.doc_id LIMIT ${PER_GROUP}`,
          [pattern, prefix],
        )
      : [],
    options.news
      ? db.query<ResultadosBusqueda['NOTICIAS'][number]>(
          `SELECT n.not_id AS "ID", n.not_titulo AS "TITULO", to_char(n.not_fecha_publicacion, 'DD/MM/YYYY') AS "FECHA_PUBLICACION"
             FROM news n
            WHERE n.not_buscar LIKE $1 AND ${visibleNewsCondition('$2')}
            ORDER BY n.not_fecha_publicacion DESC, n.not_id DESC LIMIT ${PER_GROUP}`,
          [pattern, options.memberId],
        )
      : [],
  ]);
  return { PROVEEDORES, MARCAS, DOCUMENTOS, NOTICIAS };
}

/** The tariff-reference search ($1 the LIKE prefix of the upper-cased text, $2 that text); exported for its plan's test. */
export const TARIFF_SEARCH_SQL = `SELECT x.tar_id AS "TAR_ID", x.tar_referencia AS "REFERENCIA", x.tar_descripcion AS "DESCRIPCION",
            b.mar_id AS "MAR_ID", b.mar_nombre AS "MAR_NOMBRE", s.prv_id AS "PRV_ID"
       FROM brands b
       CROSS JOIN LATERAL (
         SELECT t.tar_id, t.tar_referencia, t.tar_descripcion, upper(t.tar_referencia) AS k FROM tariff_lines t
          WHERE t.tar_id_marca = b.mar_id AND upper(t.tar_referencia) LIKE $1
          ORDER BY upper(t.tar_referencia) USING ~<~ LIMIT ${PER_GROUP}) x
       CROSS JOIN LATERAL (
         SELECT sb.prvmar_id_proveedor AS prv_id FROM supplier_brands sb WHERE sb.prvmar_id_marca = b.mar_id
          ORDER BY sb.prvmar_id_proveedor LIMIT 1) s
      ORDER BY (x.k = $2) DESC, x.k USING ~<~, lower(b.mar_nombre), b.mar_id LIMIT ${PER_GROUP}`;

/**
 * The brands' tariff lines whose reference is `text` or starts with it (case ignored), the exact one first, then in
 * reference order. One probe per brand of the tariffs' reference index (brand, upper(reference) text_pattern_ops),
 * each reading at most PER_GROUP entries, so a search costs the same whatever the tariffs' size; each line names the
 * brand's first supplier, whose page shows the tariff.
 */
export async function tariffReferences(db: Queryable, text: string): Promise<ResultadosBusqueda['TARIFAS']> {
  const key = text.toUpperCase();
  return db.query<ResultadosBusqueda['TARIFAS'][number]>(TARIFF_SEARCH_SQL, [likePrefix(key), key]);
}
