// Three instances behind nginx on one PostgreSQL 15, under load from simulated members (logins, lists, orders between
// members) while campaigns send: one instance is killed with SIGKILL and restarted, another stopped with SIGTERM and
// restarted. No session is lost, no order or e-mail lost or doubled, only requests in flight on the killed instance
// fail, and a permission revoked through one instance is refused on the others (the delay is measured and printed).
// Every wait waits for a condition; the cluster (processes and folders) is removed however the test ends.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDb } from '../../server/src/db/postgres';
import { type Cluster, type Instance, startCluster } from '../src/cluster';

/** Workshops each campaign is sent to. */
const RECIPIENTS = 300;
/** Units of the ordered reference in Levante's warehouse 01: never the limit. */
const UNITS = 100_000;

let cluster: Cluster;
let db: PostgresDb;
const started = performance.now();

/** An instance's session-cache drops so far (GET /metrics, open to loopback callers), by reason. */
async function cacheDrops(url: string): Promise<{ notified: number; expired: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const count = (reason: string) => Number(new RegExp(`^socios_session_cache_drops_total\\{reason="${reason}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { notified: count('notified'), expired: count('expired') };
}

beforeAll(async () => {
  cluster = await startCluster({
    port: 0,
    host: '127.0.0.1',
    env: {
      // A long cache: a permission refused at once on another instance was dropped by its notification, not by age.
      SESSION_CACHE_SECONDS: '60',
      // A killed instance's claimed campaign e-mails go to another one a second later.
      CAMPAIGN_SEND_LEASE_SECONDS: '1',
    },
  });
  db = new PostgresDb(cluster.databaseUrl, { max: 2 });
});

afterAll(async () => {
  await db?.close();
  await cluster?.stop();
  console.log(`fault test: ${((performance.now() - started) / 1000).toFixed(1)} s in all (cluster start included)`);
});

/** Polls `condition` until it holds (no fixed sleeps: each round is one check). */
async function until(what: string, condition: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One request as the load saw it. */
interface Call {
  who: string;
  path: string;
  start: number;
  end: number;
  /** 0: no answer (connection refused or cut). */
  status: number;
  instance: string | null;
  body: Record<string, unknown>;
}

const calls: Call[] = [];

/** A browser session: its cookie, and calls with the CSRF header through nginx (or one instance). */
class Session {
  cookie = '';
  constructor(readonly who: string) {}

  async call(method: string, path: string, json?: unknown, base = cluster.url): Promise<Call> {
    const call: Call = { who: this.who, path, start: performance.now(), end: 0, status: 0, instance: null, body: {} };
    try {
      const res = await fetch(`${base}/api${path}`, {
        method,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          ...(this.cookie ? { Cookie: this.cookie } : {}),
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      const text = await res.text();
      call.status = res.status;
      call.instance = res.headers.get('x-instance');
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('socios_sid='));
      if (cookie) this.cookie = cookie.split(';')[0] ?? '';
      try {
        call.body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        call.body = { text };
      }
    } catch (err) {
      call.body = { error: String(err) };
    }
    call.end = performance.now();
    if (base === cluster.url) calls.push(call);
    return call;
  }

  static async login(user: string, who = user, base = cluster.url): Promise<Session> {
    const session = new Session(who);
    const res = await session.call('POST', '/Login/Validar', { usuario: user, pwd: `${user}1234` }, base);
    if (res.status !== 200 || res.body.ok !== true || !session.cookie) throw new Error(`login of ${user}: ${res.status} ${JSON.stringify(res.body)}`);
    return session;
  }
}

/** Ids the load needs, read from the demo data. */
const demo = { buyerCif: '', sellerCif: '', reference: '', memberId: 0 };

/** A campaign of Recambios Demo to a group of RECIPIENTS workshops of its own; answers its campaign and group ids. */
async function campaign(name: string): Promise<{ campaign: number; group: number; addresses: string[] }> {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const [c] = await db.query<{ id: number }>(
    `INSERT INTO campaigns (cam_id_socio, cam_nombre, cam_titulo, cam_silenciada, cam_imagen, cam_imagen_tipo)
     VALUES ($1, $2, 'Oferta de frenos', false, $3, 'image/png') RETURNING cam_id AS id`,
    [demo.memberId, name, png],
  );
  const [g] = await db.query<{ id: number }>('INSERT INTO workshop_groups (grt_id_socio, grt_nombre) VALUES ($1, $2) RETURNING grt_id AS id', [
    demo.memberId,
    name,
  ]);
  const addresses = Array.from({ length: RECIPIENTS }, (_, k) => `taller${k + 1}@${name}.example`);
  await db.query(
    `WITH w AS (
       INSERT INTO workshops (tas_id_socio, tas_nombre, tas_email)
       SELECT $1, 'Taller ' || k, 'taller' || k || '@' || $4 || '.example' FROM generate_series(1, $2::int) AS k
       RETURNING tas_id)
     INSERT INTO workshop_group_members (grt_id, tas_id, soc_id) SELECT $3, tas_id, $1 FROM w`,
    [demo.memberId, RECIPIENTS, g?.id, name],
  );
  return { campaign: c?.id ?? 0, group: g?.id ?? 0, addresses };
}

/** The mailing of a campaign: its id, state and e-mails sent so far. */
async function mailing(campaignId: number): Promise<{ id: number; state: string; sent: number } | undefined> {
  const [row] = await db.query<{ id: number; state: string; sent: number }>(
    `SELECT m.ppc_id AS id, m.ppc_estado AS state,
            (SELECT count(*)::int FROM mailing_deliveries d WHERE d.ppc_id = m.ppc_id AND d.sent_at IS NOT NULL) AS sent
       FROM mailings m WHERE m.ppc_id_campana = $1`,
    [campaignId],
  );
  return row;
}

/** Sends a campaign through one instance (its worker is woken and takes the job), and waits until it is sending. */
async function sendThrough(instance: Instance, admin: Session, name: string) {
  const ids = await campaign(name);
  const res = await admin.call('PUT', '/Campanas/EnviarCorreo', { Accion: 0, Reg: { CAM_ID: ids.campaign }, Grupos: `${ids.group}` }, instance.url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await until(`${name} to start sending`, async () => ((await mailing(ids.campaign))?.sent ?? 0) > 0);
  return ids;
}

/** The outbox's e-mails: file name and text. */
function outbox(): { file: string; text: string }[] {
  const dir = join(cluster.dataDir, 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

describe('three instances behind nginx', () => {
  it('answers through nginx from every instance, each answer naming it (X-Instance)', async () => {
    const seen = new Set<string>();
    const anonymous = new Session('anonymous');
    await until('every instance to answer', async () => {
      const res = await anonymous.call('GET', '/Login/EnSession');
      if (res.instance) seen.add(res.instance);
      return seen.size === cluster.instances.length;
    });
    expect([...seen].sort()).toEqual(cluster.instances.map((i) => i.name).sort());
  });

  it('survives a SIGKILL and a SIGTERM under load: no session, order or e-mail lost or doubled', async () => {
    const [buyer] = await db.query<{ cif: string; id: number }>("SELECT soc_cif AS cif, soc_id AS id FROM members WHERE soc_nombre = 'Recambios Demo'");
    const [seller] = await db.query<{ cif: string; id: number }>("SELECT soc_cif AS cif, soc_id AS id FROM members WHERE soc_nombre = 'Autorecambios Levante'");
    demo.buyerCif = buyer?.cif ?? '';
    demo.memberId = buyer?.id ?? 0;
    demo.sellerCif = seller?.cif ?? '';
    // The README's demo purchase: Levante's Bosch reference in warehouse 01, with units enough for every order.
    const [stock] = await db.query<{ reference: string }>(
      `UPDATE member_stock s SET stk_unidades = $2 FROM member_warehouses w, brands b
        WHERE w.alm_id = s.stk_id_almacen AND w.alm_codigo = '01' AND b.mar_id = s.stk_id_marca AND b.mar_nombre = 'Bosch'
          AND s.stk_id_socio = $1 AND s.stk_ref_norm = '0986400166'
       RETURNING s.stk_referencia AS reference`,
      [seller?.id, UNITS],
    );
    demo.reference = stock?.reference ?? '';
    expect(demo.reference).not.toBe('');

    const [s1, s2] = cluster.instances as [Instance, Instance, Instance];
    const admin = await Session.login('admin');
    const readers = [await Session.login('socio', 'reader 1'), await Session.login('otro', 'reader 2'), await Session.login('admin', 'reader 3')];
    const buyers = [await Session.login('admin', 'buyer 1'), await Session.login('admin', 'buyer 2')];
    const logins: Session[] = [];
    /** Orders placed: their SuPedido, whether the server acknowledged them, and the order number it gave. */
    const orders: { marker: string; acknowledged: boolean; number: string }[] = [];
    const lost: Call[] = [];
    let running = true;

    const read = async (session: Session) => {
      while (running) {
        const checks = [
          await session.call('GET', '/Login/EnSession'),
          await session.call('GET', '/Proveedores/GetListado'),
          await session.call('POST', '/Noticias/GetListaNoticias', { idTipo: 0, anyo: 0, mes: 0, modo: 0, idCategoria: 0 }),
          await session.call('GET', '/Socios/GetSocio'),
        ];
        for (const c of checks) if (c.status === 401 || (c.path === '/Login/EnSession' && c.status === 200 && c.body.ok !== true)) lost.push(c);
      }
    };
    const buy = async (session: Session) => {
      for (let n = 1; running; n++) {
        const marker = `${session.who}-${n}`;
        const res = await session.call('POST', '/Stocks/GenerarPedido', {
          Cif_Socio: demo.buyerCif,
          Lineas: [{ CifAsociado: demo.sellerCif, CodigoAlmacen: '01', Referencia: demo.reference, Cantidad: 1 }],
          Observaciones: 'Pedido de la prueba de fallos',
          SuPedido: marker,
          PedidoPor: 'Prueba de fallos',
        });
        if (res.status === 401) lost.push(res);
        if (res.status === 200) expect(res.body, marker).toMatchObject({ codError: 0 });
        orders.push({ marker, acknowledged: res.status === 200, number: String(res.body.PedidoGenerado ?? '') });
      }
    };
    const logIn = async () => {
      while (running) {
        const session = new Session(`login ${logins.length + 1}`);
        const res = await session.call('POST', '/Login/Validar', { usuario: 'socio', pwd: 'socio1234' });
        if (res.status === 200 && res.body.ok === true) {
          logins.push(session);
          const check = await session.call('GET', '/Login/EnSession');
          if (check.status === 401 || (check.status === 200 && check.body.ok !== true)) lost.push(check);
        }
      }
    };
    const load = Promise.all([...readers.map(read), ...buyers.map(buy), logIn()]);
    const acknowledged = () => orders.filter((o) => o.acknowledged).length;
    const servedBy = (name: string, after: number) => calls.some((c) => c.instance === name && c.start > after);

    try {
      await until('orders under load', () => acknowledged() >= 10);

      // SIGKILL while it sends a campaign and serves the load, then a restart.
      const first = await sendThrough(s1, admin, 'campana-kill');
      const killAt = performance.now();
      expect((await s1.stop('SIGKILL')).signal).toBe('SIGKILL');
      const killedAt = performance.now();
      await s1.start();
      const restartedAt = performance.now();
      const ordersAfterKill = acknowledged();
      await until('the restarted instance to serve again', () => servedBy(s1.name, restartedAt) && acknowledged() >= ordersAfterKill + 10);

      // SIGTERM while it sends another campaign: it finishes what it has in flight and exits 0.
      const second = await sendThrough(s2, admin, 'campana-term');
      const termAt = performance.now();
      expect(await s2.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      const drained = performance.now() - termAt;
      await s2.start();
      const back = performance.now();
      const ordersAfterTerm = acknowledged();
      await until('the stopped instance to serve again', () => servedBy(s2.name, back) && acknowledged() >= ordersAfterTerm + 10);
      running = false;
      await load;

      // Only requests in flight on the killed instance failed; none around the SIGTERM.
      const failed = calls.filter((c) => c.status === 0 || c.status >= 500);
      const inFlightAtKill = (c: Call) => c.start <= killedAt && c.end >= killAt;
      console.log(
        `fault test load: ${calls.length} requests, ${acknowledged()} orders acknowledged, ${logins.length} logins; ` +
          `failed: ${failed.length} (in flight on the instance killed), ${failed.filter((c) => c.end >= termAt).length} after the SIGTERM (${s2.name} drained and exited in ${(drained / 1000).toFixed(1)} s)`,
      );
      expect(failed.filter((c) => !inFlightAtKill(c)).map((c) => `${c.who} ${c.path} ${c.status} ${JSON.stringify(c.body)}`)).toEqual([]);

      // No session lost: none was refused during the load, and every one still answers.
      expect(lost.map((c) => `${c.who} ${c.path} ${c.status}`)).toEqual([]);
      for (const session of [admin, ...readers, ...buyers, ...logins]) {
        const res = await session.call('GET', '/Login/EnSession');
        expect(res.body.ok, session.who).toBe(true);
      }

      // Orders: each acknowledged one stored once, none twice, the units taken exactly once per stored order.
      const stored = await db.query<{ marker: string; number: string; n: number }>(
        `SELECT ped_su_pedido AS marker, min(ped_numero) AS number, count(*)::int AS n FROM orders
          WHERE ped_su_pedido LIKE 'buyer %' GROUP BY ped_su_pedido`,
      );
      const byMarker = new Map(stored.map((o) => [o.marker, o]));
      expect(stored.filter((o) => o.n !== 1)).toEqual([]);
      for (const o of orders.filter((x) => x.acknowledged)) expect(byMarker.get(o.marker)?.number, o.marker).toBe(o.number);
      expect(stored.every((o) => orders.some((x) => x.marker === o.marker))).toBe(true);
      const [left] = await db.query<{ n: number }>(
        `SELECT stk_unidades AS n FROM member_stock s JOIN member_warehouses w ON w.alm_id = s.stk_id_almacen
          WHERE s.stk_id_socio = (SELECT soc_id FROM members WHERE soc_cif = $1) AND w.alm_codigo = '01' AND s.stk_referencia = $2`,
        [demo.sellerCif, demo.reference],
      );
      expect(left?.n).toBe(UNITS - stored.length);

      // Campaign e-mails: both mailings complete, one e-mail per address (a resend after the kill is the same file).
      for (const sent of [first, second]) {
        await until('the campaign to finish', async () => (await mailing(sent.campaign))?.state === 'Enviado');
        const m = await mailing(sent.campaign);
        expect(m?.sent).toBe(RECIPIENTS);
        const mails = outbox().filter((f) => f.file.startsWith(`_envio-${m?.id}-`));
        expect(mails).toHaveLength(RECIPIENTS);
        expect(new Set(mails.map((f) => /^To: (.+)$/m.exec(f.text)?.[1]?.trim()))).toEqual(new Set(sent.addresses));
      }

      // Order e-mails: one per acknowledged order (Levante's new-order mail names its number), none twice.
      const orderMails = new Map<string, number>();
      for (const f of outbox()) {
        const number = /^Subject: Nuevo pedido (\S+) /m.exec(f.text)?.[1];
        if (number) orderMails.set(number, (orderMails.get(number) ?? 0) + 1);
      }
      for (const o of orders.filter((x) => x.acknowledged)) expect(orderMails.get(o.number), o.number).toBe(1);
      expect([...orderMails.values()].every((n) => n === 1)).toBe(true);
    } finally {
      running = false;
      await load;
    }
  });

  it('refuses a permission revoked through one instance on every other one at once (delay printed)', async () => {
    const [s1, ...others] = cluster.instances as [Instance, ...Instance[]];
    const admin = await Session.login('admin', 'admin', s1.url);
    const form = {
      USR_NOMBRE: 'Revocada',
      USR_APELLIDOS: 'Prueba',
      USR_MAIL: 'revocada@recambiosdemo.es',
      USR_CLAVE: 'revocada',
    };
    const added = await admin.call(
      'POST',
      '/Usuarios/AddOrUpdateUsuario',
      { Accion: 0, ...form, USR_PWD: 'revocada1234', USR_PWD_2: 'revocada1234', USR_PERM_CONSUMOS: true },
      s1.url,
    );
    expect(added.body, JSON.stringify(added.body)).toMatchObject({ ok: true });
    const [user] = await db.query<{ id: number }>("SELECT usr_id AS id FROM users WHERE usr_clave = 'revocada'");
    const consumption = (session: Session, instance: Instance) =>
      session.call('POST', '/Consumos/GetConsumo_GraficoAnual', { idProveedor: null }, instance.url);
    // Her session on each other instance, with her configuration cached there (asked twice); the cache would keep
    // it for 60 s from then.
    const sessions = await Promise.all(others.map((instance) => Session.login('revocada', 'revocada', instance.url)));
    for (const [i, instance] of others.entries()) {
      for (let k = 0; k < 2; k++) expect((await consumption(sessions[i] as Session, instance)).status).toBe(200);
    }

    const dropsBefore = await Promise.all(others.map((instance) => cacheDrops(instance.url)));
    const revoke = await admin.call('POST', '/Usuarios/AddOrUpdateUsuario', { Accion: 1, USR_ID: user?.id, ...form, USR_PERM_CONSUMOS: false }, s1.url);
    expect(revoke.body).toMatchObject({ ok: true });
    const refusals = await Promise.all(
      others.map(async (instance, i) => {
        for (;;) {
          const res = await consumption(sessions[i] as Session, instance);
          if (res.status === 403) return res;
          expect(res.status).toBe(200);
        }
      }),
    );
    const delays = refusals.map((res) => res.end - revoke.end);
    console.log(
      `permission revoked through ${s1.name}: refused on ${others.map((o, i) => `${o.name} after ${Math.max(0, delays[i] ?? 0).toFixed(0)} ms`).join(', ')} ` +
        '(session cache 60 s: dropped by the change notification)',
    );
    // Each instance was told (NOTIFY) and dropped what it had cached of her: the refusal did not wait for her entries
    // to expire. Read from each instance's /metrics, so that no clock is involved.
    const dropsAfter = await Promise.all(others.map((instance) => cacheDrops(instance.url)));
    for (const [i, after] of dropsAfter.entries()) expect(after.notified).toBeGreaterThan(dropsBefore[i]?.notified ?? Infinity);
  });
});
