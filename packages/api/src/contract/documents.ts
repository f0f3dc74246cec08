import { endpoint } from '../endpoint';
import { CarpetasDocumentos } from '../entities/supplier';
import { answer } from '../wire';

/** The group's document library (001 §2.8, §7). */
export const Documentos = {
  /** The folders, categories and file types, and every document with them; Documentos permission. */
  Carpetas: endpoint({
    method: 'GET',
    path: '/Documentos/Carpetas',
    access: 'session',
    foreign: { none: "documents of the whole group" },
    permission: 'Documentos',
    response: answer(CarpetasDocumentos),
  }),
} as const;
