import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../src/db/db';
import { loadMigrations, migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { PostgresDb } from '../src/db/postgres';
import { seed } from '../src/demo';
import { cloneDatabase } from './support/testServer';

let db: Db;
beforeAll(async () => {
  db = await cloneDatabase();
});
afterAll(() => db.close());

describe('migrations and demo data', () => {
  it('has applied every migration file once, and applying again does nothing', async () => {
    const ids = loadMigrations().map((m) => m.id);
    const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(await migrate(db)).toEqual([]);
  });

  it('are applied once when three instances start together on an empty database', async () => {
    if (process.env.TEST_DB !== 'postgres') {
      // One embedded database has one server: the three migrations run one after the other.
      const empty = await openPglite();
      try {
        const applied = await Promise.all([migrate(empty), migrate(empty), migrate(empty)]);
        expect(applied.flat()).toHaveLength(loadMigrations().length);
      } finally {
        await empty.close();
      }
      return;
    }
    const base = inject('pgBaseUrl');
    const name = `m_${randomBytes(6).toString('hex')}`;
    const admin = new PostgresDb(`${base}/postgres`, { max: 1 });
    await admin.query(`CREATE DATABASE ${name}`);
    const instances = [0, 1, 2].map(() => new PostgresDb(`${base}/${name}`, { max: 2 }));
    try {
      const applied = await Promise.all(instances.map((instance) => migrate(instance)));
      expect(applied.flat()).toHaveLength(loadMigrations().length);
      const [jobs] = await instances[0]!.query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.version');
      expect(jobs?.n).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.close();
    }
  });

  it('refuses to start when a landed migration was edited', async () => {
    const edited = loadMigrations().map((m, i) => (i === 0 ? { ...m, checksum: 'changed' } : m));
    await expect(migrate(db, edited)).rejects.toThrow(/was edited/);
  });

  it('loads each demo-data part once', async () => {
    expect(await seed(db, 1)).toEqual([]);
    const users = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(users[0]?.n).toBeGreaterThan(40);
  });

  it('is deterministic and scales: same names every time, 40 × scale generated members plus 2 demo ones', async () => {
    const members = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    expect(members[0]?.n).toBe(42);
    const first = await db.query<{ soc_nombre: string }>('SELECT soc_nombre FROM members ORDER BY soc_id LIMIT 3');
    expect(first.map((r) => r.soc_nombre).slice(0, 2)).toEqual(['Recambios Demo', 'Autorecambios Levante']);
    const again = await cloneDatabase();
    try {
      const same = await again.query<{ soc_nombre: string }>('SELECT soc_nombre FROM members ORDER BY soc_id LIMIT 3');
      expect(same).toEqual(first);
    } finally {
      await again.close();
    }
  });

  it('fills the supplier catalogue and several years of purchases up to the current month', async () => {
    const [c] = await db.query<{ suppliers: number; brands: number; unsold: number; members: number; years: number }>(
      `SELECT (SELECT count(*)::int FROM suppliers) AS suppliers,
              (SELECT count(*)::int FROM brands) AS brands,
              (SELECT count(*)::int FROM brands b WHERE NOT EXISTS
                 (SELECT 1 FROM supplier_brands sb WHERE sb.prvmar_id_marca = b.mar_id)) AS unsold,
              (SELECT count(DISTINCT member_id)::int FROM purchases) AS members,
              (SELECT count(DISTINCT year)::int FROM purchases) AS years`,
    );
    // 16 suppliers of the catalogue with 45 brands, and the directory's generated ones up to 200 × scale.
    expect(c).toEqual({ suppliers: 200, brands: 689, unsold: 0, members: 42, years: 4 });
    const now = new Date();
    const [latest] = await db.query<{ y: number; m: number }>(
      'SELECT year::int AS y, max(month)::int AS m FROM purchases GROUP BY year ORDER BY year DESC LIMIT 1',
    );
    expect(latest).toEqual({ y: now.getUTCFullYear(), m: now.getUTCMonth() + 1 });
  });
});
