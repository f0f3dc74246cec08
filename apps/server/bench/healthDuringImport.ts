// `/health` while members import contacts (one user cannot slow everyone): autocannon on /health
// alone (baseline), then again while three users each import the largest allowed file (10,000 rows,
// USER_LIMITS.importRows) back to back, on the built server over PGlite. Goal: p99 ≤ 100 ms during the imports.
// Figures, not assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { USER_LIMITS } from '@socios/domain';
import { load, printTable, row, sessionCookie, startPortal } from './support/http';

const rowsOf = (user: string) =>
  Array.from({ length: USER_LIMITS.importRows - 20 }, (_, i) => ({
    CONT_NOMBRE: `Carga ${user} ${i}`,
    CONT_MAIL: `carga${i}@${user}.es`,
    CONT_TELEFONO: String(900_000_000 + i),
    CONT_MOVIL: null,
    CONT_ID_GRUPO_CONTACTO: null,
    Accion: 0,
  }));

const dataDir = mkdtempSync(join(tmpdir(), 'socios-bench-health-'));
const portal = await startPortal({ DATA_DIR: dataDir });
const rows: string[] = [];
try {
  const users = [
    ['admin', 'admin1234'],
    ['socio', 'socio1234'],
    ['otro', 'otro1234'],
  ] as const;
  const cookies = await Promise.all(users.map(([u, p]) => sessionCookie(portal.url, u, p)));
  const base = await load({ url: `${portal.url}/health` });
  rows.push(row('/health alone (baseline)', base, base));
  let imports = 0;
  let running = true;
  const importing = (async () => {
    // Each user's first import inserts its rows; later ones re-check the file and skip every known e-mail.
    while (running) {
      for (const [i, [user]] of users.entries()) {
        if (!running) break;
        const res = await fetch(`${portal.url}/api/Usuarios/AltaMasivaContactos`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Cookie: cookies[i] ?? '' },
          body: JSON.stringify({ contactos: rowsOf(user) }),
        });
        if (!res.ok) throw new Error(`import answered ${res.status}`);
        imports++;
      }
    }
  })();
  const during = await load({ url: `${portal.url}/health` });
  running = false;
  await importing;
  rows.push(row('/health during back-to-back contact imports (goal p99 ≤ 100 ms)', during, base, { maxP99: 100 }));
  console.log(`(${imports} imports of ${(USER_LIMITS.importRows - 20).toLocaleString('en')} rows ran during the load)`);
} finally {
  portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
printTable('Health during contact imports (PGlite)', rows);
