import { type ConsumoGrafico, ok } from '@socios/api';
import type { AreaHandlers } from '../../http/context';
import { monthlyPurchases } from './queries';
import { memberCountries, purchaseYears } from './reports.queries';
import { reportHandlers } from './reportHandlers';

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

  async GetEjercicios(_input, { db }) {
    const { year } = currentPeriod();
    const years = new Set([year, year - 1, ...(await purchaseYears(db))]);
    return ok([...years].sort((a, b) => b - a));
  },

  async GetPaises(_input, { db }) {
    return ok(await memberCountries(db));
  },

  ...reportHandlers,
};
