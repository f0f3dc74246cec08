import type { Envio, RegistroCambio } from '@socios/api';
import { formatGroupDateTime } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRows, memberIdOf } from './support/promotions';
import { loggedIn, startTestServer, type TestServer } from './support/testServer';

// One change-log line read 23:50 on screen (a browser in UTC) and 00:50:19 in the CSV. Every instant is
// shown in the group's zone by the domain's one function: the calls give instants (ISO, UTC) and the export writes
// them through that function. This server runs in a zone of its own so that nothing leans on the machine's.
const zoneBefore = process.env.TZ;
process.env.TZ = 'America/New_York';

let server: TestServer;
let demo: number;
beforeAll(async () => {
  server = await startTestServer();
  demo = await memberIdOf(server.db, 'Recambios Demo');
});
afterAll(async () => {
  await server.close();
  process.env.TZ = zoneBefore;
});

const INSTANT = '2026-11-19T23:50:19.000Z';

describe('instants in the group’s zone', () => {
  it('the change log gives the instant, and its CSV writes it as Madrid read it, with the one function', async () => {
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO user_audit (reg_id_socio, reg_fecha, reg_autor, reg_usuario, reg_accion, reg_campo, reg_busqueda)
       VALUES ($1, $2, 'Ana Martínez Ruiz (admin)', 'Lucía Núñez', 'Modificación', 'Nombre', 'lucia') RETURNING reg_id AS id`,
      [demo, INSTANT],
    );
    const admin = (await loggedIn(server.url)).api();
    const log = (await admin.Usuarios.GetRegistroCambios({ pag: 1 })).valorRetorno.filas as RegistroCambio[];
    const entry = log.find((l) => l.REG_ID === row?.id);
    expect(entry?.REG_FECHA).toBe(INSTANT);
    const csv = await admin.Usuarios.ExportarRegistroCambios({ formato: 'csv' });
    const lines = Buffer.from(await csv.blob.arrayBuffer())
      .toString('utf8')
      .split('\r\n');
    const line = lines.find((l) => l.includes(';Lucía Núñez;Modificación;Nombre;'));
    expect(line?.startsWith('20/11/2026 00:50:19;')).toBe(true);
    // The screen formats REG_FECHA with the same function: the same text.
    expect(line?.startsWith(`${formatGroupDateTime(entry?.REG_FECHA, { seconds: true })};`)).toBe(true);
  });

  it('Mis Envíos gives the instant of a mailing, which the portal shows in Madrid time', async () => {
    await server.db.query('UPDATE mailings SET ppc_fecha = $2 WHERE ppc_id_socio = $1', [demo, INSTANT]);
    const res = await (await loggedIn(server.url)).call('POST', '/api/Envios/GetPagina', { json: allRows() });
    const rows = (res.json as { rows: Envio[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const m of rows) {
      expect(m.PPC_FECHA).toBe(INSTANT);
      expect(formatGroupDateTime(m.PPC_FECHA)).toBe('20/11/2026 00:50');
    }
  });
});
