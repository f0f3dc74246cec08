// Contacts figures of `pnpm bench`: the largest AltaMasivaContactos (10,000 rows, USER_LIMITS.importRows) (validation with the domain rules,
// group check and the one set-based INSERT in one transaction) on PGlite and on a throwaway PostgreSQL 15 cluster,
// each against anchors measured in the same run on the same database: as many single-row INSERTs in one
// transaction (the anchor) and the bare set-based INSERT. Figures, not assertions; best of 3 runs.
// The screen side (DOM rows with 10,000 contacts ≤ visible + 20) is asserted in apps/portal/e2e/contacts.spec.ts.
import { USER_LIMITS } from '@socios/domain';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { PostgresDb } from '../src/db/postgres';
import { seed } from '../src/demo';
import { importContacts } from '../src/modules/contacts';
import { startCluster } from '../test/support/postgresCluster';

const ROWS = USER_LIMITS.importRows;
const RUNS = 3;

const rows = Array.from({ length: ROWS }, (_, i) => ({
  CONT_NOMBRE: `Contacto ${i + 1}`,
  CONT_MAIL: `c${i + 1}@importado.es`,
  CONT_TELEFONO: String(900_000_000 + i),
  CONT_MOVIL: i % 3 === 0 ? null : String(600_000_000 + i),
  CONT_ID_GRUPO_CONTACTO: null,
  Accion: 0 as const,
}));

async function best(db: Db, userId: number, fn: () => Promise<unknown>): Promise<number> {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i++) {
    await db.query('DELETE FROM contacts WHERE cont_id_usuario = $1', [userId]);
    const start = performance.now();
    await fn();
    min = Math.min(min, performance.now() - start);
  }
  return min / 1000;
}

async function measure(name: string, db: Db): Promise<string[]> {
  await migrate(db);
  await seed(db, 1);
  const user = (await db.query<{ id: number }>("SELECT usr_id AS id FROM users WHERE usr_clave = 'socio'"))[0];
  if (!user) throw new Error('seed has no user socio');
  const id = user.id;
  const singles = await best(db, id, () =>
    db.transaction(async (tx) => {
      for (const r of rows) {
        await tx.query('INSERT INTO contacts (cont_id_usuario, cont_nombre, cont_mail, cont_telefono, cont_movil) VALUES ($1, $2, $3, $4, $5)', [
          id,
          r.CONT_NOMBRE,
          r.CONT_MAIL,
          r.CONT_TELEFONO,
          r.CONT_MOVIL,
        ]);
      }
    }),
  );
  const bare = await best(db, id, () =>
    db.transaction((tx) =>
      tx.query(
        `INSERT INTO contacts (cont_id_usuario, cont_nombre, cont_mail, cont_telefono, cont_movil)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[])`,
        [id, rows.map((r) => r.CONT_NOMBRE), rows.map((r) => r.CONT_MAIL), rows.map((r) => r.CONT_TELEFONO), rows.map((r) => r.CONT_MOVIL)],
      ),
    ),
  );
  const call = await best(db, id, async () => {
    const answer = await importContacts(db, id, rows);
    if (!answer.ok || answer.valorRetorno !== ROWS) throw new Error(`import failed: ${answer.mensajeError}`);
  });
  const f = (s: number) => s.toFixed(3);
  return [
    `| ${name}: ${ROWS.toLocaleString('en')} single-row INSERTs in one transaction (anchor) | ${f(singles)} | 1.00 |`,
    `| ${name}: bare set-based INSERT of ${ROWS.toLocaleString('en')} rows | ${f(bare)} | ${(bare / singles).toFixed(2)} |`,
    `| ${name}: AltaMasivaContactos, ${ROWS.toLocaleString('en')} rows (checks + insert) | ${f(call)} | ${(call / singles).toFixed(2)} |`,
  ];
}

const lines: string[] = [];
const pglite = await openPglite();
try {
  lines.push(...(await measure('PGlite', pglite)));
} finally {
  await pglite.close();
}
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
try {
  cluster = await startCluster();
  const pg = new PostgresDb(`${cluster.baseUrl}/postgres`, { max: 2 });
  try {
    lines.push(...(await measure('PostgreSQL 15', pg)));
  } finally {
    await pg.close();
  }
} catch (err) {
  console.error(`PostgreSQL figures skipped: ${(err as Error).message}`);
} finally {
  cluster?.stop();
}

console.log(`\n### Contacts import (${ROWS.toLocaleString('en')} rows, best of ${RUNS}, seconds; ratio to the anchor of the same database)\n`);
console.log('| figure | seconds | ratio to anchor |');
console.log('|---|---:|---:|');
for (const l of lines) console.log(l);
