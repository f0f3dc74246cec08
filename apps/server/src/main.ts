import { randomBytes } from 'node:crypto';
import module from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { join } from 'node:path';
import { SessionCache } from './auth/sessionCache';
import { purgeExpired } from './auth/sessions';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './demo/open';
import { seed } from './demo';
import { DEMO_ACCOUNTS } from './demo/members';
import { createMailer } from './mail/mailer';
import { purgeTecdocCache } from './modules/parts';
import { repairTariffPositions } from './modules/tariffs';
import { publishAdminAccess } from './ops/admin';

/** Starts the server: database, migrations, demo data, HTTP; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const bootLog = { info: (obj: object, msg: string) => console.log(JSON.stringify({ ...obj, msg })) };
  const applied = await migrate(db);
  const seeded = await seed(db, config.seedScale);
  // Tariffs loaded before their lines had positions get them now (one pass per brand that lacks them).
  await repairTariffPositions(db);
  await purgeExpired(db);

  const sessions = await SessionCache.open(db, { ttlSeconds: config.sessionCacheSeconds, lifetime: config });
  // The embedded database's backups while running go through the server (ops/admin.ts), with a token of this run.
  const adminToken = db.kind === 'pglite' ? randomBytes(32).toString('base64url') : undefined;
  const app = await buildApp(
    { db, config, sessions, mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox'), from: config.mailFrom, log: bootLog }) },
    { logger: { level: config.logLevel }, ...(adminToken ? { adminToken } : {}) },
  );
  app.log.info(
    {
      node: process.version,
      instance: config.instance,
      database: db.kind === 'pglite' ? `PGlite in ${join(config.dataDir, 'pgdata')}` : 'PostgreSQL (DATABASE_URL)',
      migrations: applied,
      seeded,
      partsCatalogue: config.tecdoc ? `TecDoc Pegasus 3.0 (provider ${config.tecdoc.provider}, ${config.tecdoc.country})` : 'built-in',
    },
    'database ready',
  );

  const purge = setInterval(() => Promise.all([purgeExpired(db), purgeTecdocCache(db)]).catch((err) => app.log.error({ err }, 'purge failed')), 3600_000);
  purge.unref();

  let unpublish = () => {};
  let stopping = false;
  // While draining, every answer closes its connection: a load balancer then opens its next one to another instance.
  app.addHook('onRequest', (_req, reply, done) => {
    if (stopping) reply.header('connection', 'close');
    done();
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    clearInterval(purge);
    const force = setTimeout(() => process.exit(1), (config.drainSeconds + 10) * 1000);
    force.unref();
    unpublish();
    await drain(app.server, config.drainSeconds);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // PORT=0 takes any free port: the line 'Escucha en' below says which (the crash test starts its servers so).
  const address = await app.listen({ port: config.port, host: config.host });
  if (adminToken) unpublish = publishAdminAccess(config.dataDir, app.server.address() as AddressInfo, adminToken);
  // With NODE_COMPILE_CACHE set, the code compiled for this start is written now rather than at exit: a process that is
  // killed (a crash, an out-of-memory kill, the crash test's kill -9) still leaves it, and the next start skips compiling.
  module.flushCompileCache?.();
  const accounts = DEMO_ACCOUNTS.map((a) => `    ${a.login.padEnd(6)} / ${a.password.padEnd(10)} ${a.note}`).join('\n');
  console.log(
    `\nPortal Socios: ${config.publicUrl}\n` +
      `  Escucha en: ${address}\n` +
      `  Node.js: ${process.version}\n` +
      (config.portalDir ? '' : '  (portal not built: only the API is served)\n') +
      `  Correo: ${config.smtpUrl ? 'SMTP' : `carpeta ${join(config.dataDir, 'outbox')}`}\n` +
      `  Cuentas de demostración:\n${accounts}\n`,
  );
}

/**
 * The first part of a graceful stop behind a load balancer: no new connection is accepted (the balancer, refused,
 * sends the request to another instance, a POST included since nothing was sent), while requests on the connections
 * already open are answered as usual, each answer closing its connection. Resolves when every connection has closed,
 * or after `seconds`; Fastify's close then ends what is left. Node's http close() would also cut the idle keep-alive
 * connections at once, and a request the balancer was writing on one at that moment would fail (nginx does not retry
 * a POST it has sent), so only the listening socket is closed here (net.Server's close).
 */
function drain(server: Server, seconds: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000);
    timer.unref();
    NetServer.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
