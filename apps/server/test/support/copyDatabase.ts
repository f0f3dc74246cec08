import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../src/db/db';
import type { PgliteDb } from '../../src/db/pglite';

/**
 * Copies the rows of every table of the public schema but the migrations' log, and the sequences' positions, from the
 * seeded PGlite template to a PostgreSQL database on this machine migrated with the same migrations: the same demo data
 * without seeding it a second time. Each table travels with COPY, the engines' own text form of every value, read back
 * by the same types; rows go in the order the source stores them, as the seed wrote them. Triggers and foreign-key
 * checks are off while the rows go in (session_replication_role): the source's derived tables (purchase_months,
 * live_events) are copied as they are, not derived a second time; secondary indexes are built once after the load.
 * The files pass through a folder the server reads (it runs as its own user when the tests run as root).
 */
export async function copyDatabase(from: PgliteDb, to: Db): Promise<void> {
  const tables = await from.query<{ name: string }>(
    `SELECT quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations' ORDER BY 1`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'socios-copy-'));
  try {
    chmodSync(dir, 0o755);
    await to.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      // Rows a migration inserted (lookup tables) are in the source too.
      await tx.query(`TRUNCATE ${tables.map((t) => t.name).join(', ')}`);
      // Secondary indexes are built once each after the load (a sorted build) rather than kept up to date row by row.
      const indexes = await tx.query<{ name: string; def: string }>(
        `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
           FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid) ORDER BY 1`,
      );
      for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
      for (const { name } of tables) {
        // Generated columns are computed again from the others (they are not written).
        const columns = (
          await from.query<{ name: string }>(
            `SELECT quote_ident(attname) AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped
                AND attgenerated = '' ORDER BY attnum`,
            [name],
          )
        ).map((c) => c.name);
        const list = columns.join(', ');
        const { blob } = await from.pg.query(`COPY ${name} (${list}) TO '/dev/blob'`);
        if (!blob?.size) continue;
        const file = join(dir, `${name.replace(/\W/g, '_')}.copy`);
        writeFileSync(file, Buffer.from(await blob.arrayBuffer()), { mode: 0o644 });
        await tx.query(`COPY ${name} (${list}) FROM '${file}'`);
        rmSync(file);
      }
      for (const index of indexes) await tx.query(index.def);
      const sequences = await from.query<{ name: string }>(
        `SELECT quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S'`,
      );
      for (const { name } of sequences) {
        const [at] = await from.query<{ last: string; called: boolean }>(`SELECT last_value::text AS last, is_called AS called FROM ${name}`);
        if (at) await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [name, at.last, at.called]);
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await to.exec('ANALYZE');
}
