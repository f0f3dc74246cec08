import { ok, refuse } from '@socios/api';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { supplierConditions, supplierDocuments, supplierExists, supplierList } from './queries';

/** Text of a supplier without documents (001 §8). */
export const NO_SUPPLIER_DOCUMENTS = 'El proveedor no tiene documentos adjuntos.';

/** Server side of the supplier calls (001 §7); conditions and documents need the Condiciones permission (contract). */
export const supplierHandlers: AreaHandlers<'suppliers'> = {
  GetListado: async (_input, { db }) => ok(await supplierList(db)),

  async ObtenerRegistro({ params }, { db }) {
    const conditions = await supplierConditions(db, params.provId);
    if (!conditions) throw new HttpError(404, TEXTS.notFound);
    return ok(conditions);
  },

  async GetProveedorDocumento({ body }, { db }) {
    if (!(await supplierExists(db, body.PRVDOC_ID_PRV))) throw new HttpError(404, TEXTS.notFound);
    const documents = await supplierDocuments(db, body.PRVDOC_ID_PRV);
    return documents.length ? ok(documents) : refuse(NO_SUPPLIER_DOCUMENTS, []);
  },
};
