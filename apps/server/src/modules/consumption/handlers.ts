import { type ConsumoGrafico, type ConsumoProveedor, ok } from '@socios/api';
import type { AreaHandlers } from '../../http/context';
import { monthlyPurchases, purchasesBySupplier, type SupplierRow } from './queries';

type Kind = 'I' | 'G' | 'P';
const TOTAL_OF: Record<Kind, 'TI' | 'TG' | 'TP'> = { I: 'TI', G: 'TG', P: 'TP' };

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
export const consumptionHandlers: AreaHandlers<'consumption'> = {
  async GetConsumo_GraficoAnual({ body }, { db, session }) {
    const { year, month: current } = currentPeriod();
    const rows = await monthlyPurchases(db, year, session.memberId, body.idProveedor ?? null);
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
    return ok(out);
  },

  async GetConsumo_Proveedores({ body }, { db, session }) {
    const now = currentPeriod();
    const year = body.anyo ?? now.year;
    const from = body.mesIni ?? 1;
    const to = body.mesFin ?? (year === now.year ? now.month : 12);
    const period = { year, from: Math.min(from, to), to: Math.max(from, to) };
    const rows = await purchasesBySupplier(db, session.memberId, period, body.idProveedor ?? null);
    const total = rows.reduce((n, r) => n + r.cur, 0);
    const line = (tipo: number, id: number | null, name: string, r: Omit<SupplierRow, 'id' | 'name'>): ConsumoProveedor => ({
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
    return ok([
      ...rows.map((r) => line(0, r.id, r.name, r)),
      line(1, null, 'TOTAL', { cur: sum('cur'), prev: sum('prev'), units: sum('units'), units_prev: sum('units_prev') }),
    ]);
  },
};
