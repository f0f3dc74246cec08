import { cpSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, createApiClient } from '@socios/api';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { SessionCache } from '../../src/auth/sessionCache';
import { loadConfig, type ServerConfig } from '../../src/config';
import type { Db } from '../../src/db/db';
import { openPglite } from '../../src/db/pglite';
import { PostgresDb } from '../../src/db/postgres';
import { type Mailer, OutboxMailer } from '../../src/mail/mailer';
import { cloneTemplate } from './postgresCluster';
import { removeScratch, scratchDir } from './scratch';

/** A fresh database for one suite, cloned from the run's migrated and seeded template; closing it removes it. */
export async function cloneDatabase(): Promise<Db> {
  if (process.env.TEST_DB === 'postgres') {
    // Closing it drops it: the cluster holds the databases in use (~230 MB each) rather than every file's of the run,
    // and the run's end does not wait for the removal of a cluster grown to many gigabytes.
    const clone = await cloneTemplate(inject('pgBaseUrl'), 't_');
    const db = new PostgresDb(clone.url, { max: 5 });
    const close = db.close.bind(db);
    db.close = async () => {
      await close();
      await clone.drop();
    };
    return db;
  }
  return copyPgliteTemplate(inject('pgliteTemplate'));
}

/**
 * PGlite: the template's data directory copied into a scratch folder and opened there (the engine reads it from disk,
 * as a server's data folder); closing the database removes the folder.
 */
export async function copyPgliteTemplate(template: string): Promise<Db> {
  const dir = scratchDir('socios-db-');
  cpSync(template, join(dir, 'pgdata'), { recursive: true });
  const db = await openPglite(join(dir, 'pgdata'));
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    removeScratch(dir);
  };
  return db;
}

/** A real server on a loopback port over its own database, with its outbox folder. */
export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The suite's database. */
  db: Db;
  /** Configuration in use. */
  config: ServerConfig;
  /** Folder where the default mailer writes .eml files. */
  outboxDir: string;
  /** The Fastify app. */
  app: FastifyInstance;
  /** Resolves once the changes committed so far have reached the server's session cache (no sleeping). */
  settled(): Promise<void>;
  /** The server's log lines so far (JSON, parsed), when started with `logLines: true`. */
  logLines: Record<string, unknown>[];
  /** The .eml files written so far, oldest first, as text. */
  outbox(): string[];
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

/** Starts a server for one suite. Config values and the mailer can be replaced. */
export async function startTestServer(options: { config?: Partial<ServerConfig>; mailer?: Mailer; db?: Db; logLines?: boolean } = {}): Promise<TestServer> {
  const db = options.db ?? (await cloneDatabase());
  const dataDir = scratchDir('socios-test-');
  const outboxDir = join(dataDir, 'outbox');
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    portalDir: undefined,
    publicUrl: 'http://portal.test',
    ...options.config,
  };
  const mailer = options.mailer ?? new OutboxMailer(outboxDir, config.mailFrom);
  const sessions = await SessionCache.open(db, { ttlSeconds: config.sessionCacheSeconds, lifetime: config });
  const logLines: Record<string, unknown>[] = [];
  const logger = options.logLines ? { level: 'info', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } } : false;
  const app = await buildApp({ db, mailer, config, sessions }, { validateResponses: true, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The suite's own writes (UPDATE users… in a test) reach the session cache before the next call, as another
  // instance's would: the cache hears them through NOTIFY, so a write waits until its notification has arrived.
  const suiteDb: Db = {
    kind: db.kind,
    async query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      const rows = await db.query<T>(sql, params);
      if (/^\s*(update|insert|delete)\b/i.test(sql)) await sessions.settled();
      return rows;
    },
    async exec(sql: string) {
      const rows = await db.exec(sql);
      await sessions.settled();
      return rows;
    },
    transaction: (fn) => db.transaction(fn),
    listen: (channel, onPayload, onLost) => db.listen(channel, onPayload, onLost),
    close: () => db.close(),
  };
  return {
    url: `http://127.0.0.1:${port}`,
    db: suiteDb,
    config,
    outboxDir,
    app,
    settled: () => sessions.settled(),
    logLines,
    outbox() {
      try {
        // Oldest first by the time written (a campaign's e-mails are named by their Message-ID, not by time).
        return readdirSync(outboxDir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => ({ f, t: statSync(join(outboxDir, f)).mtimeMs }))
          .sort((a, b) => a.t - b.t || a.f.localeCompare(b.f))
          .map(({ f }) => readFileSync(join(outboxDir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    async close() {
      await app.close();
      await db.close();
      await mailer.close();
      removeScratch(dataDir);
    },
  };
}

/** A cookie-keeping HTTP user agent, like one browser tab. */
export class Browser {
  /** Cookies held, by name. */
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie header received, in order. */
  readonly setCookies: string[] = [];
  /** How many times the API client asked to go to /login (401s). */
  unauthorized = 0;

  constructor(readonly baseUrl: string) {}

  /** fetch with this browser's cookies. */
  readonly fetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const url = typeof input === 'string' && input.startsWith('/') ? this.baseUrl + input : input;
    const res = await fetch(url, { ...init, headers });
    for (const header of res.headers.getSetCookie()) {
      this.setCookies.push(header);
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /max-age=0/i.test(header) || /expires=thu, 01 jan 1970/i.test(header) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  };

  /** The typed client of the contract, exactly as the portal uses it, over this browser. */
  api(): ApiClient {
    return createApiClient({
      baseUrl: `${this.baseUrl}/api`,
      fetch: this.fetch,
      onUnauthorized: () => {
        this.unauthorized++;
      },
    });
  }

  /** A raw call: JSON body (or a raw string), the CSRF header unless told otherwise. */
  async call(
    method: string,
    path: string,
    options: { json?: unknown; raw?: string; contentType?: string; csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; headers: Headers; text: string; json: unknown }> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.csrf !== false) headers['X-Requested-With'] = 'XMLHttpRequest';
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    } else if (options.raw !== undefined) {
      body = options.raw;
      headers['Content-Type'] = options.contentType ?? 'application/json';
    }
    const res = await this.fetch(`${this.baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  /** Logs in through the API client and returns the answer. */
  login(usuario: string, pwd: string) {
    return this.api().Login.Validar({ usuario, pwd });
  }
}

/** A browser logged in as a demo user (password `<user>1234` unless given); fails the test if login fails. */
export async function loggedIn(url: string, user = 'admin', pwd = `${user}1234`): Promise<Browser> {
  const browser = new Browser(url);
  expect((await browser.login(user, pwd)).ok).toBe(true);
  return browser;
}
