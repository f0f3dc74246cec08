import { NEWS_MESSAGES, unreadNewsRequest } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { sanitizeHtml } from '../src/html';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

const thisYear = new Date().getUTCFullYear();
const everything = { idTipo: 0, anyo: 0, mes: 0, modo: 0 as const, idCategoria: 0, texto: null };

describe('news calls need a session and the Noticias permission', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    const anonymous = new Browser(server.url);
    const socio = await loggedIn('socio');
    const calls: [string, string, unknown][] = [
      ['POST', '/api/Noticias/GetListaNoticias', everything],
      ['GET', '/api/Noticias/GetFiltros', undefined],
      ['GET', '/api/Noticias/GetNoticia/1', undefined],
    ];
    for (const [method, path, json] of calls) {
      expect((await anonymous.call(method, path, json === undefined ? {} : { json })).status, path).toBe(401);
      expect((await socio.call(method, path, json === undefined ? {} : { json })).status, path).toBe(403);
    }
  });
});

describe('the news list', () => {
  it('shows only published news for the user’s country, newest first, with read state and categories', async () => {
    const admin = await loggedIn();
    const list = (await admin.api().Noticias.GetListaNoticias(everything)).valorRetorno;
    const total = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM news'))[0]!.n;
    const hidden = (
      await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM news WHERE not_fecha_publicacion > current_date OR not_id_pais = 2')
    )[0]!.n;
    expect(total).toBeGreaterThanOrEqual(200);
    expect(hidden).toBeGreaterThan(0);
    expect(list).toHaveLength(total - hidden);
    const dates = list.map((n) => n.FECHA_PUBLICACION.split('/').reverse().join(''));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.some((n) => n.LEIDA) && list.some((n) => !n.LEIDA)).toBe(true);
    expect(list.every((n) => n.CATEGORIAS.length > 0)).toBe(true);
    expect(list.some((n) => n.NOT_DESTACADA)).toBe(true);
  });

  it('filters by year and month, type, category, read state, this week and text (accent-insensitive)', async () => {
    const api = (await loggedIn()).api().Noticias;
    const all = (await api.GetListaNoticias(everything)).valorRetorno;
    const filters = await api.GetFiltros();
    const year = filters.ANYOS.find((y) => y.MESES.length > 1)!;
    const month = year.MESES[1]!.ID_MES;
    const inMonth = (await api.GetListaNoticias({ ...everything, anyo: year.ANYO, mes: month })).valorRetorno;
    const expected = all.filter((n) => n.FECHA_PUBLICACION.endsWith(`/${String(month).padStart(2, '0')}/${year.ANYO}`));
    expect(inMonth.map((n) => n.ID)).toEqual(expected.map((n) => n.ID));
    expect(inMonth.length).toBeGreaterThan(0);

    const socios = (await api.GetListaNoticias({ ...everything, idTipo: 2 })).valorRetorno;
    expect(socios.map((n) => n.ID)).toEqual(all.filter((n) => n.TIPO === 1).map((n) => n.ID));
    const category = filters.CATEGORIAS[0]!.ID_CATEGORIA;
    const inCategory = (await api.GetListaNoticias({ ...everything, idCategoria: category })).valorRetorno;
    expect(inCategory.map((n) => n.ID)).toEqual(all.filter((n) => n.CATEGORIAS.some((c) => c.ID_CATEGORIA === category)).map((n) => n.ID));
    const read = (await api.GetListaNoticias({ ...everything, modo: 1 })).valorRetorno;
    const unread = (await api.GetListaNoticias({ ...everything, modo: 2 })).valorRetorno;
    expect(read.every((n) => n.LEIDA) && unread.every((n) => !n.LEIDA)).toBe(true);
    expect(read.length + unread.length).toBe(all.length);
    const week = (await api.GetListaNoticias({ ...everything, estaSemana: true })).valorRetorno;
    expect(week.length).toBeGreaterThan(0);
    expect(week.length).toBeLessThan(10);

    const word = all[5]!.TITULO.split(' ').find((w) => w.length > 5)!;
    const shouted = word
      .toUpperCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    const found = (await api.GetListaNoticias({ ...everything, texto: shouted })).valorRetorno;
    expect(found.map((n) => n.ID)).toContain(all[5]!.ID);
    expect((await api.GetListaNoticias({ ...everything, texto: '100%_' })).valorRetorno).toEqual([]);
  });

  it('stores the news list’s filter (estaSemana sent) and gives it back with the filter options', async () => {
    await server.db.query("DELETE FROM user_preferences WHERE key = 'newsFilter'");
    const admin = await loggedIn();
    const filter = { idTipo: 1, anyo: thisYear, mes: 0, modo: 2 as const, idCategoria: 0, texto: 'frenos', estaSemana: false };
    await admin.api().Noticias.GetListaNoticias(unreadNewsRequest({ year: thisYear, month: 1, day: 1 }));
    expect((await admin.api().Noticias.GetFiltros()).FILTRO_GUARDADO).toBeNull();
    await admin.api().Noticias.GetListaNoticias(filter);
    const options = await admin.api().Noticias.GetFiltros();
    expect(options.FILTRO_GUARDADO).toEqual(filter);
    expect(options.TIPOS).toEqual([
      { TNOT_ID: 1, TNOT_NOMBRE: 'General' },
      { TNOT_ID: 2, TNOT_NOMBRE: 'Socios' },
    ]);
    expect(options.ANYOS[0]?.ANYO).toBe(thisYear);
    expect(options.ANYOS.every((y) => y.MESES.every((m, i, a) => i === 0 || a[i - 1]!.ID_MES < m.ID_MES))).toBe(true);
    // Another user keeps its own.
    expect((await (await loggedIn('otro')).api().Noticias.GetFiltros()).FILTRO_GUARDADO).toBeNull();
  });
});

describe('one news item', () => {
  it('gives the whole item, marks it read for that user only, and leaves the unread panel', async () => {
    const admin = await loggedIn();
    const other = await loggedIn('otro');
    const panel = unreadNewsRequest({ year: thisYear, month: 1, day: 1 });
    const unread = (await admin.api().Noticias.GetListaNoticias({ ...panel, anyo: 0 })).valorRetorno;
    const target = unread.find((n) => n.ID_IMG !== null)!;
    const item = (await admin.api().Noticias.GetNoticia({ idNoticia: target.ID })).valorRetorno;
    expect(item).toMatchObject({ ID: target.ID, TITULO: target.TITULO, LEIDA: true, FECHA_PUBLICACION: target.FECHA_PUBLICACION });
    expect(item.TEXTO).toMatch(/<p>/);
    expect(item.CATEGORIAS.length).toBeGreaterThan(0);
    for (const d of item.DOCUMENTOS) expect(d.NOTDOC_FECHA_INSERCION).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const after = (await admin.api().Noticias.GetListaNoticias({ ...panel, anyo: 0 })).valorRetorno;
    expect(after.map((n) => n.ID)).not.toContain(target.ID);
    expect(after).toHaveLength(unread.length - 1);
    const otherUnread = (await other.api().Noticias.GetListaNoticias({ ...panel, anyo: 0 })).valorRetorno;
    expect(otherUnread.find((n) => n.ID === target.ID)?.LEIDA ?? false).toBe(false);
  });

  it('serves every demo news image as a PNG (none as SVG beside the rest)', async () => {
    const admin = await loggedIn();
    const list = (await admin.api().Noticias.GetListaNoticias({ idTipo: 0, anyo: 0, mes: 0, modo: 0, idCategoria: 0, texto: null })).valorRetorno;
    const withImage = list.filter((n) => n.ID_IMG !== null);
    expect(withImage.length).toBeGreaterThan(10);
    for (const n of withImage) {
      const res = await admin.fetch(`${server.url}/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${n.ID_IMG}/1`);
      expect(res.headers.get('content-type'), `imagen de la noticia ${n.ID}`).toBe('image/png');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(1, 4)
          .toString('latin1'),
      ).toBe('PNG');
    }
  });

  it('answers 404 for an unknown item, a scheduled one and one for another country', async () => {
    const admin = await loggedIn();
    const hidden = await server.db.query<{ id: number }>(
      'SELECT not_id AS id FROM news WHERE not_fecha_publicacion > current_date OR not_id_pais = 2 ORDER BY not_id',
    );
    for (const id of [999_999, ...hidden.map((h) => h.id)]) {
      expect((await admin.call('GET', `/api/Noticias/GetNoticia/${id}`)).status, String(id)).toBe(404);
    }
    expect((await admin.call('GET', '/api/Noticias/GetNoticia/abc')).status).toBe(400);
  });

  it('shows a country’s news to the members of that country', async () => {
    const [pt] = await server.db.query<{ soc_id: number }>('SELECT soc_id FROM members WHERE soc_id_pais = 2 ORDER BY soc_id LIMIT 1');
    await server.db.query(
      `INSERT INTO users (usr_id_socio, usr_nombre, usr_mail, usr_clave, usr_pwd_hash, usr_perm_infos) VALUES ($1, 'João', 'joao@exemplo.pt', 'joao', $2, true)`,
      [pt!.soc_id, await hashPassword('joao1234')],
    );
    const joao = await loggedIn('joao');
    const [onlyPt] = await server.db.query<{ id: number }>(
      'SELECT not_id AS id FROM news WHERE not_id_pais = 2 AND not_fecha_publicacion <= current_date LIMIT 1',
    );
    expect((await joao.api().Noticias.GetNoticia({ idNoticia: onlyPt!.id })).valorRetorno.ID).toBe(onlyPt!.id);
  });
});

describe('news bodies', () => {
  it('are stored without scripts, event handlers or dangerous links', async () => {
    const rows = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM news WHERE not_texto ~* '(<script|onerror|onclick|javascript:|<img)'`);
    expect(rows[0]!.n).toBe(0);
    expect(sanitizeHtml('<p onclick="x()">Hola <b>socio</b><script>alert(1)</script><img src=x onerror=alert(1)></p>')).toBe('<p>Hola <b>socio</b></p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="jav&#x61;script:alert(1)">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(sanitizeHtml('<a href="https://grupo.es/?a=1&b=2">z</a> 3 < 4 & 5')).toBe(
      '<a href="https://grupo.es/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">z</a> 3 &lt; 4 &amp; 5',
    );
    expect(sanitizeHtml('<style>p{}</style><svg><script>1</script></svg><!-- c --><p>ok')).toBe('<p>ok</p>');
  });

  it('has the spec’s empty texts in the domain', () => {
    expect(NEWS_MESSAGES.noUnread).toBe('No tienes noticias sin leer');
  });
});
