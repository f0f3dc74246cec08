import { ChannelListener } from '../db/channel';
import type { Db, Queryable } from '../db/db';

/**
 * The live events of the open portal (GET /api/Eventos): an order received or moved, a news item published. Events are
 * rows of live_events (migration 0024), written by triggers in the same transaction as the change, and announced at
 * commit with NOTIFY socios_events to every server instance on the database (PostgreSQL or PGlite). Each instance
 * listens once and hands every event to its open streams of that member; a stream that reconnects reads what it
 * missed from the table (Last-Event-ID).
 */

/** Channel of the events' notifications (the trigger of migration 0024). */
export const EVENTS_CHANNEL = 'socios_events';

/** The kinds of event a stream sends. */
export type LiveEventKind = 'pedido' | 'noticia';

/** One event as streams send it. */
export interface LiveEvent {
  /** ev_id: the stream's event id (Last-Event-ID). */
  id: number;
  /** The member it is for; null for every member. */
  socio: number | null;
  /** Its kind (the SSE event name). */
  tipo: LiveEventKind;
  /** What happened (the SSE data, JSON). */
  datos: Record<string, unknown>;
}

/** An open stream: the member it shows and how to hand it an event or end it. */
interface Subscriber {
  memberId: number;
  deliver(event: LiveEvent): void;
  end(): void;
}

/** Where the bus reports trouble. */
export interface BusLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Most events one reconnect replays (the table keeps a window of 5,000 in all). */
const REPLAY_MAX = 500;

export class EventBus {
  private readonly subscribers = new Set<Subscriber>();
  private readonly streamsByUser = new Map<number, number>();
  private listener: ChannelListener | undefined;

  private constructor(private readonly log: BusLog) {}

  /** Starts listening for the events of the database. */
  static async start(db: Db, log: BusLog): Promise<EventBus> {
    const bus = new EventBus(log);
    bus.listener = await ChannelListener.open(db, EVENTS_CHANNEL, {
      payload: (payload) => bus.onPayload(payload),
      failed: (err) => log.error({ err }, 'live events: cannot listen'),
      // Events may have been missed: every stream is ended (its browser reconnects with Last-Event-ID and reads them
      // from the table) while listening starts again.
      lost: () => bus.endStreams(),
    });
    return bus;
  }

  private onPayload(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'live events: unreadable notification');
      return;
    }
    for (const s of this.subscribers) if (event.socio === null || event.socio === s.memberId) s.deliver(event);
  }

  /** Hands every later event of a member (and every event for all members) to `deliver` until the returned stop. */
  subscribe(memberId: number, deliver: (event: LiveEvent) => void, end: () => void): () => void {
    const subscriber: Subscriber = { memberId, deliver, end };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Counts a stream of a user in; false (nothing counted) when the user already has `max` open on this instance. */
  acquire(userId: number, max: number): boolean {
    const open = this.streamsByUser.get(userId) ?? 0;
    if (open >= max) return false;
    this.streamsByUser.set(userId, open + 1);
    return true;
  }

  /** Counts a stream of a user out. */
  release(userId: number): void {
    const open = (this.streamsByUser.get(userId) ?? 1) - 1;
    if (open <= 0) this.streamsByUser.delete(userId);
    else this.streamsByUser.set(userId, open);
  }

  /** Ends every open stream (the server stops, or the listening connection was lost). */
  endStreams(): void {
    for (const s of [...this.subscribers]) s.end();
    this.subscribers.clear();
  }

  /** Stops listening and ends the streams. */
  async close(): Promise<void> {
    this.endStreams();
    await this.listener?.close();
  }
}

/** The events of a member after an id (what a reconnecting stream missed), oldest first. */
export function eventsSince(db: Queryable, memberId: number, afterId: number): Promise<LiveEvent[]> {
  return db.query<LiveEvent>(
    `SELECT ev_id::float8 AS id, ev_id_socio AS socio, ev_tipo AS tipo, ev_datos AS datos FROM live_events
      WHERE ev_id > $2 AND (ev_id_socio = $1 OR ev_id_socio IS NULL) ORDER BY ev_id LIMIT ${REPLAY_MAX}`,
    [memberId, afterId],
  );
}
