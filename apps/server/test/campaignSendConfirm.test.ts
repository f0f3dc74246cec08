import type { Destinatarios, Envio } from '@socios/api';
import { PROMOTION_MESSAGES } from '@socios/domain';
import { describe, expect, it } from 'vitest';
import { allRows, campaignRow, groupOf, PNG, promotionsSuite } from './support/promotions';
import { loggedIn } from './support/testServer';

// 'Enviar por correo' asks first with the count of what the send would reach (Campanas/GetDestinatarios,
// the send's own rule), and a member can mail the campaign to itself first (Campanas/EnviarPrueba); the e-mail's
// period reads right for bare dates and for the member's own phrases.

const suite = promotionsSuite();

type Answer<T> = { ok: boolean; mensajeError: string | null; valorRetorno: T };
const call = async <T>(user: string, method: 'POST' | 'PUT', path: string, json: unknown, status = 200) => {
  const res = await (await loggedIn(suite.server.url, user)).call(method, `/api/Campanas/${path}`, { json });
  expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(status);
  return res.json as Answer<T>;
};
const count = (user: string, json: unknown, status?: number) => call<Destinatarios | null>(user, 'POST', 'GetDestinatarios', json, status);
const test = (user: string, camId: number, status?: number) => call<string | null>(user, 'PUT', 'EnviarPrueba', { Reg: { CAM_ID: camId } }, status);
const mailingCount = async () => (await suite.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mailings'))[0]?.n ?? 0;
/** The outbox's e-mails with quoted-printable soft breaks joined and '=3D' read as '='. */
const decoded = (emls: string[]) => emls.map((e) => e.replace(/=\r?\n/g, '').replace(/=3D/g, '='));

describe('Campanas/GetDestinatarios', () => {
  it('counts the workshops and distinct addresses the send reaches, and the send reaches exactly those', async () => {
    const cam = await campaignRow(suite.server.db, suite.demo, 'Contada');
    // Norte: 3 workshops, taller1..3 plus TALLER2 again (one address); Sur: 2 more.
    const norte = await groupOf(suite.server.db, suite.demo, 'Norte', 3);
    const sur = await groupOf(suite.server.db, suite.demo, 'Sur', 2);
    // A workshop in both groups counts once; one whose only address is not an address counts not at all.
    await suite.server.db.query(
      `INSERT INTO workshop_group_members (grt_id, tas_id, soc_id)
       SELECT $1, tas_id, $3 FROM workshop_group_members WHERE grt_id = $2 ORDER BY tas_id LIMIT 1`,
      [sur, norte, suite.demo],
    );
    await suite.server.db.query(
      `WITH w AS (INSERT INTO workshops (tas_id_socio, tas_nombre, tas_email) VALUES ($1, 'Sin correo', 'no es correo') RETURNING tas_id)
       INSERT INTO workshop_group_members (grt_id, tas_id, soc_id) SELECT $2, tas_id, $1 FROM w`,
      [suite.demo, sur],
    );
    const before = await mailingCount();
    const outboxBefore = suite.server.outbox().length;
    expect(await count('admin', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${norte}` })).toEqual({
      ok: true,
      mensajeError: null,
      valorRetorno: { TALLERES: 3, CORREOS: 3 },
    });
    const both = await count('admin', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${norte},${sur}` });
    expect(both.valorRetorno).toEqual({ TALLERES: 5, CORREOS: 5 });
    // Counting sends and records nothing.
    expect(await mailingCount()).toBe(before);
    expect(suite.server.outbox().length).toBe(outboxBefore);

    expect(await call('admin', 'PUT', 'EnviarCorreo', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${norte},${sur}` })).toMatchObject({ ok: true });
    const res = await (await loggedIn(suite.server.url)).call('POST', '/api/Envios/GetPagina', { json: allRows() });
    const mailing = ((res.json as { rows: Envio[] }).rows ?? []).find((m) => m.CAM_NOMBRE === 'Contada');
    expect(mailing?.PPC_DESTINATARIOS).toBe(both.valorRetorno?.CORREOS);
    // The send goes on in the background after its answer: it ends with one e-mail per counted address (and no later
    // test of this server sees its e-mails arrive).
    await expect.poll(() => suite.server.outbox().length - outboxBefore).toBe(5);
    const to = suite.server
      .outbox()
      .slice(outboxBefore)
      .map((eml) => /^To: (.+)$/m.exec(eml)?.[1]?.trim().toLowerCase());
    expect(new Set(to).size).toBe(5);
  });

  it('gives the send’s refusals and 404s, and changes nothing', async () => {
    const cam = await campaignRow(suite.server.db, suite.demo, 'Sin grupos');
    const silenced = await campaignRow(suite.server.db, suite.demo, 'Silenciada', { silenced: true });
    const empty = await suite.server.db.query<{ id: number }>('INSERT INTO workshop_groups (grt_id_socio, grt_nombre) VALUES ($1, $2) RETURNING grt_id AS id', [
      suite.demo,
      'Vacío',
    ]);
    const group = await groupOf(suite.server.db, suite.demo, 'Pocos', 1);
    const theirs = await groupOf(suite.server.db, suite.levante, 'Ajenos', 1);
    const theirCampaign = await campaignRow(suite.server.db, suite.levante, 'Ajena');
    const before = await mailingCount();
    expect(await count('admin', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: '' })).toEqual({
      ok: false,
      mensajeError: PROMOTION_MESSAGES.noGroupsToSend,
      valorRetorno: null,
    });
    expect((await count('admin', { Accion: 0, Reg: { CAM_ID: silenced }, Grupos: `${group}` })).mensajeError).toBe(PROMOTION_MESSAGES.campaignSilenced);
    expect((await count('admin', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${empty[0]?.id}` })).mensajeError).toBe(PROMOTION_MESSAGES.noRecipients);
    await count('admin', { Accion: 0, Reg: { CAM_ID: theirCampaign }, Grupos: `${group}` }, 404);
    await count('admin', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${group},${theirs}` }, 404);
    await count('socio', { Accion: 0, Reg: { CAM_ID: cam }, Grupos: `${group}` }, 403);
    expect(await mailingCount()).toBe(before);
  });
});

describe('Campanas/EnviarPrueba', () => {
  it('mails the campaign’s real e-mail, image inline, to the user’s own address only, and records no mailing', async () => {
    const cam = await campaignRow(suite.server.db, suite.demo, 'Prueba');
    await suite.server.db.query(
      "UPDATE campaigns SET cam_titulo = 'Prueba de diciembre', cam_fecha_inicio = 'Desde el 1 de diciembre', cam_fecha_fin = 'Hasta el 31 de diciembre' WHERE cam_id = $1",
      [cam],
    );
    await groupOf(suite.server.db, suite.demo, 'Prueba', 2);
    const [admin] = await suite.server.db.query<{ mail: string }>("SELECT usr_mail AS mail FROM users WHERE usr_clave = 'admin'");
    const before = await mailingCount();
    const outboxBefore = suite.server.outbox().length;
    expect(await test('admin', cam)).toEqual({ ok: true, mensajeError: null, valorRetorno: admin?.mail });
    const sent = decoded(suite.server.outbox().slice(outboxBefore));
    expect(sent).toHaveLength(1);
    const eml = sent[0] ?? '';
    expect(/^To: (.+)$/m.exec(eml)?.[1]?.trim()).toBe(admin?.mail);
    expect(eml).toContain('Subject: Prueba de diciembre');
    expect(eml).toContain('Content-ID: <imagen-campana@portal-socios>');
    expect(eml).toContain('src="cid:imagen-campana@portal-socios"');
    expect(eml.replace(/\s+/g, '')).toContain(PNG.toString('base64').replace(/=+$/, ''));
    // The member's own phrases as written, never wrapped ('Del Desde el 1 de diciembre al Hasta el 31…').
    expect(eml).toContain('Desde el 1 de diciembre<br>Hasta el 31 de diciembre');
    expect(eml).not.toMatch(/Del Desde|al Hasta/);
    expect(await mailingCount()).toBe(before);
  });

  it('refuses a user without an address and another member’s campaign, sending nothing', async () => {
    const theirs = await campaignRow(suite.server.db, suite.levante, 'De Levante');
    const mine = await campaignRow(suite.server.db, suite.demo, 'Mía');
    const outboxBefore = suite.server.outbox().length;
    await test('admin', theirs, 404);
    await test('socio', mine, 403);
    await suite.server.db.query("UPDATE users SET usr_mail = '' WHERE usr_clave = 'otro'");
    expect(await test('otro', theirs)).toEqual({ ok: false, mensajeError: PROMOTION_MESSAGES.testMailNoAddress, valorRetorno: null });
    expect(suite.server.outbox().length).toBe(outboxBefore);
  });
});
