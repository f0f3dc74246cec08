import { z } from 'zod';
import { sessionEndpoints } from '../endpoint';
import { CarpetasDocumentos, Documento, DOCUMENT_LIBRARY_LISTS_MAX, DocumentosPeticion, DOCUMENTS_PAGE_MAX } from '../entities/supplier';
import { answer } from '../wire';

/** Declares a documents call: documents of the whole group, behind the Documentos permission. */
const documentEndpoint = sessionEndpoints({ permission: 'Documentos', foreign: { none: 'documents of the whole group' } });

/** The group's document library (001 §2.8, §7). */
export const Documentos = {
  /**
   * The folders (each with how many documents it holds), categories and file types, the first page of documents by
   * name and how many there are (thousands at a real group's size: the rest through GetDocumentos); Documentos
   * permission.
   */
  Carpetas: documentEndpoint({
    method: 'GET',
    path: '/Documentos/Carpetas',
    maxRows: DOCUMENT_LIBRARY_LISTS_MAX,
    response: answer(CarpetasDocumentos),
  }),
  /**
   * One page of the library's documents (`desde`, `maxRegistros`: 100 by default, at most 200) of a folder, category
   * and file type, matching a search text, by name or upload date; `total` is how many match. Documentos permission.
   */
  GetDocumentos: documentEndpoint({
    method: 'POST',
    path: '/Documentos/GetDocumentos',
    maxRows: DOCUMENTS_PAGE_MAX,
    body: DocumentosPeticion,
    response: answer(z.array(Documento)).extend({ total: z.number().int() }),
  }),
} as const;
