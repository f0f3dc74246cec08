// HTTP figures of `pnpm bench`: requests per second of an authenticated Login/EnSession (session lookup and the
// whole user configuration from the database) against a bare Fastify hello route on the same machine, both
// measured in this run, on embedded PGlite and on a throwaway PostgreSQL 15 cluster. Figures, not assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../test/support/postgresCluster';
import { load, printTable, row, sessionCookie, startHello, startPortal } from './support/http';

const rows: string[] = [];
const hello = await startHello();
const dataDir = mkdtempSync(join(tmpdir(), 'socios-bench-'));
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite', env: { DATA_DIR: dataDir } }];
  try {
    cluster = await startCluster();
    targets.push({ name: 'PostgreSQL 15', env: { DATA_DIR: dataDir, DATABASE_URL: `${cluster.baseUrl}/postgres` } });
  } catch (err) {
    console.error(`PostgreSQL figures skipped: ${(err as Error).message}`);
  }
  for (const target of targets) {
    const portal = await startPortal(target.env);
    try {
      const cookie = await sessionCookie(portal.url);
      const f = await load({ url: `${portal.url}/api/Login/EnSession`, headers: { Cookie: cookie } });
      // Goals of issue 14: ≥ 0.1× bare Fastify on PGlite, ≥ 0.2× on PostgreSQL, p99 ≤ 50 ms at 50 clients.
      const minRatio = target.name === 'PGlite' ? 0.1 : 0.2;
      rows.push(row(`authenticated Login/EnSession on ${target.name}`, f, base, { minRatio, maxP99: 50 }));
    } finally {
      portal.stop();
    }
  }
} finally {
  hello.stop();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
printTable('HTTP', rows);
