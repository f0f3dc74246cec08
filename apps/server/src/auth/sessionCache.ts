import type { UserConfig } from '@socios/api';
import { ChannelListener } from '../db/channel';
import type { Db } from '../db/db';
import { findSession, type SessionLifetime, type SessionUser } from './sessions';
import { tokenHash } from './tokens';

/** Channel of the change notifications sent by the triggers of migration 0006 ('u:<user id>'). */
export const CHANGES_CHANNEL = 'socios_changes';

/** Largest SESSION_CACHE_SECONDS: a session read from the database is valid ≥ 5 minutes, so an entry never outlives it. */
export const MAX_SESSION_CACHE_SECONDS = 60;

type Entry<T> = { value: T; userId: number; until: number };

/** Entries kept before expired ones are swept. */
const SWEEP_ABOVE = 10_000;

/**
 * A short in-process cache of sessions (by session id) and user configurations (by user), so that an
 * authenticated call does not read the session from the database every time and EnSession does not rebuild the
 * configuration on every page load. An entry lives SESSION_CACHE_SECONDS (0 turns the cache off) and is dropped
 * at once when the user changes: locally by the calls that change it, and on every instance through PostgreSQL
 * LISTEN/NOTIFY (triggers on users, sessions, contacts and favourites). While the listening connection is down
 * the cache is bypassed, so a missed notification can never keep a logged-out session alive.
 */
export class SessionCache {
  private readonly sessions = new Map<string, Entry<SessionUser>>();
  private readonly configs = new Map<number, Entry<UserConfig>>();
  /** Counts every change seen; a read that overlapped a change is not cached. */
  private changes = 0;
  private live = false;
  private listener: ChannelListener | undefined;
  private readonly pings = new Map<string, () => void>();
  private pingSeq = 0;
  /** Change notifications heard (each drops what is cached of its user, or everything), and entries read again because they had expired. */
  private readonly counts = { notified: 0, expired: 0 };

  private constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly lifetime: SessionLifetime,
  ) {}

  /** Opens the cache and starts listening for changes (nothing to listen for when ttlSeconds is 0). */
  static async open(db: Db, options: { ttlSeconds: number; lifetime: SessionLifetime }): Promise<SessionCache> {
    const cache = new SessionCache(db, Math.min(options.ttlSeconds, MAX_SESSION_CACHE_SECONDS) * 1000, options.lifetime);
    if (cache.ttlMs > 0) {
      cache.listener = await ChannelListener.open(db, CHANGES_CHANNEL, {
        payload: (payload) => cache.onPayload(payload),
        live: () => {
          cache.live = true;
        },
        // While not listening, a missed notification could keep a changed user cached: nothing is cached until it
        // listens again.
        lost: () => {
          cache.live = false;
          cache.clear();
        },
      });
    }
    return cache;
  }

  private onPayload(payload: string): void {
    const ping = this.pings.get(payload);
    if (ping) {
      this.pings.delete(payload);
      ping();
      return;
    }
    if (payload.startsWith('ping:')) return;
    this.counts.notified++;
    if (payload.startsWith('u:')) this.forgetUser(Number(payload.slice(2)));
    else this.clear();
  }

  private get enabled(): boolean {
    return this.live && this.ttlMs > 0;
  }

  private async cached<K, T>(map: Map<K, Entry<T>>, key: K, load: () => Promise<T | null>, userOf: (value: T) => number): Promise<T | null> {
    const now = Date.now();
    const hit = map.get(key);
    if (hit && hit.until > now) return hit.value;
    if (hit) this.counts.expired++;
    const before = this.changes;
    const value = await load();
    if (!value || !this.enabled || this.changes !== before) return value;
    if (map.size > SWEEP_ABOVE) for (const [k, e] of map) if (e.until <= now) map.delete(k);
    map.set(key, { value, userId: userOf(value), until: now + this.ttlMs });
    return value;
  }

  /** The live session of a cookie value (sliding expiry as findSession), from the cache when fresh. */
  find(token: string): Promise<SessionUser | null> {
    if (!this.enabled || !token || token.length > 100) return findSession(this.db, token, this.lifetime);
    return this.cached(
      this.sessions,
      tokenHash(token).toString('hex'),
      () => findSession(this.db, token, this.lifetime),
      (s) => s.userId,
    );
  }

  /** A user's configuration (load reads it from the database), from the cache when fresh. */
  userConfig(userId: number, load: () => Promise<UserConfig | null>): Promise<UserConfig | null> {
    if (!this.enabled) return load();
    return this.cached(this.configs, userId, load, () => userId);
  }

  /** Drops everything cached about a user (its sessions and configuration). */
  forgetUser(userId: number): void {
    this.changes++;
    this.configs.delete(userId);
    for (const [k, e] of this.sessions) if (e.userId === userId) this.sessions.delete(k);
  }

  /** Drops the session of a cookie value. */
  forgetToken(token: string): void {
    this.changes++;
    this.sessions.delete(tokenHash(token).toString('hex'));
  }

  /** Drops everything. */
  clear(): void {
    this.changes++;
    this.sessions.clear();
    this.configs.clear();
  }

  /**
   * Change notifications heard and expired entries read again, since the start (GET /metrics): a permission revoked on
   * another instance reaches this one as a notification, not as an expiry.
   */
  stats(): { notified: number; expired: number } {
    return { ...this.counts };
  }

  /** Resolves once every change committed before the call has reached this instance (tests; no sleeping). */
  async settled(): Promise<void> {
    if (!this.live) return;
    const payload = `ping:${process.pid}:${++this.pingSeq}`;
    const arrived = new Promise<void>((resolve) => this.pings.set(payload, resolve));
    await this.db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
    await arrived;
  }

  /** Stops listening. */
  async close(): Promise<void> {
    this.live = false;
    for (const resolve of this.pings.values()) resolve();
    this.pings.clear();
    await this.listener?.close();
  }
}
