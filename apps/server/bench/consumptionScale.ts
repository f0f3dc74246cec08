// Consumption-report figures at SEED_SCALE 10 (issue 16 item 3): the built server on a fresh database with ten times
// the demo members (and so ten times their purchase lines), on embedded PGlite and on a throwaway PostgreSQL 15
// cluster. The heaviest report is the whole group's by family › subfamily › brand over the whole year
// (Consumos/GetConsumo_FamiliasXSubFamiliaXMarca_Grupo: every member's lines, three ROLLUP levels); one member asking
// (one connection) carries the goal, p99 ≤ 150 ms on PostgreSQL; ten at once and the member's own report are figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../test/support/postgresCluster';
import { load, printTable, row, sessionCookie, startHello, startPortal } from './support/http';

const rows: string[] = [];
const hello = await startHello();
const dirs: string[] = [];
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'socios-bench-consumption-'));
    dirs.push(d);
    return d;
  };
  const targets: { name: string; env: Record<string, string>; goal?: number }[] = [{ name: 'PGlite', env: { DATA_DIR: dir(), SEED_SCALE: '10' } }];
  try {
    cluster = await startCluster();
    targets.push({ name: 'PostgreSQL 15', env: { DATA_DIR: dir(), SEED_SCALE: '10', DATABASE_URL: `${cluster.baseUrl}/postgres` }, goal: 150 });
  } catch (err) {
    console.error(`PostgreSQL figures skipped: ${(err as Error).message}`);
  }
  for (const target of targets) {
    const portal = await startPortal(target.env, 1_200_000);
    try {
      const cookie = await sessionCookie(portal.url);
      const post = { Cookie: cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'br' };
      const body = JSON.stringify({ anyo: new Date().getUTCFullYear() - 1, mesIni: '01', mesFin: '12' });
      // The member's own report first: PGlite answers one query at a time, so it would wait behind the crowd's.
      const own = await load({ url: `${portal.url}/api/Consumos/GetConsumo_ProveedoresXMarca`, method: 'POST', headers: post, body, connections: 1 });
      rows.push(row(`SEED_SCALE 10: a member's own report by supplier › brand, on ${target.name}`, own, base));
      const heaviest = `${portal.url}/api/Consumos/GetConsumo_FamiliasXSubFamiliaXMarca_Grupo`;
      const one = await load({ url: heaviest, method: 'POST', headers: post, body, connections: 1 });
      const goals = target.goal ? { maxP99: target.goal } : {};
      rows.push(row(`SEED_SCALE 10: group by family › subfamily › brand, last year, one member, on ${target.name}`, one, base, goals));
      const ten = await load({ url: heaviest, method: 'POST', headers: post, body, connections: 10 });
      rows.push(row(`SEED_SCALE 10: the same, 10 members at once, on ${target.name}`, ten, base));
    } finally {
      portal.stop();
    }
  }
} finally {
  hello.stop();
  cluster?.stop();
  await new Promise((r) => setTimeout(r, 500));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
printTable('Consumption reports at SEED_SCALE 10', rows);
