import { z } from 'zod';
import { sessionEndpoint } from '../endpoint';
import { wireIdParam } from '../wire';

/**
 * Kinds of ObtenerDocumentoAdjunto (000 §7, 001 §7): 1 a document or image (news images and attachments, user
 * photos, member logos), 2 a general document, 5 a supplier or member logo, 9 a gallery image.
 */
export const ATTACHMENT_KINDS = [1, 2, 5, 9] as const;

/** Stored files, streamed on download. */
export const DocumentosAdjuntos = {
  /**
   * The file, named name.extension in lower case with its content type. 404 for an unknown id, a kind that does
   * not match the file, or a file the user may not see; 403 without the permission of its section.
   */
  ObtenerDocumentoAdjunto: sessionEndpoint({
    method: 'GET',
    path: '/DocumentosAdjuntos/ObtenerDocumentoAdjunto/:documentId/:kind',
    foreign: { kind: 'attachment', at: 'params.documentId' },
    params: z.object({
      documentId: wireIdParam,
      kind: z.coerce.number().pipe(z.union(ATTACHMENT_KINDS.map((k) => z.literal(k)))),
    }),
  }),
} as const;
