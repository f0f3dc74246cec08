// Load figures of every list call of the contract at SEED_SCALE 10, on embedded PGlite and on a
// throwaway PostgreSQL 15 cluster, beside the bare Fastify hello route measured in the same run: each call of
// support/listCalls.ts (suppliers, documents, tariffs, parts search, stock, promotions… — a new list call cannot land
// without its entry there) asked for real rows of the demo data by ten members at once (LIST_CONNECTIONS, 10; one
// for the answers of megabytes), LIST_SECONDS (3) each; the requests still queued when a load stops are answered
// before the next one starts. The table names the rows each answer carries; a call that could not be measured, or
// answered no rows, is listed at the end and fails the bench. Figures, not assertions: the goals of the heavy calls
// live in their own benches (tariffsScale, partsScale, consumptionScale, suppliersScale). LIST_ONLY (comma-separated
// parts of names, e.g. `GetNeumaticos,GetBaterias`) measures only the calls whose name holds one of them.
import { load, printTable, row, startHello } from './support/http';
import { Demo, httpContext, LIST_CALLS, listRequest, rowCount } from './support/listCalls';
import { atScale10 } from './support/scale';

const SECONDS = Number(process.env.LIST_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.LIST_CONNECTIONS ?? 10);
const ONLY = (process.env.LIST_ONLY ?? '')
  .split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const measured = (name: string) => ONLY.length === 0 || ONLY.some((part) => name.toLowerCase().includes(part));

const rows: string[] = [];
const failures: string[] = [];
const hello = await startHello();
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  await atScale10('lists', async ({ name: db, url, headers }) => {
    const demo = new Demo(httpContext(url, headers));
    for (const name of Object.keys(LIST_CALLS).filter(measured).sort()) {
      try {
        const req = await listRequest(name, demo);
        const once = async () => {
          const res = await fetch(`${url}${req.path}`, { method: req.method, headers, ...(req.body === undefined ? {} : { body: req.body }) });
          if (!res.ok) throw new Error(`answered ${res.status}`);
          return rowCount(await res.json());
        };
        const count = await once();
        if (count === 0) failures.push(`${name} on ${db}: answered no rows (measured all the same)`);
        const connections = req.connections ?? CONNECTIONS;
        const body = req.body === undefined ? {} : { body: req.body };
        const figures = await load({ url: `${url}${req.path}`, method: req.method as 'GET' | 'POST', headers, ...body, connections, duration: SECONDS });
        // The requests still queued when the load stopped are answered before the next figure starts.
        await once();
        const what = req.what ? `, ${req.what}` : '';
        const who = connections === 1 ? 'one member' : `${connections} members`;
        rows.push(row(`SEED_SCALE 10: ${name}${what} (${count.toLocaleString('es-ES')} rows), ${who}, on ${db}`, figures, base));
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
