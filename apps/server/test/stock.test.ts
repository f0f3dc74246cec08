import type { DesgloseAlmacen, OfertaStock, Pedido, PedidoDetalle, RespuestaPedido, ResumenStock } from '@socios/api';
import { netPrice, quoteOrder, STOCK_IMPORT_COLUMNS } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

// Stock between members and the orders placed from it, through HTTP on both databases.

let server: TestServer;
type Member = { id: number; cif: string; mail: string };
let demo: Member;
let levante: Member;
/** The README's demo reference: Levante holds it in two warehouses (6 and 4 units). */
let ref: { brand: number; reference: string };
/** A user with a password of a third member that buys from Levante (the second racer), and that member. */
let third: Member & { login: string };

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

async function member(where: string, params: unknown[]): Promise<Member> {
  const [row] = await server.db.query<Member>(`SELECT soc_id AS id, soc_cif AS cif, soc_mail AS mail FROM members WHERE ${where}`, params);
  return row!;
}

beforeAll(async () => {
  server = await startTestServer();
  demo = await member('soc_nombre = $1', ['Recambios Demo']);
  levante = await member('soc_nombre = $1', ['Autorecambios Levante']);
  const [row] = await server.db.query<{ brand: number; reference: string }>(
    `SELECT s.stk_id_marca AS brand, min(s.stk_referencia) AS reference FROM member_stock s JOIN brands b ON b.mar_id = s.stk_id_marca
      WHERE s.stk_id_socio = $1 AND b.mar_nombre = 'Bosch' GROUP BY s.stk_id_marca, s.stk_ref_norm
     HAVING array_agg(s.stk_unidades ORDER BY s.stk_id_almacen) = '{6,4}'`,
    [levante.id],
  );
  ref = row!;
  const [buyer] = await server.db.query<Member & { login: string; user: number }>(
    `SELECT m.soc_id AS id, m.soc_cif AS cif, m.soc_mail AS mail, u.usr_clave AS login, u.usr_id AS user
       FROM member_customers c JOIN members m ON m.soc_id = c.cli_id_comprador JOIN users u ON u.usr_id_socio = m.soc_id
      WHERE c.cli_id_vendedor = $1 AND m.soc_id <> $2 ORDER BY m.soc_id, u.usr_id LIMIT 1`,
    [levante.id, demo.id],
  );
  await server.db.query('UPDATE users SET usr_pwd_hash = $2 WHERE usr_id = $1', [buyer!.user, await hashPassword('tercero1234')]);
  third = buyer!;
});
afterAll(() => server.close());

const stockPath = (brand: number, reference: string) => `/api/Stocks/GetStock/${brand}/${encodeURIComponent(reference)}`;

async function offers(browser: Browser, brand = ref.brand, reference = ref.reference): Promise<OfertaStock[]> {
  const res = await browser.call('GET', stockPath(brand, reference));
  expect(res.status).toBe(200);
  return res.json as OfertaStock[];
}

async function units(memberId: number, code: string, reference = ref.reference): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    `SELECT s.stk_unidades AS n FROM member_stock s JOIN member_warehouses w ON w.alm_id = s.stk_id_almacen
      WHERE s.stk_id_socio = $1 AND w.alm_codigo = $2 AND s.stk_referencia = $3`,
    [memberId, code, reference],
  );
  return row?.n ?? -1;
}

async function pickupPoint(memberId: number): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT min(socpv_id) AS id FROM points_of_sale WHERE socpv_id_socio = $1', [memberId]);
  return row!.id;
}

function order(buyer: Member, point: number, lines: { cif?: string; code: string; qty: number; reference?: string }[], note = '') {
  return {
    ImporteTotal: undefined as number | undefined,
    Cif_Socio: buyer.cif,
    Lineas: lines.map((l) => ({ CifAsociado: l.cif ?? levante.cif, CodigoAlmacen: l.code, Referencia: l.reference ?? ref.reference, Cantidad: l.qty })),
    Observaciones: note,
    SuPedido: '',
    PedidoPor: 'Ana Martínez Ruiz',
    IdPuntoRecogida: point,
  };
}

async function place(browser: Browser, body: ReturnType<typeof order>): Promise<RespuestaPedido> {
  const res = await browser.call('POST', '/api/Stocks/GenerarPedido', { json: body });
  expect(res.status).toBe(200);
  return res.json as RespuestaPedido;
}

async function setUnits(memberId: number, code: string, n: number): Promise<void> {
  await server.db.query(
    `UPDATE member_stock s SET stk_unidades = $3, stk_publica = true FROM member_warehouses w
      WHERE w.alm_id = s.stk_id_almacen AND s.stk_id_socio = $1 AND w.alm_codigo = $2 AND s.stk_referencia = $4`,
    [memberId, code, n, ref.reference],
  );
}

/**
 * Starts `first`, then `second`, while the test holds the seller's stock lock (lockMembersStock's advisory lock), each
 * once the one before waits for it, and lets go when both wait: two callers at once whose transactions meet at the
 * lock in a known order, whatever the machine's speed. PostgreSQL only: it polls pg_stat_activity until the callers
 * wait (a caller that answers instead, refused or failed, ends the wait so that its answer is asserted).
 */
async function queuedOnStockLock<A, B>(sellerId: number, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const waitingFor = async (n: number, answered: () => boolean) => {
    for (;;) {
      const [row] = await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'",
      );
      if (row!.n >= n || answered()) return;
    }
  };
  const settled = <T>(promise: Promise<T>) => {
    const state = { done: false, promise };
    promise.then(
      () => (state.done = true),
      () => (state.done = true),
    );
    return state;
  };
  let a: { done: boolean; promise: Promise<A> } | undefined;
  let b: { done: boolean; promise: Promise<B> } | undefined;
  await server.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(26, $1)', [sellerId]);
    a = settled(first());
    await waitingFor(1, () => a!.done);
    b = settled(second());
    await waitingFor(2, () => a!.done || b!.done);
  });
  return Promise.all([a!.promise, b!.promise]);
}

/**
 * Two callers at once, `first` then `second` in line for the seller's stock: on PostgreSQL both transactions wait for
 * its stock lock in that order (queuedOnStockLock); the embedded database runs one transaction at a time, so there the
 * calls are made one after the other in that order.
 */
function inTurn<A, B>(sellerId: number, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  if (process.env.TEST_DB === 'postgres') return queuedOnStockLock(sellerId, first, second);
  return first().then(async (a) => [a, await second()]);
}

describe('Stocks/GetStock', () => {
  it("lists the other members holding the reference with PermisoCompra, discount and net; never the caller's own member", async () => {
    const list = await offers(await loggedIn());
    const fromLevante = list.find((o) => o.CifAsociado === levante.cif)!;
    expect(fromLevante).toMatchObject({ NombreAsociado: 'Autorecambios Levante', Stock: '10', PermisoCompra: 'true', Dto: 12 });
    expect(fromLevante.Neto).toBe(netPrice(fromLevante.Precio, 12));
    expect(list.some((o) => o.CifAsociado === demo.cif)).toBe(false);
    // The seed's special values and a member that does not sell to «Recambios Demo».
    expect(list.some((o) => o.Stock === '-9999')).toBe(true);
    expect(list.some((o) => o.Stock === '0')).toBe(true);
    const notCustomer = list.filter((o) => o.PermisoCompra === 'false');
    expect(notCustomer.length).toBeGreaterThanOrEqual(1);
    for (const o of notCustomer) expect(o.Dto).toBe(0);
    expect(list.length).toBeGreaterThanOrEqual(5);
    // Levante itself does not see its own offer.
    expect((await offers(await loggedIn('otro'))).some((o) => o.CifAsociado === levante.cif)).toBe(false);
  });

  it('finds the reference written without its punctuation; an unknown one has no offers', async () => {
    const admin = await loggedIn();
    expect((await offers(admin, ref.brand, ref.reference.replace(/[\s.\-/]/g, '').toLowerCase())).length).toBe((await offers(admin)).length);
    expect(await offers(admin, ref.brand, 'NO-EXISTE-123')).toEqual([]);
  });

  it('answers 400 for a malformed reference and 401 without a session', async () => {
    const admin = await loggedIn();
    expect((await admin.call('GET', stockPath(ref.brand, 'a$b'))).status).toBe(400);
    expect((await admin.call('GET', stockPath(ref.brand, '...'))).status).toBe(400);
    expect((await admin.call('GET', `/api/Stocks/GetStock/x/${encodeURIComponent(ref.reference)}`)).status).toBe(400);
    expect((await new Browser(server.url).call('GET', stockPath(ref.brand, ref.reference))).status).toBe(401);
  });
});

describe('DesgloseStocks/GetDesgloseStock', () => {
  it("gives the member's warehouses for the reference; 404 for an unknown member", async () => {
    const admin = await loggedIn();
    const res = await admin.call('GET', `/api/DesgloseStocks/GetDesgloseStock/${levante.cif}/${encodeURIComponent(ref.reference)}`);
    expect(res.status).toBe(200);
    expect(res.json as DesgloseAlmacen[]).toEqual([
      { CodigoAlmacen: '01', DescripcionAlmacen: 'Central', Stock: '6', Precio: expect.any(Number), Dto: 12, Neto: expect.any(Number) },
      { CodigoAlmacen: '02', DescripcionAlmacen: expect.any(String), Stock: '4', Precio: expect.any(Number), Dto: 12, Neto: expect.any(Number) },
    ]);
    for (const w of res.json as DesgloseAlmacen[]) expect(w.Neto).toBe(netPrice(w.Precio, 12));
    // A member that is no customer of Levante gets no discount.
    const notCustomer = (await offers(admin)).find((o) => o.PermisoCompra === 'false')!;
    const theirs = await admin.call('GET', `/api/DesgloseStocks/GetDesgloseStock/${notCustomer.CifAsociado}/${encodeURIComponent(ref.reference)}`);
    for (const w of theirs.json as DesgloseAlmacen[]) expect([w.Dto, w.Neto]).toEqual([0, w.Precio]);
    expect((await admin.call('GET', `/api/DesgloseStocks/GetDesgloseStock/B99999999/${encodeURIComponent(ref.reference)}`)).status).toBe(404);
    expect((await admin.call('GET', `/api/DesgloseStocks/GetDesgloseStock/x/${encodeURIComponent(ref.reference)}`)).status).toBe(400);
    expect((await new Browser(server.url).call('GET', `/api/DesgloseStocks/GetDesgloseStock/${levante.cif}/x`)).status).toBe(401);
  });
});

describe('Stocks/GenerarPedido', () => {
  it('stores the order, takes the units from the warehouses and e-mails the selling member', async () => {
    const admin = await loggedIn();
    const before = server.outbox().length;
    const answer = await place(
      admin,
      order(
        demo,
        await pickupPoint(demo.id),
        [
          { code: '01', qty: 2 },
          { code: '02', qty: 1 },
        ],
        'Urgente, por favor',
      ),
    );
    expect(answer).toEqual({ codError: 0, MsgError: '', PedidoGenerado: expect.stringMatching(/^P\d{2}-\d{6}$/) });
    expect(await units(levante.id, '01')).toBe(4);
    expect(await units(levante.id, '02')).toBe(3);
    const mails = server.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${levante.mail}`);
    expect(mails[0]).toContain(answer.PedidoGenerado);
    expect(mails[0]).toContain('Urgente, por favor');

    // Both members see it in Mis pedidos, with its lines and history.
    const mine = await admin.api().Stocks.GetPedidos({ tipo: 'realizados', estado: null, pag: 1, maxRegistros: 20 });
    const placed = mine.valorRetorno.pedidos.find((p) => p.PED_NUMERO === answer.PedidoGenerado)!;
    expect(placed).toMatchObject({
      PED_ESTADO: 'pendiente',
      PED_REALIZADO: true,
      VENDEDOR_CIF: levante.cif,
      PED_LINEAS: 2,
      PED_UNIDADES: 3,
      PED_PEDIDO_POR: 'Ana Martínez Ruiz',
    });
    expect(mine.valorRetorno.pedidos[0]!.PED_NUMERO).toBe(answer.PedidoGenerado);
    const otro = await loggedIn('otro');
    const received = await otro.api().Stocks.GetPedidos({ tipo: 'recibidos', estado: 'pendiente', pag: 1, maxRegistros: 20 });
    expect(received.valorRetorno.pedidos.find((p) => p.PED_NUMERO === answer.PedidoGenerado)).toMatchObject({ PED_REALIZADO: false, COMPRADOR_CIF: demo.cif });
    const detail = (await otro.call('GET', `/api/Stocks/GetPedido/${placed.PED_ID}`)).json as { valorRetorno: PedidoDetalle };
    expect(detail.valorRetorno.Lineas.map((l) => [l.CodigoAlmacen, l.Cantidad, l.Dto])).toEqual([
      ['01', 2, 12],
      ['02', 1, 12],
    ]);
    expect(detail.valorRetorno.Historial.map((h) => h.Estado)).toEqual(['pendiente']);
    expect(placed.PED_TOTAL).toBeCloseTo(
      detail.valorRetorno.Lineas.reduce((s, l) => s + l.Neto * l.Cantidad, 0),
      2,
    );
  });

  it('refuses with codError 1 and a Spanish text, taking nothing: above stock, not a customer, two sellers, a foreign pickup point, another CIF', async () => {
    const admin = await loggedIn();
    const point = await pickupPoint(demo.id);
    const before = [await units(levante.id, '01'), await units(levante.id, '02')];
    const expectRefused = async (body: ReturnType<typeof order>, text: RegExp) => {
      const answer = await place(admin, body);
      expect(answer.codError).toBe(1);
      expect(answer.PedidoGenerado).toBe('');
      expect(answer.MsgError).toMatch(text);
    };
    await expectRefused(
      order(demo, point, [
        { code: '01', qty: 1 },
        { code: '02', qty: 999 },
      ]),
      new RegExp(`Solo quedan \\d+ unidades de ${ref.reference.replace(/[.]/g, '\\.')} en el almacén 02`),
    );
    const notCustomer = (await offers(admin)).find((o) => o.PermisoCompra === 'false')!;
    await expectRefused(order(demo, point, [{ cif: notCustomer.CifAsociado, code: '01', qty: 1 }]), /no es cliente/);
    const other = (await offers(admin)).find((o) => o.PermisoCompra === 'true' && o.CifAsociado !== levante.cif)!;
    await expectRefused(
      order(demo, point, [
        { code: '01', qty: 1 },
        { cif: other.CifAsociado, code: '01', qty: 1 },
      ]),
      /mismo socio/,
    );
    await expectRefused(order(demo, await pickupPoint(levante.id), [{ code: '01', qty: 1 }]), /punto de recogida/);
    await expectRefused({ ...order(demo, point, [{ code: '01', qty: 1 }]), Cif_Socio: third.cif }, /^El pedido no es de su socio\.$/);
    await expectRefused(order(demo, point, [{ code: '09', qty: 1 }]), /El almacén 09 no tiene la referencia/);
    expect([await units(levante.id, '01'), await units(levante.id, '02')]).toEqual(before);
    // Malformed input is a 400, never a 500.
    const bad = await admin.call('POST', '/api/Stocks/GenerarPedido', { json: { ...order(demo, point, [{ code: '01', qty: 1 }]), Lineas: [] } });
    expect(bad.status).toBe(400);
    const negative = await admin.call('POST', '/api/Stocks/GenerarPedido', { json: order(demo, point, [{ code: '01', qty: -1 }]) });
    expect(negative.status).toBe(400);
    expect((await new Browser(server.url).call('POST', '/api/Stocks/GenerarPedido', { json: order(demo, point, [{ code: '01', qty: 1 }]) })).status).toBe(401);
  });

  it('lets only one of two buyers racing for the last units have them; stock never goes below 0', async () => {
    await setUnits(levante.id, '01', 3);
    const admin = await loggedIn();
    const rival = await loggedIn(third.login, 'tercero1234');
    const [a, b] = await Promise.all([
      place(admin, order(demo, await pickupPoint(demo.id), [{ code: '01', qty: 2 }])),
      place(rival, order(third, await pickupPoint(third.id), [{ code: '01', qty: 2 }])),
    ]);
    expect([a.codError, b.codError].sort()).toEqual([0, 1]);
    const loser = a.codError === 1 ? a : b;
    expect(loser.MsgError).toMatch(/Solo queda 1 unidad de .* en el almacén 01 \(ha pedido 2\)\./);
    expect(await units(levante.id, '01')).toBe(1);

    // A burst: ten orders of one unit for three units.
    await setUnits(levante.id, '01', 3);
    const burst = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const [browser, buyer] = i % 2 === 0 ? [admin, demo] : [rival, third];
        return place(browser, order(buyer, await pickupPoint(buyer.id), [{ code: '01', qty: 1 }]));
      }),
    );
    expect(burst.filter((r) => r.codError === 0)).toHaveLength(3);
    expect(burst.filter((r) => r.codError === 1).every((r) => /Ya no quedan unidades/.test(r.MsgError))).toBe(true);
    expect(await units(levante.id, '01')).toBe(0);
    const numbers = burst.filter((r) => r.codError === 0).map((r) => r.PedidoGenerado);
    expect(new Set(numbers).size).toBe(3);
  });

  it("places two orders of one seller's lines taken crosswise at once: both stored, neither refused nor failed", async () => {
    await setUnits(levante.id, '01', 6);
    await setUnits(levante.id, '02', 4);
    const admin = await loggedIn();
    const rival = await loggedIn(third.login, 'tercero1234');
    // The first order takes a line of 01 then one of 02; the second only 02's, which the first comes to after it.
    const crosswise = [
      order(demo, await pickupPoint(demo.id), [
        { code: '01', qty: 1 },
        { code: '02', qty: 1 },
      ]),
      order(third, await pickupPoint(third.id), [{ code: '02', qty: 1 }]),
    ] as const;
    let answers: RespuestaPedido[];
    if (process.env.TEST_DB === 'postgres') {
      // Had each order taken the seller's stock lock only when its stock trigger ran, each would by then hold a line
      // the other comes to (the first 01's, the second 02's), and one of them would fail as a deadlock.
      answers = await queuedOnStockLock(
        levante.id,
        () => place(admin, crosswise[0]),
        () => place(rival, crosswise[1]),
      );
    } else {
      // One embedded database runs one transaction at a time.
      answers = await Promise.all([place(admin, crosswise[0]), place(rival, crosswise[1])]);
    }
    expect(answers.map((r) => [r.codError, r.MsgError])).toEqual([
      [0, ''],
      [0, ''],
    ]);
    expect(await units(levante.id, '01')).toBe(5);
    expect(await units(levante.id, '02')).toBe(2);
  });
});

/** An e-mail of the outbox as its reader sees it: quoted-printable undone (soft breaks, =XX bytes as UTF-8). */
function mailText(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

async function setPrice(memberId: number, code: string, price: number): Promise<void> {
  await server.db.query(
    `UPDATE member_stock s SET stk_precio = $3 FROM member_warehouses w
      WHERE w.alm_id = s.stk_id_almacen AND s.stk_id_socio = $1 AND w.alm_codigo = $2 AND s.stk_referencia = $4`,
    [memberId, code, price, ref.reference],
  );
}

/** Levante's 01 holds 6 at 36,72 € and its 02 4 at 34,62 €; «Recambios Demo» has 12 %: 32,31 € and 30,47 € net. */
async function twoPrices(): Promise<void> {
  await setUnits(levante.id, '01', 6);
  await setUnits(levante.id, '02', 4);
  await setPrice(levante.id, '01', 36.72);
  await setPrice(levante.id, '02', 34.62);
}

describe('the price of an order across warehouses that sell at different prices', () => {
  it('charges each line at its own warehouse: what the shop shows is what is stored, listed, detailed and e-mailed', async () => {
    await twoPrices();
    const admin = await loggedIn();
    const fromLevante = (await offers(admin)).find((o) => o.CifAsociado === levante.cif)!;
    expect(fromLevante).toMatchObject({ Precio: 34.62, PrecioHasta: 36.72, Neto: 30.47, NetoHasta: 32.31 });
    const res = await admin.call('GET', `/api/DesgloseStocks/GetDesgloseStock/${levante.cif}/${encodeURIComponent(ref.reference)}`);
    const warehouses = res.json as DesgloseAlmacen[];
    expect(warehouses.map((w) => [w.CodigoAlmacen, w.Precio, w.Neto])).toEqual([
      ['01', 36.72, 32.31],
      ['02', 34.62, 30.47],
    ]);
    // The screen: the shop's quote of 2 units from 01 and 1 from 02 (not 3 × 30,47 = 91,41 €).
    const screen = quoteOrder(warehouses, { '01': 2, '02': 1 });
    expect(screen.total).toBe(95.09);

    const before = server.outbox().length;
    const answer = await place(admin, {
      ...order(demo, await pickupPoint(demo.id), [
        { code: '01', qty: 2 },
        { code: '02', qty: 1 },
      ]),
      ImporteTotal: screen.total,
    });
    expect(answer.codError).toBe(0);
    const list = await admin.api().Stocks.GetPedidos({ tipo: 'realizados', estado: null, pag: 1, maxRegistros: 20 });
    const placed = list.valorRetorno.pedidos.find((p) => p.PED_NUMERO === answer.PedidoGenerado)!;
    expect(placed.PED_TOTAL).toBe(95.09);
    const received = await (await loggedIn('otro')).api().Stocks.GetPedidos({ tipo: 'recibidos', estado: null, pag: 1, maxRegistros: 20 });
    expect(received.valorRetorno.pedidos.find((p) => p.PED_NUMERO === answer.PedidoGenerado)?.PED_TOTAL).toBe(95.09);
    const detail = ((await admin.call('GET', `/api/Stocks/GetPedido/${placed.PED_ID}`)).json as { valorRetorno: PedidoDetalle }).valorRetorno;
    expect(detail.PED_TOTAL).toBe(95.09);
    expect(detail.Lineas.map((l) => [l.CodigoAlmacen, l.Cantidad, l.Precio, l.Neto])).toEqual([
      ['01', 2, 36.72, 32.31],
      ['02', 1, 34.62, 30.47],
    ]);
    const mail = mailText(server.outbox().slice(before).join('\n'));
    expect(mail).toMatch(/2 × .*almacén 01 Central: 32,31\s€ la unidad, 64,62\s€/);
    expect(mail).toMatch(/1 × .*almacén 02 .*: 30,47\s€ la unidad, 30,47\s€/);
    expect(mail).toMatch(/Total neto: 95,09\s€/);
  });

  it('refuses an order whose total is not the one the member confirmed, naming the new total and taking nothing', async () => {
    await twoPrices();
    const admin = await loggedIn();
    const ordersBefore = (await admin.api().Stocks.GetPedidos({ tipo: 'realizados', estado: null, pag: 1, maxRegistros: 1 })).valorRetorno.total;
    const answer = await place(admin, {
      ...order(demo, await pickupPoint(demo.id), [
        { code: '01', qty: 2 },
        { code: '02', qty: 1 },
      ]),
      ImporteTotal: 91.41,
    });
    expect(answer).toEqual({
      codError: 1,
      PedidoGenerado: '',
      MsgError: expect.stringMatching(/^El importe del pedido ha cambiado desde que se mostró: ahora es de 95,09\s€\./),
    });
    expect([await units(levante.id, '01'), await units(levante.id, '02')]).toEqual([6, 4]);
    expect((await admin.api().Stocks.GetPedidos({ tipo: 'realizados', estado: null, pag: 1, maxRegistros: 1 })).valorRetorno.total).toBe(ordersBefore);
  });

  it("takes the spec's body without IdPuntoRecogida: the point named in 'Enviar a:', else the member's first", async () => {
    await setUnits(levante.id, '01', 6);
    const admin = await loggedIn();
    const points = await server.db.query<{ id: number; name: string }>(
      'SELECT socpv_id AS id, socpv_nombre AS name FROM points_of_sale WHERE socpv_id_socio = $1 ORDER BY socpv_id',
      [demo.id],
    );
    expect(points.length).toBeGreaterThanOrEqual(2);
    const specBody = (observaciones: string) => {
      const { IdPuntoRecogida: _omitted, ...body } = order(demo, 0, [{ code: '01', qty: 1 }], observaciones);
      return body;
    };
    const pickupOf = async (answer: RespuestaPedido) => {
      expect(answer.codError).toBe(0);
      const list = await admin.api().Stocks.GetPedidos({ tipo: 'realizados', estado: null, pag: 1, maxRegistros: 20 });
      return list.valorRetorno.pedidos.find((p) => p.PED_NUMERO === answer.PedidoGenerado)!.PED_PUNTO_RECOGIDA;
    };
    const second = points[1]!;
    const named = await admin.call('POST', '/api/Stocks/GenerarPedido', { json: specBody(`Urgente\nEnviar a: ${second.name} — Calle Falsa 1`) });
    expect(named.status).toBe(200);
    expect(await pickupOf(named.json as RespuestaPedido)).toMatch(new RegExp(`^${second.name}`));
    const plain = await admin.call('POST', '/api/Stocks/GenerarPedido', { json: specBody('Sin dirección') });
    expect(await pickupOf(plain.json as RespuestaPedido)).toMatch(new RegExp(`^${points[0]!.name}`));
  });
});

describe('Mis pedidos and the state of an order', () => {
  it('shows the seeded orders to both demo members', async () => {
    const admin = (await loggedIn()).api();
    const otro = (await loggedIn('otro')).api();
    const placed = await admin.Stocks.GetPedidos({ tipo: 'realizados', estado: null, pag: 1, maxRegistros: 100 });
    const received = await otro.Stocks.GetPedidos({ tipo: 'recibidos', estado: null, pag: 1, maxRegistros: 100 });
    expect(placed.valorRetorno.total).toBeGreaterThanOrEqual(3);
    expect(received.valorRetorno.total).toBeGreaterThanOrEqual(3);
    expect(received.valorRetorno.pedidos.every((p) => p.VENDEDOR_CIF === levante.cif && !p.PED_REALIZADO)).toBe(true);
    expect(new Set(placed.valorRetorno.pedidos.map((p) => p.PED_ESTADO)).size).toBeGreaterThanOrEqual(3);
    const otroPlaced = await otro.Stocks.GetPedidos({ tipo: 'realizados', estado: null, pag: 1, maxRegistros: 100 });
    expect(otroPlaced.valorRetorno.pedidos.every((p) => p.COMPRADOR_CIF === levante.cif)).toBe(true);
    expect(otroPlaced.valorRetorno.total).toBeGreaterThanOrEqual(2);
    const page = await admin.Stocks.GetPedidos({ tipo: 'realizados', estado: null, pag: 2, maxRegistros: 1 });
    expect(page.valorRetorno.pedidos).toHaveLength(1);
    expect(page.valorRetorno.pedidos[0]!.PED_ID).toBe(placed.valorRetorno.pedidos[1]!.PED_ID);
  });

  it('moves an order as the rules allow, e-mails the other member, returns the units on cancel and answers 404 to a stranger', async () => {
    await setUnits(levante.id, '01', 6);
    const admin = await loggedIn();
    const otro = await loggedIn('otro');
    const move = async (browser: Browser, id: number, estado: string) =>
      (await browser.call('POST', '/api/Stocks/CambiarEstadoPedido', { json: { idPedido: id, estado } })) as {
        status: number;
        json: { ok: boolean; mensajeError: string | null; valorRetorno: Pedido | null };
      };
    const placedId = async () => {
      const answer = await place(admin, order(demo, await pickupPoint(demo.id), [{ code: '01', qty: 2 }]));
      expect(answer.codError).toBe(0);
      const [row] = await server.db.query<{ id: number }>('SELECT ped_id AS id FROM orders WHERE ped_numero = $1', [answer.PedidoGenerado]);
      return row!.id;
    };

    const id = await placedId();
    let before = server.outbox().length;
    const accepted = await move(otro, id, 'aceptado');
    expect(accepted.json).toMatchObject({ ok: true, valorRetorno: { PED_ESTADO: 'aceptado' } });
    expect(server.outbox().slice(before).join('')).toContain(`To: ${demo.mail}`);
    // The buyer may not cancel an accepted order; the seller may not skip preparing it.
    const refused = await move(admin, id, 'cancelado');
    expect(refused.json).toEqual({ ok: false, mensajeError: 'El vendedor ya ha aceptado el pedido: pídale a él que lo cancele.', valorRetorno: null });
    expect((await move(otro, id, 'recogido')).json.mensajeError).toBe('Un pedido aceptado no puede pasar a recogido.');
    expect((await move(otro, id, 'preparado')).json.ok).toBe(true);
    expect((await move(otro, id, 'recogido')).json.ok).toBe(true);
    expect((await move(otro, id, 'cancelado')).json.mensajeError).toBe('El pedido ya se ha recogido: ya no se puede cambiar.');
    const detail = ((await admin.call('GET', `/api/Stocks/GetPedido/${id}`)).json as { valorRetorno: PedidoDetalle }).valorRetorno;
    expect(detail.Historial.map((h) => h.Estado)).toEqual(['pendiente', 'aceptado', 'preparado', 'recogido']);
    expect(await units(levante.id, '01')).toBe(4);

    // The buyer cancels a pending order: the units go back, the seller is told.
    const second = await placedId();
    expect(await units(levante.id, '01')).toBe(2);
    before = server.outbox().length;
    expect((await move(admin, second, 'cancelado')).json).toMatchObject({ ok: true, valorRetorno: { PED_ESTADO: 'cancelado' } });
    expect(await units(levante.id, '01')).toBe(4);
    const told = server.outbox().slice(before).join('');
    expect(told).toContain(`To: ${levante.mail}`);
    expect(told).toContain('cancelado');

    // Another member's user: 404, whatever it tries.
    const stranger = await loggedIn(third.login, 'tercero1234');
    expect((await stranger.call('GET', `/api/Stocks/GetPedido/${id}`)).status).toBe(404);
    expect((await move(stranger, second, 'aceptado')).status).toBe(404);
    expect((await admin.call('GET', '/api/Stocks/GetPedido/999999')).status).toBe(404);
    expect((await move(otro, id, 'enviado')).status).toBe(400);
    expect((await new Browser(server.url).call('GET', `/api/Stocks/GetPedido/${id}`)).status).toBe(401);
  });
  it("cancels an order while another order takes the same seller's lines: both answered, the units returned and taken add up", async () => {
    await setUnits(levante.id, '01', 6);
    await setUnits(levante.id, '02', 4);
    const admin = await loggedIn();
    const rival = await loggedIn(third.login, 'tercero1234');
    const placedId = async (lines: { code: string; qty: number }[]) => {
      const answer = await place(admin, order(demo, await pickupPoint(demo.id), lines));
      expect(answer.codError).toBe(0);
      const [row] = await server.db.query<{ id: number }>('SELECT ped_id AS id FROM orders WHERE ped_numero = $1', [answer.PedidoGenerado]);
      return row!.id;
    };
    const cancel = async (id: number) => {
      const res = await admin.call('POST', '/api/Stocks/CambiarEstadoPedido', { json: { idPedido: id, estado: 'cancelado' } });
      expect(res.status).toBe(200);
      return res.json as { ok: boolean; mensajeError: string | null; valorRetorno: Pedido | null };
    };
    const rivalOrder = async (lines: { code: string; qty: number }[]) => place(rival, order(third, await pickupPoint(third.id), lines));

    // Both write 01 and 02, the cancel in one statement (2 + 1 units back), the new order in two (1 + 1 taken), in
    // either order. Had the cancel waited for the seller's stock lock only in its stock trigger, it would by then hold
    // 01 and 02, and an order let in ahead of it would wait for them while holding that lock: a deadlock, one a 500.
    const both = [
      { code: '01', qty: 2 },
      { code: '02', qty: 1 },
    ];
    const crosswise = [
      { code: '02', qty: 1 },
      { code: '01', qty: 1 },
    ];
    let id = await placedId(both);
    expect([await units(levante.id, '01'), await units(levante.id, '02')]).toEqual([4, 3]);
    const [cancelled, placed] = await inTurn(
      levante.id,
      () => cancel(id),
      () => rivalOrder(crosswise),
    );
    expect(cancelled).toMatchObject({ ok: true, mensajeError: null, valorRetorno: { PED_ESTADO: 'cancelado' } });
    expect([placed.codError, placed.MsgError]).toEqual([0, '']);
    expect([await units(levante.id, '01'), await units(levante.id, '02')]).toEqual([4 + 2 - 1, 3 + 1 - 1]);
    id = await placedId(both);
    const [placedFirst, cancelledSecond] = await inTurn(
      levante.id,
      () => rivalOrder(crosswise),
      () => cancel(id),
    );
    expect([placedFirst.codError, placedFirst.MsgError]).toEqual([0, '']);
    expect(cancelledSecond).toMatchObject({ ok: true, mensajeError: null, valorRetorno: { PED_ESTADO: 'cancelado' } });
    expect([await units(levante.id, '01'), await units(levante.id, '02')]).toEqual([5 - 2 - 1 + 2, 3 - 1 - 1 + 1]);

    // The last units of 01 are in an order being cancelled. Behind the cancel, a new order gets them back…
    await setUnits(levante.id, '01', 2);
    id = await placedId([{ code: '01', qty: 2 }]);
    expect(await units(levante.id, '01')).toBe(0);
    const [again, behind] = await inTurn(
      levante.id,
      () => cancel(id),
      () => rivalOrder([{ code: '01', qty: 2 }]),
    );
    expect(again.ok).toBe(true);
    expect([behind.codError, behind.MsgError]).toEqual([0, '']);
    expect(await units(levante.id, '01')).toBe(0);

    // … and ahead of it, the order is refused in Spanish, naming the reference, and the cancel returns them.
    await setUnits(levante.id, '01', 2);
    id = await placedId([{ code: '01', qty: 2 }]);
    const [ahead, last] = await inTurn(
      levante.id,
      () => rivalOrder([{ code: '01', qty: 2 }]),
      () => cancel(id),
    );
    expect(ahead).toEqual({ codError: 1, PedidoGenerado: '', MsgError: `Ya no quedan unidades de ${ref.reference} en el almacén 01 (ha pedido 2).` });
    expect(last.ok).toBe(true);
    expect(await units(levante.id, '01')).toBe(2);
  });
});

describe('Stocks/ImportarStock and GetResumenStock', () => {
  const header = STOCK_IMPORT_COLUMNS.map((c) => c.header).join(';');

  it('is for account administrators only (403 otherwise)', async () => {
    const socio = await loggedIn('socio');
    const res = await socio.call('POST', '/api/Stocks/ImportarStock', { json: { csv: `${header}\r\n01;Central;Bosch;0 986 999 001;;3;10,5` } });
    expect(res.status).toBe(403);
  });

  it('imports all lines or none, naming the wrong line, and replaces the stock of the member', async () => {
    const admin = await loggedIn();
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_stock WHERE stk_id_socio = $1', [demo.id]))[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const importCsv = (csv: string) => admin.call('POST', '/api/Stocks/ImportarStock', { json: { csv } });

    const wrong = await importCsv(`${header}\r\n01;Central;Bosch;0 986 999 001;;3;10,5\r\n02;Norte;Bosch;0 986 999 002;;-3;10\r\n`);
    expect(wrong.status).toBe(200);
    expect(wrong.json).toMatchObject({ ok: false, valorRetorno: null });
    expect((wrong.json as { mensajeError: string }).mensajeError).toContain('Línea 3: Las unidades deben ser');
    const unknownBrand = await importCsv(`${header}\r\nA1;;Marca Inventada;XYZ-1;;3;10\r\n`);
    expect((unknownBrand.json as { mensajeError: string }).mensajeError).toContain('Línea 2: La marca «Marca Inventada» no existe en el catálogo');
    const badHeader = await importCsv('Almacen;Referencia\r\n01;X\r\n');
    expect((badHeader.json as { mensajeError: string }).mensajeError).toContain('Línea 1: Falta la columna «Marca»');
    expect(await count()).toBe(before);

    const importedFrom = new Date(Date.now() - 1000);
    const good = await importCsv(
      `\ufeff${header}\r\n01;Central;bosch;${ref.reference};MI-REF-1;5;55,40\r\nN2;Nave norte;Bosch;${ref.reference};;-9999;60\r\nN2;Nave norte;Brembo;09.9999.99;;0;12.5\r\n`,
    );
    expect(good.json).toMatchObject({ ok: true, mensajeError: null });
    const summary = (good.json as { valorRetorno: ResumenStock }).valorRetorno;
    expect(summary.Almacenes.map((a) => [a.CodigoAlmacen, a.DescripcionAlmacen, a.Referencias, a.Unidades])).toEqual([
      ['01', 'Central', 1, 5],
      ['N2', 'Nave norte', 2, 0],
    ]);
    expect(summary).toMatchObject({ Referencias: 2, Unidades: 5 });
    // The import's time is this import's: not before it was sent (a second's leeway for the clocks' rounding).
    expect(Date.parse(summary.Actualizado!)).toBeGreaterThanOrEqual(importedFrom.getTime());
    expect(await count()).toBe(3);

    // Levante now sees «Recambios Demo»'s offer of the reference with its own code; the grey warehouse shows -9999.
    const otro = await loggedIn('otro');
    const offer = (await offers(otro)).find((o) => o.CifAsociado === demo.cif)!;
    expect(offer).toMatchObject({ ReferenciaAsociado: 'MI-REF-1', Stock: '5', Precio: 55.4, PrecioHasta: 60 });
    const breakdown = await otro.call('GET', `/api/DesgloseStocks/GetDesgloseStock/${demo.cif}/${encodeURIComponent(ref.reference)}`);
    // Each warehouse at the price imported for it, less the discount «Recambios Demo» gives Levante.
    const dto = offer.Dto;
    expect(breakdown.json).toEqual([
      { CodigoAlmacen: '01', DescripcionAlmacen: 'Central', Stock: '5', Precio: 55.4, Dto: dto, Neto: netPrice(55.4, dto) },
      { CodigoAlmacen: 'N2', DescripcionAlmacen: 'Nave norte', Stock: '-9999', Precio: 60, Dto: dto, Neto: netPrice(60, dto) },
    ]);
    const resumen = await admin.api().Stocks.GetResumenStock();
    expect(resumen.valorRetorno).toEqual(summary);
    expect((await new Browser(server.url).call('GET', '/api/Stocks/GetResumenStock')).status).toBe(401);
  });
  it("imports the seller's stock while an order takes its lines: both answered, and what stays is the import's count less what was ordered after it", async () => {
    const admin = await loggedIn();
    const otro = await loggedIn('otro');
    const [second] = await server.db.query<{ descr: string }>(
      'SELECT alm_descripcion AS descr FROM member_warehouses WHERE alm_id_socio = $1 AND alm_codigo = $2',
      [levante.id, '02'],
    );
    const line = (code: string, descr: string, n: number, price: string) => `${code};${descr};Bosch;${ref.reference};;${n};${price}`;
    const importCsv = async (...lines: string[]) => {
      const res = await otro.call('POST', '/api/Stocks/ImportarStock', { json: { csv: [header, ...lines].join('\r\n') } });
      expect(res.status).toBe(200);
      return res.json as { ok: boolean; mensajeError: string | null; valorRetorno: ResumenStock | null };
    };
    const both = () => importCsv(line('01', 'Central', 8, '36,72'), line('02', second!.descr, 5, '34,62'));
    const demoOrder = async (lines: { code: string; qty: number }[]) => place(admin, order(demo, await pickupPoint(demo.id), lines));
    const levanteUnits = async () => [await units(levante.id, '01'), await units(levante.id, '02')];

    // The import first: the order takes its units from the imported lines.
    const [imported, placed] = await inTurn(levante.id, both, () =>
      demoOrder([
        { code: '01', qty: 2 },
        { code: '02', qty: 1 },
      ]),
    );
    expect(imported).toMatchObject({ ok: true, mensajeError: null });
    expect([placed.codError, placed.MsgError]).toEqual([0, '']);
    expect(await levanteUnits()).toEqual([8 - 2, 5 - 1]);

    // The order first: the import, the member's count of its shelves made after it, is what stays.
    const [ordered, counted] = await inTurn(levante.id, () => demoOrder([{ code: '01', qty: 1 }]), both);
    expect([ordered.codError, ordered.MsgError]).toEqual([0, '']);
    expect(counted).toMatchObject({ ok: true, valorRetorno: { Referencias: 1, Unidades: 8 + 5 } });
    expect(await levanteUnits()).toEqual([8, 5]);

    // An import that closes warehouse 02 ahead of an order of it: the order is refused in Spanish, nothing taken.
    const [closed, refused] = await inTurn(
      levante.id,
      () => importCsv(line('01', 'Central', 7, '36,72')),
      () => demoOrder([{ code: '02', qty: 1 }]),
    );
    expect(closed).toMatchObject({ ok: true, valorRetorno: { Referencias: 1, Unidades: 7 } });
    expect(refused).toEqual({ codError: 1, PedidoGenerado: '', MsgError: `El almacén 02 no tiene la referencia ${ref.reference}.` });
    expect(await levanteUnits()).toEqual([7, -1]);
  });
});
