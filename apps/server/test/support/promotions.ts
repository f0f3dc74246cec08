import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../src/db/db';
import { type Browser, startTestServer, type TestServer } from './testServer';

type Queryable = Pick<Db, 'query'>;

// What the tests of the member areas share: finding a demo member, and the Promotions area's paged lists (001 §7).

/** The id of a seed member by name (e.g. 'Recambios Demo', 'Autorecambios Levante'). */
export async function memberIdOf(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT soc_id AS id FROM members WHERE soc_nombre = $1', [name]);
  if (!row) throw new Error(`seed has no member ${name}`);
  return row.id;
}

/** The paged-list body asking for every row, with a filter (the portal's own call). */
export const allRows = (filter: unknown[] = []) => ({
  numMax: 0,
  indice: 1,
  ValoresIndice: null,
  direccion: null,
  opcional: null,
  Valoresfiltro: filter,
});

/** A paged list's answer. */
export type Page<T> = { ok: true; mensajeError: null; rows: T[] | null; total: number };

/** POST {path}/GetPagina for every row with a filter, checking the status; the answer. */
export async function getPage<T>(browser: Browser, path: string, filter: unknown[] = [], status = 200): Promise<Page<T>> {
  const res = await browser.call('POST', `/api/${path}/GetPagina`, { json: allRows(filter) });
  expect(res.status, `${path} ${JSON.stringify(filter)}`).toBe(status);
  return res.json as Page<T>;
}

/** A 1 × 1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A campaign of the member, straight into the table (the campaigns module has its own tests). */
export async function campaignRow(db: Queryable, member: number, name: string, extra: { silenced?: boolean; image?: boolean } = {}) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO campaigns (cam_id_socio, cam_nombre, cam_titulo, cam_subtitulo, cam_descripcion, cam_pie,
                            cam_fecha_inicio, cam_fecha_fin, cam_silenciada, cam_imagen, cam_imagen_tipo)
     VALUES ($1, $2, 'Oferta de frenos', 'Pastillas y discos', 'Descuentos en <b>frenos</b>.', 'Hasta fin de existencias',
             '1 de junio', '30 de junio', $3, $4, $5) RETURNING cam_id AS id`,
    [member, name, extra.silenced ?? false, extra.image === false ? null : PNG, extra.image === false ? null : 'image/png'],
  );
  return row?.id as number;
}

/** A group of the member with `n` new workshops, each with one address (plus a repeated one and a bad one). */
export async function groupOf(db: Queryable, member: number, name: string, n: number): Promise<number> {
  const [group] = await db.query<{ id: number }>('INSERT INTO workshop_groups (grt_id_socio, grt_nombre) VALUES ($1, $2) RETURNING grt_id AS id', [
    member,
    name,
  ]);
  const id = group?.id as number;
  await db.query(
    `WITH w AS (
       INSERT INTO workshops (tas_id_socio, tas_nombre, tas_email, tas_email_2)
       SELECT $1, $2 || ' ' || i, 'taller' || i || '@' || $3, CASE WHEN i = 1 THEN 'TALLER2@' || $3 ELSE 'no es correo' END
         FROM generate_series(1, $4::int) AS i
       RETURNING tas_id)
     INSERT INTO workshop_group_members (grt_id, tas_id, soc_id) SELECT $5, tas_id, $1 FROM w`,
    [member, name, `${name.toLowerCase().replace(/\W+/g, '')}.example`, n, id],
  );
  return id;
}

/** A suite's server and the two demo members' ids, started before its tests and closed after (call at top level). */
export function promotionsSuite(): { server: TestServer; demo: number; levante: number } {
  const suite = {} as { server: TestServer; demo: number; levante: number };
  beforeAll(async () => {
    suite.server = await startTestServer();
    suite.demo = await memberIdOf(suite.server.db, 'Recambios Demo');
    suite.levante = await memberIdOf(suite.server.db, 'Autorecambios Levante');
  });
  afterAll(() => suite.server.close());
  return suite;
}
