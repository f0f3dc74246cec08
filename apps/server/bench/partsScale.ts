// The parts catalogue at SEED_SCALE 10: ~250,000 articles over 2,500 engines, on embedded PGlite and
// on a throwaway PostgreSQL 15 cluster. Tecdoc/GetArticlesByMotorAndNodo for the demo plate's engine and the brakes
// group (every article below it), Tecdoc/GetArticlesByReferencia for a reference prefix and for an OE number, one
// member. Goal: articles by engine and group p99 ≤ 50 ms on PostgreSQL.
import { load, printTable, row, startHello } from './support/http';
import { atScale10 } from './support/scale';

const rows: string[] = [];
const hello = await startHello();
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  await atScale10('parts', async ({ name, url, headers }) => {
    const plate = (await (await fetch(`${url}/api/Matriculas/GetVehiculos/1234BBB`, { headers })).json()) as { ListaVehiculos: { Id: number }[] };
    const engine = plate.ListaVehiculos[0]?.Id;
    if (!engine) throw new Error('no demo plate');
    const group = `${url}/api/Tecdoc/GetArticlesByMotorAndNodo/${engine}/100`;
    const count = ((await (await fetch(group, { headers })).json()) as { valorRetorno: unknown[] }).valorRetorno.length;
    rows.push(
      row(
        `SEED_SCALE 10: articles of the demo engine under 'Sistema de frenos' (${count}) on ${name}`,
        await load({ url: group, headers, connections: 1 }),
        base,
        name === 'PGlite' ? {} : { maxP99: 50 },
      ),
    );
    rows.push(
      row(
        `SEED_SCALE 10: reference prefix '0986' on ${name}`,
        await load({ url: `${url}/api/Tecdoc/GetArticlesByReferencia/0986/`, headers, connections: 1 }),
        base,
      ),
    );
    rows.push(
      row(`SEED_SCALE 10: an OE number on ${name}`, await load({ url: `${url}/api/Tecdoc/GetArticlesByReferencia/1K0615301/`, headers, connections: 1 }), base),
    );
    rows.push(
      row(
        `SEED_SCALE 10: the engine's assembly groups on ${name}`,
        await load({ url: `${url}/api/Tecdoc/GetGruposByIdMotor/${engine}`, headers, connections: 1 }),
        base,
      ),
    );
  });
} finally {
  hello.stop();
}
printTable('Parts catalogue at SEED_SCALE 10', rows);
