import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DelayRule, ThrottleRule } from './auth/throttle';

/** Everything the server reads from its environment, with defaults for a one-command start. */
export interface ServerConfig {
  /** PORT: where to listen (3000). */
  port: number;
  /** HOST: interface to listen on (0.0.0.0). */
  host: string;
  /** DATA_DIR: embedded database and outbox (./data). */
  dataDir: string;
  /** DATABASE_URL: a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** SMTP_URL: an SMTP server instead of the outbox folder. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: sender of the portal's e-mails. */
  mailFrom: string;
  /** PUBLIC_URL: address of the portal as users reach it, for links in e-mails. */
  publicUrl: string;
  /** SEED_SCALE: multiplier of the demo data volumes (1); 0 loads no demo data. */
  seedScale: number;
  /** PORTAL_DIR: the built portal to serve (apps/portal/dist). */
  portalDir: string | undefined;
  /**
   * TRUST_PROXY: which X-Forwarded-* senders to believe (client address, https for Secure cookies): false for none,
   * a hop count (that many proxies in front of us), or proxy addresses / CIDRs. Never "everyone".
   */
  trustProxy: TrustProxy;
  /**
   * METRICS_TOKEN: the bearer token that opens GET /metrics from anywhere; without it the metrics answer only to
   * loopback callers (with TRUST_PROXY, the client address behind the proxy counts).
   */
  metricsToken: string | undefined;
  /** LOG_LEVEL: pino level (info). */
  logLevel: string;
  /** INSTANCE: this server's name among several, sent as the X-Instance header of every answer (hostname:port). */
  instance: string;
  /**
   * SHUTDOWN_DRAIN_SECONDS: on SIGTERM, how long the server keeps answering on the connections it already has (each
   * answer then closes its connection) before it closes the rest (5). A load balancer's idle keep-alive
   * connections must time out sooner (nginx's upstream keepalive_timeout), so that none is cut under a request.
   */
  drainSeconds: number;
  /**
   * SESSION_CACHE_SECONDS: how long a session and a user configuration read from the database are reused in
   * process (5; 0 turns the cache off; at most 60). Changes drop them at once on every instance (LISTEN/NOTIFY).
   */
  sessionCacheSeconds: number;
  /** SESSION_IDLE_MINUTES: a session unused this long ends (480 min = 8 h). */
  sessionTtlSeconds: number;
  /** SESSION_MAX_HOURS: a session ends this long after login however busy it is (12 h). */
  sessionMaxSeconds: number;
  /**
   * After CloseConnections (the last tab closed) the session lives this many seconds more (15), so that reloading
   * the only tab, which closes it for a moment, does not log the user out; any call in that time revives it.
   */
  closeGraceSeconds: number;
  /**
   * Seconds a campaign e-mail claimed by an instance stays its own before another instance (or the same after a restart)
   * may send it: how long a crash can delay the rest of a send.
   */
  campaignSendLeaseSeconds: number;
  /** Lifetime of a password-reset link, in seconds (1 h). */
  resetTtlSeconds: number;
  /**
   * Throttling: logins per (account, address), logins per address, growing delays per account (from addresses
   * that are not usual for it) and recovery requests per address.
   */
  throttle: { loginUser: ThrottleRule; loginIp: ThrottleRule; loginAccount: DelayRule; recoveryIp: ThrottleRule };
  /** The TecDoc Pegasus 3.0 account that answers the parts search instead of the built-in catalogue (TECDOC_API_KEY set), or null. */
  tecdoc: TecdocConfig | null;
  /** MAP_TILE_URL / MAP_TILE_ATTRIBUTION: the tile server of the maps, or null (country outlines alone). */
  mapTiles: MapTilesConfig | null;
  /** API_TOKEN_CALLS_PER_MINUTE: calls one personal API token may make a minute (600); more are 429 with Retry-After. */
  apiTokenCallsPerMinute: number;
  /** The live events stream (GET /api/Eventos): comment heartbeat (25 s) and open streams allowed per user (5). */
  events: { heartbeatSeconds: number; maxStreamsPerUser: number };
}

/** A tile server for the maps (directory, points of sale): its URL template, its credit and its origin (for CSP). */
export interface MapTilesConfig {
  /** URL template with {z}, {x} and {y} (and optionally {s}), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
  url: string;
  /** The credit the tiles' licence asks for, shown on the map. */
  attribution: string | null;
  /** The template's origin, which the Content-Security-Policy then allows images from. */
  origin: string;
}

/** The maps' tile server of an environment, or null without MAP_TILE_URL; a malformed template stops the start. */
export function mapTilesFrom(env: NodeJS.ProcessEnv): MapTilesConfig | null {
  const url = env.MAP_TILE_URL?.trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.replace('{s}', 'a'));
  } catch {
    throw new Error(`MAP_TILE_URL: '${url}' is not a URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('MAP_TILE_URL must be an http(s) URL');
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) throw new Error('MAP_TILE_URL must contain {z}, {x} and {y}');
  // With a {s} subdomain the CSP allows every subdomain of the host's parent ('https://*.tile.example.org').
  const origin = url.includes('{s}') ? `${parsed.protocol}//*.${parsed.host.split('.').slice(1).join('.')}` : parsed.origin;
  return { url, attribution: env.MAP_TILE_ATTRIBUTION?.trim() || null, origin };
}

/** A TecDoc Pegasus 3.0 account (TECDOC_* variables); the key never leaves the server. */
export interface TecdocConfig {
  /** TECDOC_API_KEY: sent as X-Api-Key. */
  apiKey: string;
  /** TECDOC_PROVIDER: the account's provider id (required with the key). */
  provider: number;
  /** TECDOC_URL: the JSON endpoint (TecAlliance's by default). */
  url: string;
  /** TECDOC_COUNTRY / TECDOC_LANG: the country whose links and articles are shown (ES) and the language of the texts (es). */
  country: string;
  lang: string;
  /** TECDOC_PLATE_KEY_SYSTEM: the key system of plate lookups in the account's country (its number in getKeySystems). */
  plateKeySystem: number;
  /** TECDOC_CACHE_HOURS: how long an answer is reused (24). */
  cacheSeconds: number;
}

/** The TecDoc account of an environment, or null without TECDOC_API_KEY. */
function tecdocFrom(env: NodeJS.ProcessEnv): TecdocConfig | null {
  const apiKey = env.TECDOC_API_KEY?.trim();
  if (!apiKey) return null;
  const provider = intFrom(env.TECDOC_PROVIDER, 0, 'TECDOC_PROVIDER');
  if (provider <= 0) throw new Error('TECDOC_PROVIDER: the provider id of the TecDoc account is needed with TECDOC_API_KEY');
  return {
    apiKey,
    provider,
    url: env.TECDOC_URL || 'https://webservice.tecalliance.services/pegasus-3-0/services/TecdocToCatDLB.jsonEndpoint',
    country: (env.TECDOC_COUNTRY || 'ES').toUpperCase(),
    lang: (env.TECDOC_LANG || 'es').toLowerCase(),
    plateKeySystem: intFrom(env.TECDOC_PLATE_KEY_SYSTEM, 99, 'TECDOC_PLATE_KEY_SYSTEM'),
    cacheSeconds: intFrom(env.TECDOC_CACHE_HOURS, 24, 'TECDOC_CACHE_HOURS') * 3600,
  };
}

/** TRUST_PROXY parsed: nobody, a hop count, or a list of proxy addresses / CIDRs (proxy-addr syntax). */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const PROXY_ENTRY = /^[0-9a-fA-F.:]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;

/** Reads TRUST_PROXY: empty/false → none, `1` → one hop, `10.0.0.0/8,192.168.1.5` → those proxies. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe X-Forwarded-For from anyone; give the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(',').map((a) => a.trim());
  const wrong = addresses.find((a) => !PROXY_ENTRY.test(a));
  if (wrong !== undefined) throw new Error(`TRUST_PROXY: '${wrong}' is neither a hop count nor an address or CIDR`);
  return { addresses };
}

/** Default location of the built portal, next to this package in the workspace. */
function defaultPortalDir(): string | undefined {
  const candidates = ['../../portal/dist', '../../../portal/dist'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  return candidates.find((dir) => existsSync(resolve(dir, 'index.html')));
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got '${value}'`);
  return n;
}

function positive(n: number, name: string): number {
  if (n === 0) throw new Error(`${name} must be at least 1`);
  return n;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFrom(env.PORT, 3000, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Portal Socios <no-reply@portalsocios.example>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    seedScale: intFrom(env.SEED_SCALE, 1, 'SEED_SCALE'),
    portalDir: env.PORTAL_DIR ? resolve(env.PORTAL_DIR) : defaultPortalDir(),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    instance: env.INSTANCE?.trim() || `${hostname()}:${port}`,
    drainSeconds: intFrom(env.SHUTDOWN_DRAIN_SECONDS, 5, 'SHUTDOWN_DRAIN_SECONDS'),
    sessionCacheSeconds: Math.min(intFrom(env.SESSION_CACHE_SECONDS, 5, 'SESSION_CACHE_SECONDS'), 60),
    sessionTtlSeconds: positive(intFrom(env.SESSION_IDLE_MINUTES, 480, 'SESSION_IDLE_MINUTES'), 'SESSION_IDLE_MINUTES') * 60,
    sessionMaxSeconds: positive(intFrom(env.SESSION_MAX_HOURS, 12, 'SESSION_MAX_HOURS'), 'SESSION_MAX_HOURS') * 3600,
    closeGraceSeconds: intFrom(env.CLOSE_GRACE_SECONDS, 15, 'CLOSE_GRACE_SECONDS'),
    campaignSendLeaseSeconds: intFrom(env.CAMPAIGN_SEND_LEASE_SECONDS, 120, 'CAMPAIGN_SEND_LEASE_SECONDS'),
    resetTtlSeconds: 3600,
    throttle: {
      loginUser: { maxFailures: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
      loginIp: { maxFailures: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
      loginAccount: { freeAttempts: 5, maxDelaySeconds: 15 * 60, windowSeconds: 24 * 3600 },
      recoveryIp: { maxFailures: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
    },
    tecdoc: tecdocFrom(env),
    mapTiles: mapTilesFrom(env),
    apiTokenCallsPerMinute: positive(intFrom(env.API_TOKEN_CALLS_PER_MINUTE, 600, 'API_TOKEN_CALLS_PER_MINUTE'), 'API_TOKEN_CALLS_PER_MINUTE'),
    events: { heartbeatSeconds: 25, maxStreamsPerUser: 5 },
  };
}
