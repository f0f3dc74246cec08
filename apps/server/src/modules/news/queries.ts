import type { CategoriaNoticia, DocumentoNoticia, FiltroNoticias, NoticiaResumen } from '@socios/api';
import { searchKey } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { likeContains } from '../../db/like';

/**
 * SQL condition of the news a member may see (n = news; $member = the member's id as parameter `memberParam`):
 * published (publication date today or before) and for every country or the member's country.
 */
export function visibleNewsCondition(memberParam: string): string {
  return `n.not_fecha_publicacion <= current_date
      AND (n.not_id_pais IS NULL OR n.not_id_pais = (SELECT soc_id_pais FROM members WHERE soc_id = ${memberParam}))`;
}

/** SELECT list of a news item as the list shows it (r = the user's read row, joined by the caller). */
const SUMMARY_COLUMNS = `n.not_id AS "ID", n.not_titulo AS "TITULO", n.not_tipo::int AS "TIPO",
  to_char(n.not_fecha, 'DD/MM/YYYY') AS "FECHA", to_char(n.not_fecha_publicacion, 'DD/MM/YYYY') AS "FECHA_PUBLICACION",
  n.not_id_img AS "ID_IMG", n.not_destacada AS "NOT_DESTACADA", n.not_resumen AS "RESUMEN", (r.news_id IS NOT NULL) AS "LEIDA"`;

function likePattern(text: string): string {
  return likeContains(text);
}

/** Categories of the given news, by news id. */
export async function categoriesOf(db: Queryable, newsIds: readonly number[]): Promise<Map<number, CategoriaNoticia[]>> {
  const out = new Map<number, CategoriaNoticia[]>();
  if (!newsIds.length) return out;
  const rows = await db.query<CategoriaNoticia & { news_id: number }>(
    `SELECT l.notcat_id_noticia AS news_id, c.cnot_id AS "ID_CATEGORIA", c.cnot_descripcion AS "CNOT_DESCRIPCION"
       FROM news_category_links l JOIN news_categories c ON c.cnot_id = l.notcat_id_categoria
      WHERE l.notcat_id_noticia = ANY($1::int[])
      ORDER BY c.cnot_descripcion`,
    [newsIds],
  );
  for (const { news_id, ...cat } of rows) {
    const list = out.get(news_id) ?? [];
    list.push(cat);
    out.set(news_id, list);
  }
  return out;
}

/** The news a user may see that match a filter, newest publication first. */
export async function listNews(db: Queryable, user: { userId: number; memberId: number }, filter: FiltroNoticias): Promise<NoticiaResumen[]> {
  const params: unknown[] = [user.memberId, user.userId];
  const where = [visibleNewsCondition('$1')];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.estaSemana) {
    where.push("n.not_fecha_publicacion >= date_trunc('week', current_date)::date");
  } else {
    if (filter.anyo > 0) add((p) => `n.not_fecha_publicacion >= make_date(${p}, 1, 1) AND n.not_fecha_publicacion < make_date(${p} + 1, 1, 1)`, filter.anyo);
    if (filter.anyo > 0 && filter.mes > 0) add((p) => `extract(month FROM n.not_fecha_publicacion) = ${p}`, filter.mes);
  }
  if (filter.idTipo > 0) add((p) => `n.not_tipo = ${p}`, filter.idTipo - 1);
  if (filter.idCategoria > 0) {
    add((p) => `EXISTS (SELECT 1 FROM news_category_links l WHERE l.notcat_id_noticia = n.not_id AND l.notcat_id_categoria = ${p})`, filter.idCategoria);
  }
  if (filter.modo === 1) where.push('r.news_id IS NOT NULL');
  if (filter.modo === 2) where.push('r.news_id IS NULL');
  // not_busqueda holds the title and summary as domain's searchKey gives them (lower case, no accents).
  const text = searchKey(filter.texto ?? '').trim();
  if (text) add((p) => `n.not_busqueda LIKE ${p}`, likePattern(text));
  const rows = await db.query<Omit<NoticiaResumen, 'CATEGORIAS'>>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM news n LEFT JOIN news_reads r ON r.news_id = n.not_id AND r.user_id = $2
      WHERE ${where.join(' AND ')}
      ORDER BY n.not_fecha_publicacion DESC, n.not_id DESC`,
    params,
  );
  const categories = await categoriesOf(
    db,
    rows.map((r) => r.ID),
  );
  return rows.map((r) => ({ ...r, CATEGORIAS: categories.get(r.ID) ?? [] }));
}

/** One news item the user may see, with its body and documents, or null. */
export async function findNews(
  db: Queryable,
  user: { userId: number; memberId: number },
  id: number,
): Promise<(Omit<NoticiaResumen, 'CATEGORIAS'> & { TEXTO: string }) | null> {
  const rows = await db.query<Omit<NoticiaResumen, 'CATEGORIAS'> & { TEXTO: string }>(
    `SELECT ${SUMMARY_COLUMNS}, n.not_texto AS "TEXTO"
       FROM news n LEFT JOIN news_reads r ON r.news_id = n.not_id AND r.user_id = $2
      WHERE n.not_id = $3 AND ${visibleNewsCondition('$1')}`,
    [user.memberId, user.userId, id],
  );
  return rows[0] ?? null;
}

/** Documents attached to a news item, in their order. */
export function documentsOf(db: Queryable, newsId: number): Promise<DocumentoNoticia[]> {
  return db.query<DocumentoNoticia>(
    `SELECT d.notdoc_id_documento AS "NOTDOC_ID_DOCUMENTO", d.notdoc_descripcion AS "NOTDOC_DESCRIPCION",
            to_char(d.notdoc_fecha_insercion, 'DD/MM/YYYY') AS "NOTDOC_FECHA_INSERCION",
            a.adj_nombre AS "NOMBRE", lower(a.adj_extension) AS "EXTENSION", round(a.adj_size / 1024.0, 1)::float8 AS "SIZE"
       FROM news_documents d JOIN attachments a ON a.adj_id = d.notdoc_id_documento
      WHERE d.notdoc_id_noticia = $1
      ORDER BY d.notdoc_orden, d.notdoc_id_documento`,
    [newsId],
  );
}

/** Years and months with news the member may see, newest year first. */
export function newsMonths(db: Queryable, memberId: number): Promise<{ year: number; month: number }[]> {
  return db.query<{ year: number; month: number }>(
    `SELECT DISTINCT extract(year FROM n.not_fecha_publicacion)::int AS year, extract(month FROM n.not_fecha_publicacion)::int AS month
       FROM news n WHERE ${visibleNewsCondition('$1')}
      ORDER BY year DESC, month`,
    [memberId],
  );
}

/** Every news category, by description. */
export function newsCategories(db: Queryable): Promise<CategoriaNoticia[]> {
  return db.query<CategoriaNoticia>('SELECT cnot_id AS "ID_CATEGORIA", cnot_descripcion AS "CNOT_DESCRIPCION" FROM news_categories ORDER BY cnot_descripcion');
}

/** Marks a news item as read by the user. */
export async function markRead(db: Queryable, userId: number, newsId: number): Promise<void> {
  await db.query('INSERT INTO news_reads (user_id, news_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, newsId]);
}
