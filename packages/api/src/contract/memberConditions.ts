import { z } from 'zod';
import { sessionEndpoints } from '../endpoint';
import { answer } from '../wire';

/** Declares a call over the conditions members publish to the whole group, behind CondicionesEntreSocios. */
const memberConditionsEndpoint = sessionEndpoints({ permission: 'CondicionesEntreSocios', foreign: { none: 'conditions published to the whole group' } });

/** Conditions between members (001 §2.17, §7): one formatted text, sanitised on the server. */
export const CondicionesEntreSocios = {
  /** The text as sanitised HTML (permission CondicionesEntreSocios: 403 without it). */
  GetCondicionesEntreSocios: memberConditionsEndpoint({
    method: 'GET',
    path: '/CondicionesEntreSocios/GetCondicionesEntreSocios',
    response: answer(z.object({ CONDSOC_TEXTO: z.string() })),
  }),
  /** The same text as a PDF file, condiciones_entre_socios.pdf ('Exportar a PDF'). */
  ExportarPdf: memberConditionsEndpoint({
    method: 'GET',
    path: '/CondicionesEntreSocios/ExportarPdf',
  }),
} as const;
