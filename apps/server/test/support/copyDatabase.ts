import type { Db } from '../../src/db/db';

/** Rows per statement: a chunk's text stays far under the 1 GB a parameter may hold. */
const CHUNK = 20_000;

/**
 * Copies the rows of every table of the public schema but the migrations' log, and the sequences' positions, from one
 * migrated database to another migrated with the same migrations (the PostgreSQL template from the seeded PGlite one:
 * the same demo data without seeding it a second time, ~40 s of CPU). Each row travels as its row-type text, the
 * engine's own text form of every value, and is read back by the same type, so every value arrives as it was; rows go
 * in the order the source stores them, as the seed wrote them. Triggers and foreign-key checks are off while the rows
 * go in (session_replication_role): the source's derived tables (purchase_months, live_events) are copied as they
 * are, not derived a second time.
 */
export async function copyDatabase(from: Db, to: Db): Promise<void> {
  const tables = await from.query<{ name: string }>(
    `SELECT quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations' ORDER BY 1`,
  );
  await from.transaction((source) =>
    to.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      // Rows a migration inserted (lookup tables) are in the source too.
      await tx.query(`TRUNCATE ${tables.map((t) => t.name).join(', ')}`);
      for (const { name } of tables) {
        // Generated columns are computed again from the others (they are not written).
        const columns = (
          await source.query<{ name: string }>(
            `SELECT quote_ident(attname) AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped
                AND attgenerated = '' ORDER BY attnum`,
            [name],
          )
        ).map((c) => c.name);
        const fields = columns.map((c) => `(r).${c}`).join(', ');
        await source.query(`DECLARE copied NO SCROLL CURSOR FOR SELECT t::text AS r FROM ${name} t`);
        for (;;) {
          const rows = await source.query<{ r: string }>(`FETCH ${CHUNK} FROM copied`);
          if (rows.length) {
            await tx.query(
              `INSERT INTO ${name} (${columns.join(', ')})
               SELECT ${fields} FROM (SELECT r::${name} AS r, n FROM unnest($1::text[]) WITH ORDINALITY AS u (r, n)) s ORDER BY n`,
              [rows.map((row) => row.r)],
            );
          }
          if (rows.length < CHUNK) break;
        }
        await source.query('CLOSE copied');
      }
      const sequences = await source.query<{ name: string }>(
        `SELECT quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S'`,
      );
      for (const { name } of sequences) {
        const [at] = await source.query<{ last: string; called: boolean }>(`SELECT last_value::text AS last, is_called AS called FROM ${name}`);
        if (at) await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [name, at.last, at.called]);
      }
    }),
  );
  await to.exec('ANALYZE');
}
