import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Envio, MAILING_IMAGE_CID } from '@socios/api';
import { PROMOTION_MESSAGES } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/db';
import { loadConfig } from '../src/config';
import { type MailMessage, type Mailer, OutboxMailer } from '../src/mail/mailer';
import { cloneDatabase, loggedIn as logInAs, startTestServer, type TestServer } from './support/testServer';
import { allRows, campaignRow as campaign, groupOf, memberIdOf, PNG } from './support/promotions';
import { scratchDir } from './support/scratch';

// The campaign send (001 §5 sending, §7 Campanas/EnviarCorreo, Envios/GetPagina) on both databases: the
// refusals, the e-mails in the outbox with the campaign's image inline, the record of mailings, and a send of 1,000
// workshops that survives a server restart in its middle with no e-mail lost or written twice.

const all = allRows();

const memberId = memberIdOf;

function outboxFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** The database for several servers at once: each would close it when it stops. */
function unclosable(db: Db): Db {
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    listen: (channel, onPayload, onLost) => db.listen(channel, onPayload, onLost),
    close: async () => {},
  };
}

const recipientOf = (eml: string) => /^To: (.+)$/m.exec(eml)?.[1]?.trim();

describe('sending a campaign', () => {
  let server: TestServer;
  let demo: number;
  let levante: number;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await memberId(server.db, 'Recambios Demo');
    levante = await memberId(server.db, 'Autorecambios Levante');
  });
  afterAll(() => server.close());

  const send = async (user: string, json: unknown, status = 200) => {
    const res = await (await logInAs(server.url, user)).call('PUT', '/api/Campanas/EnviarCorreo', { json });
    expect(res.status).toBe(status);
    return res.json as { ok: boolean; mensajeError: string | null };
  };
  const mailings = async (user = 'admin') => {
    const res = await (await logInAs(server.url, user)).call('POST', '/api/Envios/GetPagina', { json: all });
    expect(res.status).toBe(200);
    return (res.json as { rows: Envio[] | null }).rows ?? [];
  };
  const mailingCount = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mailings'))[0]?.n ?? 0;

  it('refuses without groups, with a silenced campaign, and for what is not the member’s, recording nothing', async () => {
    const cam = await campaign(server.db, demo, 'Frenos');
    const silenced = await campaign(server.db, demo, 'Callada', { silenced: true });
    const group = await groupOf(server.db, demo, 'Pocos', 2);
    const theirs = await groupOf(server.db, levante, 'Ajenos', 2);
    const theirCampaign = await campaign(server.db, levante, 'Ajena');
    const before = await mailingCount();
    expect(await send('admin', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: '' })).toEqual({
      ok: false,
      mensajeError: PROMOTION_MESSAGES.noGroupsToSend,
    });
    expect(await send('admin', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: null })).toMatchObject({ ok: false });
    expect(await send('admin', { Accion: 0, Reg: { CAM_ID: silenced }, Grupos: `${group}` })).toEqual({
      ok: false,
      mensajeError: PROMOTION_MESSAGES.campaignSilenced,
    });
    await send('admin', { Accion: 0, Reg: { CAM_ID: theirCampaign }, Grupos: `${group}` }, 404);
    await send('admin', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${group},${theirs}` }, 404);
    await send('socio', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${group}` }, 403);
    const anonymous = await fetch(`${server.url}/api/Campanas/EnviarCorreo`, { method: 'PUT' });
    expect([401, 403]).toContain(anonymous.status);
    expect(await mailingCount()).toBe(before);
    expect(outboxFiles(server.outboxDir)).toEqual([]);
  });

  it('e-mails every distinct address of the groups once, with the image inline, and records the mailing', async () => {
    const cam = await campaign(server.db, demo, 'Verano');
    const a = await groupOf(server.db, demo, 'Norte', 3);
    const b = await groupOf(server.db, demo, 'Sur', 2);
    expect(await send('admin', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${a},${b}` })).toEqual({
      ok: true,
      mensajeError: null,
    });
    // Norte: taller1..3@norte.example plus TALLER2@norte.example (the same as taller2 once lower-cased); Sur: 2 more.
    await vi.waitFor(async () => expect((await mailings()).find((m) => m.CAM_NOMBRE === 'Verano')?.PPC_ESTADO).toBe('Enviado'), {
      timeout: 60_000,
      interval: 100,
    });
    const sent = server.outbox().filter((m) => m.includes('Subject: Oferta de frenos'));
    expect(sent.map(recipientOf).sort()).toEqual([
      'taller1@norte.example',
      'taller1@sur.example',
      'taller2@norte.example',
      'taller2@sur.example',
      'taller3@norte.example',
    ]);
    for (const eml of sent) {
      expect(eml).toContain('From: Recambios Demo <no-reply@portalsocios.example>');
      expect(eml).toContain('Content-ID: <imagen-campana@portal-socios>');
      expect(eml).toContain('src=3D"cid:imagen-campana@portal-socios"');
      // The description's markup arrives as text, never as HTML.
      expect(eml).toContain('&lt;b&gt;frenos&lt;/b&gt;');
    }
    const [mailing] = (await mailings()).filter((m) => m.CAM_NOMBRE === 'Verano');
    expect(mailing).toMatchObject({
      PPC_ASUNTO: 'Oferta de frenos',
      CAM_TITULO: 'Oferta de frenos',
      CAM_SUBTITULO: 'Pastillas y discos',
      PPC_DESTINATARIOS: 5,
      PPC_ENVIADOS: 5,
      PPC_REMITENTE: 'Recambios Demo <no-reply@portalsocios.example>',
    });
    expect(mailing?.PPC_CONTENIDO).toContain('Del 1 de junio al 30 de junio');
    // The stored copy keeps its image by Content-ID, and Envios/GetImagen gives that image (the detail shows it).
    expect(mailing?.PPC_CONTENIDO).toContain(`cid:${MAILING_IMAGE_CID}`);
    const image = await (await logInAs(server.url, 'admin')).call('POST', '/api/Envios/GetImagen', { json: { ppcId: mailing?.PPC_ID } });
    expect(image.json).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect((await (await logInAs(server.url, 'otro')).call('POST', '/api/Envios/GetImagen', { json: { ppcId: mailing?.PPC_ID } })).status).toBe(404);
    // Another member sees none of it.
    expect((await mailings('otro')).some((m) => m.CAM_NOMBRE === 'Verano')).toBe(false);
    await (await logInAs(server.url, 'socio')).call('POST', '/api/Envios/GetPagina', { json: all }).then((r) => {
      expect(r.status).toBe(403);
    });
  });

  it('shows the demo members’ past mailing, sent to every address of its groups', async () => {
    const seeded = (await mailings()).find((m) => m.CAM_NOMBRE === 'Oferta de frenos');
    expect(seeded).toMatchObject({ PPC_ESTADO: 'Enviado', CAM_NOMBRE: 'Oferta de frenos' });
    expect(seeded?.PPC_DESTINATARIOS).toBeGreaterThan(0);
    expect(seeded?.PPC_ENVIADOS).toBe(seeded?.PPC_DESTINATARIOS);
    expect(seeded?.PPC_CONTENIDO).toContain('Recambios Demo');
  });

  it('stops a send when the campaign is silenced during it', async () => {
    const cam = await campaign(server.db, demo, 'Parada');
    // Silenced between the request and the job: the job finds it silenced and sends nothing.
    await server.db.query('UPDATE campaigns SET cam_silenciada = true WHERE cam_id = $1', [cam]);
    await server.db.query(
      `INSERT INTO mailings (ppc_id_socio, ppc_id_campana, ppc_remitente, ppc_asunto, ppc_contenido, ppc_texto, cam_nombre)
       VALUES ($1, $2, 'x', 'Parada', '<p>x</p>', 'x', 'Parada')`,
      [demo, cam],
    );
    const [row] = await server.db.query<{ id: number }>('SELECT max(ppc_id)::int AS id FROM mailings');
    await server.db.query(
      `INSERT INTO mailing_deliveries (ppc_id, seq, email)
       SELECT $1, i, 'parada' || i || '@parada.example' FROM generate_series(1, 3) AS i`,
      [row?.id],
    );
    const { CampaignSender } = await import('../src/modules/mailings');
    const sender = new CampaignSender(server.db as Db, new OutboxMailer(server.outboxDir, 'x <x@x.example>'), {
      work: async () => {},
      send: async () => {},
      wake: () => {},
    } as never);
    await sender.run(row?.id as number);
    expect((await mailings()).find((m) => m.PPC_ID === row?.id)).toMatchObject({ PPC_ESTADO: 'Detenido', PPC_ENVIADOS: 0 });
    expect(server.outbox().some((eml) => eml.includes('@parada.example'))).toBe(false);
  });
});

/**
 * A mailer that passes messages to the outbox until the n-th; that one is written and then fails, as a server that
 * dies after handing a message to the transport and before recording it. `reached` resolves then.
 */
class FailingAfter implements Mailer {
  readonly description = 'test';
  sent = 0;
  reached: Promise<void>;
  private resolve!: () => void;
  constructor(
    private readonly inner: Mailer,
    private readonly n: number,
  ) {
    this.reached = new Promise((r) => {
      this.resolve = r;
    });
  }
  async send(message: MailMessage): Promise<void> {
    this.sent++;
    await this.inner.send(message);
    if (this.sent === this.n) {
      this.resolve();
      throw new Error('conexión perdida');
    }
  }
  close = () => this.inner.close();
}

describe('two workers on one mailing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('share its rows: each address is claimed and e-mailed once between them', async () => {
    const demo = await memberId(server.db, 'Recambios Demo');
    const cam = await campaign(server.db, demo, 'Dos');
    const group = await groupOf(server.db, demo, 'Dos', 300);
    const admin = await logInAs(server.url, 'admin');
    const res = await admin.call('PUT', '/api/Campanas/EnviarCorreo', {
      json: { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${group}` },
    });
    expect(res.json).toEqual({ ok: true, mensajeError: null });
    const [mailing] = await server.db.query<{ id: number }>('SELECT ppc_id AS id FROM mailings WHERE ppc_id_campana = $1', [cam]);
    // A second worker (as another instance would run) on the same mailing while the server's job works it.
    const { CampaignSender } = await import('../src/modules/mailings');
    const other = new CampaignSender(server.db as Db, new OutboxMailer(server.outboxDir, loadConfig({}).mailFrom), {
      work: async () => {},
      send: async () => {},
      wake: () => {},
    } as never);
    await other.run(mailing?.id as number);
    await vi.waitFor(
      async () => {
        const [row] = await server.db.query<{ state: string }>('SELECT ppc_estado AS state FROM mailings WHERE ppc_id = $1', [mailing?.id]);
        expect(row?.state).toBe('Enviado');
      },
      { timeout: 60_000, interval: 100 },
    );
    const [claims] = await server.db.query<{ n: number; attempts: number; sent: number }>(
      'SELECT count(*)::int AS n, sum(attempts)::int AS attempts, count(sent_at)::int AS sent FROM mailing_deliveries WHERE ppc_id = $1',
      [mailing?.id],
    );
    expect(claims).toEqual({ n: 300, attempts: 300, sent: 300 });
    const sent = server.outbox().filter((eml) => eml.includes('@dos.example'));
    expect(sent).toHaveLength(300);
    expect(new Set(sent.map(recipientOf)).size).toBe(300);
  });
});

describe('a send of 1,000 workshops across a restart', () => {
  let db: Db;
  let outbox: string;
  beforeAll(async () => {
    db = await cloneDatabase();
    outbox = scratchDir('socios-outbox-');
  });
  afterAll(async () => {
    await db.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('completes after the restart with every address e-mailed exactly once', async () => {
    // The servers share the database (each would close it) and the outbox folder.
    const shared = unclosable(db);
    const from = loadConfig({}).mailFrom;
    const demo = await memberId(db, 'Recambios Demo');
    const cam = await campaign(db, demo, 'Mil');
    const group = await groupOf(db, demo, 'Mil', 1000);

    const failing = new FailingAfter(new OutboxMailer(outbox, from), 300);
    const first = await startTestServer({ db: shared, mailer: failing });
    const admin = await logInAs(first.url, 'admin');
    const res = await admin.call('PUT', '/api/Campanas/EnviarCorreo', {
      json: { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${group}` },
    });
    expect(res.json).toEqual({ ok: true, mensajeError: null });
    await failing.reached;
    await first.close();
    const [midway] = await db.query<{ sent: number; state: string }>(
      `SELECT (SELECT count(*)::int FROM mailing_deliveries d WHERE d.ppc_id = m.ppc_id AND d.sent_at IS NOT NULL) AS sent,
              m.ppc_estado AS state
         FROM mailings m WHERE m.ppc_id_campana = $1`,
      [cam],
    );
    expect(midway).toEqual({ sent: 299, state: 'En curso' });
    const second = await startTestServer({ db: shared, mailer: new OutboxMailer(outbox, from) });
    try {
      await vi.waitFor(
        async () => {
          const [row] = await db.query<{ state: string }>('SELECT ppc_estado AS state FROM mailings WHERE ppc_id_campana = $1', [cam]);
          expect(row?.state).toBe('Enviado');
        },
        { timeout: 120_000, interval: 200 },
      );
    } finally {
      await second.close();
    }
    const files = outboxFiles(outbox);
    const recipients = files.map((f) => recipientOf(readFileSync(join(outbox, f), 'utf8')));
    // 1,000 workshops, 1,000 addresses (the first workshop's second address repeats the second one's).
    expect(files).toHaveLength(1000);
    expect(new Set(recipients).size).toBe(1000);
    const [all] = await db.query<{ n: number; sent: number }>(
      `SELECT count(*)::int AS n, count(sent_at)::int AS sent FROM mailing_deliveries d
         JOIN mailings m USING (ppc_id) WHERE m.ppc_id_campana = $1`,
      [cam],
    );
    expect(all).toEqual({ n: 1000, sent: 1000 });
  });
});

describe('a send killed after its last e-mail, before it was marked sent', () => {
  it('is marked sent by the next start, with no e-mail sent again', async () => {
    const db = await cloneDatabase();
    const outbox = scratchDir('socios-outbox-');
    const shared = unclosable(db);
    try {
      const from = loadConfig({}).mailFrom;
      const demo = await memberId(db, 'Recambios Demo');
      const cam = await campaign(db, demo, 'Tres');
      const group = await groupOf(db, demo, 'Tres', 3);
      const first = await startTestServer({ db: shared, mailer: new OutboxMailer(outbox, from) });
      const admin = await logInAs(first.url, 'admin');
      const res = await admin.call('PUT', '/api/Campanas/EnviarCorreo', { json: { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${group}` } });
      expect(res.json).toEqual({ ok: true, mensajeError: null });
      const state = async () => (await db.query<{ state: string }>('SELECT ppc_estado AS state FROM mailings WHERE ppc_id_campana = $1', [cam]))[0]?.state;
      await vi.waitFor(async () => expect(await state()).toBe('Enviado'), { timeout: 120_000, interval: 200 });
      await first.close();
      // What a kill -9 between marking the last row sent and marking the mailing sent leaves: every row sent, the
      // mailing under way, its job already ended.
      await db.query(`UPDATE mailings SET ppc_estado = 'En curso', ppc_terminado = NULL WHERE ppc_id_campana = $1`, [cam]);
      const second = await startTestServer({ db: shared, mailer: new OutboxMailer(outbox, from) });
      try {
        await vi.waitFor(async () => expect(await state()).toBe('Enviado'), { timeout: 120_000, interval: 200 });
      } finally {
        await second.close();
      }
      expect(outboxFiles(outbox)).toHaveLength(3);
    } finally {
      await db.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});

/**
 * A mailer whose first message never finishes, as an instance that died holding the rows it had claimed; later
 * messages fail. `holding` resolves when it has taken the first; `release()` lets it go at the end.
 */
class Hanging implements Mailer {
  readonly description = 'test';
  readonly holding: Promise<void>;
  private took!: () => void;
  private let = () => {};
  private first = true;
  constructor() {
    this.holding = new Promise((resolve) => {
      this.took = resolve;
    });
  }
  send(): Promise<void> {
    if (!this.first) return Promise.reject(new Error('conexión perdida'));
    this.first = false;
    this.took();
    return new Promise((resolve) => {
      this.let = resolve;
    });
  }
  release(): void {
    this.let();
  }
  close = async () => {};
}

describe('an instance that stops answering in the middle of a send', () => {
  it('leaves its claimed e-mails to another instance once their lease runs out, with no restart', async () => {
    const db = await cloneDatabase();
    const outbox = scratchDir('socios-outbox-');
    const shared = unclosable(db);
    const hanging = new Hanging();
    const config = { campaignSendLeaseSeconds: 1, closeGraceSeconds: 1 };
    const stuck = await startTestServer({ db: shared, mailer: hanging, config });
    let other: TestServer | undefined;
    try {
      const demo = await memberId(db, 'Recambios Demo');
      const cam = await campaign(db, demo, 'Colgado');
      const group = await groupOf(db, demo, 'Colgado', 100);
      const admin = await logInAs(stuck.url, 'admin');
      const res = await admin.call('PUT', '/api/Campanas/EnviarCorreo', { json: { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${group}` } });
      expect(res.json).toEqual({ ok: true, mensajeError: null });
      await hanging.holding;
      // Another instance on the same database; the first keeps its job and its claimed rows, and never sends them.
      other = await startTestServer({ db: shared, mailer: new OutboxMailer(outbox, loadConfig({}).mailFrom), config });
      await vi.waitFor(
        async () => {
          const [row] = await db.query<{ state: string }>('SELECT ppc_estado AS state FROM mailings WHERE ppc_id_campana = $1', [cam]);
          expect(row?.state).toBe('Enviado');
        },
        { timeout: 120_000, interval: 200 },
      );
      const files = outboxFiles(outbox);
      expect(files).toHaveLength(100);
      expect(new Set(files.map((f) => recipientOf(readFileSync(join(outbox, f), 'utf8')))).size).toBe(100);
    } finally {
      hanging.release();
      await other?.close();
      await stuck.close();
      await db.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});
