import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ThrottleRule } from './auth/throttle';

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
  /** TRUST_PROXY: trust X-Forwarded-* from a load balancer (client address, https for Secure cookies). */
  trustProxy: boolean;
  /** LOG_LEVEL: pino level (info). */
  logLevel: string;
  /**
   * SESSION_CACHE_SECONDS: how long a session and a user configuration read from the database are reused in
   * process (5; 0 turns the cache off; at most 60). Changes drop them at once on every instance (LISTEN/NOTIFY).
   */
  sessionCacheSeconds: number;
  /** Idle lifetime of a session, in seconds (8 h). */
  sessionTtlSeconds: number;
  /**
   * After CloseConnections (the last tab closed) the session lives this many seconds more (15), so that reloading
   * the only tab, which closes it for a moment, does not log the user out; any call in that time revives it.
   */
  closeGraceSeconds: number;
  /** Lifetime of a password-reset link, in seconds (1 h). */
  resetTtlSeconds: number;
  /** Throttling of logins per account, of logins per address and of recovery requests per address. */
  throttle: { loginUser: ThrottleRule; loginIp: ThrottleRule; recoveryIp: ThrottleRule };
}

/** Default location of the built portal, next to this package in the workspace. */
function defaultPortalDir(): string | undefined {
  const candidates = ['../../portal/dist', '../../../portal/dist'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(resolve(dir, 'index.html')));
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got '${value}'`);
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
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || 'info',
    sessionCacheSeconds: Math.min(intFrom(env.SESSION_CACHE_SECONDS, 5, 'SESSION_CACHE_SECONDS'), 60),
    sessionTtlSeconds: 8 * 3600,
    closeGraceSeconds: intFrom(env.CLOSE_GRACE_SECONDS, 15, 'CLOSE_GRACE_SECONDS'),
    resetTtlSeconds: 3600,
    throttle: {
      loginUser: { maxFailures: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
      loginIp: { maxFailures: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
      recoveryIp: { maxFailures: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
    },
  };
}
