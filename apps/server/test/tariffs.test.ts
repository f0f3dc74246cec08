import type { LineaTarifa } from '@socios/api';
import { compareNames, TARIFF_SORT_COLUMNS } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTariffPositions, repairTariffPositions } from '../src/modules/tariffs';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin') => logInAs(server.url, user);
const PATH = '/api/Tarifas/GetTarifaProveedorMar';

/** The brand with the most lines and one with a short tariff. */
async function brands(): Promise<{ big: { prv: number; mar: number; n: number }; small: { prv: number; mar: number; n: number } }> {
  const rows = await server.db.query<{ prv: number; mar: number; n: number }>(
    `SELECT min(sb.prvmar_id_proveedor) AS prv, t.tar_id_marca AS mar, count(*)::int AS n
       FROM tariff_lines t JOIN supplier_brands sb ON sb.prvmar_id_marca = t.tar_id_marca
      GROUP BY t.tar_id_marca ORDER BY n DESC`,
  );
  return { big: rows[0]!, small: rows.find((r) => r.n > 60 && r.n < 400)! };
}

type Column = (typeof TARIFF_SORT_COLUMNS)[number];
const VALUE: Record<Column, (l: LineaTarifa) => string | number> = {
  REFERENCIA: (l) => l.REFERENCIA,
  DESCRIPCION: (l) => l.DESCRIPCION,
  FAMILIA: (l) => l.FAMILIA,
  PVP: (l) => l.PVP,
  RANKING: (l) => l.RANKING ?? 0,
  ACUMULADO: (l) => l.RANKING ?? 0,
  FECHA_VIGENCIA: (l) => (l.FECHA_VIGENCIA ?? '').split('/').reverse().join('-'),
};

/** The order the tariff promises, computed here: numbers numerically, text in Spanish order, ties by reference. */
function expected(lines: LineaTarifa[], column: Column, direction: 'asc' | 'desc'): string[] {
  const cmp = (a: LineaTarifa, b: LineaTarifa) => {
    const va = VALUE[column](a);
    const vb = VALUE[column](b);
    const c =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : column === 'REFERENCIA' || column === 'FECHA_VIGENCIA'
          ? va < vb
            ? -1
            : va > vb
              ? 1
              : 0
          : compareNames(String(va), String(vb));
    return c || (a.REFERENCIA < b.REFERENCIA ? -1 : 1);
  };
  const sorted = [...lines].sort(cmp);
  return (direction === 'asc' ? sorted : sorted.reverse()).map((l) => l.REFERENCIA);
}

describe('Tarifas/GetTarifaProveedorMar', () => {
  it('answers 401 without a session, 403 without Tarifas, 404 for a brand the supplier does not sell, 400 for a bad page size', async () => {
    const { big } = await brands();
    const body = { idProveedor: big.prv, idMarca: big.mar };
    expect((await new Browser(server.url).call('POST', PATH, { json: body })).status).toBe(401);
    expect((await (await loggedIn('socio')).call('POST', PATH, { json: body })).status).toBe(403);
    const admin = await loggedIn();
    const [other] = await server.db.query<{ mar: number }>(
      'SELECT mar_id AS mar FROM brands WHERE mar_id NOT IN (SELECT prvmar_id_marca FROM supplier_brands WHERE prvmar_id_proveedor = $1) LIMIT 1',
      [big.prv],
    );
    expect((await admin.call('POST', PATH, { json: { ...body, idMarca: other!.mar } })).status).toBe(404);
    expect((await admin.call('POST', PATH, { json: { ...body, maxRegistros: 30 } })).status).toBe(400);
    expect((await admin.call('POST', PATH, { json: { ...body, orderBy: 'PRECIO' } })).status).toBe(400);
  });

  it('has at least 100,000 lines at SEED_SCALE 1, one brand deep enough to page through', async () => {
    const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tariff_lines');
    expect(row!.n).toBeGreaterThanOrEqual(100_000);
    expect((await brands()).big.n).toBeGreaterThanOrEqual(10_000);
    const [missing] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tariff_lines WHERE pos_referencia IS NULL OR tar_ranking IS NULL');
    expect(missing!.n).toBe(0);
  });

  it('pages by reference ascending by default, 25 a page, with the page count; the last page and past it', async () => {
    const { big } = await brands();
    const admin = await loggedIn();
    const first = (await admin.api().Tarifas.GetTarifaProveedorMar({ idProveedor: big.prv, idMarca: big.mar })).valorRetorno;
    expect(first).toHaveLength(25);
    expect(first[0]!.TOTAL_PAGINAS).toBe(Math.ceil(big.n / 25));
    const refs = await server.db.query<{ r: string }>(
      'SELECT tar_referencia AS r FROM tariff_lines WHERE tar_id_marca = $1 ORDER BY tar_referencia COLLATE "C" LIMIT 25 OFFSET $2',
      [big.mar, 25 * 999],
    );
    const deep = (await admin.api().Tarifas.GetTarifaProveedorMar({ idProveedor: big.prv, idMarca: big.mar, pag: 1000 })).valorRetorno;
    expect(deep.map((l) => l.REFERENCIA)).toEqual(refs.map((r) => r.r));
    const last = (await admin.api().Tarifas.GetTarifaProveedorMar({ idProveedor: big.prv, idMarca: big.mar, pag: first[0]!.TOTAL_PAGINAS, maxRegistros: 25 }))
      .valorRetorno;
    expect(last.length).toBe(big.n % 25 || 25);
    const past = (await admin.api().Tarifas.GetTarifaProveedorMar({ idProveedor: big.prv, idMarca: big.mar, pag: first[0]!.TOTAL_PAGINAS + 1 })).valorRetorno;
    expect(past).toEqual([]);
  });

  it.each(TARIFF_SORT_COLUMNS)('sorts by %s both ways, every page in the promised order', async (column) => {
    const { small } = await brands();
    const admin = await loggedIn();
    for (const direccion of ['asc', 'desc'] as const) {
      const pages: LineaTarifa[] = [];
      for (let pag = 1; ; pag++) {
        const page = (
          await admin.api().Tarifas.GetTarifaProveedorMar({ idProveedor: small.prv, idMarca: small.mar, orderBy: column, direccion, maxRegistros: 100, pag })
        ).valorRetorno;
        if (!page.length) break;
        pages.push(...page);
      }
      expect(pages).toHaveLength(small.n);
      expect(pages.map((l) => l.REFERENCIA)).toEqual(expected(pages, column, direccion));
    }
  });

  it('narrows to the references that start with the text, case ignored; wildcards are plain text', async () => {
    const { big } = await brands();
    const admin = await loggedIn();
    const [one] = (await admin.api().Tarifas.GetTarifaProveedorMar({ idProveedor: big.prv, idMarca: big.mar, pag: 7 })).valorRetorno;
    const prefix = one!.REFERENCIA.slice(0, -2).toLowerCase();
    const found = (await admin.api().Tarifas.GetTarifaProveedorMar({ idProveedor: big.prv, idMarca: big.mar, referencia: prefix, maxRegistros: 10 }))
      .valorRetorno;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => l.REFERENCIA.toLowerCase().startsWith(prefix))).toBe(true);
    const [count] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tariff_lines WHERE tar_id_marca = $1 AND lower(tar_referencia) LIKE $2',
      [big.mar, `${prefix}%`],
    );
    expect(found[0]!.TOTAL_PAGINAS).toBe(Math.ceil(count!.n / 10));
    expect((await admin.api().Tarifas.GetTarifaProveedorMar({ idProveedor: big.prv, idMarca: big.mar, referencia: '%' })).valorRetorno).toEqual([]);
  });

  it('gives back their positions to lines loaded without them (as at start after an older version loaded a tariff)', async () => {
    const { small } = await brands();
    const before = await server.db.query(
      'SELECT tar_id, pos_referencia, pos_descripcion, pos_familia, pos_pvp, pos_ranking, pos_vigencia FROM tariff_lines WHERE tar_id_marca = $1 ORDER BY tar_id',
      [small.mar],
    );
    await server.db.query(
      'UPDATE tariff_lines SET pos_referencia = NULL, pos_descripcion = NULL, pos_familia = NULL, pos_pvp = NULL, pos_ranking = NULL, pos_vigencia = NULL WHERE tar_id_marca = $1',
      [small.mar],
    );
    expect(await repairTariffPositions(server.db)).toBe(small.n);
    const after = await server.db.query(
      'SELECT tar_id, pos_referencia, pos_descripcion, pos_familia, pos_pvp, pos_ranking, pos_vigencia FROM tariff_lines WHERE tar_id_marca = $1 ORDER BY tar_id',
      [small.mar],
    );
    expect(after).toEqual(before);
    expect(await repairTariffPositions(server.db)).toBe(0);
  });
});

describe('net price lists', () => {
  /** A study brand with its supplier and first buying price list. */
  async function netList() {
    const [row] = await server.db.query<{ prv: number; mar: number; list: number; n: number }>(
      `SELECT p.prvtarcom_id_proveedor AS prv, p.prvtarcom_id_marca AS mar, min(p.prvtarcom_id) AS list,
              (SELECT count(*)::int FROM tariff_lines t WHERE t.tar_id_marca = p.prvtarcom_id_marca) AS n
         FROM purchase_tariffs p GROUP BY 1, 2 ORDER BY n LIMIT 1`,
    );
    return row!;
  }

  it('lists a supplier’s buying price lists for a brand; 403 without Tarifas_Netos', async () => {
    const { prv, mar, list } = await netList();
    const admin = await loggedIn();
    const lists = (await admin.api().Proveedores.GetProveedorTarifaCompra({ idProveedor: prv, idMarca: mar })).valorRetorno;
    expect(lists[0]?.PRVTARCOM_ID).toBe(list);
    expect(lists.every((l) => l.PRVTARCOM_DESCRIPCION.length > 0)).toBe(true);
    const socio = await loggedIn('socio');
    expect((await socio.call('POST', '/api/Proveedores/GetProveedorTarifaCompra', { json: { idProveedor: prv, idMarca: mar } })).status).toBe(403);
    expect(
      (await socio.call('POST', '/api/Tarifas/GetTarifaCompraProveedorMar', { json: { idProveedor: prv, idMarca: mar, idTarifaCompra: list } })).status,
    ).toBe(403);
  });

  it('pages the brand’s lines with each one’s net in the list (null where it has none), and gives every line with maxRegistros null', async () => {
    const { prv, mar, list, n } = await netList();
    const admin = await loggedIn();
    const page = (
      await admin.api().Tarifas.GetTarifaCompraProveedorMar({ idProveedor: prv, idMarca: mar, idTarifaCompra: list, orderBy: 'PVP', direccion: 'desc', pag: 2 })
    ).valorRetorno;
    expect(page).toHaveLength(25);
    expect(page[0]!.TOTAL_PAGINAS).toBe(Math.ceil(n / 25));
    const nets = await server.db.query<{ ref: string; neto: number }>(
      `SELECT t.tar_referencia AS ref, pl.neto::float8 AS neto FROM purchase_tariff_lines pl JOIN tariff_lines t ON t.tar_id = pl.tar_id
        WHERE pl.prvtarcom_id = $1`,
      [list],
    );
    const netOf = new Map(nets.map((r) => [r.ref, r.neto]));
    for (const line of page) expect(line.NETO).toBe(netOf.get(line.REFERENCIA) ?? null);
    const all: typeof page = [];
    for (let pag = 1; all.length < n; pag++) {
      all.push(
        ...(await admin.api().Tarifas.GetTarifaCompraProveedorMar({ idProveedor: prv, idMarca: mar, idTarifaCompra: list, maxRegistros: 100, pag }))
          .valorRetorno,
      );
    }
    expect(all).toHaveLength(n);
    expect(all.map((l) => l.REFERENCIA)).toEqual([...all.map((l) => l.REFERENCIA)].sort());
    expect(all.filter((l) => l.NETO !== null)).toHaveLength(nets.length);
  });

  it('answers 404 for a price list of another supplier or brand', async () => {
    const { prv, mar, list } = await netList();
    const [other] = await server.db.query<{ id: number }>('SELECT prvtarcom_id AS id FROM purchase_tariffs WHERE prvtarcom_id_marca <> $1 LIMIT 1', [mar]);
    const admin = await loggedIn();
    expect(
      (await admin.call('POST', '/api/Tarifas/GetTarifaCompraProveedorMar', { json: { idProveedor: prv, idMarca: mar, idTarifaCompra: other!.id } })).status,
    ).toBe(404);
    expect(
      (
        await admin.call('POST', '/api/Tarifas/GetTarifaCompraProveedorMar', {
          json: { idProveedor: prv, idMarca: mar, idTarifaCompra: list, maxRegistros: 30 },
        })
      ).status,
    ).toBe(400);
    // Every line at once is no longer answered: the export streams them.
    expect(
      (
        await admin.call('POST', '/api/Tarifas/GetTarifaCompraProveedorMar', {
          json: { idProveedor: prv, idMarca: mar, idTarifaCompra: list, maxRegistros: null },
        })
      ).status,
    ).toBe(400);
  });
});

describe('paging by positions, filtered or not (page 10,000 costs what page 1 costs)', () => {
  /** A list of a short tariff with nets for between a fifth and four fifths of its lines, and a reference prefix that finds part of it. */
  async function subject() {
    const [row] = await server.db.query<{ prv: number; mar: number; list: number; n: number }>(
      `SELECT * FROM (SELECT p.prvtarcom_id_proveedor AS prv, p.prvtarcom_id_marca AS mar, p.prvtarcom_id AS list,
                             (SELECT count(*)::int FROM tariff_lines t WHERE t.tar_id_marca = p.prvtarcom_id_marca) AS n,
                             (SELECT count(*)::int FROM purchase_tariff_lines pl WHERE pl.prvtarcom_id = p.prvtarcom_id) AS nets
                        FROM purchase_tariffs p) s
        WHERE nets BETWEEN n / 5 AND n * 4 / 5 ORDER BY n, list LIMIT 1`,
    );
    const refs = await server.db.query<{ ref: string }>('SELECT tar_referencia AS ref FROM tariff_lines WHERE tar_id_marca = $1 ORDER BY pos_referencia', [
      row!.mar,
    ]);
    // The shortest prefix that finds part of the lines, several pages of them (the one that finds most).
    let prefix = '';
    for (let len = 1; len < 12 && !prefix; len++) {
      const counts = new Map<string, number>();
      for (const { ref } of refs) counts.set(ref.slice(0, len), (counts.get(ref.slice(0, len)) ?? 0) + 1);
      const parts = [...counts].filter(([, c]) => c >= 25 && c < refs.length).sort((a, b) => b[1] - a[1]);
      prefix = parts[0]?.[0] ?? '';
    }
    expect(prefix).not.toBe('');
    // A prefix every reference shares (the brand's code), which is no filter at all.
    let common = refs[0]!.ref;
    for (const { ref } of refs) while (!ref.startsWith(common)) common = common.slice(0, -1);
    return { ...row!, prefix, common };
  }

  const SQL_ORDER = (column: string, dir: 'asc' | 'desc') =>
    column === 'NETO'
      ? `pl.neto ${dir} NULLS LAST, t.pos_referencia ${dir}`
      : `t.pos_${({ REFERENCIA: 'referencia', DESCRIPCION: 'descripcion', FAMILIA: 'familia', PVP: 'pvp', RANKING: 'ranking', ACUMULADO: 'ranking', FECHA_VIGENCIA: 'vigencia' } as Record<string, string>)[column]} ${dir}`;

  it('gives, for every order, family and reference search, the pages a plain sort of the filtered lines gives', async () => {
    const { prv, mar, list, prefix, common } = await subject();
    const api = (await loggedIn()).api();
    const columns = ['REFERENCIA', 'DESCRIPCION', 'FAMILIA', 'PVP', 'RANKING', 'ACUMULADO', 'FECHA_VIGENCIA', 'NETO'] as const;
    const cases: { familia: 'T' | 'P' | 'M' | 'O'; referencia: string | null }[] = [
      ...(['T', 'P', 'M', 'O'] as const).map((familia) => ({ familia, referencia: null })),
      { familia: 'T', referencia: prefix.toLowerCase() },
      { familia: 'P', referencia: prefix },
      { familia: 'T', referencia: common },
      { familia: 'M', referencia: common },
    ];
    let compared = 0;
    for (const { familia, referencia } of cases) {
      for (const column of columns) {
        for (const direccion of ['asc', 'desc'] as const) {
          const expected = (
            await server.db.query<{ ref: string }>(
              `SELECT t.tar_referencia AS ref FROM tariff_lines t
                 ${familia === 'T' ? 'LEFT ' : ''}JOIN purchase_tariff_lines pl ON pl.prvtarcom_id = $2 AND pl.tar_id = t.tar_id
                WHERE t.tar_id_marca = $1 AND ($3::text IS NULL OR upper(t.tar_referencia) LIKE upper($3) || '%') AND ($4 = 'T' OR pl.familia = $4)
                ORDER BY ${SQL_ORDER(column, direccion)}`,
              [mar, list, referencia, familia],
            )
          ).map((r) => r.ref);
          const pages = Math.max(1, Math.ceil(expected.length / 10));
          const [{ nets }] = (await server.db.query<{ nets: number }>('SELECT count(*)::int AS nets FROM purchase_tariff_lines WHERE prvtarcom_id = $1', [
            list,
          ])) as [{ nets: number }];
          // The first pages, one in the middle, where the nets end and the lines without one begin, the last ones, one past the end.
          const wanted = new Set(
            [1, 2, Math.ceil(pages / 2), Math.ceil(nets / 10), Math.ceil(nets / 10) + 1, pages - 1, pages, pages + 1].filter((p) => p >= 1),
          );
          for (const pag of wanted) {
            const body = {
              idProveedor: prv,
              idMarca: mar,
              idTarifaCompra: list,
              familia,
              referencia,
              orderBy: column,
              direccion,
              maxRegistros: 10 as const,
              pag,
            };
            const got = (await api.Tarifas.GetTarifaCompraProveedorMar(body)).valorRetorno;
            expect(
              got.map((l) => l.REFERENCIA),
              `${familia} ${referencia} ${column} ${direccion} page ${pag}`,
            ).toEqual(expected.slice((pag - 1) * 10, pag * 10));
            if (got.length) expect(got[0]!.TOTAL_PAGINAS).toBe(Math.ceil(expected.length / 10));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(600);
  });

  it('keeps the lines a reference search finds together whatever their case, and positions nets again after a repair', async () => {
    const { mar, list } = await subject();
    const [sub] = await server.db.query<{ id: number }>('SELECT tar_id_subfamilia AS id FROM tariff_lines WHERE tar_id_marca = $1 LIMIT 1', [mar]);
    await server.db.query(
      `INSERT INTO tariff_lines (tar_id_marca, tar_id_subfamilia, tar_referencia, tar_descripcion, tar_pvp)
       SELECT $1, $2, r, 'Pieza de prueba', 10 FROM unnest(ARRAY['zq-b2', 'ZQ-A1', 'Zq-a3', 'ZQ_A', 'zqa']) AS r`,
      [mar, sub!.id],
    );
    const before = await server.db.query('SELECT * FROM purchase_tariff_lines WHERE prvtarcom_id = $1 ORDER BY tar_id', [list]);
    const { prv: supplier, prefix } = await subject();
    const api = (await loggedIn()).api();
    // A search by another column reads the brand's order kept in memory: warm it before the tariff changes.
    await api.Tarifas.GetTarifaProveedorMar({ idProveedor: supplier, idMarca: mar, referencia: prefix, orderBy: 'PVP', maxRegistros: 10 });
    expect(await repairTariffPositions(server.db)).toBeGreaterThan(0);
    // The tariff's version went up with its positions: the new lines are in the order read again.
    const byDescription = (
      await api.Tarifas.GetTarifaProveedorMar({ idProveedor: supplier, idMarca: mar, referencia: 'zq', orderBy: 'DESCRIPCION', maxRegistros: 10 })
    ).valorRetorno;
    expect(byDescription.map((l) => l.REFERENCIA).sort()).toEqual(['ZQ-A1', 'ZQ_A', 'Zq-a3', 'zq-b2', 'zqa']);
    const refs = (
      await server.db.query<{ ref: string }>(
        `SELECT tar_referencia AS ref FROM tariff_lines WHERE tar_id_marca = $1 AND upper(tar_referencia) LIKE 'ZQ%' ORDER BY pos_referencia`,
        [mar],
      )
    ).map((r) => r.ref);
    // Upper case in byte order ('-' < 'A' < '_'), then the reference itself.
    expect(refs).toEqual(['ZQ-A1', 'Zq-a3', 'zq-b2', 'zqa', 'ZQ_A']);
    const admin = (await loggedIn()).api();
    const { prv } = await subject();
    const found = (await admin.Tarifas.GetTarifaProveedorMar({ idProveedor: prv, idMarca: mar, referencia: 'zq-', maxRegistros: 10 })).valorRetorno;
    expect(found.map((l) => l.REFERENCIA)).toEqual(['ZQ-A1', 'Zq-a3', 'zq-b2']);
    const last = (await admin.Tarifas.GetTarifaProveedorMar({ idProveedor: prv, idMarca: mar, referencia: 'zq', maxRegistros: 10, direccion: 'desc' }))
      .valorRetorno;
    expect(last.map((l) => l.REFERENCIA)).toEqual(['ZQ_A', 'zqa', 'zq-b2', 'Zq-a3', 'ZQ-A1']);
    // The nets keep their places among the lines (their positions were written again with the brand's).
    const after = await server.db.query<{ sin_neto_antes: number }>('SELECT * FROM purchase_tariff_lines WHERE prvtarcom_id = $1 ORDER BY tar_id', [list]);
    expect(after).toHaveLength(before.length);
    await server.db.query('UPDATE purchase_tariff_lines SET pos_neto = NULL, fam_neto = NULL WHERE prvtarcom_id = $1', [list]);
    expect(await repairTariffPositions(server.db)).toBe(before.length);
    expect(await server.db.query('SELECT * FROM purchase_tariff_lines WHERE prvtarcom_id = $1 ORDER BY tar_id', [list])).toEqual(after);
    await server.db.query(`DELETE FROM tariff_lines WHERE tar_id_marca = $1 AND tar_descripcion = 'Pieza de prueba'`, [mar]);
    await refreshTariffPositions(server.db, [mar]);
  });
});
