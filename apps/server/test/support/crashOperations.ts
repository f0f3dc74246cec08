import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STOCK_IMPORT_COLUMNS } from '@socios/domain';
import { expect, inject } from 'vitest';
import type { Db } from '../../src/db/db';
import { Caller, type CrashOperation, type CrashReport, type TemplateSource } from './crashHarness';

// Crash consistency (test/crash-*.test.ts): each operation is killed with SIGKILL at random moments in a server running as
// a child process, and after each restart it is wholly there or wholly absent, and there when it was acknowledged.
// CRASH_ITERATIONS runs of each (10 by default: each run costs two starts of the bundled server, about 4 s on a quiet
// machine); `pnpm bench` runs 200 through bench/crash.ts.

export const ITERATIONS = Number(process.env.CRASH_ITERATIONS ?? 10);
/**
 * Generous: a test fails on a wrong answer, never because a busy machine was slow. A run takes ~4 s quiet, and was
 * seen to take 137 s on a 2-core machine at a load average of 30–70 (six test suites at once): 4 min per run.
 */
export const TIMEOUT_MS = 120_000 + ITERATIONS * 240_000;

export const source = (): TemplateSource =>
  process.env.TEST_DB === 'postgres' ? { engine: 'postgres', baseUrl: inject('pgBaseUrl') } : { engine: 'pglite', templateDir: inject('pgliteTemplate') };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An operation's answer must be an acknowledgement: a refusal (a full book, a bad row) would test nothing. */
function acknowledgement(res: { status: number; body: Record<string, unknown> }): void {
  if (res.status !== 200 || res.body.ok !== true) throw new Error(`answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Prints a run's figures (one line per operation; `pnpm bench` collects them from the output). */
export function print(name: string, r: CrashReport): void {
  console.log(
    `crash ${process.env.TEST_DB ?? 'pglite'} ${name}: ${r.iterations} runs in ${r.seconds.toFixed(1)} s ` +
      `(operation ${Math.round(r.operationMs)} ms): ${r.acknowledged} acknowledged, ` +
      `${r.presentUnacknowledged} committed unacknowledged, ${r.absent} absent`,
  );
}

/** Contacts of an import of admin's book: `rows` contacts whose e-mails end in @i<iteration>.crash.test. */
export function contactImport(rows: number): CrashOperation<null> {
  const domain = (i: number) => `@i${i}.crash.test`;
  return {
    name: 'contact import',
    before: async () => null,
    async run(caller, i) {
      const contactos = Array.from({ length: rows }, (_, k) => ({
        CONT_NOMBRE: `Choque ${i}-${k}`,
        CONT_MAIL: `c${k}${domain(i)}`,
        CONT_TELEFONO: String(900_000_000 + k),
        CONT_MOVIL: null,
        CONT_ID_GRUPO_CONTACTO: null,
        Accion: 0,
      }));
      acknowledgement(await caller.call('POST', '/Usuarios/AltaMasivaContactos', { contactos }));
    },
    async check(caller, i, _state, acknowledged) {
      const { config } = await Caller.login(caller.url);
      const mails = (config.contactos as { CONT_MAIL: string }[]).map((c) => c.CONT_MAIL).filter((m) => m.endsWith(domain(i)));
      expect(new Set(mails).size, 'no contact twice').toBe(mails.length);
      expect([0, rows], `iteration ${i}: all ${rows} contacts or none`).toContain(mails.length);
      if (acknowledged) expect(mails.length, `iteration ${i}: acknowledged import`).toBe(rows);
      return mails.length ? 'present' : 'absent';
    },
  };
}

/** An import of `rows` workshops of Recambios Demo named 'Choque <iteration> <n>'. */
export function workshopImport(rows: number): CrashOperation<null> {
  const prefix = (i: number) => `Choque ${i} `;
  return {
    name: 'workshop import',
    before: async () => null,
    async run(caller, i) {
      const LISTA_TALLERES = Array.from({ length: rows }, (_, k) => ({
        TAS_NOMBRE: `${prefix(i)}${k}`,
        TAS_DIRECCION: `Calle Real ${k + 1}`,
        TAS_POBLACION: 'Valencia',
        TAS_TELEFONO: String(960_000_000 + k),
        TAS_EMAIL: `taller${k}@choque${i}.example`,
        line: k + 2,
      }));
      acknowledgement(await caller.call('POST', '/Talleres/ImportarRegistros', { LISTA_TALLERES, TAS_ID_PAIS: 1 }));
    },
    async check(caller, i, _state, acknowledged) {
      const res = await caller.call('POST', '/Talleres/GetPagina', { numMax: 0, indice: 1 });
      expect(res.status).toBe(200);
      const names = ((res.body.rows ?? []) as { TAS_NOMBRE: string }[]).map((w) => w.TAS_NOMBRE).filter((n) => n.startsWith(prefix(i)));
      expect(new Set(names).size, 'no workshop twice').toBe(names.length);
      expect([0, rows], `iteration ${i}: all ${rows} workshops or none`).toContain(names.length);
      if (acknowledged) expect(names.length, `iteration ${i}: acknowledged import`).toBe(rows);
      return names.length ? 'present' : 'absent';
    },
  };
}

/** A mailing as Envios/GetPagina lists it. */
interface Mailing {
  PPC_ID: number;
  PPC_ESTADO: string;
  PPC_DESTINATARIOS: number;
  PPC_ENVIADOS: number;
}

/** 1×1 PNG: the campaign's own image, so that the send renders nothing. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * The send of a campaign of Recambios Demo to a group of `recipients` workshops (Campanas/EnviarCorreo): after the
 * restart the mailing is absent, or there with every recipient, and its send completes with one e-mail per address
 * in the outbox (a delivery sent again after a crash has the same Message-ID, hence the same file).
 */
export function campaignSend(recipients: number): CrashOperation<Set<number>> {
  const ids = { campaign: 0, group: 0 };
  const addresses = Array.from({ length: recipients }, (_, k) => `taller${k + 1}@choque.example`);
  const mailings = async (caller: Caller) => {
    const res = await caller.call('POST', '/Envios/GetPagina', { numMax: 0, indice: 1 });
    expect(res.status).toBe(200);
    return (res.body.rows ?? []) as Mailing[];
  };
  /** The mailing of this iteration: the one that was not there before it. */
  const newMailings = async (caller: Caller, known: Set<number>) => (await mailings(caller)).filter((m) => !known.has(m.PPC_ID));
  const sent = async (caller: Caller, known: Set<number>): Promise<Mailing> => {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const [mailing] = await newMailings(caller, known);
      if (mailing?.PPC_ESTADO === 'Enviado') return mailing;
      if (Date.now() > deadline) throw new Error(`the send did not complete: ${JSON.stringify(mailing)}`);
      await pause(200);
    }
  };
  return {
    name: 'campaign send',
    async setup(db: Db) {
      const [member] = await db.query<{ id: number }>("SELECT soc_id AS id FROM members WHERE soc_nombre = 'Recambios Demo'");
      const [campaign] = await db.query<{ id: number }>(
        `INSERT INTO campaigns (cam_id_socio, cam_nombre, cam_titulo, cam_silenciada, cam_imagen, cam_imagen_tipo)
         VALUES ($1, 'Campaña choque', 'Oferta de frenos', false, $2, 'image/png') RETURNING cam_id AS id`,
        [member?.id, PNG],
      );
      const [group] = await db.query<{ id: number }>(
        `INSERT INTO workshop_groups (grt_id_socio, grt_nombre) VALUES ($1, 'Grupo choque') RETURNING grt_id AS id`,
        [member?.id],
      );
      await db.query(
        `WITH w AS (
           INSERT INTO workshops (tas_id_socio, tas_nombre, tas_email)
           SELECT $1, 'Taller choque ' || k, 'taller' || k || '@choque.example' FROM generate_series(1, $2::int) AS k
           RETURNING tas_id)
         INSERT INTO workshop_group_members (grt_id, tas_id, soc_id) SELECT $3, tas_id, $1 FROM w`,
        [member?.id, recipients, group?.id],
      );
      ids.campaign = campaign?.id as number;
      ids.group = group?.id as number;
    },
    before: async (caller) => new Set((await mailings(caller)).map((m) => m.PPC_ID)),
    async run(caller) {
      const body = { Accion: 0, Reg: { CAM_ID: ids.campaign }, Grupos: `${ids.group}` };
      acknowledgement(await caller.call('PUT', '/Campanas/EnviarCorreo', body));
    },
    async settle(caller, _i, known) {
      await sent(caller, known);
    },
    async check(caller, i, known, acknowledged, database) {
      const found = await newMailings(caller, known);
      expect(found.length, `iteration ${i}: one mailing or none`).toBeLessThanOrEqual(1);
      if (acknowledged) expect(found.length, `iteration ${i}: acknowledged send`).toBe(1);
      if (found.length === 0) return 'absent';
      expect(found[0]?.PPC_DESTINATARIOS, `iteration ${i}: every recipient recorded`).toBe(recipients);
      const mailing = await sent(caller, known);
      expect(mailing.PPC_ENVIADOS).toBe(recipients);
      const outbox = join(database.dataDir, 'outbox');
      const files = readdirSync(outbox).filter((f) => f.startsWith(`_envio-${mailing.PPC_ID}-`) && f.endsWith('.eml'));
      const to = files.map((f) => /^To: (.+)$/m.exec(readFileSync(join(outbox, f), 'utf8'))?.[1]?.trim());
      // One file per address: a delivery sent twice (crash between the send and its mark) overwrote its own file.
      expect(files.length, `iteration ${i}: one e-mail per address`).toBe(recipients);
      expect(new Set(to)).toEqual(new Set(addresses));
      return 'present';
    },
  };
}

/**
 * An order of Recambios Demo (admin) to Autorecambios Levante (otro) of one unit of each of `lines` Bosch references
 * (Stocks/GenerarPedido, one transaction taking the units with conditional UPDATEs): after the restart the order is
 * absent with every unit still there, or there once (its own number) with one unit less of each reference — never a
 * part of it. Levante publishes the references (a stock import) on the first iteration.
 */
export function orderPlacement(lines: number): CrashOperation<Map<string, number>> {
  const ctx = { brandNo: 0, references: [] as string[], buyerCif: '', sellerCif: '', point: 0 };
  const marker = (i: number) => `Choque ${i}`;
  /** Levante's units of each reference, as the buyer sees them (Stocks/GetStock). */
  const units = async (caller: Caller) => {
    const out = new Map<string, number>();
    for (const reference of ctx.references) {
      const res = await caller.call('GET', `/Stocks/GetStock/${ctx.brandNo}/${encodeURIComponent(reference)}`);
      expect(res.status).toBe(200);
      const offer = (res.body as unknown as { CifAsociado: string; Stock: string }[]).find((o) => o.CifAsociado === ctx.sellerCif);
      out.set(reference, Number(offer?.Stock));
    }
    return out;
  };
  const orders = async (caller: Caller, i: number) => {
    const res = await caller.call('POST', '/Stocks/GetPedidos', { tipo: 'realizados', estado: null, pag: 1, maxRegistros: 100 });
    expect(res.status).toBe(200);
    const page = (res.body.valorRetorno ?? {}) as { pedidos?: { PED_SU_PEDIDO: string; PED_LINEAS: number }[] };
    return (page.pedidos ?? []).filter((o) => o.PED_SU_PEDIDO === marker(i));
  };
  return {
    name: 'order',
    async before(caller) {
      if (!ctx.brandNo) {
        const found = await caller.call('GET', '/Tecdoc/GetArticlesByReferencia/0986/');
        const bosch = ((found.body.valorRetorno ?? []) as { articleNoField: string; brandNoField: number; brandNameField: string }[]).filter(
          (a) => a.brandNameField === 'Bosch',
        );
        ctx.references = [...new Set(bosch.map((a) => a.articleNoField))].slice(0, lines);
        expect(ctx.references).toHaveLength(lines);
        ctx.brandNo = bosch[0]?.brandNoField ?? 0;
        const { caller: seller } = await Caller.login(caller.url, 'otro');
        const header = STOCK_IMPORT_COLUMNS.map((c) => c.header).join(';');
        const rows = ctx.references.map((r) => `01;Central;Bosch;${r};;100000;40`);
        const imported = await seller.call('POST', '/Stocks/ImportarStock', { csv: [header, ...rows].join('\r\n') });
        acknowledgement(imported);
        ctx.sellerCif = ((await seller.call('GET', '/Socios/GetSocio')).body.valorRetorno as { SOC_CIF: string }).SOC_CIF;
        ctx.buyerCif = ((await caller.call('GET', '/Socios/GetSocio')).body.valorRetorno as { SOC_CIF: string }).SOC_CIF;
        const points = (await caller.call('GET', '/Socios/GetPuntosVenta')).body.valorRetorno as { SOCPV_ID: number }[];
        ctx.point = points[0]?.SOCPV_ID ?? 0;
      }
      return units(caller);
    },
    async run(caller, i) {
      const res = await caller.call('POST', '/Stocks/GenerarPedido', {
        Cif_Socio: ctx.buyerCif,
        Lineas: ctx.references.map((Referencia) => ({ CifAsociado: ctx.sellerCif, CodigoAlmacen: '01', Referencia, Cantidad: 1 })),
        Observaciones: 'Pedido de la prueba de choque',
        SuPedido: marker(i),
        PedidoPor: 'Prueba de choque',
        IdPuntoRecogida: ctx.point,
      });
      if (res.status !== 200 || res.body.codError !== 0) throw new Error(`answered ${res.status}: ${JSON.stringify(res.body)}`);
    },
    async check(caller, i, before, acknowledged) {
      const found = await orders(caller, i);
      expect(found.length, `iteration ${i}: one order or none`).toBeLessThanOrEqual(1);
      if (acknowledged) expect(found.length, `iteration ${i}: acknowledged order`).toBe(1);
      if (found[0]) expect(found[0].PED_LINEAS, `iteration ${i}: every line`).toBe(lines);
      const taken = found.length;
      const after = await units(caller);
      for (const [reference, was] of before) expect(after.get(reference), `iteration ${i}: units of ${reference}`).toBe(was - taken);
      return taken ? 'present' : 'absent';
    },
  };
}
