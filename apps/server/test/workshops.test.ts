import type { GrupoTaller, GrupoTallerIncluido, Pais, Taller, TallerIncluido } from '@socios/api';
import { importWorkshopsCsv, PROMOTION_MESSAGES, WORKSHOP_IMPORT_COLUMNS, WORKSHOP_IMPORT_MESSAGES } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRows as all, getPage as page, memberIdOf, type Page } from './support/promotions';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

// Promotions, first slice: workshops, workshop groups, countries and the workshop import, through HTTP on
// both databases. 'admin' (Recambios Demo) and 'otro' (Autorecambios Levante) hold Promociones; 'socio' does not.

let server: TestServer;
let demo: number;
let levante: number;
beforeAll(async () => {
  server = await startTestServer();
  demo = await memberIdOf(server.db, 'Recambios Demo');
  levante = await memberIdOf(server.db, 'Autorecambios Levante');
});
afterAll(() => server.close());

const loggedIn = (user = 'admin') => logInAs(server.url, user);

type Answer = { ok: boolean; mensajeError: string | null; valorRetorno?: unknown };

async function put(browser: Browser, path: string, json: unknown, status = 200): Promise<Answer> {
  const res = await browser.call('PUT', `/api/${path}/ActualizarRegistro`, { json });
  expect(res.status, `${path} ${JSON.stringify(json).slice(0, 200)}`).toBe(status);
  return res.json as Answer;
}

/** A change the server accepts: `{ ok: true, mensajeError: null }`. */
async function accepted(browser: Browser, path: string, json: unknown): Promise<void> {
  expect(await put(browser, path, json)).toEqual({ ok: true, mensajeError: null });
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row?.n ?? 0;
}

async function workshopId(name: string, member = demo): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT tas_id AS id FROM workshops WHERE tas_nombre = $1 AND tas_id_socio = $2', [name, member]);
  if (!row) throw new Error(`no workshop ${name}`);
  return row.id;
}

async function groupId(name: string, member = demo): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT grt_id AS id FROM workshop_groups WHERE grt_nombre = $1 AND grt_id_socio = $2', [name, member]);
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}

const byId = (a: number, b: number) => a - b;

/** The ids of the groups listed INCLUIDO for a workshop (TalleresGrupoTalleresSocio). */
async function groupsOf(browser: Browser, workshop: unknown): Promise<number[]> {
  const rows = (await page<GrupoTallerIncluido>(browser, 'TalleresGrupoTalleresSocio', [workshop])).rows ?? [];
  return rows
    .filter((r) => r.INCLUIDO)
    .map((r) => r.GRT_ID)
    .sort(byId);
}

/** The ids of the workshops listed INCLUIDO for a group (TalleresSocioTalleresGrupo). */
async function workshopsOf(browser: Browser, group: unknown, filter: unknown[] = [group]): Promise<number[]> {
  const rows = (await page<TallerIncluido>(browser, 'TalleresSocioTalleresGrupo', filter)).rows ?? [];
  return rows
    .filter((r) => r.INCLUIDO)
    .map((r) => r.TAS_ID)
    .sort(byId);
}

const workshop = (over: Record<string, unknown> = {}) => ({
  TAS_ID: 0,
  TAS_NOMBRE: 'Talleres Prueba',
  TAS_TIPO: 'Mecánica',
  TAS_CONTACTO: 'Pedro Gil',
  TAS_COMERCIAL: null,
  TAS_WEB: 'www.tallerprueba.example.com',
  TAS_ID_PAIS: 1,
  TAS_PROVINCIA: 'Madrid',
  TAS_POBLACION: 'Getafe',
  TAS_DIRECCION: 'Calle Mayor 3',
  TAS_CP: '28901',
  TAS_TELEFONO: '916000000',
  TAS_MOVIL: 600000000,
  TAS_FAX: '',
  TAS_EMAIL: 'prueba@example.com',
  TAS_EMAIL_2: null,
  TAS_LATITUD: 40.3,
  TAS_LONGITUD: -3.7,
  TAS_ZOOM: 15,
  TAS_POTENCIAL: 'Alto',
  ...over,
});

describe('the promotions calls need a session and the Promociones permission', () => {
  const calls: [string, string, unknown][] = [
    ['POST', '/api/Talleres/GetPagina', all()],
    ['PUT', '/api/Talleres/ActualizarRegistro', { Accion: 2, Reg: { TAS_ID: 1 } }],
    ['POST', '/api/Talleres/ImportarRegistros', { LISTA_TALLERES: [], TAS_ID_PAIS: 1 }],
    ['POST', '/api/Paises/GetPagina', all()],
    ['POST', '/api/GruposTaller/GetPagina', all()],
    ['PUT', '/api/GruposTaller/ActualizarRegistro', { Accion: 2, Reg: { GRT_ID: 1 } }],
    ['POST', '/api/TalleresGrupoTalleresSocio/GetPagina', all([null])],
    ['POST', '/api/TalleresSocioTalleresGrupo/GetPagina', all([null])],
  ];

  it('answers 401 to each of them without one', async () => {
    const anonymous = new Browser(server.url);
    for (const [method, path, json] of calls) {
      expect((await anonymous.call(method, path, { json })).status, path).toBe(401);
    }
  });

  it('answers 403 to each of them for a user without Promociones, and changes nothing', async () => {
    const before = await count('workshops');
    const socio = await loggedIn('socio');
    for (const [method, path, json] of calls) {
      expect((await socio.call(method, path, { json })).status, path).toBe(403);
    }
    expect(await count('workshops')).toBe(before);
  });
});

describe('the lists', () => {
  it('lists the member’s own workshops by name, with member and country, and only them', async () => {
    const admin = await loggedIn();
    const res = await page<Taller>(admin, 'Talleres');
    const own = await count('workshops WHERE tas_id_socio = $1', [demo]);
    expect(own).toBeGreaterThanOrEqual(30);
    expect(res.total).toBe(own);
    expect(res.rows).toHaveLength(own);
    const rows = res.rows ?? [];
    expect(rows.every((r) => r.SOC_NOMBRE === 'Recambios Demo')).toBe(true);
    expect(rows.every((r) => r.TAS_EMAIL === null || /@example\.(com|org|net)$/.test(r.TAS_EMAIL))).toBe(true);
    expect(rows.filter((r) => r.TAS_ID_PAIS === 1).every((r) => r.PAI_DESCRIPCION === 'ESPAÑA')).toBe(true);
    const names = rows.map((r) => r.TAS_NOMBRE);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    const levanteIds = await server.db.query<{ id: number }>('SELECT tas_id AS id FROM workshops WHERE tas_id_socio = $1', [levante]);
    expect(levanteIds.length).toBeGreaterThan(0);
    expect(rows.some((r) => levanteIds.some((l) => l.id === r.TAS_ID))).toBe(false);
  });

  it('cuts pages (numMax, indice) and answers rows null past the end', async () => {
    const admin = await loggedIn();
    const whole = (await page<Taller>(admin, 'Talleres')).rows ?? [];
    const second = await admin.call('POST', '/api/Talleres/GetPagina', { json: { numMax: 10, indice: 2 } });
    expect(second.status).toBe(200);
    expect((second.json as Page<Taller>).rows?.map((r) => r.TAS_ID)).toEqual(whole.slice(10, 20).map((r) => r.TAS_ID));
    const past = await admin.call('POST', '/api/Talleres/GetPagina', { json: { ...all(), numMax: 10, indice: 1000 } });
    expect(past.json).toEqual({ ok: true, mensajeError: null, rows: null, total: whole.length });
    for (const bad of [{ numMax: -1, indice: 1 }, { numMax: 0, indice: 0 }, { numMax: 0 }]) {
      expect((await admin.call('POST', '/api/Talleres/GetPagina', { json: bad })).status).toBe(400);
    }
  });

  it('lists the countries by description and the member’s groups with how many workshops each has', async () => {
    const admin = await loggedIn();
    const countries = (await page<Pais>(admin, 'Paises')).rows ?? [];
    expect(countries.map((c) => c.PAI_DESCRIPCION)).toEqual(['ANDORRA', 'ESPAÑA', 'PORTUGAL']);
    const groups = (await page<GrupoTaller>(admin, 'GruposTaller')).rows ?? [];
    expect(groups.length).toBeGreaterThanOrEqual(3);
    for (const g of groups) {
      expect(g.NUM_TALLERES).toBe(await count('workshop_group_members WHERE grt_id = $1', [g.GRT_ID]));
    }
    const otro = await loggedIn('otro');
    const theirs = (await page<GrupoTaller>(otro, 'GruposTaller')).rows ?? [];
    expect(theirs.some((t) => groups.some((g) => g.GRT_ID === t.GRT_ID))).toBe(false);
  });

  it('lists the groups of a workshop and the workshops of a group with INCLUIDO; [null] includes nothing', async () => {
    const admin = await loggedIn();
    const [link] = await server.db.query<{ grt: number; tas: number }>(
      'SELECT grt_id AS grt, tas_id AS tas FROM workshop_group_members WHERE soc_id = $1 LIMIT 1',
      [demo],
    );
    const expectedGroups = await server.db.query<{ id: number }>('SELECT grt_id AS id FROM workshop_group_members WHERE tas_id = $1 ORDER BY grt_id', [
      link!.tas,
    ]);
    expect(await groupsOf(admin, link!.tas)).toEqual(expectedGroups.map((r) => r.id));
    const groups = await page<GrupoTallerIncluido>(admin, 'TalleresGrupoTalleresSocio', [link!.tas]);
    expect(groups.total).toBe(await count('workshop_groups WHERE grt_id_socio = $1', [demo]));
    const expectedWorkshops = await server.db.query<{ id: number }>('SELECT tas_id AS id FROM workshop_group_members WHERE grt_id = $1 ORDER BY tas_id', [
      link!.grt,
    ]);
    expect(await workshopsOf(admin, link!.grt)).toEqual(expectedWorkshops.map((r) => r.id));
    const workshops = await page<TallerIncluido>(admin, 'TalleresSocioTalleresGrupo', [link!.grt]);
    expect(workshops.total).toBe(await count('workshops WHERE tas_id_socio = $1', [demo]));
    // A new workshop or group ([null] or no filter) is in nothing; an id may come as text.
    expect(await groupsOf(admin, null)).toEqual([]);
    expect(await workshopsOf(admin, null, [])).toEqual([]);
    expect(await groupsOf(admin, String(link!.tas))).toEqual(expectedGroups.map((r) => r.id));
    await page(admin, 'TalleresSocioTalleresGrupo', ['uno'], 400);
  });
});

describe('workshops (Talleres/ActualizarRegistro)', () => {
  it('adds (0) a workshop with its groups, modifies (1) it and its groups, and deletes (2) it', async () => {
    const admin = await loggedIn();
    const g1 = await groupId('Clientes habituales');
    const g2 = await groupId('Chapa y pintura');
    await accepted(admin, 'Talleres', { Accion: 0, Reg: workshop(), ID_GRUPO_LIST: `${g1}, ${g2}` });
    const id = await workshopId('Talleres Prueba');
    const [row] = await server.db.query('SELECT * FROM workshops WHERE tas_id = $1', [id]);
    expect(row).toMatchObject({
      tas_id_socio: demo,
      tas_web: 'http://www.tallerprueba.example.com',
      tas_movil: '600000000',
      tas_fax: null,
      tas_id_pais: 1,
      tas_email: 'prueba@example.com',
    });
    // Both ways: the workshop's groups and each group's workshops.
    expect(await groupsOf(admin, id)).toEqual([g1, g2].sort((a, b) => a - b));
    expect(await workshopsOf(admin, g2)).toContain(id);

    // A modify without ID_GRUPO_LIST keeps the groups; with '' it leaves them all.
    await accepted(admin, 'Talleres', { Accion: 1, Reg: workshop({ TAS_ID: id, TAS_NOMBRE: 'Talleres Prueba 2' }) });
    expect(await count('workshop_group_members WHERE tas_id = $1', [id])).toBe(2);
    await accepted(admin, 'Talleres', { Accion: 1, Reg: workshop({ TAS_ID: id }), ID_GRUPO_LIST: `${g2}` });
    expect(await workshopsOf(admin, g1)).not.toContain(id);
    expect(await workshopsOf(admin, g2)).toContain(id);
    await accepted(admin, 'Talleres', { Accion: 1, Reg: workshop({ TAS_ID: id }), ID_GRUPO_LIST: '' });
    expect(await count('workshop_group_members WHERE tas_id = $1', [id])).toBe(0);

    await accepted(admin, 'Talleres', { Accion: 1, Reg: workshop({ TAS_ID: id }), ID_GRUPO_LIST: `${g1}` });
    await accepted(admin, 'Talleres', { Accion: 2, Reg: { TAS_ID: id } });
    expect(await count('workshops WHERE tas_id = $1', [id])).toBe(0);
    expect(await count('workshop_group_members WHERE tas_id = $1', [id])).toBe(0);
    await put(admin, 'Talleres', { Accion: 2, Reg: { TAS_ID: id } }, 404);
  });

  it('refuses a bad form with the Spanish reasons, one a line, and stores nothing', async () => {
    const admin = await loggedIn();
    const before = await count('workshops');
    const cases: [Record<string, unknown>, string][] = [
      [{ TAS_NOMBRE: '  ' }, PROMOTION_MESSAGES.workshopNameRequired],
      [{ TAS_NOMBRE: null }, PROMOTION_MESSAGES.workshopNameRequired],
      [{ TAS_NOMBRE: 'x'.repeat(51) }, PROMOTION_MESSAGES.tooLong('El nombre', 50)],
      [{ TAS_TELEFONO: '91 600 00 00' }, WORKSHOP_IMPORT_MESSAGES.numeric('Teléfono')],
      [{ TAS_WEB: 'no es una web' }, WORKSHOP_IMPORT_MESSAGES.invalidUrl],
      [{ TAS_EMAIL: 'prueba' }, 'El campo Email no es una dirección de correo válida'],
      [{ TAS_TIPO: 't'.repeat(251) }, PROMOTION_MESSAGES.tooLong('El campo Tipo', 250)],
      [{ TAS_ID_PAIS: 99 }, WORKSHOP_IMPORT_MESSAGES.chooseCountry],
      [{ TAS_NOMBRE: '', TAS_FAX: 'fax' }, `${PROMOTION_MESSAGES.workshopNameRequired}\n${WORKSHOP_IMPORT_MESSAGES.numeric('Fax')}`],
    ];
    for (const [over, message] of cases) {
      expect(await put(admin, 'Talleres', { Accion: 0, Reg: workshop(over) }), JSON.stringify(over)).toEqual({
        ok: false,
        mensajeError: message,
      });
    }
    // A country 0 is the placeholder 'Seleccione un país': no country.
    await accepted(admin, 'Talleres', { Accion: 0, Reg: workshop({ TAS_NOMBRE: 'Sin país', TAS_ID_PAIS: 0 }) });
    const noCountry = await workshopId('Sin país');
    const [row] = await server.db.query('SELECT tas_id_pais FROM workshops WHERE tas_id = $1', [noCountry]);
    expect(row).toEqual({ tas_id_pais: null });
    expect(await count('workshops')).toBe(before + 1);
    // Wire shapes a form never sends are 400.
    await put(admin, 'Talleres', { Accion: 3, Reg: workshop() }, 400);
    await put(admin, 'Talleres', { Accion: 0, Reg: workshop(), ID_GRUPO_LIST: '1;2' }, 400);
    await put(admin, 'Talleres', { Accion: 0, Reg: workshop({ TAS_LATITUD: 200 }) }, 400);
  });

  it('answers 404 for another member’s workshop or group and changes nothing', async () => {
    const admin = await loggedIn();
    const [theirs] = await server.db.query<{ id: number; name: string }>(
      'SELECT tas_id AS id, tas_nombre AS name FROM workshops WHERE tas_id_socio = $1 LIMIT 1',
      [levante],
    );
    const [group] = await server.db.query<{ id: number }>('SELECT grt_id AS id FROM workshop_groups WHERE grt_id_socio = $1 LIMIT 1', [levante]);
    const theirGroup = group!.id;
    const before = await count('workshops');
    const links = await count('workshop_group_members');
    await put(admin, 'Talleres', { Accion: 1, Reg: workshop({ TAS_ID: theirs!.id, TAS_NOMBRE: 'Mío' }) }, 404);
    // Even when the form is also wrong: nothing is told about another member's workshop.
    await put(admin, 'Talleres', { Accion: 1, Reg: workshop({ TAS_ID: theirs!.id, TAS_NOMBRE: '' }) }, 404);
    await put(admin, 'Talleres', { Accion: 2, Reg: { TAS_ID: theirs!.id } }, 404);
    await page(admin, 'TalleresGrupoTalleresSocio', [theirs!.id], 404);
    // Naming another member's group: 404, and the new workshop is not added either.
    const foreignGroup = `${theirGroup}`;
    const alien = { Accion: 0, Reg: workshop({ TAS_NOMBRE: 'Ajeno' }), ID_GRUPO_LIST: foreignGroup };
    await put(admin, 'Talleres', alien, 404);
    const own = (await page<Taller>(admin, 'Talleres')).rows![0]!;
    const changed = workshop({ TAS_ID: own.TAS_ID, TAS_NOMBRE: 'Cambiado' });
    await put(admin, 'Talleres', { Accion: 1, Reg: changed, ID_GRUPO_LIST: foreignGroup }, 404);
    expect(await count('workshops WHERE tas_id = $1 AND tas_nombre = $2', [own.TAS_ID, own.TAS_NOMBRE])).toBe(1);
    expect(await count('workshops')).toBe(before);
    expect(await count('workshop_group_members')).toBe(links);
    expect(await count('workshops WHERE tas_id = $1 AND tas_nombre = $2', [theirs!.id, theirs!.name])).toBe(1);
  });
});

describe('workshop groups (GruposTaller/ActualizarRegistro)', () => {
  it('adds (0) a group with workshops, renames it and changes them (1), deletes it (2) keeping them', async () => {
    const admin = await loggedIn();
    const workshops = ((await page<Taller>(admin, 'Talleres')).rows ?? []).slice(0, 3).map((w) => w.TAS_ID);
    const [a, b, c] = workshops as [number, number, number];
    const created = { Accion: 0, Reg: { GRT_ID: 0, GRT_NOMBRE: ' Grupo nuevo ' }, ID_TALLER_LIST: `${a},${b}` };
    await accepted(admin, 'GruposTaller', created);
    const id = await groupId('Grupo nuevo');
    expect(await workshopsOf(admin, id)).toEqual([a, b].sort((x, y) => x - y));
    expect(await groupsOf(admin, a)).toContain(id);
    const listed = (await page<GrupoTaller>(admin, 'GruposTaller')).rows ?? [];
    expect(listed.find((g) => g.GRT_ID === id)).toEqual({ GRT_ID: id, GRT_NOMBRE: 'Grupo nuevo', NUM_TALLERES: 2 });

    const renamed = { Accion: 1, Reg: { GRT_ID: id, GRT_NOMBRE: 'Grupo renombrado' }, ID_TALLER_LIST: `${c}` };
    await accepted(admin, 'GruposTaller', renamed);
    expect(await workshopsOf(admin, id)).toEqual([c]);
    expect(await groupsOf(admin, a)).not.toContain(id);
    expect(await groupsOf(admin, c)).toContain(id);
    // Without ID_TALLER_LIST the workshops stay.
    await accepted(admin, 'GruposTaller', { Accion: 1, Reg: { GRT_ID: id, GRT_NOMBRE: 'Grupo final' } });
    expect(await count('workshop_group_members WHERE grt_id = $1', [id])).toBe(1);

    const workshopsBefore = await count('workshops');
    await accepted(admin, 'GruposTaller', { Accion: 2, Reg: { GRT_ID: id } });
    expect(await count('workshop_groups WHERE grt_id = $1', [id])).toBe(0);
    expect(await count('workshop_group_members WHERE grt_id = $1', [id])).toBe(0);
    expect(await count('workshops')).toBe(workshopsBefore);
    await put(admin, 'GruposTaller', { Accion: 2, Reg: { GRT_ID: id } }, 404);
  });

  it('requires a name, at most 30 characters on create and 50 on edit', async () => {
    const admin = await loggedIn();
    const before = await count('workshop_groups');
    for (const name of ['', '   ', null]) {
      expect(await put(admin, 'GruposTaller', { Accion: 0, Reg: { GRT_NOMBRE: name } })).toEqual({
        ok: false,
        mensajeError: 'Debe rellenar todos los campos para añadir el grupo',
      });
    }
    expect(await put(admin, 'GruposTaller', { Accion: 0, Reg: { GRT_NOMBRE: 'g'.repeat(31) } })).toEqual({
      ok: false,
      mensajeError: PROMOTION_MESSAGES.tooLong('El nombre', 30),
    });
    expect(await count('workshop_groups')).toBe(before);
    await accepted(admin, 'GruposTaller', { Accion: 0, Reg: { GRT_NOMBRE: 'g'.repeat(30) } });
    const id = await groupId('g'.repeat(30));
    await accepted(admin, 'GruposTaller', { Accion: 1, Reg: { GRT_ID: id, GRT_NOMBRE: 'h'.repeat(50) } });
    expect(await put(admin, 'GruposTaller', { Accion: 1, Reg: { GRT_ID: id, GRT_NOMBRE: 'i'.repeat(51) } })).toEqual({
      ok: false,
      mensajeError: PROMOTION_MESSAGES.tooLong('El nombre', 50),
    });
    expect(await count('workshop_groups WHERE grt_id = $1 AND grt_nombre = $2', [id, 'h'.repeat(50)])).toBe(1);
  });

  it('answers 404 for another member’s group or workshop and changes nothing', async () => {
    const admin = await loggedIn();
    const [theirGroup] = await server.db.query<{ id: number; name: string }>(
      'SELECT grt_id AS id, grt_nombre AS name FROM workshop_groups WHERE grt_id_socio = $1 LIMIT 1',
      [levante],
    );
    const [theirWorkshop] = await server.db.query<{ id: number }>('SELECT tas_id AS id FROM workshops WHERE tas_id_socio = $1 LIMIT 1', [levante]);
    const foreign = `${theirWorkshop!.id}`;
    const groups = await count('workshop_groups');
    const links = await count('workshop_group_members');
    await put(admin, 'GruposTaller', { Accion: 1, Reg: { GRT_ID: theirGroup!.id, GRT_NOMBRE: 'Mío' } }, 404);
    await put(admin, 'GruposTaller', { Accion: 1, Reg: { GRT_ID: theirGroup!.id, GRT_NOMBRE: '' } }, 404);
    await put(admin, 'GruposTaller', { Accion: 2, Reg: { GRT_ID: theirGroup!.id } }, 404);
    await page(admin, 'TalleresSocioTalleresGrupo', [theirGroup!.id], 404);
    await put(admin, 'GruposTaller', { Accion: 0, Reg: { GRT_NOMBRE: 'Ajeno' }, ID_TALLER_LIST: foreign }, 404);
    const own = await groupId('Clientes habituales');
    await put(admin, 'GruposTaller', { Accion: 1, Reg: { GRT_ID: own, GRT_NOMBRE: 'Otro' }, ID_TALLER_LIST: foreign }, 404);
    expect(await count('workshop_groups WHERE grt_id = $1 AND grt_nombre = $2', [own, 'Clientes habituales'])).toBe(1);
    expect(await count('workshop_groups')).toBe(groups);
    expect(await count('workshop_group_members')).toBe(links);
    const unchanged = [theirGroup!.id, theirGroup!.name];
    expect(await count('workshop_groups WHERE grt_id = $1 AND grt_nombre = $2', unchanged)).toBe(1);
  });
});

describe('the workshop import (Talleres/ImportarRegistros)', () => {
  const HEADER = WORKSHOP_IMPORT_COLUMNS.map((c) => c.header).join(';');
  const line = (name: string, over: { phone?: string; web?: string; address?: string } = {}) =>
    `${name};Mecánica;Ana Gil;;${over.address ?? 'Calle Real 1'};46001;Valencia;Valencia;` +
    `${over.phone ?? '961000000'};;;` +
    `${name.toLowerCase().replace(/\W+/g, '')}@example.org;;${over.web ?? 'www.example.org'};Medio`;

  /** The portal's path: the file read with the browser's rules, the lines sent with their file line. */
  function lines(csv: string) {
    const read = importWorkshopsCsv(csv, 1);
    return read.workshops.map(({ TAS_ID_PAIS: _country, ...w }) => w);
  }

  async function importar(browser: Browser, body: unknown, status = 200): Promise<Answer> {
    const res = await browser.call('POST', '/api/Talleres/ImportarRegistros', { json: body });
    expect(res.status).toBe(status);
    return res.json as Answer;
  }

  it('adds every line of a good file for the chosen country, leaving repeated lines out', async () => {
    const admin = await loggedIn();
    const before = await count('workshops WHERE tas_id_socio = $1', [demo]);
    const names = ['Importado Uno', 'Importado Dos', 'Importado Uno', 'Importado Tres'];
    const csv = [HEADER, ...names.map((n) => line(n))].join('\n');
    const rows = lines(csv);
    // The browser's reader already removes the repeated line; the server does so too with what it is sent.
    expect(rows).toHaveLength(3);
    expect(await importar(admin, { LISTA_TALLERES: [...rows, rows[0]], TAS_ID_PAIS: 3 })).toEqual({
      ok: true,
      mensajeError: null,
      valorRetorno: { importados: 3, repetidos: 1 },
    });
    expect(await count('workshops WHERE tas_id_socio = $1', [demo])).toBe(before + 3);
    const [row] = await server.db.query('SELECT * FROM workshops WHERE tas_nombre = $1', ['Importado Dos']);
    expect(row).toMatchObject({
      tas_id_socio: demo,
      tas_id_pais: 3,
      tas_web: 'http://www.example.org',
      tas_direccion: 'Calle Real 1',
      tas_telefono: '961000000',
      tas_comercial: null,
    });
    const listed = (await page<Taller>(admin, 'Talleres')).rows ?? [];
    expect(listed.find((w) => w.TAS_NOMBRE === 'Importado Dos')?.PAI_DESCRIPCION).toBe('ANDORRA');
  });

  it('imports nothing when one line is wrong, and names every line at fault', async () => {
    const admin = await loggedIn();
    const before = await count('workshops');
    const good = Array.from({ length: 200 }, (_, i) => ({
      TAS_NOMBRE: `Bueno ${i}`,
      TAS_DIRECCION: 'Calle Real 2',
      TAS_TELEFONO: '961000000',
    }));
    const body = {
      TAS_ID_PAIS: 1,
      LISTA_TALLERES: [
        ...good,
        { TAS_NOMBRE: 'Sin dirección', TAS_DIRECCION: '', line: 500 },
        { TAS_NOMBRE: 'Teléfono malo', TAS_DIRECCION: 'Calle 1', TAS_TELEFONO: '96-100', TAS_WEB: 'no web' },
        { TAS_NOMBRE: '', TAS_DIRECCION: 'Calle 2' },
      ],
    };
    const answer = await importar(admin, body);
    expect(answer.ok).toBe(false);
    expect(answer.valorRetorno).toBeNull();
    expect(answer.mensajeError?.split('\n')).toEqual([
      WORKSHOP_IMPORT_MESSAGES.failureTitle,
      'Hay 3 líneas con errores; no se ha importado ningún taller.',
      'Línea 203: El campo Teléfono solo admite números',
      'Línea 203: La dirección web no es válida',
      'Línea 204: El campo Nombre es obligatorio',
      'Línea 500: El campo Dirección es obligatorio',
    ]);
    expect(await count('workshops')).toBe(before);
  });

  it('needs one existing country for every line, a non-empty list and at most 5,000 lines', async () => {
    const admin = await loggedIn();
    const before = await count('workshops');
    const one = { TAS_NOMBRE: 'Uno', TAS_DIRECCION: 'Calle 1' };
    const refusal = (...messages: string[]) => ({
      ok: false,
      mensajeError: [WORKSHOP_IMPORT_MESSAGES.failureTitle, 'El fichero no es válido; no se ha importado ningún taller.', ...messages].join('\n'),
      valorRetorno: null,
    });
    expect(await importar(admin, { LISTA_TALLERES: [one], TAS_ID_PAIS: 0 })).toEqual(refusal('Seleccione un país'));
    expect(await importar(admin, { LISTA_TALLERES: [one] })).toEqual(refusal('Seleccione un país'));
    expect(await importar(admin, { LISTA_TALLERES: [one], TAS_ID_PAIS: 77 })).toEqual(refusal('Seleccione un país'));
    const twoCountries = [
      { ...one, TAS_ID_PAIS: 1 },
      { ...one, TAS_NOMBRE: 'Dos', TAS_ID_PAIS: 2 },
    ];
    expect(await importar(admin, { LISTA_TALLERES: twoCountries })).toEqual(refusal('Todos los talleres de una importación son del mismo país.'));
    const empty = refusal(WORKSHOP_IMPORT_MESSAGES.empty);
    expect(await importar(admin, { LISTA_TALLERES: [], TAS_ID_PAIS: 1 })).toEqual(empty);
    const many = Array.from({ length: 5001 }, (_, i) => ({ TAS_NOMBRE: `T${i}`, TAS_DIRECCION: 'C' }));
    expect(await importar(admin, { LISTA_TALLERES: many, TAS_ID_PAIS: 1 })).toEqual({
      ok: false,
      mensajeError: 'El fichero tiene más de 5000 talleres; divídalo en varios ficheros.',
      valorRetorno: null,
    });
    expect(await count('workshops')).toBe(before);
    // The country on every line is enough.
    const perLine = [{ ...one, TAS_NOMBRE: 'Por línea', TAS_ID_PAIS: 2 }];
    expect(await importar(admin, { LISTA_TALLERES: perLine })).toMatchObject({ ok: true });
    expect(await count('workshops WHERE tas_nombre = $1 AND tas_id_pais = 2', ['Por línea'])).toBe(1);
  });

  it('imports 5,000 lines at once', async () => {
    const admin = await loggedIn('otro');
    const before = await count('workshops WHERE tas_id_socio = $1', [levante]);
    const many = Array.from({ length: 5000 }, (_, i) => ({
      TAS_NOMBRE: `Taller masivo ${i}`,
      TAS_DIRECCION: `Calle ${i}`,
      TAS_EMAIL: `t${i}@example.net`,
    }));
    expect(await importar(admin, { LISTA_TALLERES: many, TAS_ID_PAIS: 1 })).toEqual({
      ok: true,
      mensajeError: null,
      valorRetorno: { importados: 5000, repetidos: 0 },
    });
    expect(await count('workshops WHERE tas_id_socio = $1', [levante])).toBe(before + 5000);
  });
});
