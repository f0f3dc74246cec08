import type { Contract, ConsumoGrafico, ConsumoProveedor } from '@socios/api';
import type { ControllerHandlers } from '../../http/context';

type Kind = 'I' | 'G' | 'P';
const TOTAL_OF: Record<Kind, 'TI' | 'TG' | 'TP'> = { I: 'TI', G: 'TG', P: 'TP' };

type MonthRow = { month: number } & Record<`${'i' | 'g' | 'p'}_${'cur' | 'prev'}`, number | null>;

function percent(current: number, previous: number): number | null {
  return previous > 0 ? Math.round((current / previous) * 10_000) / 100 : null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Today's year and month (UTC, as the purchases are kept). */
function currentPeriod(): { year: number; month: number } {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

/**
 * Server side of the dashboard's consumption calls. Individual (I) is the user's member, group (G) every
 * member, country (P) the members of the user's country; CIENTO is this year's amount as a percentage of the
 * previous year's (monthly rows: the same month; totals: the same months so far).
 */
export const consumptionHandlers: ControllerHandlers<Contract['Consumos']> = {
  async GetConsumo_GraficoAnual({ body }, { db, session }) {
    const { year, month: current } = currentPeriod();
    const rows = await db.query<MonthRow>(
      `SELECT p.month::int AS month,
              sum(p.amount) FILTER (WHERE p.year = $1 AND p.member_id = $2)::float8 AS i_cur,
              sum(p.amount) FILTER (WHERE p.year = $1 - 1 AND p.member_id = $2)::float8 AS i_prev,
              sum(p.amount) FILTER (WHERE p.year = $1)::float8 AS g_cur,
              sum(p.amount) FILTER (WHERE p.year = $1 - 1)::float8 AS g_prev,
              sum(p.amount) FILTER (WHERE p.year = $1 AND m.soc_id_pais = me.soc_id_pais)::float8 AS p_cur,
              sum(p.amount) FILTER (WHERE p.year = $1 - 1 AND m.soc_id_pais = me.soc_id_pais)::float8 AS p_prev
         FROM purchases p
         JOIN members m ON m.soc_id = p.member_id
         JOIN members me ON me.soc_id = $2
        WHERE p.year IN ($1, $1 - 1) AND ($3::int IS NULL OR p.supplier_id = $3)
        GROUP BY p.month`,
      [year, session.memberId, body.idProveedor ?? null],
    );
    const byMonth = new Map(rows.map((r) => [r.month, r]));
    const out: ConsumoGrafico[] = [];
    for (const kind of ['I', 'G', 'P'] as const) {
      const key = kind.toLowerCase() as 'i' | 'g' | 'p';
      const values = Array.from({ length: 12 }, (_, i) => {
        const r = byMonth.get(i + 1);
        return { cur: r?.[`${key}_cur`] ?? 0, prev: r?.[`${key}_prev`] ?? 0 };
      });
      if (values.every((v) => v.cur === 0 && v.prev === 0)) continue;
      values.forEach((v, i) => {
        out.push({
          TIPO: kind,
          ANYO: year,
          MES: i + 1,
          IMPORTE: round2(v.cur),
          IMPORTE_ANTERIOR: round2(v.prev),
          CIENTO: i + 1 <= current ? percent(v.cur, v.prev) : null,
        });
      });
      const soFar = values.slice(0, current);
      const cur = soFar.reduce((n, v) => n + v.cur, 0);
      const prev = soFar.reduce((n, v) => n + v.prev, 0);
      out.push({ TIPO: TOTAL_OF[kind], ANYO: year, MES: null, IMPORTE: round2(cur), IMPORTE_ANTERIOR: round2(prev), CIENTO: percent(cur, prev) });
    }
    return { ok: true, mensajeError: null, valorRetorno: out };
  },

  async GetConsumo_Proveedores({ body }, { db, session }) {
    const now = currentPeriod();
    const year = body.anyo ?? now.year;
    const from = body.mesIni ?? 1;
    const to = body.mesFin ?? (year === now.year ? now.month : 12);
    const rows = await db.query<{ id: number; name: string; cur: number; prev: number; units: number; units_prev: number }>(
      `SELECT s.prv_id AS id, s.prv_nombre AS name,
              coalesce(sum(p.amount) FILTER (WHERE p.year = $2), 0)::float8 AS cur,
              coalesce(sum(p.amount) FILTER (WHERE p.year = $2 - 1), 0)::float8 AS prev,
              coalesce(sum(p.units) FILTER (WHERE p.year = $2), 0)::float8 AS units,
              coalesce(sum(p.units) FILTER (WHERE p.year = $2 - 1), 0)::float8 AS units_prev
         FROM purchases p JOIN suppliers s ON s.prv_id = p.supplier_id
        WHERE p.member_id = $1 AND p.year IN ($2, $2 - 1) AND p.month BETWEEN $3 AND $4
          AND ($5::int IS NULL OR p.supplier_id = $5)
        GROUP BY s.prv_id, s.prv_nombre
        ORDER BY cur DESC, s.prv_nombre`,
      [session.memberId, year, Math.min(from, to), Math.max(from, to), body.idProveedor ?? null],
    );
    const total = rows.reduce((n, r) => n + r.cur, 0);
    const line = (tipo: number, id: number | null, name: string, r: Omit<(typeof rows)[number], 'id' | 'name'>): ConsumoProveedor => ({
      TIPO: tipo,
      ID_PROVEEDOR: id,
      PROVEEDOR: name,
      IMPORTE: round2(r.cur),
      CANTIDAD: r.units,
      IMPORTE_ANTERIOR: round2(r.prev),
      CANTIDAD_ANTERIOR: r.units_prev,
      CIENTO_TOT: total > 0 ? Math.round((r.cur / total) * 10_000) / 100 : null,
    });
    const sum = (k: 'cur' | 'prev' | 'units' | 'units_prev') => rows.reduce((n, r) => n + r[k], 0);
    return {
      ok: true,
      mensajeError: null,
      valorRetorno: [
        ...rows.map((r) => line(0, r.id, r.name, r)),
        line(1, null, 'TOTAL', { cur: sum('cur'), prev: sum('prev'), units: sum('units'), units_prev: sum('units_prev') }),
      ],
    };
  },
};
