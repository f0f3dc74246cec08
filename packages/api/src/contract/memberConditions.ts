import { z } from 'zod';
import { endpoint } from '../endpoint';
import { answer } from '../wire';

/** Conditions between members (001 §2.17, §7): one formatted text, sanitised on the server. */
export const CondicionesEntreSocios = {
  /** The text as sanitised HTML (permission CondicionesEntreSocios: 403 without it). */
  GetCondicionesEntreSocios: endpoint({
    method: 'GET',
    path: '/CondicionesEntreSocios/GetCondicionesEntreSocios',
    access: 'session',
    foreign: { none: 'conditions published to the whole group' },
    permission: 'CondicionesEntreSocios',
    response: answer(z.object({ CONDSOC_TEXTO: z.string() })),
  }),
  /** The same text as a PDF file, condiciones_entre_socios.pdf ('Exportar a PDF'). */
  ExportarPdf: endpoint({
    method: 'GET',
    path: '/CondicionesEntreSocios/ExportarPdf',
    access: 'session',
    foreign: { none: 'conditions published to the whole group' },
    permission: 'CondicionesEntreSocios',
  }),
} as const;
