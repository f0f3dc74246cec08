import { DOCUMENTS_PAGE, ok } from '@socios/api';
import { DEFAULT_DOCUMENT_SORT, EMPTY_DOCUMENT_FILTER } from '@socios/domain';
import type { AreaHandlers } from '../../http/context';
import { documentsPage, libraryLists } from './queries';

/** Server side of the document library (001 §7); the Documentos permission is checked by the contract. */
export const documentHandlers: AreaHandlers<'documents'> = {
  async Carpetas(_input, { db }) {
    const [lists, first] = await Promise.all([
      libraryLists(db),
      documentsPage(db, EMPTY_DOCUMENT_FILTER, DEFAULT_DOCUMENT_SORT, { from: 0, size: DOCUMENTS_PAGE }),
    ]);
    return ok({ ...lists, DOCUMENTOS: first.rows, TOTAL_DOCUMENTOS: first.total });
  },

  async GetDocumentos({ body }, { db }) {
    const filter = { folderId: body.idCarpeta ?? null, categoryId: body.idCategoria ?? null, typeId: body.idTipo ?? null, text: body.texto ?? '' };
    const sort = { by: body.orden ?? DEFAULT_DOCUMENT_SORT.by, direction: body.direccion ?? DEFAULT_DOCUMENT_SORT.direction };
    const page = await documentsPage(db, filter, sort, { from: body.desde ?? 0, size: body.maxRegistros ?? DOCUMENTS_PAGE });
    return { ...ok(page.rows), total: page.total };
  },
};
