import { type CarpetasDocumentos, DOCUMENT_LIBRARY_LISTS_MAX, type Documento } from '@socios/api';
import { type DocumentFilter, type DocumentSort, listDocuments } from '@socios/domain';
import type { Queryable } from '../../db/db';

/** The folders (with how many documents each holds), categories and file types, by name. */
export async function libraryLists(db: Queryable): Promise<Pick<CarpetasDocumentos, 'CARPETAS' | 'CATEGORIAS' | 'TIPOS'>> {
  const [CARPETAS, CATEGORIAS, TIPOS] = await Promise.all([
    db.query<CarpetasDocumentos['CARPETAS'][number]>(
      `SELECT f.card_id AS "CARD_ID", f.card_nombre AS "CARD_NOMBRE",
              (SELECT count(*) FROM documents d WHERE d.doc_card_id = f.card_id)::int AS "NUM_DOCUMENTOS"
         FROM document_folders f ORDER BY lower(f.card_nombre) LIMIT $1`,
      [DOCUMENT_LIBRARY_LISTS_MAX],
    ),
    db.query<CarpetasDocumentos['CATEGORIAS'][number]>(
      'SELECT catd_id AS "CATD_ID", catd_nombre AS "CATD_NOMBRE" FROM document_categories ORDER BY lower(catd_nombre) LIMIT $1',
      [DOCUMENT_LIBRARY_LISTS_MAX],
    ),
    db.query<CarpetasDocumentos['TIPOS'][number]>(
      'SELECT tdo_id AS "TDO_ID", tdo_nombre AS "TDO_NOMBRE" FROM document_types ORDER BY lower(tdo_nombre) LIMIT $1',
      [DOCUMENT_LIBRARY_LISTS_MAX],
    ),
  ]);
  return { CARPETAS, CATEGORIAS, TIPOS };
}

/**
 * One page of the documents of a folder, category and file type (null: any) that match the search text, in the order
 * asked for, and how many match. The folder, category and type narrow in SQL; the text and the order are the
 * domain's rules (the ones the screen applied when it held every document), over at most the library's documents.
 */
export async function documentsPage(
  db: Queryable,
  filter: DocumentFilter,
  sort: DocumentSort,
  range: { from: number; size: number },
): Promise<{ rows: Documento[]; total: number }> {
  const docs = await db.query<Documento>(
    `SELECT d.doc_id AS "DOC_ID", d.doc_id_documento AS "DOC_ID_DOCUMENTO", d.doc_nombre AS "DOC_NOMBRE",
            d.doc_descripcion AS "DOC_DESCRIPCION", to_char(d.doc_fecha_subida, 'DD/MM/YYYY') AS "DOC_FECHA_SUBIDA",
            d.doc_card_id AS "DOC_CARD_ID", f.card_nombre AS "CARD_NOMBRE", d.doc_cat_id AS "DOC_CAT_ID",
            c.catd_nombre AS "CATD_NOMBRE", d.doc_tdo_id AS "DOC_TDO_ID", t.tdo_nombre AS "TDO_NOMBRE", a.adj_extension AS "EXTENSION"
       FROM documents d
       JOIN attachments a ON a.adj_id = d.doc_id_documento
       JOIN document_types t ON t.tdo_id = d.doc_tdo_id
       LEFT JOIN document_folders f ON f.card_id = d.doc_card_id
       LEFT JOIN document_categories c ON c.catd_id = d.doc_cat_id
      WHERE ($1::int IS NULL OR d.doc_card_id = $1) AND ($2::int IS NULL OR d.doc_cat_id = $2) AND ($3::int IS NULL OR d.doc_tdo_id = $3)
      ORDER BY d.doc_id`,
    [filter.folderId, filter.categoryId, filter.typeId],
  );
  const matching = listDocuments(docs, filter, sort);
  return { rows: matching.slice(range.from, range.from + range.size), total: matching.length };
}
