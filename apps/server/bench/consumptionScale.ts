// Consumption-report figures at SEED_SCALE 10: the built server on a fresh database with ten times
// the demo members (and so ten times their purchase lines), on embedded PGlite and on a throwaway PostgreSQL 15
// cluster. The heaviest report is the whole group's by family › subfamily › brand over the whole year
// (Consumos/GetConsumo_FamiliasXSubFamiliaXMarca_Grupo: every member's lines, three ROLLUP levels); one member asking
// (one connection) carries the goal, p99 ≤ 150 ms on PostgreSQL; ten at once and the member's own report are figures.
import { load, printTable, row, startHello } from './support/http';
import { atScale10 } from './support/scale';

const rows: string[] = [];
const hello = await startHello();
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  await atScale10('consumption', async ({ name, url, headers }) => {
    const body = JSON.stringify({ anyo: new Date().getUTCFullYear() - 1, mesIni: '01', mesFin: '12' });
    // The member's own report first: PGlite answers one query at a time, so it would wait behind the crowd's.
    const own = await load({ url: `${url}/api/Consumos/GetConsumo_ProveedoresXMarca`, method: 'POST', headers, body, connections: 1 });
    rows.push(row(`SEED_SCALE 10: a member's own report by supplier › brand, on ${name}`, own, base));
    const heaviest = `${url}/api/Consumos/GetConsumo_FamiliasXSubFamiliaXMarca_Grupo`;
    const one = await load({ url: heaviest, method: 'POST', headers, body, connections: 1 });
    const goals = name === 'PostgreSQL 15' ? { maxP99: 150 } : {};
    rows.push(row(`SEED_SCALE 10: group by family › subfamily › brand, last year, one member, on ${name}`, one, base, goals));
    const ten = await load({ url: heaviest, method: 'POST', headers, body, connections: 10 });
    rows.push(row(`SEED_SCALE 10: the same, 10 members at once, on ${name}`, ten, base));
  });
} finally {
  hello.stop();
}
printTable('Consumption reports at SEED_SCALE 10', rows);
