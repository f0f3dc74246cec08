import { ok } from '@socios/api';
import type { AreaHandlers } from '../../http/context';
import { library } from './queries';

/** Server side of the document library (001 §7); the Documentos permission is checked by the contract. */
export const documentHandlers: AreaHandlers<'documents'> = {
  Carpetas: async (_input, { db }) => ok(await library(db)),
};
