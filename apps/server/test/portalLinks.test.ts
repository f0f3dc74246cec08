import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTAL_ROUTE_SEGMENTS, type RespuestaPedido } from '@socios/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, loggedIn, startTestServer, type TestServer } from './support/testServer';
import { scratchDir } from './support/scratch';

// The portal's pages answer a direct load (a reload, a link in an e-mail) with 200, and every order e-mail
// links to the order's own page.

let server: TestServer;
let portalDir: string;
beforeAll(async () => {
  portalDir = scratchDir('socios-portal-');
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><html lang="es"><title>Portal Socios</title></html>');
  server = await startTestServer({ config: { portalDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(portalDir, { recursive: true, force: true });
});

/** The e-mails' text with quoted-printable soft line breaks joined, so that a long link reads whole. */
const mailText = (mails: string[]) => mails.join('\n').replace(/=\r?\n/g, '');

describe('a direct load of a portal page', () => {
  it('answers /pedidos, /pedidos/{id} and /pedidos/stock with the portal and 200', async () => {
    const browser = new Browser(server.url);
    for (const path of ['/pedidos', '/pedidos/12', '/pedidos/stock']) {
      const res = await browser.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('Portal Socios');
    }
  });

  it('answers every page the portal routes with 200, and an unknown one with the portal and 404', async () => {
    const browser = new Browser(server.url);
    for (const segment of PORTAL_ROUTE_SEGMENTS) {
      expect((await browser.call('GET', `/${segment}`)).status, segment).toBe(200);
    }
    const unknown = await browser.call('GET', '/pedidosx/12');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Portal Socios');
  });
});

describe('order e-mails', () => {
  it('link to the order itself, when it is placed and when its state changes', async () => {
    const [buyer] = await server.db.query<{ cif: string; point: number }>(
      `SELECT m.soc_cif AS cif, min(p.socpv_id) AS point FROM members m JOIN points_of_sale p ON p.socpv_id_socio = m.soc_id
        WHERE m.soc_nombre = 'Recambios Demo' GROUP BY m.soc_cif`,
    );
    const [line] = await server.db.query<{ cif: string; code: string; reference: string }>(
      `SELECT m.soc_cif AS cif, w.alm_codigo AS code, s.stk_referencia AS reference
         FROM member_stock s JOIN members m ON m.soc_id = s.stk_id_socio JOIN member_warehouses w ON w.alm_id = s.stk_id_almacen
        WHERE m.soc_nombre = 'Autorecambios Levante' AND s.stk_unidades > 0 AND s.stk_publica
        ORDER BY s.stk_referencia, w.alm_codigo LIMIT 1`,
    );
    const admin = await loggedIn(server.url);
    let before = server.outbox().length;
    const res = await admin.call('POST', '/api/Stocks/GenerarPedido', {
      json: {
        Cif_Socio: buyer!.cif,
        Lineas: [{ CifAsociado: line!.cif, CodigoAlmacen: line!.code, Referencia: line!.reference, Cantidad: 1 }],
        Observaciones: '',
        SuPedido: '',
        PedidoPor: 'Ana Martínez Ruiz',
        IdPuntoRecogida: buyer!.point,
      },
    });
    const answer = res.json as RespuestaPedido;
    expect(answer.codError).toBe(0);
    const [order] = await server.db.query<{ id: number }>('SELECT ped_id AS id FROM orders WHERE ped_numero = $1', [answer.PedidoGenerado]);
    const link = `${server.config.publicUrl}/pedidos/${order!.id}`;
    const placed = mailText(server.outbox().slice(before));
    expect(placed).toContain(answer.PedidoGenerado);
    expect(placed).toMatch(new RegExp(`${link}(?!\\d)`));

    before = server.outbox().length;
    const moved = await admin.call('POST', '/api/Stocks/CambiarEstadoPedido', { json: { idPedido: order!.id, estado: 'cancelado' } });
    expect(moved.json).toMatchObject({ ok: true });
    const told = mailText(server.outbox().slice(before));
    expect(told).toContain('cancelado');
    expect(told).toMatch(new RegExp(`${link}(?!\\d)`));
  });
});
