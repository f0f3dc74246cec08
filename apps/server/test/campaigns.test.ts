import type { Campana, LineaDiseno, Plantilla } from '@socios/api';
import { checkDesign, DESIGN_MESSAGES, type DesignLine, designPage, PROMOTION_MESSAGES, UPLOAD_MESSAGES } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_IMAGE_MESSAGES } from '../src/modules/campaigns';
import { insertImage, pngSize } from '../src/modules/images';
import { damaged, jpeg, png } from './support/pictures';
import { allRows as all, getPage as page, memberIdOf } from './support/promotions';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

// Promotions, campaigns: the member's campaigns with their groups, designs and image, and the global
// templates, through HTTP on both databases. 'admin' (Recambios Demo) and 'otro' (Autorecambios Levante) hold
// Promociones; 'socio' (Recambios Demo) does not. The seed gives each of them two campaigns and four templates.

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

type Answer = { ok: boolean; mensajeError: string | null; valorRetorno: number | null };

/** A Campanas/ActualizarRegistro with its expected status; the answer. */
async function save(browser: Browser, json: unknown, status = 200): Promise<Answer> {
  const res = await browser.call('PUT', '/api/Campanas/ActualizarRegistro', { json });
  expect(res.status, `${JSON.stringify(json).slice(0, 300)} → ${res.text.slice(0, 300)}`).toBe(status);
  return res.json as Answer;
}

/** A change the server accepts; the campaign's id. */
async function accepted(browser: Browser, json: unknown): Promise<number> {
  const answer = await save(browser, json);
  expect(answer).toMatchObject({ ok: true, mensajeError: null });
  expect(typeof answer.valorRetorno).toBe('number');
  return answer.valorRetorno!;
}

/** A change the server refuses with this text, changing nothing. */
async function refused(browser: Browser, json: unknown, message: string): Promise<void> {
  const before = await snapshot();
  expect(await save(browser, json)).toEqual({ ok: false, mensajeError: message, valorRetorno: null });
  expect(await snapshot()).toEqual(before);
}

/** Everything the campaign calls may change, to show that a refused call changed nothing. */
async function snapshot() {
  return server.db.query(
    `SELECT c.*, (SELECT string_agg(grt_id::text, ',' ORDER BY grt_id) FROM campaign_groups g WHERE g.cam_id = c.cam_id)
              AS groups,
            (SELECT string_agg(l.id || ':' || l.tipo || ':' || l.x || ',' || l.y || ',' || l.w || ',' || l.h, ';'
                               ORDER BY l.id)
               FROM campaign_lines l WHERE l.cam_id = c.cam_id) AS lines
       FROM campaigns c ORDER BY c.cam_id`,
  );
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row?.n ?? 0;
}

async function groupId(name: string, member = demo): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT grt_id AS id FROM workshop_groups WHERE grt_nombre = $1 AND grt_id_socio = $2', [name, member]);
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}

async function campaignId(name: string, member = demo): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'SELECT cam_id AS id FROM campaigns WHERE cam_nombre = $1 AND cam_id_socio = $2 ORDER BY cam_id LIMIT 1',
    [name, member],
  );
  if (!row) throw new Error(`no campaign ${name}`);
  return row.id;
}

/** A gallery image of the member, shared with the group or not. */
async function imageOf(member: number, shared: boolean): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'SELECT img_id AS id FROM gallery_images WHERE img_id_socio = $1 AND img_compartida = $2 ORDER BY img_id LIMIT 1',
    [member, shared],
  );
  if (!row) throw new Error(`member ${member} has no ${shared ? 'shared' : 'private'} image`);
  return row.id;
}

const byId = (a: number, b: number) => a - b;

/** The ids of the groups listed INCLUIDO for a campaign (CampanasGruposTaller). */
async function groupsOf(browser: Browser, campaign: unknown): Promise<number[]> {
  const rows = (await page<{ GRT_ID: number; INCLUIDO: boolean }>(browser, 'CampanasGruposTaller', [campaign])).rows;
  return (rows ?? [])
    .filter((r) => r.INCLUIDO)
    .map((r) => r.GRT_ID)
    .sort(byId);
}

/** A campaign's design as CampanasRegistros lists it. */
async function linesOf(browser: Browser, campaign: unknown): Promise<LineaDiseno[]> {
  return (await page<LineaDiseno>(browser, 'CampanasRegistros', [campaign])).rows ?? [];
}

/** Campanas/GetImagen's text (a data URL or ''), with the expected status. */
async function imageText(browser: Browser, camId: number, status = 200): Promise<string> {
  const res = await browser.call('POST', '/api/Campanas/GetImagen', { json: { camId } });
  expect(res.status).toBe(status);
  return res.json as string;
}

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A design line with defaults. */
function line(over: Partial<DesignLine> & Pick<DesignLine, 'id' | 'tipo'>): DesignLine {
  return {
    id_padre: 1,
    x: 0,
    y: 0,
    w: 4,
    h: 2,
    texto: null,
    campo: null,
    imagen: null,
    color: '#111111',
    fondo: null,
    tamano: 16,
    negrita: false,
    alineacion: 'left',
    ...over,
  };
}

/** A small design: the page, a box with the bound title in it, and a text. */
const design = (): DesignLine[] => [
  designPage(1),
  line({ id: 2, tipo: 'caja', x: 1, y: 1, w: 22, h: 6, fondo: '#c2410c', tamano: null }),
  line({ id: 3, id_padre: 2, tipo: 'texto', x: 1, y: 1, w: 20, h: 4, campo: 'CAM_TITULO', texto: 'Título' }),
  line({ id: 4, tipo: 'texto', x: 2, y: 10, w: 20, h: 4, texto: 'Pida cita', negrita: true, alineacion: 'center' }),
];

/** A new campaign's record. */
const campaign = (over: Record<string, unknown> = {}) => ({
  CAM_ID: 0,
  CAM_NOMBRE: 'Campaña de prueba',
  CAM_TITULO: 'Oferta en baterías',
  CAM_SUBTITULO: 'Solo este mes',
  CAM_DESCRIPCION: 'Baterías de arranque con un 15 % de descuento.',
  CAM_PIE: 'Recambios Demo',
  CAM_FECHA_INICIO: '1 de enero',
  CAM_FECHA_FIN: '31 de enero',
  CAM_SILENCIADA: false,
  ...over,
});

/** Adds a campaign through the API (with groups and a design); its id. */
async function addCampaign(browser: Browser, over: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return accepted(browser, { Accion: 0, Reg: campaign(over), Grupos: null, Items: null, ...extra });
}

describe('the campaign calls need a session and the Promociones permission', () => {
  const calls: [string, string, unknown][] = [
    ['POST', '/api/Campanas/GetPagina', all()],
    ['PUT', '/api/Campanas/ActualizarRegistro', { Accion: 2, Reg: { CAM_ID: 1 } }],
    ['POST', '/api/Campanas/GetImagen', { camId: 1 }],
    ['POST', '/api/CampanasGruposTaller/GetPagina', all([])],
    ['POST', '/api/CampanasRegistros/GetPagina', all([1])],
    ['POST', '/api/Plantillas/GetPagina', all()],
    ['POST', '/api/Plantillas/GetImagen', { planId: 1 }],
    ['POST', '/api/PlantillasRegistros/GetPagina', all([1])],
  ];

  it('answers 401 to each of them without one', async () => {
    const anonymous = new Browser(server.url);
    for (const [method, path, json] of calls) {
      expect((await anonymous.call(method, path, { json })).status, path).toBe(401);
    }
  });

  it('answers 403 to each of them for a user without Promociones, and changes nothing', async () => {
    const before = await snapshot();
    const socio = await loggedIn('socio');
    for (const [method, path, json] of calls) {
      expect((await socio.call(method, path, { json })).status, path).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the lists', () => {
  it('lists the member’s own campaigns by name, and only them', async () => {
    const admin = await loggedIn();
    const res = await page<Campana>(admin, 'Campanas');
    const own = await count('campaigns WHERE cam_id_socio = $1', [demo]);
    expect(own).toBeGreaterThanOrEqual(2);
    expect(res.total).toBe(own);
    const rows = res.rows ?? [];
    const names = rows.map((r) => r.CAM_NOMBRE);
    expect(names).toEqual(expect.arrayContaining(['Oferta de frenos', 'Neumáticos de invierno']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    const brakes = rows.find((r) => r.CAM_NOMBRE === 'Oferta de frenos');
    expect(brakes).toMatchObject({ CAM_TITULO: '20 % en frenos', CAM_SILENCIADA: false, CAM_TIENE_IMAGEN: false });
    for (const r of rows) {
      expect(r.NUM_ENVIOS, r.CAM_NOMBRE).toBe(await count('mailings WHERE ppc_id_campana = $1', [r.CAM_ID]));
    }
    const theirs = await server.db.query<{ id: number }>('SELECT cam_id AS id FROM campaigns WHERE cam_id_socio = $1', [levante]);
    expect(theirs.length).toBeGreaterThan(0);
    expect(rows.some((r) => theirs.some((t) => t.id === r.CAM_ID))).toBe(false);
  });

  it('lists every group of the member for a campaign with INCLUIDO; [] (a new campaign) includes none', async () => {
    const admin = await loggedIn();
    const brakes = await campaignId('Oferta de frenos');
    const expected = await server.db.query<{ id: number }>('SELECT grt_id AS id FROM campaign_groups WHERE cam_id = $1 ORDER BY grt_id', [brakes]);
    expect(expected.length).toBeGreaterThan(0);
    expect(await groupsOf(admin, brakes)).toEqual(expected.map((r) => r.id));
    expect(await groupsOf(admin, String(brakes))).toEqual(expected.map((r) => r.id));
    const groups = await page<{ GRT_ID: number; GRT_NOMBRE: string; INCLUIDO: boolean }>(admin, 'CampanasGruposTaller');
    expect(groups.total).toBe(await count('workshop_groups WHERE grt_id_socio = $1', [demo]));
    expect(groups.rows?.every((g) => g.INCLUIDO === false)).toBe(true);
    expect(await groupsOf(admin, null)).toEqual([]);
    await page(admin, 'CampanasGruposTaller', ['uno'], 400);
  });

  it('lists a campaign’s design lines in id order: a whole design; none for a new campaign', async () => {
    const admin = await loggedIn();
    const tyres = await campaignId('Neumáticos de invierno');
    const lines = await linesOf(admin, tyres);
    expect(lines.length).toBe(await count('campaign_lines WHERE cam_id = $1', [tyres]));
    expect(lines.map((l) => l.id)).toEqual(lines.map((l) => l.id).sort(byId));
    expect(checkDesign(lines)).toBeNull();
    expect(lines.filter((l) => l.tipo === 'pagina')).toHaveLength(1);
    // The seeded design has one of the member's gallery images beside the description.
    const image = lines.find((l) => l.tipo === 'imagen');
    expect(await count('gallery_images WHERE img_id = $1 AND img_id_socio = $2', [image?.imagen, demo])).toBe(1);
    expect(await page(admin, 'CampanasRegistros', [])).toEqual({ ok: true, mensajeError: null, rows: null, total: 0 });
  });
});

describe('another member’s campaign is not found', () => {
  it('is 404 to read, change, duplicate, delete or list, whatever else the call holds, and stays as it was', async () => {
    const admin = await loggedIn();
    const theirs = await campaignId('Oferta de frenos', levante);
    const before = await snapshot();
    await page(admin, 'CampanasGruposTaller', [theirs], 404);
    await page(admin, 'CampanasRegistros', [theirs], 404);
    await imageText(admin, theirs, 404);
    await save(admin, { Accion: 1, Reg: campaign({ CAM_ID: theirs }), Grupos: '', Items: [] }, 404);
    await save(admin, { Accion: 1, Reg: campaign({ CAM_ID: theirs, CAM_NOMBRE: '' }) }, 404);
    await save(admin, { Accion: 5, Reg: { CAM_ID: theirs } }, 404);
    await save(admin, { Accion: 2, Reg: { CAM_ID: theirs } }, 404);
    await save(admin, { Accion: 2, Reg: { CAM_ID: 2_000_000_000 } }, 404);
    expect(await snapshot()).toEqual(before);
    // Its owner sees it.
    const otro = await loggedIn('otro');
    expect((await page<Campana>(otro, 'Campanas')).rows?.some((r) => r.CAM_ID === theirs)).toBe(true);
    expect(await imageText(otro, theirs)).toBe('');
  });

  it('refuses another member’s group (404) and changes nothing', async () => {
    const admin = await loggedIn();
    const own = await campaignId('Oferta de frenos');
    const theirGroup = await groupId('Clientes habituales', levante);
    const before = await snapshot();
    await save(admin, { Accion: 1, Reg: campaign({ CAM_ID: own }), Grupos: `${theirGroup}` }, 404);
    await save(admin, { Accion: 0, Reg: campaign({ CAM_NOMBRE: 'Con grupo ajeno' }), Grupos: `${theirGroup}` }, 404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('Campanas/ActualizarRegistro', () => {
  it('adds (0) a campaign with its groups, design and image; modifies (1) it; deletes (2) it', async () => {
    const admin = await loggedIn();
    const g1 = await groupId('Clientes habituales');
    const g2 = await groupId('Chapa y pintura');
    const picture = png(60, 80);
    const id = await addCampaign(
      admin,
      { CAM_IMAGEN: dataUrl('image/png', picture) },
      {
        Grupos: `${g2}, ${g1}`,
        Items: design(),
      },
    );
    const [row] = await server.db.query('SELECT * FROM campaigns WHERE cam_id = $1', [id]);
    expect(row).toMatchObject({
      cam_id_socio: demo,
      cam_nombre: 'Campaña de prueba',
      cam_titulo: 'Oferta en baterías',
      cam_fecha_inicio: '1 de enero',
      cam_silenciada: false,
      cam_imagen_tipo: 'image/png',
    });
    expect(await groupsOf(admin, id)).toEqual([g1, g2].sort(byId));
    expect(await linesOf(admin, id)).toEqual(design());
    expect(await imageText(admin, id)).toBe(dataUrl('image/png', picture));
    const listed = (await page<Campana>(admin, 'Campanas')).rows?.find((r) => r.CAM_ID === id);
    expect(listed).toMatchObject({ CAM_NOMBRE: 'Campaña de prueba', CAM_TIENE_IMAGEN: true, CAM_PIE: 'Recambios Demo' });

    // Modify: texts trimmed (empty ones null), silenced; the image, groups and design absent are kept.
    const modified = await accepted(admin, {
      Accion: 1,
      Reg: campaign({ CAM_ID: id, CAM_NOMBRE: '  Campaña cambiada  ', CAM_SUBTITULO: '  ', CAM_SILENCIADA: true }),
    });
    expect(modified).toBe(id);
    const [changed] = await server.db.query('SELECT * FROM campaigns WHERE cam_id = $1', [id]);
    expect(changed).toMatchObject({ cam_nombre: 'Campaña cambiada', cam_subtitulo: null, cam_silenciada: true });
    expect(await imageText(admin, id)).toBe(dataUrl('image/png', picture));
    expect(await groupsOf(admin, id)).toEqual([g1, g2].sort(byId));
    expect(await linesOf(admin, id)).toHaveLength(design().length);

    // Grupos '' clears the groups, a new design replaces the old one, CAM_IMAGEN null removes the image.
    const smaller = [designPage(1), line({ id: 7, tipo: 'texto', texto: 'Solo texto' })];
    await accepted(admin, { Accion: 1, Reg: campaign({ CAM_ID: id, CAM_IMAGEN: null }), Grupos: '', Items: smaller });
    expect(await groupsOf(admin, id)).toEqual([]);
    expect(await linesOf(admin, id)).toEqual(smaller);
    expect(await imageText(admin, id)).toBe('');
    // Items [] removes the design; CAM_IMAGEN '' keeps the image removed.
    await accepted(admin, { Accion: 1, Reg: campaign({ CAM_ID: id, CAM_IMAGEN: '' }), Items: [] });
    expect(await linesOf(admin, id)).toEqual([]);

    const deleted = await save(admin, { Accion: 2, Reg: { CAM_ID: id } });
    expect(deleted).toEqual({ ok: true, mensajeError: null, valorRetorno: id });
    expect(await count('campaigns WHERE cam_id = $1', [id])).toBe(0);
    expect(await count('campaign_groups WHERE cam_id = $1', [id])).toBe(0);
    expect(await count('campaign_lines WHERE cam_id = $1', [id])).toBe(0);
    await save(admin, { Accion: 2, Reg: { CAM_ID: id } }, 404);
    await imageText(admin, id, 404);
  });

  it('counts a campaign’s mailings (NUM_ENVIOS); deleting the campaign keeps them', async () => {
    const admin = await loggedIn();
    const id = await addCampaign(admin, { CAM_NOMBRE: 'Ya enviada' });
    await server.db.query(
      `INSERT INTO mailings (ppc_id_socio, ppc_id_campana, ppc_remitente, ppc_asunto, ppc_contenido, ppc_texto, cam_nombre)
       SELECT $1, $2, 'Recambios Demo', 'Ya enviada', '<p>Ya enviada</p>', 'Ya enviada', 'Ya enviada'
         FROM generate_series(1, 2)`,
      [demo, id],
    );
    const listed = (await page<Campana>(admin, 'Campanas')).rows?.find((r) => r.CAM_ID === id);
    expect(listed?.NUM_ENVIOS).toBe(2);
    await save(admin, { Accion: 2, Reg: { CAM_ID: id } });
    expect(await count("mailings WHERE ppc_asunto = 'Ya enviada' AND ppc_id_campana IS NULL")).toBe(2);
  });

  it('requires the name, with the spec’s text, and changes nothing', async () => {
    const admin = await loggedIn();
    for (const name of ['', '   ', null]) {
      await refused(admin, { Accion: 0, Reg: campaign({ CAM_NOMBRE: name }) }, PROMOTION_MESSAGES.campaignRequired);
    }
    await refused(admin, { Accion: 0, Reg: { CAM_ID: 0 } }, PROMOTION_MESSAGES.campaignRequired);
    const own = await campaignId('Oferta de frenos');
    const emptied = { Accion: 1, Reg: campaign({ CAM_ID: own, CAM_NOMBRE: '' }) };
    await refused(admin, emptied, PROMOTION_MESSAGES.campaignRequired);
  });

  it('limits the name and dates to 30 on create and 50 on edit, the other texts to 2000', async () => {
    const admin = await loggedIn();
    const long = (n: number) => 'n'.repeat(n);
    const nameTooLong = (max: number) => PROMOTION_MESSAGES.tooLong('El nombre', max);
    await refused(admin, { Accion: 0, Reg: campaign({ CAM_NOMBRE: long(31) }) }, nameTooLong(30));
    await refused(
      admin,
      { Accion: 0, Reg: campaign({ CAM_FECHA_INICIO: long(31), CAM_FECHA_FIN: long(31) }) },
      [PROMOTION_MESSAGES.tooLong('La fecha de inicio', 30), PROMOTION_MESSAGES.tooLong('La fecha de fin', 30)].join('\n'),
    );
    const id = await addCampaign(admin, { CAM_NOMBRE: long(30), CAM_FECHA_INICIO: long(30) });
    await accepted(admin, { Accion: 1, Reg: campaign({ CAM_ID: id, CAM_NOMBRE: long(50), CAM_FECHA_FIN: long(50) }) });
    await refused(admin, { Accion: 1, Reg: campaign({ CAM_ID: id, CAM_NOMBRE: long(51) }) }, nameTooLong(50));
    await refused(admin, { Accion: 1, Reg: campaign({ CAM_ID: id, CAM_FECHA_INICIO: long(51) }) }, PROMOTION_MESSAGES.tooLong('La fecha de inicio', 50));
    await refused(
      admin,
      { Accion: 1, Reg: campaign({ CAM_ID: id, CAM_DESCRIPCION: long(2001), CAM_PIE: long(2001) }) },
      [PROMOTION_MESSAGES.tooLong('La descripción', 2000), PROMOTION_MESSAGES.tooLong('El pie', 2000)].join('\n'),
    );
    await accepted(admin, { Accion: 1, Reg: campaign({ CAM_ID: id, CAM_NOMBRE: long(50), CAM_DESCRIPCION: long(2000) }) });
    // Beyond what the wire carries at all: 400.
    await save(admin, { Accion: 0, Reg: campaign({ CAM_TITULO: long(4001) }) }, 400);
  });

  it('refuses a bad design with the domain’s text, and changes nothing', async () => {
    const admin = await loggedIn();
    const own = await campaignId('Oferta de frenos');
    const outside = [designPage(1), line({ id: 2, tipo: 'caja', x: 20, y: 0, w: 6, h: 2 })];
    await refused(admin, { Accion: 0, Reg: campaign(), Items: outside }, DESIGN_MESSAGES.badBox);
    await refused(admin, { Accion: 1, Reg: campaign({ CAM_ID: own }), Items: outside }, DESIGN_MESSAGES.badBox);
    // A child bigger than its box.
    const child = [...design(), line({ id: 5, id_padre: 2, tipo: 'texto', x: 0, y: 0, w: 23, h: 1 })];
    await refused(admin, { Accion: 1, Reg: campaign({ CAM_ID: own }), Items: child }, DESIGN_MESSAGES.badBox);
    const repeated = [...design(), line({ id: 4, tipo: 'texto' })];
    await refused(admin, { Accion: 1, Reg: campaign({ CAM_ID: own }), Items: repeated }, DESIGN_MESSAGES.repeatedId);
    const noPage = design().slice(1);
    await refused(admin, { Accion: 1, Reg: campaign({ CAM_ID: own }), Items: noPage }, DESIGN_MESSAGES.noPage);
    const noImage = [designPage(1), line({ id: 2, tipo: 'imagen', imagen: null })];
    await refused(admin, { Accion: 1, Reg: campaign({ CAM_ID: own }), Items: noImage }, DESIGN_MESSAGES.noImage);
  });

  it('accepts gallery images the member sees in a design (own or shared), 404 for the others', async () => {
    const admin = await loggedIn();
    const own = await imageOf(demo, false);
    const shared = await imageOf(levante, true);
    const hidden = await imageOf(levante, false);
    const withImage = (imagen: number) => [...design(), line({ id: 9, tipo: 'imagen', x: 2, y: 16, w: 8, h: 8, imagen })];
    const id = await addCampaign(admin, { CAM_NOMBRE: 'Con imágenes' }, { Items: withImage(own) });
    expect((await linesOf(admin, id)).find((l) => l.id === 9)?.imagen).toBe(own);
    const reg = campaign({ CAM_ID: id, CAM_NOMBRE: 'Con imágenes' });
    await accepted(admin, { Accion: 1, Reg: reg, Items: withImage(shared) });
    expect((await linesOf(admin, id)).find((l) => l.id === 9)?.imagen).toBe(shared);
    const before = await snapshot();
    await save(admin, { Accion: 1, Reg: campaign({ CAM_ID: id }), Items: withImage(hidden) }, 404);
    await save(admin, { Accion: 0, Reg: campaign(), Items: withImage(hidden) }, 404);
    await save(admin, { Accion: 0, Reg: campaign(), Items: withImage(2_000_000_000) }, 404);
    // An image named by a line of another kind is checked all the same.
    const onText = [...design(), line({ id: 9, tipo: 'texto', texto: 'Hola', imagen: hidden })];
    await save(admin, { Accion: 1, Reg: campaign({ CAM_ID: id }), Items: onText }, 404);
    expect(await snapshot()).toEqual(before);
  });

  it('checks the image by its content: PNG or JPEG, 2048 KB at most', async () => {
    const admin = await loggedIn();
    const id = await addCampaign(admin, { CAM_NOMBRE: 'Imagen por contenido' });
    const reg = (CAM_IMAGEN: string) => ({ Accion: 1, Reg: campaign({ CAM_ID: id, CAM_NOMBRE: 'Imagen', CAM_IMAGEN }) });
    // A JPEG labelled as PNG is stored as what it is.
    const picture = jpeg(640, 480);
    await accepted(admin, reg(dataUrl('image/png', picture)));
    expect(await imageText(admin, id)).toBe(dataUrl('image/jpeg', picture));
    // Plain base64 is the same picture.
    const other = png(10, 10);
    await accepted(admin, reg(other.toString('base64')));
    expect(await imageText(admin, id)).toBe(dataUrl('image/png', other));
    // Not a picture, a picture of another kind, a broken header, or not base64 at all: refused.
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const brokenPng = png(10, 10).subarray(0, 12);
    for (const bad of [
      dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      dataUrl('image/gif', gif),
      dataUrl('image/png', brokenPng),
      'data:image/png;base64,%%%%',
      'data:text/html,<b>hola</b>',
    ]) {
      await refused(admin, reg(bad), CAMPAIGN_IMAGE_MESSAGES.wrongType);
    }
    // One byte over 2048 KB (a PNG header followed by filler): the uploader's text.
    const big = Buffer.alloc(2048 * 1024 + 1, 7);
    png(10, 10).copy(big);
    await refused(admin, reg(dataUrl('image/png', big)), UPLOAD_MESSAGES.imageTooLarge);
    expect(await imageText(admin, id)).toBe(dataUrl('image/png', other));
  });

  it('refuses an image that cannot be drawn (cut short or damaged after a readable header), and keeps the old one', async () => {
    const admin = await loggedIn();
    const good = png(30, 20, '#c2410c');
    const id = await addCampaign(admin, { CAM_NOMBRE: 'Imagen rota', CAM_IMAGEN: dataUrl('image/png', good) });
    const reg = (CAM_IMAGEN: string) => ({ Accion: 1, Reg: campaign({ CAM_ID: id, CAM_NOMBRE: 'Imagen rota', CAM_IMAGEN }) });
    const { cut, overwritten } = damaged(png(120, 80, '#1d4ed8'));
    await refused(admin, reg(dataUrl('image/png', cut)), UPLOAD_MESSAGES.imageBroken);
    await refused(admin, reg(dataUrl('image/png', overwritten)), UPLOAD_MESSAGES.imageBroken);
    await refused(admin, reg(dataUrl('image/jpeg', damaged(jpeg(120, 80)).cut)), UPLOAD_MESSAGES.imageBroken);
    await refused(admin, { Accion: 0, Reg: campaign({ CAM_IMAGEN: dataUrl('image/png', cut) }) }, UPLOAD_MESSAGES.imageBroken);
    expect(await imageText(admin, id)).toBe(dataUrl('image/png', good));
  });

  it('refuses a design whose gallery image cannot be drawn (one stored before pictures were checked), naming its item', async () => {
    const admin = await loggedIn();
    // Stored straight into the gallery, as an image saved before the gallery drew each picture it accepts.
    const bytes = damaged(png(80, 60)).cut;
    const broken = await insertImage(
      server.db,
      demo,
      { name: 'Cartel dañado', category: null, shared: false },
      { ok: true, extension: 'png', mime: 'image/png', bytes, width: 80, height: 60 },
    );
    const id = await addCampaign(admin, { CAM_NOMBRE: 'Con imagen dañada' }, { Items: design() });
    const withImage = (imagen: number) => [...design(), line({ id: 9, tipo: 'imagen', x: 2, y: 16, w: 8, h: 8, imagen })];
    await refused(admin, { Accion: 1, Reg: campaign({ CAM_ID: id }), Items: withImage(broken) }, DESIGN_MESSAGES.brokenImage(9));
    await refused(admin, { Accion: 0, Reg: campaign(), Items: withImage(broken) }, DESIGN_MESSAGES.brokenImage(9));
    await accepted(admin, { Accion: 1, Reg: campaign({ CAM_ID: id }), Items: withImage(await imageOf(demo, false)) });
  });

  it('duplicates (5) a campaign with its groups, design and image as “Copia de {name}”, cut to 50', async () => {
    const admin = await loggedIn();
    const g1 = await groupId('Nuevos clientes');
    const picture = png(30, 40);
    const name = 'Campaña con un nombre de cuarenta y seis letra';
    const image = { CAM_IMAGEN: dataUrl('image/png', picture) };
    const id = await addCampaign(admin, image, { Grupos: `${g1}`, Items: design() });
    await accepted(admin, { Accion: 1, Reg: campaign({ CAM_ID: id, CAM_NOMBRE: name }) });
    const answer = await save(admin, { Accion: 5, Reg: { CAM_ID: id } });
    expect(answer).toMatchObject({ ok: true, mensajeError: null });
    const copy = answer.valorRetorno!;
    expect(copy).not.toBe(id);
    const [row] = await server.db.query<{ cam_nombre: string; cam_titulo: string; cam_id_socio: number }>(
      'SELECT cam_nombre, cam_titulo, cam_id_socio FROM campaigns WHERE cam_id = $1',
      [copy],
    );
    expect(row).toEqual({
      cam_nombre: `Copia de ${name}`.slice(0, 50).trimEnd(),
      cam_titulo: 'Oferta en baterías',
      cam_id_socio: demo,
    });
    expect(row?.cam_nombre.length).toBeLessThanOrEqual(50);
    expect(await groupsOf(admin, copy)).toEqual([g1]);
    expect(await linesOf(admin, copy)).toEqual(design());
    expect(await imageText(admin, copy)).toBe(dataUrl('image/png', picture));
    // A short name is kept whole; the copy is listed; the original is untouched.
    const seeded = await campaignId('Oferta de frenos');
    const second = (await save(admin, { Accion: 5, Reg: { CAM_ID: seeded } })).valorRetorno!;
    expect((await page<Campana>(admin, 'Campanas')).rows?.find((r) => r.CAM_ID === second)?.CAM_NOMBRE).toBe('Copia de Oferta de frenos');
    expect(await linesOf(admin, second)).toEqual(await linesOf(admin, seeded));
    expect(await groupsOf(admin, second)).toEqual(await groupsOf(admin, seeded));
    // Deleting the original leaves the copy whole.
    await save(admin, { Accion: 2, Reg: { CAM_ID: id } });
    expect(await linesOf(admin, copy)).toEqual(design());
  });

  it('answers 400 to a malformed body and changes nothing', async () => {
    const admin = await loggedIn();
    const before = await snapshot();
    for (const bad of [
      { Accion: 3, Reg: { CAM_ID: 1 } },
      { Accion: 0, Reg: campaign(), Grupos: 'uno,dos' },
      { Accion: 0, Reg: campaign(), Items: [{ id: 1 }] },
      { Accion: 0, Reg: campaign(), Items: [{ ...designPage(1), x: 33 }] },
      { Accion: 0, Reg: campaign(), Items: [{ ...designPage(1), color: 'red' }] },
      { Accion: 1, Reg: campaign({ CAM_ID: 'uno' }) },
    ]) {
      await save(admin, bad, 400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the templates', () => {
  it('lists the four templates by name, the same for every member, with designs that pass the checks', async () => {
    const admin = await loggedIn();
    const templates = (await page<Plantilla>(admin, 'Plantillas')).rows ?? [];
    expect(templates.map((t) => t.PLTPRO_NOMBRE)).toEqual(['Aviso sencillo', 'Campaña de neumáticos', 'Oferta del mes', 'Revisión de verano']);
    const otro = await loggedIn('otro');
    expect((await page<Plantilla>(otro, 'Plantillas')).rows).toEqual(templates);
    for (const t of templates) {
      const lines = (await page<LineaDiseno>(admin, 'PlantillasRegistros', [t.PLTPRO_ID])).rows ?? [];
      expect(lines.length, t.PLTPRO_NOMBRE).toBeGreaterThan(3);
      expect(checkDesign(lines), t.PLTPRO_NOMBRE).toBeNull();
      expect(
        lines.some((l) => l.campo === 'CAM_TITULO'),
        t.PLTPRO_NOMBRE,
      ).toBe(true);
      expect(
        lines.some((l) => l.tipo === 'imagen'),
        t.PLTPRO_NOMBRE,
      ).toBe(false);
    }
    await page(admin, 'PlantillasRegistros', [2_000_000_000], 404);
    expect(await page(admin, 'PlantillasRegistros', [])).toEqual({ ok: true, mensajeError: null, rows: null, total: 0 });
  });

  it('previews a template as a 600 × 800 PNG data URL, the same on the next call; an unknown one is 404', async () => {
    const admin = await loggedIn();
    const [first] = (await page<Plantilla>(admin, 'Plantillas')).rows ?? [];
    const res = await admin.call('POST', '/api/Plantillas/GetImagen', { json: { planId: first?.PLTPRO_ID } });
    expect(res.status).toBe(200);
    const text = res.json as string;
    expect(text.startsWith('data:image/png;base64,')).toBe(true);
    const bytes = Buffer.from(text.slice('data:image/png;base64,'.length), 'base64');
    expect(pngSize(bytes)).toEqual({ width: 600, height: 800 });
    const again = await admin.call('POST', '/api/Plantillas/GetImagen', { json: { planId: first?.PLTPRO_ID } });
    expect(again.json).toBe(text);
    expect((await admin.call('POST', '/api/Plantillas/GetImagen', { json: { planId: 2_000_000_000 } })).status).toBe(404);
  });
});
