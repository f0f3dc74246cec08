import { z } from 'zod';
import { sessionEndpoints } from '../endpoint';
import { FiltroNoticias, FiltrosNoticias, Noticia, NoticiaResumen } from '../entities/news';
import { answer, wireIdParam } from '../wire';
import { GROUP_LIST_MAX, MEMBER_LIST_MAX } from '../listBounds';

/** Every news call reads news of the whole group, behind the Noticias permission. */
const newsCall = sessionEndpoints({ foreign: { none: 'news of the whole group' }, permission: 'Noticias' });

/** The news calls (000 §7), behind the Noticias permission. */
export const Noticias = {
  /**
   * The news the user may see that match the filter, newest publication first (featured ones are put first by
   * the portal). The news list sends estaSemana and the server then stores the filter for the user; the unread
   * panel sends idTipo 0, this year, mes 0, modo 2, idCategoria 0, texto null.
   */
  GetListaNoticias: newsCall({
    method: 'POST',
    path: '/Noticias/GetListaNoticias',
    maxRows: GROUP_LIST_MAX,
    body: FiltroNoticias,
    response: answer(z.array(NoticiaResumen)),
  }),
  /** Filter options (years with news and their months, categories, types) and the user's stored filter. */
  GetFiltros: newsCall({
    method: 'GET',
    path: '/Noticias/GetFiltros',
    maxRows: MEMBER_LIST_MAX,
    response: FiltrosNoticias.extend({ FILTRO_GUARDADO: FiltroNoticias.nullable() }),
  }),
  /** One news item the user may see (404 otherwise); it becomes read for the user. */
  GetNoticia: newsCall({
    method: 'GET',
    path: '/Noticias/GetNoticia/:idNoticia',
    params: z.object({ idNoticia: wireIdParam }),
    response: answer(Noticia),
  }),
} as const;
