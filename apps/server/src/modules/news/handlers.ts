import { FiltroNoticias, NEWS_TYPES, ok } from '@socios/api';
import { MONTH_NAMES_ES } from '@socios/domain';
import { readPreference, writePreference } from '../../db/preferences';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { categoriesOf, documentsOf, findNews, listNews, markRead, newsCategories, newsMonths } from './queries';

/** Key of the stored news filter in user_preferences. */
const FILTER_KEY = 'newsFilter';

/** Server side of the news calls (000 §7). The contract checks the session and the Noticias permission. */
export const newsHandlers: AreaHandlers<'news'> = {
  async GetListaNoticias({ body }, { db, session }) {
    const news = await listNews(db, session, body);
    // The news list (which sends estaSemana) stores its filter for the user; the unread panel does not.
    if (body.estaSemana !== undefined) await writePreference(db, session.userId, FILTER_KEY, body);
    return ok(news);
  },

  async GetFiltros(_input, { db, session }) {
    const months = await newsMonths(db, session.memberId);
    const years = new Map<number, { ID_MES: number; MES: string }[]>();
    for (const { year, month } of months) {
      const list = years.get(year) ?? [];
      list.push({ ID_MES: month, MES: MONTH_NAMES_ES[month - 1] ?? String(month) });
      years.set(year, list);
    }
    const thisYear = new Date().getUTCFullYear();
    if (!years.has(thisYear)) years.set(thisYear, []);
    const categories = await newsCategories(db);
    const parsed = FiltroNoticias.safeParse(await readPreference(db, session.userId, FILTER_KEY));
    return {
      ANYOS: [...years].sort((a, b) => b[0] - a[0]).map(([ANYO, MESES]) => ({ ANYO, MESES })),
      CATEGORIAS: categories,
      TIPOS: NEWS_TYPES.map((t) => ({ TNOT_ID: t.TIPO + 1, TNOT_NOMBRE: t.NOMBRE })),
      FILTRO_GUARDADO: parsed.success ? parsed.data : null,
    };
  },

  async GetNoticia({ params }, { db, session }) {
    const item = await findNews(db, session, params.idNoticia);
    if (!item) throw new HttpError(404, TEXTS.notFound);
    await markRead(db, session.userId, item.ID);
    const [categories, documents] = await Promise.all([categoriesOf(db, [item.ID]), documentsOf(db, item.ID)]);
    return ok({ ...item, LEIDA: true, CATEGORIAS: categories.get(item.ID) ?? [], DOCUMENTOS: documents });
  },
};
