// The PostgreSQL template of the test run gets its rows from the seeded PGlite template (test/support/copyDatabase.ts)
// instead of a second seed: both must hold the same demo data, every row and every sequence's position. Runs in the
// postgres project only (vitest.config.ts), where both templates exist.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Db } from '../src/db/db';
import { PostgresDb } from '../src/db/postgres';
import { cloneDatabase, copyPgliteTemplate } from './support/testServer';

/** Per table of the public schema: its rows and a hash of their text, in a fixed order; per sequence: its position. */
async function contents(db: Db): Promise<Record<string, string>> {
  // The text of a timestamp depends on the session's time zone.
  await db.exec("SET TimeZone = 'UTC'");
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations' ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number; hash: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS hash FROM ${name} t`,
    );
    out[name] = `${row!.n} rows ${row!.hash}`;
  }
  const sequences = await db.query<{ name: string }>(
    `SELECT quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
  );
  for (const { name } of sequences) {
    const [at] = await db.query<{ at: string }>(`SELECT last_value::text || ' ' || is_called::text AS at FROM ${name}`);
    out[name] = at!.at;
  }
  return out;
}

describe("the test run's PostgreSQL template", () => {
  let pglite: Db;
  let postgres: Db;
  beforeAll(async () => {
    pglite = await copyPgliteTemplate(inject('pgliteTemplate'));
    // A clone: a connection to the template itself would stop other files cloning it meanwhile.
    postgres = await cloneDatabase();
  });
  afterAll(async () => {
    await pglite?.close();
    await postgres?.close();
  });

  it("holds the seeded PGlite template's rows and sequences, value for value", async () => {
    const expected = await contents(pglite);
    expect(Object.keys(expected).length).toBeGreaterThan(50);
    expect(Number.parseInt(expected.tariff_lines ?? '0', 10)).toBeGreaterThan(1000);
    expect(await contents(postgres)).toEqual(expected);
  });
});

describe("a suite's PostgreSQL database", () => {
  it('is dropped when the suite closes it, so the cluster holds only the databases in use', async () => {
    const db = await cloneDatabase();
    const [own] = await db.query<{ name: string }>('SELECT current_database() AS name');
    const admin = new PostgresDb(`${inject('pgBaseUrl')}/postgres`, { max: 1 });
    try {
      const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [own?.name])).length;
      expect(await exists()).toBe(1);
      await db.close();
      expect(await exists()).toBe(0);
    } finally {
      await admin.close();
    }
  });
});
