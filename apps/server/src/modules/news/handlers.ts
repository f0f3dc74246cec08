import { type Contract, FiltroNoticias, NEWS_TYPES } from '@socios/api';
import { MONTH_NAMES_ES } from '@socios/domain';
import { type ControllerHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { categoriesOf, documentsOf, findNews, listNews, visibleNewsCondition } from './queries';

/** Key of the stored news filter in user_preferences. */
const FILTER_KEY = 'newsFilter';

/** Server side of the news calls (000 §7). The contract checks the session and the Noticias permission. */
export const newsHandlers: ControllerHandlers<Contract['Noticias']> = {
  async GetListaNoticias({ body }, { db, session }) {
    const news = await listNews(db, session, body);
    // The news list (which sends estaSemana) stores its filter for the user; the unread panel does not.
    if (body.estaSemana !== undefined) {
      await db.query(
        `INSERT INTO user_preferences (user_id, key, value) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value`,
        [session.userId, FILTER_KEY, JSON.stringify(body)],
      );
    }
    return { ok: true, mensajeError: null, valorRetorno: news };
  },

  async GetFiltros(_input, { db, session }) {
    const months = await db.query<{ year: number; month: number }>(
      `SELECT DISTINCT extract(year FROM n.not_fecha_publicacion)::int AS year, extract(month FROM n.not_fecha_publicacion)::int AS month
         FROM news n WHERE ${visibleNewsCondition('$1')}
        ORDER BY year DESC, month`,
      [session.memberId],
    );
    const years = new Map<number, { ID_MES: number; MES: string }[]>();
    for (const { year, month } of months) {
      const list = years.get(year) ?? [];
      list.push({ ID_MES: month, MES: MONTH_NAMES_ES[month - 1] ?? String(month) });
      years.set(year, list);
    }
    const thisYear = new Date().getUTCFullYear();
    if (!years.has(thisYear)) years.set(thisYear, []);
    const categories = await db.query<{ ID_CATEGORIA: number; CNOT_DESCRIPCION: string }>(
      'SELECT cnot_id AS "ID_CATEGORIA", cnot_descripcion AS "CNOT_DESCRIPCION" FROM news_categories ORDER BY cnot_descripcion',
    );
    const stored = await db.query<{ value: unknown }>('SELECT value FROM user_preferences WHERE user_id = $1 AND key = $2', [
      session.userId,
      FILTER_KEY,
    ]);
    const parsed = FiltroNoticias.safeParse(stored[0]?.value);
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
    await db.query('INSERT INTO news_reads (user_id, news_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [session.userId, item.ID]);
    const [categories, documents] = await Promise.all([categoriesOf(db, [item.ID]), documentsOf(db, item.ID)]);
    return {
      ok: true,
      mensajeError: null,
      valorRetorno: { ...item, LEIDA: true, CATEGORIAS: categories.get(item.ID) ?? [], DOCUMENTOS: documents },
    };
  },
};
