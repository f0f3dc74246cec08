import { type Proveedor, ok, refuse } from '@socios/api';
import type { Db } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { SharedAnswer } from '../../http/sharedAnswer';
import { priceLists } from '../tariffs';
import { TEXTS } from '../../http/texts';
import { supplierConditions, supplierDocuments, supplierExists, supplierList } from './queries';

/** Text of a supplier without documents (001 §8). */
export const NO_SUPPLIER_DOCUMENTS = 'El proveedor no tiene documentos adjuntos.';

/** How long a process keeps the supplier directory before reading it again (catalogue changes show within it). */
export const SUPPLIER_LIST_TTL_MS = 60_000;

/** The directory is the same for every member: one shared, precompressed copy per database. */
const directories = new WeakMap<object, SharedAnswer<{ ok: true; mensajeError: null; valorRetorno: Proveedor[] }>>();

function directoryOf(db: Db): SharedAnswer<{ ok: true; mensajeError: null; valorRetorno: Proveedor[] }> {
  let shared = directories.get(db);
  if (!shared) {
    shared = new SharedAnswer(SUPPLIER_LIST_TTL_MS, async () => ok(await supplierList(db)));
    directories.set(db, shared);
  }
  return shared;
}

/** Server side of the supplier calls (001 §7); conditions and documents need the Condiciones permission (contract). */
export const supplierHandlers: AreaHandlers<'suppliers'> = {
  GetListado: (_input, { db, req, reply }) => directoryOf(db).send(req, reply),

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

  GetProveedorTarifaCompra: async ({ body }, { db }) => ok(await priceLists(db, body.idProveedor, body.idMarca)),
};
