import type { PuntoVentaCambio, Socio, SocioCambio } from '@socios/api';
import {
  ACCOUNT_MESSAGES,
  type FieldError,
  MEMBER_LIMITS,
  POINT_OF_SALE_LIMITS,
  refusalText,
  UPLOAD_MESSAGES,
  validateMemberFields,
  validatePointOfSale,
} from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapTilesFrom } from '../src/config';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin') => logInAs(server.url, user);

/** A 1×1 PNG: real image bytes. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function memberId(name: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT soc_id AS id FROM members WHERE soc_nombre = $1', [name]);
  if (!row) throw new Error(`seed has no member ${name}`);
  return row.id;
}

/** The member's row as UpdateSocio takes it back: every field kept, the logo kept. */
function unchanged(s: Socio): SocioCambio {
  return {
    Accion: 1,
    SOC_ID: s.SOC_ID,
    SOC_NOMBRE: s.SOC_NOMBRE,
    SOC_CONTACTO: s.SOC_CONTACTO,
    SOC_DIRECCION: s.SOC_DIRECCION,
    SOC_POBLACION: s.SOC_POBLACION,
    SOC_PROVINCIA: s.SOC_PROVINCIA,
    SOC_CP: s.SOC_CP,
    SOC_TELEFONO: s.SOC_TELEFONO,
    SOC_MAIL: s.SOC_MAIL,
    SOC_LATITUD: s.SOC_LATITUD,
    SOC_LONGITUD: s.SOC_LONGITUD,
    SOC_ZOOM: s.SOC_ZOOM,
    SOC_ID_DOCUMENTO: s.SOC_ID_DOCUMENTO,
  };
}

const point = (over: Record<string, unknown> = {}) =>
  ({
    Accion: 0,
    SOCPV_NOMBRE: 'Recambios Demo - Alcobendas',
    SOCPV_DIRECCION: 'Avenida de Bruselas 12',
    SOCPV_CP: '28108',
    SOCPV_POBLACION: 'Alcobendas',
    SOCPV_PROVINCIA: 'Madrid',
    SOCPV_TELEFONO: '916543210',
    SOCPV_FAX: null,
    SOCPV_MAIL: 'alcobendas@recambiosdemo.es',
    SOCPV_LATITUD: 40.5373,
    SOCPV_LONGITUD: -3.6372,
    SOCPV_ZOOM: 15,
    ...over,
  }) as Exclude<PuntoVentaCambio, { Accion: 2 }>;

/** The Spanish reasons the domain rule gives for a form, as the server answers them (one per line). */
function reasonsOf(result: { ok: true } | { ok: false; errors: readonly FieldError[] }): string {
  if (result.ok) throw new Error('the domain rule accepts this input');
  return refusalText(result.errors);
}

async function memberRow(id: number) {
  const [row] = await server.db.query('SELECT * FROM members WHERE soc_id = $1', [id]);
  return row;
}

async function pointRows(id: number) {
  return server.db.query('SELECT * FROM points_of_sale WHERE socpv_id_socio = $1 ORDER BY socpv_id', [id]);
}

describe('member calls need a session', () => {
  it('answers 401 to each of them without one', async () => {
    const anonymous = new Browser(server.url);
    const demo = await memberId('Recambios Demo');
    const calls: [string, string, unknown][] = [
      ['GET', '/api/Socios/GetListadoTmp', undefined],
      ['GET', '/api/Socios/GetMapa', undefined],
      ['POST', '/api/Socios/UpdateSocio', { Accion: 1, SOC_ID: demo, SOC_NOMBRE: 'x', SOC_ID_DOCUMENTO: null }],
      ['POST', '/api/Socios/UpdateSocioPuntoVenta', { Accion: 2, SOCPV_ID: 1 }],
    ];
    for (const [method, path, json] of calls) {
      const res = await anonymous.call(method, path, json === undefined ? {} : { json });
      expect(res.status, path).toBe(401);
    }
  });
});

describe('GetMapa (the maps’ tile server)', () => {
  it('answers no tile server by default: the maps draw the country outlines alone', async () => {
    const admin = await loggedIn();
    const res = await admin.call('GET', '/api/Socios/GetMapa');
    expect(res.json).toEqual({ ok: true, mensajeError: null, valorRetorno: { tileUrl: null, atribucion: null } });
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:;");
  });

  it('answers MAP_TILE_URL and its credit, and the Content-Security-Policy then allows images from its origin', async () => {
    const env = { MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Colaboradores' };
    const tiled = await startTestServer({ config: { mapTiles: mapTilesFrom(env) } });
    try {
      const admin = await logInAs(tiled.url, 'socio');
      const res = await admin.call('GET', '/api/Socios/GetMapa');
      expect(res.json).toEqual({
        ok: true,
        mensajeError: null,
        valorRetorno: { tileUrl: env.MAP_TILE_URL, atribucion: '© Colaboradores' },
      });
      expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://*.tile.example.org;");
    } finally {
      await tiled.close();
    }
  });

  it('stops the start on a tile URL that is not an http(s) template with {z}, {x} and {y}', () => {
    expect(mapTilesFrom({})).toBeNull();
    expect(mapTilesFrom({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' })?.origin).toBe('https://tiles.example.org');
    expect(() => mapTilesFrom({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/http/);
    expect(() => mapTilesFrom({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(/\{z\}/);
    expect(() => mapTilesFrom({ MAP_TILE_URL: 'not a url {z}{x}{y}' })).toThrow(/not a URL/);
  });
});

describe('GetListadoTmp (the directory)', () => {
  it('lists every member of the group by name, with its points of sale and real coordinates, to any user', async () => {
    const socio = await loggedIn('socio');
    const list = (await socio.api().Socios.GetListadoTmp()).valorRetorno;
    const [count] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    expect(list).toHaveLength(count?.n ?? -1);
    const names = list.map((m) => m.SOC_NOMBRE);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base', numeric: true }).compare));
    expect(new Set(list.map((m) => m.PAI_DESCRIPCION))).toEqual(new Set(['ESPAÑA', 'PORTUGAL']));

    // Spanish and Portuguese towns: the Peninsula, the Balearic and the Canary Islands.
    const inIberia = (lat: number | null, lng: number | null) => lat !== null && lng !== null && lat > 27 && lat < 44.5 && lng > -18.5 && lng < 4.5;
    for (const m of list) {
      expect(inIberia(m.SOC_LATITUD, m.SOC_LONGITUD), m.SOC_NOMBRE).toBe(true);
      expect(m.PRV_CP).toBe(m.SOC_CP);
      expect(m.PUNTOSVENTA.length, m.SOC_NOMBRE).toBeGreaterThan(0);
      for (const p of m.PUNTOSVENTA) {
        expect(inIberia(p.SOCPV_LATITUD, p.SOCPV_LONGITUD), p.SOCPV_NOMBRE).toBe(true);
        expect(p.PUNTOVENTA.startsWith(p.SOCPV_NOMBRE)).toBe(true);
      }
    }

    const demo = list.find((m) => m.SOC_NOMBRE === 'Recambios Demo');
    const levante = list.find((m) => m.SOC_NOMBRE === 'Autorecambios Levante');
    expect(demo?.PUNTOSVENTA).toHaveLength(2);
    expect(levante?.PUNTOSVENTA).toHaveLength(2);
    const [first] = await pointRows(demo?.SOC_ID ?? 0);
    const entry = demo?.PUNTOSVENTA.find((p) => p.SOCPV_ID === first?.socpv_id);
    expect(entry?.PUNTOVENTA).toContain(String(first?.socpv_direccion));
    expect(entry?.PUNTOVENTA).toContain(`${first?.socpv_cp} ${first?.socpv_poblacion}`);
    // Public data of the group only: no users, no passwords.
    expect(JSON.stringify(list)).not.toMatch(/USR_|pwd|hash/i);
  });

  it('shows other members’ logos to every logged-in user; user photos stay within their member', async () => {
    const otro = await loggedIn('otro');
    const demo = (await otro.api().Socios.GetListadoTmp()).valorRetorno.find((m) => m.SOC_NOMBRE === 'Recambios Demo');
    const logo = demo?.SOC_ID_DOCUMENTO;
    expect(logo).toEqual(expect.any(Number));
    for (const kind of [5, 1]) {
      const res = await otro.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${logo}/${kind}`);
      expect(res.status, `kind ${kind}`).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/');
    }
    const [photo] = await server.db.query<{ id: number }>(
      `INSERT INTO attachments (adj_clase, adj_nombre, adj_extension, adj_mime, adj_size, adj_bytes, adj_id_socio)
       VALUES ('foto_usuario', 'foto', 'png', 'image/png', $1, $2, $3) RETURNING adj_id AS id`,
      [Buffer.from(PNG_BASE64, 'base64').length, Buffer.from(PNG_BASE64, 'base64'), demo?.SOC_ID],
    );
    expect((await otro.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${photo?.id}/1`)).status).toBe(404);
    expect((await (await loggedIn('socio')).call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${photo?.id}/1`)).status).toBe(200);
  });
});

describe('UpdateSocio', () => {
  it('is refused to a user who is not an account administrator (403), and nothing changes', async () => {
    const socio = await loggedIn('socio');
    const own = (await socio.api().Socios.GetSocio()).valorRetorno;
    const before = await memberRow(own.SOC_ID);
    await expect(socio.api().Socios.UpdateSocio({ ...unchanged(own), SOC_NOMBRE: 'Robado' })).rejects.toMatchObject({ status: 403 });
    const raw = await socio.call('POST', '/api/Socios/UpdateSocio', { json: { ...unchanged(own), SOC_NOMBRE: 'Robado' } });
    expect(raw.json).toEqual({ ok: false, mensajeError: ACCOUNT_MESSAGES.onlyAdmins });
    expect(await memberRow(own.SOC_ID)).toEqual(before);
  });

  it('answers 404 for another member’s id and changes nothing', async () => {
    const admin = await loggedIn();
    const levante = await memberId('Autorecambios Levante');
    const theirs = (await (await loggedIn('otro')).api().Socios.GetSocio()).valorRetorno;
    const before = await memberRow(levante);
    await expect(admin.api().Socios.UpdateSocio({ ...unchanged(theirs), SOC_NOMBRE: 'Robado' })).rejects.toMatchObject({ status: 404 });
    expect(await memberRow(levante)).toEqual(before);
  });

  it('saves the administrator’s member; the users’ session shows the new name at once', async () => {
    const admin = await loggedIn();
    const socio = await loggedIn('socio');
    expect((await socio.api().Login.EnSession()).ok).toBe(true);
    const own = (await admin.api().Socios.GetSocio()).valorRetorno;
    const changed = {
      ...unchanged(own),
      SOC_NOMBRE: '  Recambios Demo Centro ',
      SOC_CONTACTO: 'Ana Martínez Ruiz',
      SOC_DIRECCION: 'Calle de Alcalá 120',
      SOC_POBLACION: 'Madrid',
      SOC_PROVINCIA: 'Madrid',
      SOC_CP: '28009',
      SOC_TELEFONO: '914445566',
      SOC_MAIL: 'central@recambiosdemo.es',
      SOC_LATITUD: 40.4232,
      SOC_LONGITUD: -3.6745,
      SOC_ZOOM: 16,
    };
    expect(await admin.api().Socios.UpdateSocio(changed)).toEqual({ ok: true, mensajeError: null });
    await server.settled();
    expect((await admin.api().Socios.GetSocio()).valorRetorno).toMatchObject({
      SOC_NOMBRE: 'Recambios Demo Centro',
      SOC_CONTACTO: 'Ana Martínez Ruiz',
      SOC_CP: '28009',
      SOC_MAIL: 'central@recambiosdemo.es',
      SOC_LATITUD: 40.4232,
      SOC_ZOOM: 16,
      SOC_ID_DOCUMENTO: own.SOC_ID_DOCUMENTO,
      SOC_CIF: own.SOC_CIF,
    });
    const session = await socio.api().Login.EnSession();
    expect(session.ok && session.socio_desc).toBe('Recambios Demo Centro');
    // Put the name back for the other tests.
    expect((await admin.api().Socios.UpdateSocio(unchanged(own))).ok).toBe(true);
  });

  it('refuses fields over their limits, a missing name and a bad e-mail with the domain’s Spanish text; nothing changes', async () => {
    const admin = await loggedIn();
    const own = (await admin.api().Socios.GetSocio()).valorRetorno;
    const before = await memberRow(own.SOC_ID);
    const cases: Partial<SocioCambio>[] = [
      { SOC_NOMBRE: 'x'.repeat(MEMBER_LIMITS.SOC_NOMBRE + 1) },
      { SOC_NOMBRE: '   ' },
      { SOC_DIRECCION: 'x'.repeat(MEMBER_LIMITS.SOC_DIRECCION + 1) },
      { SOC_CP: '1'.repeat(MEMBER_LIMITS.SOC_CP + 1) },
      { SOC_TELEFONO: '9'.repeat(MEMBER_LIMITS.SOC_TELEFONO + 1) },
      { SOC_MAIL: 'no es un correo' },
    ];
    for (const over of cases) {
      const body = { ...unchanged(own), ...over };
      const answer = await admin.api().Socios.UpdateSocio(body);
      expect(answer, JSON.stringify(over)).toEqual({ ok: false, mensajeError: reasonsOf(validateMemberFields(body)) });
      expect(answer.mensajeError).toMatch(/[a-záéíóúñ]{3}/i);
    }
    // Beyond what the wire accepts at all: a bad request naming the field, not a 500.
    const raw = await admin.call('POST', '/api/Socios/UpdateSocio', { json: { ...unchanged(own), SOC_LATITUD: 123 } });
    expect(raw.status).toBe(400);
    expect(raw.json).toMatchObject({ mensajeError: expect.stringContaining('SOC_LATITUD') });
    expect(await memberRow(own.SOC_ID)).toEqual(before);
  });

  it('replaces the logo with an image checked by its content, and removes it (SOC_ID_DOCUMENTO null)', async () => {
    const admin = await loggedIn();
    const otro = await loggedIn('otro');
    const own = (await admin.api().Socios.GetSocio()).valorRetorno;
    const oldLogo = own.SOC_ID_DOCUMENTO;
    const before = await memberRow(own.SOC_ID);

    // A file that only claims to be a PNG, an SVG with a script and an unknown extension are refused.
    const refused: [SocioCambio['imagen'], string][] = [
      [{ nombre: 'logo.png', extension: 'png', bytes: Buffer.from('no soy una imagen').toString('base64') }, UPLOAD_MESSAGES.wrongType],
      [
        {
          nombre: 'logo.svg',
          extension: 'svg',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
        },
        UPLOAD_MESSAGES.wrongType,
      ],
      [{ nombre: 'logo.exe', extension: 'exe', bytes: PNG_BASE64 }, UPLOAD_MESSAGES.wrongType],
      [{ nombre: 'logo.png', extension: 'png', bytes: Buffer.alloc(2048 * 1024 + 1, 1).toString('base64') }, UPLOAD_MESSAGES.imageTooLarge],
    ];
    for (const [imagen, message] of refused) {
      expect(await admin.api().Socios.UpdateSocio({ ...unchanged(own), imagen })).toEqual({ ok: false, mensajeError: message });
    }
    expect(await memberRow(own.SOC_ID)).toEqual(before);

    const saved = await admin.api().Socios.UpdateSocio({ ...unchanged(own), imagen: { nombre: 'Logo nuevo.PNG', extension: 'PNG', bytes: PNG_BASE64 } });
    expect(saved.ok).toBe(true);
    const newLogo = (await admin.api().Socios.GetSocio()).valorRetorno.SOC_ID_DOCUMENTO;
    expect(newLogo).toEqual(expect.any(Number));
    expect(newLogo).not.toBe(oldLogo);
    // Every member sees it in the directory; the replaced one is gone.
    const res = await otro.fetch(`${server.url}/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${newLogo}/5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    expect((await otro.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${oldLogo}/5`)).status).toBe(404);

    // Keeping it: the body's id is the current one (any other id cannot link another file).
    const kept = (await admin.api().Socios.GetSocio()).valorRetorno;
    expect((await admin.api().Socios.UpdateSocio({ ...unchanged(kept), SOC_ID_DOCUMENTO: oldLogo ?? 1 })).ok).toBe(true);
    expect((await admin.api().Socios.GetSocio()).valorRetorno.SOC_ID_DOCUMENTO).toBe(newLogo);

    expect((await admin.api().Socios.UpdateSocio({ ...unchanged(kept), SOC_ID_DOCUMENTO: null })).ok).toBe(true);
    expect((await admin.api().Socios.GetSocio()).valorRetorno.SOC_ID_DOCUMENTO).toBeNull();
    expect((await otro.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${newLogo}/5`)).status).toBe(404);
  });
});

describe('UpdateSocioPuntoVenta', () => {
  it('is refused to a user who is not an account administrator (403) for every action, and nothing changes', async () => {
    const socio = await loggedIn('socio');
    const demo = await memberId('Recambios Demo');
    const before = await pointRows(demo);
    const id = Number(before[0]?.socpv_id);
    for (const body of [point(), point({ Accion: 1, SOCPV_ID: id }), { Accion: 2 as const, SOCPV_ID: id }]) {
      await expect(socio.api().Socios.UpdateSocioPuntoVenta(body)).rejects.toMatchObject({ status: 403 });
    }
    expect(await pointRows(demo)).toEqual(before);
  });

  it('adds (0), modifies (1) and deletes (2) a point of sale of the administrator’s member', async () => {
    const admin = await loggedIn();
    const before = (await admin.api().Socios.GetPuntosVenta()).valorRetorno;
    expect(await admin.api().Socios.UpdateSocioPuntoVenta(point())).toEqual({ ok: true, mensajeError: null });
    const after = (await admin.api().Socios.GetPuntosVenta()).valorRetorno;
    const added = after.find((p) => !before.some((b) => b.SOCPV_ID === p.SOCPV_ID));
    expect(added).toMatchObject({ SOCPV_NOMBRE: 'Recambios Demo - Alcobendas', SOCPV_CP: '28108', SOCPV_LATITUD: 40.5373, SOCPV_ZOOM: 15 });
    const id = added?.SOCPV_ID ?? 0;
    const listed = (await admin.api().Socios.GetListadoTmp()).valorRetorno.flatMap((m) => m.PUNTOSVENTA).find((p) => p.SOCPV_ID === id);
    expect(listed?.PUNTOVENTA).toBe('Recambios Demo - Alcobendas, Avenida de Bruselas 12, 28108 Alcobendas (Madrid)');

    const modified = point({ Accion: 1, SOCPV_ID: id, SOCPV_NOMBRE: 'Recambios Demo - Tres Cantos', SOCPV_FAX: '916543211', SOCPV_MAIL: null });
    expect((await admin.api().Socios.UpdateSocioPuntoVenta(modified)).ok).toBe(true);
    expect((await admin.api().Socios.GetPuntosVenta()).valorRetorno.find((p) => p.SOCPV_ID === id)).toMatchObject({
      SOCPV_NOMBRE: 'Recambios Demo - Tres Cantos',
      SOCPV_FAX: '916543211',
      SOCPV_MAIL: null,
    });

    expect((await admin.api().Socios.UpdateSocioPuntoVenta({ Accion: 2, SOCPV_ID: id })).ok).toBe(true);
    expect((await admin.api().Socios.GetPuntosVenta()).valorRetorno).toEqual(before);
    await expect(admin.api().Socios.UpdateSocioPuntoVenta({ Accion: 2, SOCPV_ID: id })).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for another member’s point of sale and changes nothing', async () => {
    const admin = await loggedIn();
    const levante = await memberId('Autorecambios Levante');
    const before = await pointRows(levante);
    const id = Number(before[0]?.socpv_id);
    await expect(admin.api().Socios.UpdateSocioPuntoVenta(point({ Accion: 1, SOCPV_ID: id }))).rejects.toMatchObject({ status: 404 });
    await expect(admin.api().Socios.UpdateSocioPuntoVenta(point({ Accion: 1, SOCPV_ID: id, SOCPV_NOMBRE: '' }))).rejects.toMatchObject({
      status: 404,
    });
    await expect(admin.api().Socios.UpdateSocioPuntoVenta({ Accion: 2, SOCPV_ID: id })).rejects.toMatchObject({ status: 404 });
    expect(await pointRows(levante)).toEqual(before);
  });

  it('refuses fields over their limits, a missing name and a bad e-mail with the domain’s Spanish text; nothing changes', async () => {
    const admin = await loggedIn();
    const demo = await memberId('Recambios Demo');
    const before = await pointRows(demo);
    const id = Number(before[0]?.socpv_id);
    const cases: Record<string, unknown>[] = [
      { SOCPV_NOMBRE: 'x'.repeat(POINT_OF_SALE_LIMITS.SOCPV_NOMBRE + 1) },
      { SOCPV_NOMBRE: '  ' },
      { SOCPV_DIRECCION: 'x'.repeat(POINT_OF_SALE_LIMITS.SOCPV_DIRECCION + 1) },
      { SOCPV_FAX: '9'.repeat(POINT_OF_SALE_LIMITS.SOCPV_FAX + 1) },
      { SOCPV_MAIL: 'tienda@' },
    ];
    for (const over of cases) {
      for (const body of [point(over), point({ ...over, Accion: 1, SOCPV_ID: id })]) {
        const answer = await admin.api().Socios.UpdateSocioPuntoVenta(body);
        expect(answer, JSON.stringify(over)).toEqual({ ok: false, mensajeError: reasonsOf(validatePointOfSale(body)) });
        expect(answer.mensajeError).toMatch(/[a-záéíóúñ]{3}/i);
      }
    }
    const raw = await admin.call('POST', '/api/Socios/UpdateSocioPuntoVenta', { json: point({ SOCPV_LONGITUD: -200 }) });
    expect(raw.status).toBe(400);
    expect(await pointRows(demo)).toEqual(before);
  });

  it('deleting a pickup point keeps the orders placed for it, with the address they were given', async () => {
    const admin = await loggedIn();
    const demo = await memberId('Recambios Demo');
    const [order] = await server.db.query<{ id: number; point: number; text: string }>(
      `SELECT ped_id AS id, ped_id_punto_venta AS point, ped_punto_recogida AS text FROM orders
        WHERE ped_id_comprador = $1 AND ped_id_punto_venta IS NOT NULL ORDER BY ped_id LIMIT 1`,
      [demo],
    );
    expect(order).toBeDefined();
    expect((await admin.api().Socios.UpdateSocioPuntoVenta({ Accion: 2, SOCPV_ID: order?.point ?? 0 })).ok).toBe(true);
    const [kept] = await server.db.query('SELECT ped_id_punto_venta AS point, ped_punto_recogida AS text FROM orders WHERE ped_id = $1', [order?.id]);
    expect(kept).toEqual({ point: null, text: order?.text });
  });
});
