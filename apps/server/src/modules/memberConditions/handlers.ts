import { ok } from '@socios/api';
import type { AreaHandlers } from '../../http/context';
import { sanitizeHtml } from '../../html';
import { conditionsPdf } from './pdf';
import { conditionsText } from './queries';

/** File name of 'Exportar a PDF'. */
export const CONDITIONS_PDF_FILE = 'condiciones_entre_socios.pdf';

/**
 * Server side of the conditions between members (001 §2.17; permission CondicionesEntreSocios, checked by the route).
 * The stored text is sanitised on every answer with the news sanitiser (same allow-list: formatting tags, safe links),
 * so the page and the PDF show exactly the same content whatever was written into the table.
 */
export const memberConditionsHandlers: AreaHandlers<'memberConditions'> = {
  GetCondicionesEntreSocios: async (_input, { db }) => ok({ CONDSOC_TEXTO: sanitizeHtml(await conditionsText(db)) }),

  async ExportarPdf(_input, { db }) {
    const body = await conditionsPdf(sanitizeHtml(await conditionsText(db)));
    return { fileName: CONDITIONS_PDF_FILE, contentType: 'application/pdf', body, size: body.length };
  },
};
