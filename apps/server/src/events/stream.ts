import fastifySse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import { requestUser } from '../auth/requestUser';
import { HttpError, type Services } from '../http/context';
import { TEXTS } from '../http/texts';
import { type EventBus, eventsSince, type LiveEvent } from './bus';

/** Spanish texts of the events stream. */
export const EVENT_TEXTS = {
  tooManyStreams: 'Demasiadas conexiones abiertas en vivo para este usuario: cierre alguna pestaña del portal.',
} as const;

/** Seconds a browser waits before reconnecting (the SSE retry field); the portal adds its own backoff on errors. */
const RETRY_MS = 3000;

/** The Last-Event-ID of a reconnect as an event id, or null. */
function lastIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * GET /api/Eventos: Server-Sent Events for the logged-in user (session cookie, or a personal API token of any scope):
 * `pedido` when the user's member receives an order or one of its orders changes state, `noticia` when a news item is
 * published; each with its id, so that a reconnect with Last-Event-ID first gets what it missed. A comment line every
 * heartbeat keeps proxies from closing a quiet stream. At most `maxStreamsPerUser` streams per user and instance (429).
 * The stream is written straight to the socket (the SSE plugin), never through the compression, which would hold
 * events back until a block fills.
 */
export async function registerEvents(app: FastifyInstance, services: Services, bus: EventBus): Promise<void> {
  const { heartbeatSeconds, maxStreamsPerUser } = services.config.events;
  await app.register(fastifySse, { heartbeatInterval: Math.round(heartbeatSeconds * 1000) });
  app.addHook('preClose', async () => bus.endStreams());

  app.get('/api/Eventos', { sse: 'only', config: { api: true } }, async (req, reply) => {
    const user = await requestUser(req, reply, services);
    if (!user) throw new HttpError(401, TEXTS.notLoggedIn);
    if (!bus.acquire(user.userId, maxStreamsPerUser)) {
      reply.header('Retry-After', '30');
      throw new HttpError(429, EVENT_TEXTS.tooManyStreams);
    }
    const sse = reply.sse;
    let lastSent = lastIdOf(sse.lastEventId) ?? 0;
    let replaying = true;
    const missedMeanwhile: LiveEvent[] = [];
    const send = (event: LiveEvent) => {
      if (event.id <= lastSent || !sse.isConnected) return;
      lastSent = event.id;
      sse.send({ id: String(event.id), event: event.tipo, data: event.datos }).catch(() => sse.close());
    };
    // Subscribed before the missed events are read, so that none falls between the two; ids drop the doubles.
    const unsubscribe = bus.subscribe(
      user.memberId,
      (event) => (replaying ? missedMeanwhile.push(event) : send(event)),
      () => sse.close(),
    );
    let released = false;
    sse.onClose(() => {
      if (released) return;
      released = true;
      unsubscribe();
      bus.release(user.userId);
    });
    sse.keepAlive();
    reply.header('X-Content-Type-Options', 'nosniff');
    await sse.send({ retry: RETRY_MS, data: 'conectado', event: 'conectado' });
    if (lastSent > 0) for (const event of await eventsSince(services.db, user.memberId, lastSent)) send(event);
    replaying = false;
    for (const event of missedMeanwhile) send(event);
  });
}
