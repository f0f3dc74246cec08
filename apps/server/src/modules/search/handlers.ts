import { ok } from '@socios/api';
import { searchKey } from '@socios/domain';
import type { AreaHandlers } from '../../http/context';
import { catalogueOf } from '../parts';
import { globalSearch, PER_GROUP, tariffReferences } from './queries';

/** Shortest text searched (one letter would list half the portal). */
export const GLOBAL_SEARCH_MIN = 2;

/** Server side of the header's global search. */
export const searchHandlers: AreaHandlers<'search'> = {
  async Global({ body }, { db, session, config }) {
    const key = searchKey(body.texto.trim()).replace(/\s+/g, ' ');
    if (!session || key.length < GLOBAL_SEARCH_MIN) return ok({ PROVEEDORES: [], MARCAS: [], DOCUMENTOS: [], NOTICIAS: [], REFERENCIAS: [], TARIFAS: [] });
    const [groups, REFERENCIAS, TARIFAS] = await Promise.all([
      globalSearch(db, key, { memberId: session.memberId, documents: session.permisos.Documentos, news: session.permisos.Noticias }),
      catalogueOf(db, config).referenceSuggestions(key, PER_GROUP),
      session.permisos.Tarifas ? tariffReferences(db, body.texto.trim()) : [],
    ]);
    return ok({ ...groups, REFERENCIAS, TARIFAS });
  },
};
