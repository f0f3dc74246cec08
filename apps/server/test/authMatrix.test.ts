import { type Endpoint, ErrorBody, type ForeignKind, type ForeignRef } from '@socios/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT, type Entry, entries, invalidity, type Json, request, watchChanges } from './support/contractSamples';
import { Browser, loggedIn, startTestServer, type TestServer } from './support/testServer';

/**
 * The authorisation matrix, generated from the contract: every endpoint, present and future, is attacked the same way.
 * Anonymous → 401 (session calls); a user without the call's permission flag → 403; a mutating call without the CSRF
 * header → 403; a user of another member naming an object of Recambios Demo (where the call declares how) → 404 or 403,
 * with nothing of the object in the answer and the object unchanged. Each request carries a valid body and params
 * (built from the schemas, or taken from SAMPLES), so that a refusal is never a validation error in disguise.
 */

/**
 * Fields a request to another member's object needs besides the object's id (the variant that names an existing record,
 * an entity the share sends…), by endpoint, or by endpoint and place (`name at`) where the places differ. A second
 * place is attacked on an add (Accion 0): the caller's own new record joined to another member's group. `demo` holds
 * ids found in the database.
 */
const FOREIGN_FIELDS: Record<string, (demo: { newsId: number }) => Record<string, Json>> = {
  'Usuarios.AddOrUpdateUsuario': () => ({ Accion: 1 }),
  'Usuarios.ActualizarGrupoContacto': () => ({ Accion: 1 }),
  'Usuarios.ActualizarContacto body.CONT_ID': () => ({ Accion: 1 }),
  'Usuarios.ActualizarContacto body.CONT_ID_GRUPO_CONTACTO': () => ({
    Accion: 0,
    CONT_NOMBRE: 'Contacto nuevo',
    CONT_MAIL: 'contacto.nuevo@example.com',
  }),
  'Usuarios.AddOrDeleteFavorito': () => ({ FAV_ID_ENTIDAD: null, FAV_TIPO: 'N' }),
  'Usuarios.EnviarCorreo': (demo) => ({ tipo: 'N', idEntidad: demo.newsId }),
  'Socios.UpdateSocioPuntoVenta': () => ({ Accion: 1 }),
  'Talleres.ActualizarRegistro body.Reg.TAS_ID': () => ({ Accion: 1 }),
  'Talleres.ActualizarRegistro body.ID_GRUPO_LIST': () => ({
    Accion: 0,
    Reg: { TAS_NOMBRE: 'Taller nuevo', TAS_ID_PAIS: 0 },
  }),
  'GruposTaller.ActualizarRegistro body.Reg.GRT_ID': () => ({ Accion: 1 }),
  'GruposTaller.ActualizarRegistro body.ID_TALLER_LIST': () => ({ Accion: 0, Reg: { GRT_NOMBRE: 'Grupo nuevo' } }),
  'CategoriasImagenes.ActualizarRegistro': () => ({ Accion: 1 }),
  'Imagenes.ActualizarRegistro': () => ({ Accion: 1 }),
  'Campanas.ActualizarRegistro body.Reg.CAM_ID': () => ({ Accion: 1 }),
  'Campanas.ActualizarRegistro body.Grupos': () => ({
    Accion: 0,
    Reg: {
      CAM_NOMBRE: 'Campaña nueva',
      CAM_TITULO: 'Oferta',
      CAM_SUBTITULO: 'Este mes',
      CAM_DESCRIPCION: 'Descuento',
      CAM_PIE: 'Pie',
      CAM_FECHA_INICIO: '1 de enero',
      CAM_FECHA_FIN: '31 de enero',
      CAM_SILENCIADA: false,
    },
  }),
};

/** The extra fields of one foreign place of an endpoint. */
function foreignFields(name: string, at: string, demo: { newsId: number }): Record<string, Json> {
  return (FOREIGN_FIELDS[`${name} ${at}`] ?? FOREIGN_FIELDS[name])?.(demo) ?? {};
}

// ---------------------------------------------------------------------------------------------------------------------
// Objects of Recambios Demo, by kind: what otro (Autorecambios Levante) asks for.

const DEMO = "(SELECT soc_id FROM members WHERE soc_nombre = 'Recambios Demo')";
const LEVANTE = "(SELECT soc_id FROM members WHERE soc_nombre = 'Autorecambios Levante')";

/** Per kind: a query answering one object of Recambios Demo as { id, value, secret }, and its table and key. */
const FOREIGN_QUERIES: Record<ForeignKind, { sql: string; table: string; key: string }> = {
  member: {
    sql: `SELECT soc_id AS id, soc_id AS value, soc_nombre AS secret FROM members WHERE soc_id = ${DEMO}`,
    table: 'members',
    key: 'soc_id',
  },
  user: {
    sql: `SELECT usr_id AS id, usr_id AS value, usr_mail AS secret FROM users WHERE usr_id_socio = ${DEMO} ORDER BY usr_id`,
    table: 'users',
    key: 'usr_id',
  },
  contact: {
    sql: `SELECT cont_id AS id, cont_id AS value, cont_mail AS secret FROM contacts JOIN users ON usr_id = cont_id_usuario
           WHERE usr_id_socio = ${DEMO} ORDER BY cont_id`,
    table: 'contacts',
    key: 'cont_id',
  },
  contactAddress: {
    sql: `SELECT cont_id AS id, cont_mail AS value, cont_nombre AS secret
            FROM contacts JOIN users ON usr_id = cont_id_usuario
           WHERE usr_id_socio = ${DEMO}
             AND lower(cont_mail) NOT IN (SELECT lower(c.cont_mail) FROM contacts c
                                            JOIN users u ON u.usr_id = c.cont_id_usuario
                                          WHERE u.usr_id_socio = ${LEVANTE})
           ORDER BY cont_id`,
    table: 'contacts',
    key: 'cont_id',
  },
  contactGroup: {
    sql: `SELECT grpc_id AS id, grpc_id AS value, grpc_descripcion AS secret
            FROM contact_groups JOIN users ON usr_id = grpc_id_usuario
           WHERE usr_id_socio = ${DEMO} ORDER BY grpc_id`,
    table: 'contact_groups',
    key: 'grpc_id',
  },
  favourite: {
    sql: `SELECT fav_id AS id, fav_id AS value, 'fav-' || fav_id AS secret
            FROM favourites JOIN users ON usr_id = fav_id_usuario
           WHERE usr_id_socio = ${DEMO} ORDER BY fav_id`,
    table: 'favourites',
    key: 'fav_id',
  },
  pointOfSale: {
    sql: `SELECT socpv_id AS id, socpv_id AS value, socpv_nombre AS secret FROM points_of_sale WHERE socpv_id_socio = ${DEMO}
           ORDER BY socpv_id`,
    table: 'points_of_sale',
    key: 'socpv_id',
  },
  attachment: {
    // A user's photo (kind 1) or an image of the gallery not shared with the group (kind 9). Member logos are not
    // here: the directory shows every member's logo to the whole group.
    sql: `SELECT adj_id AS id, adj_id AS value, adj_nombre AS secret, CASE adj_clase WHEN 'galeria' THEN 9 ELSE 1 END AS kind
            FROM attachments LEFT JOIN gallery_images ON img_id = adj_id
           WHERE adj_id_socio = ${DEMO} AND (adj_clase = 'foto_usuario' OR (adj_clase = 'galeria' AND NOT img_compartida))
           ORDER BY adj_clase = 'foto_usuario' DESC, adj_id`,
    table: 'attachments',
    key: 'adj_id',
  },
  order: {
    sql: `SELECT ped_id AS id, ped_id AS value, ped_numero AS secret FROM orders
           WHERE ${DEMO} IN (ped_id_comprador, ped_id_vendedor) AND ${LEVANTE} NOT IN (ped_id_comprador, ped_id_vendedor)
           ORDER BY ped_id`,
    table: 'orders',
    key: 'ped_id',
  },
  workshop: {
    sql: `SELECT tas_id AS id, tas_id AS value, tas_nombre AS secret FROM workshops
           WHERE tas_id_socio = ${DEMO} ORDER BY tas_id`,
    table: 'workshops',
    key: 'tas_id',
  },
  workshopGroup: {
    sql: `SELECT grt_id AS id, grt_id AS value, grt_nombre AS secret FROM workshop_groups
           WHERE grt_id_socio = ${DEMO} ORDER BY grt_id`,
    table: 'workshop_groups',
    key: 'grt_id',
  },
  imageCategory: {
    sql: `SELECT cimg_id AS id, cimg_id AS value, cimg_nombre AS secret FROM image_categories WHERE cimg_id_socio = ${DEMO}
           ORDER BY cimg_id`,
    table: 'image_categories',
    key: 'cimg_id',
  },
  galleryImage: {
    // Not shared: a shared image is meant for every member.
    sql: `SELECT img_id AS id, img_id AS value, img_nombre AS secret FROM gallery_images
           WHERE img_id_socio = ${DEMO} AND NOT img_compartida ORDER BY img_id`,
    table: 'gallery_images',
    key: 'img_id',
  },
  campaign: {
    sql: `SELECT cam_id AS id, cam_id AS value, cam_nombre AS secret FROM campaigns
           WHERE cam_id_socio = ${DEMO} ORDER BY cam_id`,
    table: 'campaigns',
    key: 'cam_id',
  },
  mailing: {
    sql: `SELECT ppc_id AS id, ppc_id AS value, ppc_asunto AS secret FROM mailings
           WHERE ppc_id_socio = ${DEMO} ORDER BY ppc_id`,
    table: 'mailings',
    key: 'ppc_id',
  },
  apiToken: {
    sql: `SELECT tok_id AS id, tok_id AS value, tok_nombre AS secret FROM api_tokens JOIN users ON usr_id = tok_id_usuario
           WHERE usr_id_socio = ${DEMO} AND tok_revocado IS NULL ORDER BY tok_id`,
    table: 'api_tokens',
    key: 'tok_id',
  },
};

const sessionEntries = entries.filter(({ e }) => e.access === 'session');
const permissionEntries = entries.filter(({ e }) => e.permission);
const mutatingEntries = entries.filter(({ e }) => e.method !== 'GET' || e.changesState);
/** The places of an endpoint where it names an object of another member. */
function refsOf(e: Endpoint): readonly ForeignRef[] {
  if (!e.foreign || 'none' in e.foreign) return [];
  return 'kind' in e.foreign ? [e.foreign] : e.foreign;
}
const foreignEntries = sessionEntries.flatMap(({ name, e }) => refsOf(e).map(({ kind, at }) => ({ name, e, kind, at })));

describe('the contract', () => {
  it('declares on every session call how to reach an object of another member (or why none)', () => {
    const undeclared = sessionEntries.filter(({ e }) => !e.foreign).map(({ name }) => name);
    expect(undeclared, 'add `foreign` to these endpoints').toEqual([]);
    for (const { name, e } of sessionEntries) {
      if (e.foreign && 'none' in e.foreign) expect(e.foreign.none.length, name).toBeGreaterThan(0);
      for (const ref of refsOf(e)) {
        const [where] = ref.at.split('.');
        expect(where === 'params' ? e.params : e.body, `${name}: ${ref.at} names no input`).toBeDefined();
      }
    }
  });

  it('has a valid request for every call (built from its schemas, or in SAMPLES)', () => {
    const invalid = entries.flatMap((entry) => {
      const why = invalidity(entry, request(entry));
      return why ? [`${entry.name} ${why}`] : [];
    });
    expect(invalid, 'add these to SAMPLES').toEqual([]);
  });
});

describe('the authorisation matrix', () => {
  let server: TestServer;
  let anonymous: Browser;
  let socio: Browser;
  let otro: Browser;
  let admin: Browser;
  let newsId: number;

  beforeAll(async () => {
    server = await startTestServer();
    await watchChanges(server.db);
    anonymous = new Browser(server.url);
    socio = await loggedIn(server.url, 'socio');
    otro = await loggedIn(server.url, 'otro');
    admin = await loggedIn(server.url, 'admin');
    const [news] = await server.db.query<{ id: number }>('SELECT not_id AS id FROM news WHERE not_fecha_publicacion <= current_date ORDER BY not_id LIMIT 1');
    newsId = news?.id ?? 0;
    expect(newsId, 'a published news item').toBeGreaterThan(0);
    // Things of one user of Recambios Demo that the seed may not hold: a contact group, a contact, a favourite.
    const call = (path: string, json: Json) => admin.call('POST', `/api/Usuarios/${path}`, { json });
    expect((await call('ActualizarGrupoContacto', { GRPC_DESCRIPCION: 'Grupo de la matriz', Accion: 0 })).status).toBe(200);
    const contact = { CONT_NOMBRE: 'Contacto de la matriz', CONT_MAIL: 'matriz.privado@example.com', Accion: 0 };
    expect((await call('ActualizarContacto', contact)).status).toBe(200);
    expect((await call('AddOrDeleteFavorito', { FAV_ID_ENTIDAD: newsId, FAV_TIPO: 'N' })).status).toBe(200);
    const token = await call('CrearTokenApi', { nombre: 'Token de la matriz', alcance: 'lectura', dias: 30 });
    expect(token.status).toBe(200);
    // The demo orders are all between Recambios Demo and Autorecambios Levante: one with a third member, copied.
    await server.db.query(
      `INSERT INTO orders (ped_numero, ped_id_comprador, ped_id_vendedor, ped_id_usuario, ped_id_punto_venta,
                           ped_punto_recogida, ped_observaciones, ped_su_pedido, ped_pedido_por, ped_estado, ped_lineas,
                           ped_unidades, ped_total)
       SELECT 'MATRIZ-0001', ped_id_comprador,
              (SELECT soc_id FROM members WHERE soc_id NOT IN (${DEMO}, ${LEVANTE}) ORDER BY soc_id LIMIT 1),
              ped_id_usuario, ped_id_punto_venta, ped_punto_recogida, ped_observaciones, ped_su_pedido, ped_pedido_por,
              'pendiente', ped_lineas, ped_unidades, ped_total
         FROM orders WHERE ped_id_comprador = ${DEMO} ORDER BY ped_id LIMIT 1`,
    );
  });
  afterAll(() => server.close());

  /** Sends an endpoint's valid request from a browser. */
  function send(browser: Browser, entry: Entry, options: { csrf?: boolean } = {}) {
    const { url, body } = request(entry);
    return browser.call(entry.e.method, url, { ...(body === undefined ? {} : { json: body }), ...options });
  }

  it('sees in its snapshot a row added, changed or removed, and no row written with the values it had', async () => {
    const snapshot = async (db: Pick<TestServer['db'], 'query'>) => JSON.stringify(await db.query(SNAPSHOT));
    const start = await snapshot(server.db);
    const seen: Record<string, boolean> = {};
    const changed = new Error('rolled back');
    // Inside a transaction that is then rolled back, so that the database is left as it was.
    await server.db
      .transaction(async (tx) => {
        await tx.query('UPDATE contacts SET cont_nombre = cont_nombre');
        seen.sameValues = (await snapshot(tx)) !== start;
        await tx.query(`UPDATE contacts SET cont_nombre = cont_nombre || '.' WHERE cont_id = (SELECT min(cont_id) FROM contacts)`);
        const afterUpdate = await snapshot(tx);
        seen.update = afterUpdate !== start;
        await tx.query('INSERT INTO contacts (cont_id_usuario, cont_nombre, cont_mail) SELECT usr_id, $1, $2 FROM users LIMIT 1', ['Nuevo', 'n@x.es']);
        const afterInsert = await snapshot(tx);
        seen.insert = afterInsert !== afterUpdate;
        await tx.query('DELETE FROM favourites WHERE fav_id = (SELECT min(fav_id) FROM favourites)');
        seen.delete = (await snapshot(tx)) !== afterInsert;
        throw changed;
      })
      .catch((err: unknown) => {
        if (err !== changed) throw err;
      });
    expect(seen).toEqual({ sameValues: false, update: true, insert: true, delete: true });
    expect(await snapshot(server.db), 'a rolled-back change leaves no trace').toBe(start);
  });

  it(`answers 401 to anonymous callers of every session call (${sessionEntries.length})`, async () => {
    const counts = JSON.stringify(await server.db.query(SNAPSHOT));
    const wrong: string[] = [];
    for (const entry of sessionEntries) {
      const res = await send(anonymous, entry);
      if (res.status !== 401) wrong.push(`${entry.name}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    expect(JSON.stringify(await server.db.query(SNAPSHOT)), 'rows changed').toBe(counts);
  });

  it(`answers 403 to a user without the permission flag (${permissionEntries.length} calls)`, async () => {
    const counts = JSON.stringify(await server.db.query(SNAPSHOT));
    const wrong: string[] = [];
    for (const entry of permissionEntries) {
      const res = await send(socio, entry);
      if (res.status !== 403) wrong.push(`${entry.name}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    expect(JSON.stringify(await server.db.query(SNAPSHOT)), 'rows changed').toBe(counts);
  });

  it(`answers 403 to every mutating call without the CSRF header (${mutatingEntries.length})`, async () => {
    const counts = JSON.stringify(await server.db.query(SNAPSHOT));
    const wrong: string[] = [];
    for (const entry of mutatingEntries) {
      for (const browser of [anonymous, otro]) {
        const res = await send(browser, entry, { csrf: false });
        if (res.status !== 403) wrong.push(`${entry.name}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(JSON.stringify(await server.db.query(SNAPSHOT)), 'rows changed').toBe(counts);
    expect((await admin.call('GET', '/api/Socios/GetSocio')).status, 'the session outlived the attempts').toBe(200);
  });

  const foreignTitle = `answers 404 or 403 to another member's user naming this member's objects (${foreignEntries.length})`;
  it(`${foreignTitle}, revealing and changing nothing`, async () => {
    const wrong: string[] = [];
    for (const entry of foreignEntries) {
      const query = FOREIGN_QUERIES[entry.kind];
      const [row] = await server.db.query<{ id: number; value: Json; secret: string; kind?: number }>(query.sql);
      if (!row) {
        wrong.push(`${entry.name}: no ${entry.kind} of Recambios Demo found`);
        continue;
      }
      const snapshot = () => server.db.query(`SELECT * FROM ${query.table} WHERE ${query.key} = $1`, [row.id]);
      const before = JSON.stringify(await snapshot());
      const countsBefore = JSON.stringify(await server.db.query(SNAPSHOT));
      const mailsBefore = server.outbox().length;
      const fields = foreignFields(entry.name, entry.at, { newsId });
      let req = request(entry, { at: entry.at, value: row.value, fields, kind: row.kind });
      // An id list ('3,7') takes the id as text.
      if (invalidity(entry, req)) req = request(entry, { at: entry.at, value: String(row.value), fields, kind: row.kind });
      const why = invalidity(entry, req);
      if (why) {
        wrong.push(`${entry.name} ${entry.at}: the request is not valid (${why}): add FOREIGN_FIELDS or SAMPLES`);
        continue;
      }
      const res = await otro.call(entry.e.method, req.url, req.body === undefined ? {} : { json: req.body });
      const where = `${entry.name} ${entry.at}`;
      if (res.status !== 404 && res.status !== 403) wrong.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
      else if (!ErrorBody.safeParse(res.json).success) wrong.push(`${where}: not an error body: ${res.text.slice(0, 200)}`);
      else if (res.text.includes(String(row.secret))) wrong.push(`${where}: the answer names the object`);
      if (JSON.stringify(await snapshot()) !== before) wrong.push(`${where}: the object changed`);
      const countsAfter = JSON.stringify(await server.db.query(SNAPSHOT));
      if (countsAfter !== countsBefore) wrong.push(`${where}: rows added or removed: ${countsBefore} → ${countsAfter}`);
      if (server.outbox().length !== mailsBefore) wrong.push(`${where}: an e-mail was sent`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers the owner's reads of the same objects (the requests above are sound)", async () => {
    const wrong: string[] = [];
    for (const entry of foreignEntries.filter(({ e, name }) => e.method === 'GET' || /\.Get/.test(name))) {
      const [row] = await server.db.query<{ value: Json; kind?: number }>(FOREIGN_QUERIES[entry.kind].sql);
      if (!row) continue;
      const fields = foreignFields(entry.name, entry.at, { newsId });
      const req = request(entry, { at: entry.at, value: row.value, fields, kind: row.kind });
      const res = await admin.call(entry.e.method, req.url, req.body === undefined ? {} : { json: req.body });
      if (res.status !== 200) wrong.push(`${entry.name}: ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});
