import type { CarpetasDocumentos } from '@socios/api';
import type { Queryable } from '../../db/db';

/** The library: folders, categories and file types by name, and every document with them, by name. */
export async function library(db: Queryable): Promise<CarpetasDocumentos> {
  const [CARPETAS, CATEGORIAS, TIPOS, DOCUMENTOS] = await Promise.all([
    db.query<CarpetasDocumentos['CARPETAS'][number]>('SELECT card_id AS "CARD_ID", card_nombre AS "CARD_NOMBRE" FROM document_folders ORDER BY lower(card_nombre)'),
    db.query<CarpetasDocumentos['CATEGORIAS'][number]>('SELECT catd_id AS "CATD_ID", catd_nombre AS "CATD_NOMBRE" FROM document_categories ORDER BY lower(catd_nombre)'),
    db.query<CarpetasDocumentos['TIPOS'][number]>('SELECT tdo_id AS "TDO_ID", tdo_nombre AS "TDO_NOMBRE" FROM document_types ORDER BY lower(tdo_nombre)'),
    db.query<CarpetasDocumentos['DOCUMENTOS'][number]>(
      `SELECT d.doc_id AS "DOC_ID", d.doc_id_documento AS "DOC_ID_DOCUMENTO", d.doc_nombre AS "DOC_NOMBRE",
              d.doc_descripcion AS "DOC_DESCRIPCION", to_char(d.doc_fecha_subida, 'DD/MM/YYYY') AS "DOC_FECHA_SUBIDA",
              d.doc_card_id AS "DOC_CARD_ID", f.card_nombre AS "CARD_NOMBRE", d.doc_cat_id AS "DOC_CAT_ID",
              c.catd_nombre AS "CATD_NOMBRE", d.doc_tdo_id AS "DOC_TDO_ID", t.tdo_nombre AS "TDO_NOMBRE", a.adj_extension AS "EXTENSION"
         FROM documents d
         JOIN attachments a ON a.adj_id = d.doc_id_documento
         JOIN document_types t ON t.tdo_id = d.doc_tdo_id
         LEFT JOIN document_folders f ON f.card_id = d.doc_card_id
         LEFT JOIN document_categories c ON c.catd_id = d.doc_cat_id
        ORDER BY lower(d.doc_nombre), d.doc_id`,
    ),
  ]);
  return { CARPETAS, CATEGORIAS, TIPOS, DOCUMENTOS };
}
