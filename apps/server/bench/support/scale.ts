// Benches at SEED_SCALE 10 on both databases: a fresh data folder per target, the built server on embedded PGlite
// and on a throwaway PostgreSQL 15 cluster (skipped, with a line on stderr, when the cluster cannot start), a
// logged-in admin's headers, and everything cleaned up afterwards. To measure one change quickly (a seed at SEED_SCALE
// 10 takes minutes): SCALE_DATABASES=postgres (or pglite) runs one database only, SCALE_DATABASE_URL names a
// PostgreSQL database to use instead of a throwaway cluster (seeded by the first run and kept, so that two builds can
// be alternated on the same data), and BENCH_SERVER another copy of the built bundle (an older build, say).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startCluster } from '../../test/support/postgresCluster';
import { sessionCookie, startPortal } from './http';

/** One database the bench runs against, with the portal started on it. */
export interface ScaleTarget {
  name: 'PGlite' | 'PostgreSQL 15';
  url: string;
  /** Cookie, JSON, CSRF and brotli headers of a logged-in admin. */
  headers: Record<string, string>;
  /** The server's process id (its memory can be read under /proc). */
  pid: number;
}

/** Starts the portal at SEED_SCALE 10 on each database in turn and runs `measure` against it. */
export async function atScale10(prefix: string, measure: (target: ScaleTarget) => Promise<void>): Promise<void> {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), `socios-bench-${prefix}-`));
    dirs.push(d);
    return d;
  };
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  try {
    const only = process.env.SCALE_DATABASES?.toLowerCase();
    const targets: { name: ScaleTarget['name']; env: Record<string, string> }[] = [];
    if (!only || only.includes('pglite')) targets.push({ name: 'PGlite', env: { DATA_DIR: dir(), SEED_SCALE: '10' } });
    if (!only || only.includes('postgres')) {
      try {
        const given = process.env.SCALE_DATABASE_URL;
        if (!given) cluster = await startCluster();
        const databaseUrl = given ?? `${cluster?.baseUrl}/postgres`;
        targets.push({ name: 'PostgreSQL 15', env: { DATA_DIR: dir(), SEED_SCALE: '10', DATABASE_URL: databaseUrl } });
      } catch (err) {
        console.error(`PostgreSQL figures skipped: ${(err as Error).message}`);
      }
    }
    for (const target of targets) {
      const portal = await startPortal(target.env, 1_800_000, process.env.BENCH_SERVER ? resolve(process.env.BENCH_SERVER) : undefined);
      try {
        const cookie = await sessionCookie(portal.url);
        const headers = { Cookie: cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'br' };
        await measure({ name: target.name, url: portal.url, headers, pid: portal.pid ?? 0 });
      } finally {
        portal.stop();
      }
    }
  } finally {
    cluster?.stop();
    await new Promise((r) => setTimeout(r, 500));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
