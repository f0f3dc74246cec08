// Load figures of every list call of the contract (issue 22 item 4) at SEED_SCALE 10, on embedded PGlite and on a
// throwaway PostgreSQL 15 cluster, beside the bare Fastify hello route measured in the same run: each call of
// support/listCalls.ts (suppliers, documents, tariffs, parts search, stock, promotions… — a new list call cannot land
// without its entry there) asked for real rows of the demo data by ten members at once (LIST_CONNECTIONS, 10),
// LIST_SECONDS (3) each. The table names the rows each answer carries. Figures, not assertions: the goals of the
// heavy calls live in their own benches (tariffsScale, partsScale, consumptionScale, suppliersScale).
import { load, printTable, row, startHello } from './support/http';
import { Demo, httpContext, LIST_CALLS, listRequest, rowCount } from './support/listCalls';
import { atScale10 } from './support/scale';

const SECONDS = Number(process.env.LIST_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.LIST_CONNECTIONS ?? 10);

const rows: string[] = [];
const failures: string[] = [];
const hello = await startHello();
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  await atScale10('lists', async ({ name: db, url, headers }) => {
    const demo = new Demo(httpContext(url, headers));
    for (const name of Object.keys(LIST_CALLS).sort()) {
      try {
        const req = await listRequest(name, demo);
        const probe = await fetch(`${url}${req.path}`, { method: req.method, headers, ...(req.body === undefined ? {} : { body: req.body }) });
        if (!probe.ok) throw new Error(`answered ${probe.status}`);
        const count = rowCount(await probe.json());
        const figures = await load({ url: `${url}${req.path}`, method: req.method as 'GET' | 'POST', headers, ...(req.body === undefined ? {} : { body: req.body }), connections: CONNECTIONS, duration: SECONDS });
        const what = req.what ? `, ${req.what}` : '';
        rows.push(row(`SEED_SCALE 10: ${name}${what} (${count.toLocaleString('es-ES')} rows), ${CONNECTIONS} members, on ${db}`, figures, base));
      } catch (err) {
        failures.push(`${name} on ${db}: ${(err as Error).message}`);
      }
    }
  });
} finally {
  hello.stop();
}
printTable(`Every list call at SEED_SCALE 10 (${CONNECTIONS} connections, ${SECONDS} s each)`, rows);
if (failures.length) {
  console.error(`\nList calls that could not be measured:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exitCode = 1;
}
