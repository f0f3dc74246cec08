import type { TokenApiCreado } from '@socios/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TEXTS } from '../src/events/stream';
import { EventStreamClient, type ReadEvent } from './support/eventStream';
import { demoOrderBody } from './support/orders';
import { type Browser, loggedIn, startTestServer, type TestServer } from './support/testServer';

// The live portal's event stream (GET /api/Eventos) on both databases: delivery to the right member, resume with
// Last-Event-ID, the heartbeat, the per-user limit, and delivery across two server instances on one database.

let server: TestServer;
let admin: Browser;
let otro: Browser;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ config: { events: { heartbeatSeconds: 0.2, maxStreamsPerUser: 3 } } });
  admin = await loggedIn(server.url, 'admin');
  otro = await loggedIn(server.url, 'otro');
});
afterAll(async () => {
  for (const s of streams) s.close();
  await server.close();
});

const cookieOf = (browser: Browser) => ({ Cookie: `socios_sid=${browser.cookies.get('socios_sid')}` });

/** Opens a stream and waits until it is listening (its first event, 'conectado'). */
async function open(url: string, headers: Record<string, string>): Promise<EventStreamClient> {
  const stream = await EventStreamClient.open(url, headers);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'conectado');
  return stream;
}

/** admin (Recambios Demo) buys from otro (Autorecambios Levante) through the first instance. */
async function placeOrder(): Promise<string> {
  const res = await admin.call('POST', '/api/Stocks/GenerarPedido', { json: await demoOrderBody(server.db) });
  expect(res.status).toBe(200);
  const answer = res.json as { codError: number; PedidoGenerado: string; MsgError: string };
  expect(answer.MsgError).toBe('');
  return answer.PedidoGenerado;
}

const orderEvent = (numero: string, tipo: string) => (e: ReadEvent) =>
  e.event === 'pedido' && (JSON.parse(e.data) as { numero: string; tipo: string }).numero === numero && JSON.parse(e.data).tipo === tipo;

describe('GET /api/Eventos', () => {
  it('is refused without a session, and answers an event stream that is not compressed', async () => {
    const anonymous = await EventStreamClient.open(server.url, {});
    expect(anonymous.status).toBe(401);
    const stream = await EventStreamClient.open(server.url, { ...cookieOf(otro), 'Accept-Encoding': 'gzip, br' });
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    await stream.next((e) => e.event === 'conectado');
    expect(await stream.comment()).toBe('heartbeat');
    stream.close();
  });

  it('tells the seller of a new order and both members of a change of state, and no one else', async () => {
    const seller = await open(server.url, cookieOf(otro));
    const buyer = await open(server.url, cookieOf(admin));
    const numero = await placeOrder();
    const received = await seller.next(orderEvent(numero, 'recibidos'));
    expect(JSON.parse(received.data)).toMatchObject({ numero, estado: 'pendiente', nuevo: true });
    await buyer.next(orderEvent(numero, 'realizados'));
    expect(seller.events.some(orderEvent(numero, 'realizados'))).toBe(false);

    const id = (JSON.parse(received.data) as { id: number }).id;
    const moved = await otro.call('POST', '/api/Stocks/CambiarEstadoPedido', { json: { idPedido: id, estado: 'aceptado' } });
    expect((moved.json as { ok: boolean }).ok).toBe(true);
    const changed = await buyer.next((e) => e.event === 'pedido' && JSON.parse(e.data).estado === 'aceptado');
    expect(JSON.parse(changed.data)).toMatchObject({ numero, nuevo: false });
    seller.close();
    buyer.close();
  });

  it('sends a published news item to every member', async () => {
    const stream = await open(server.url, cookieOf(otro));
    await server.db.query(
      `INSERT INTO news (not_titulo, not_texto, not_resumen, not_tipo, not_fecha, not_fecha_publicacion, not_busqueda)
       VALUES ('Nueva tarifa en vivo', '<p>Texto</p>', 'Resumen', 0, current_date, current_date, 'nueva tarifa en vivo')`,
    );
    const news = await stream.next((e) => e.event === 'noticia');
    expect(JSON.parse(news.data)).toMatchObject({ titulo: 'Nueva tarifa en vivo' });
    stream.close();
  });

  it('resumes after a reconnect with Last-Event-ID: what was missed, once, in order', async () => {
    const first = await open(server.url, cookieOf(otro));
    const before = await placeOrder();
    const seen = await first.next(orderEvent(before, 'recibidos'));
    first.close();
    const missed = [await placeOrder(), await placeOrder()];
    const again = await open(server.url, { ...cookieOf(otro), 'Last-Event-ID': seen.id ?? '' });
    const replayed = await again.next(orderEvent(missed[1]!, 'recibidos'));
    const orders = again.events.filter((e) => e.event === 'pedido').map((e) => JSON.parse(e.data).numero as string);
    expect(orders).toEqual(missed);
    expect(Number(replayed.id)).toBeGreaterThan(Number(seen.id));
    again.close();
  });

  it('allows a few streams per user, then 429', async () => {
    const opened = [await open(server.url, cookieOf(admin)), await open(server.url, cookieOf(admin)), await open(server.url, cookieOf(admin))];
    const refused = await EventStreamClient.open(server.url, cookieOf(admin));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ ok: false, mensajeError: EVENT_TEXTS.tooManyStreams });
    opened[0]!.close();
    // The closed stream's place is free once the server has seen it go: wait for that, not for a time.
    await expect
      .poll(
        async () => {
          const s = await EventStreamClient.open(server.url, cookieOf(admin));
          streams.push(s);
          s.close();
          return s.status;
        },
        { timeout: 60_000 },
      )
      .toBe(200);
    for (const s of opened) s.close();
  });

  it('accepts a personal API token, and reaches a stream on another instance of the same database', async () => {
    const created = await otro.call('POST', '/api/Usuarios/CrearTokenApi', { json: { nombre: 'Eventos', alcance: 'lectura', dias: 5 } });
    const { TOKEN } = (created.json as { valorRetorno: TokenApiCreado }).valorRetorno;
    const second = await startTestServer({ db: server.db });
    try {
      const elsewhere = await open(second.url, { Authorization: `Bearer ${TOKEN}` });
      const numero = await placeOrder();
      const received = await elsewhere.next(orderEvent(numero, 'recibidos'));
      expect(received.id).toMatch(/^\d+$/);
      elsewhere.close();
    } finally {
      await second.app.close();
    }
  });
});
