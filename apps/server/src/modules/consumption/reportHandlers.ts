import { type LineaConsumo, ok } from '@socios/api';
import {
  annualForecast,
  CONSUMPTION_GROUPING_NAMES,
  type ConsumptionDimension,
  type ConsumptionFigures,
  type ConsumptionGrouping,
  type ConsumptionReportLine,
  forecastBasis,
  groupingLevels,
  orderReportLines,
  percentOf,
  reportPeriod,
  wholeYear,
} from '@socios/domain';
import type { AreaHandlers, Handler } from '../../http/context';
import type { Areas } from '@socios/api';
import { groupedPurchases, groupTotal, type ReportFilter } from './reports.queries';

type Report = Areas['consumption']['GetConsumo_Proveedores'];

const round2 = (n: number) => Math.round(n * 100) / 100;
const round2OrNull = (n: number | null) => (n === null ? null : round2(n));

const ID_FIELD: Record<ConsumptionDimension, 'ID_PROVEEDOR' | 'ID_FAMILIA' | 'ID_SUBFAMILIA' | 'ID_MARCA'> = {
  supplier: 'ID_PROVEEDOR',
  family: 'ID_FAMILIA',
  subfamily: 'ID_SUBFAMILIA',
  brand: 'ID_MARCA',
};
const NAME_FIELD: Record<ConsumptionDimension, 'PROVEEDOR' | 'FAMILIA' | 'SUBFAMILIA' | 'MARCA'> = {
  supplier: 'PROVEEDOR',
  family: 'FAMILIA',
  subfamily: 'SUBFAMILIA',
  brand: 'MARCA',
};

/** A line's annual forecast, in amount and units (null when the year has no month to go by). */
interface Forecast {
  readonly amount: number | null;
  readonly units: number | null;
}

/** One wire line: the figures with their forecast and percentages, and the names of the line's levels. */
function wireLine(
  levels: readonly ConsumptionDimension[],
  line: Pick<ConsumptionReportLine, 'tipo' | 'keys' | 'names'> & ConsumptionFigures,
  total: number,
  forecast: Forecast,
  label: string | null,
): LineaConsumo {
  const out: LineaConsumo = {
    TIPO: line.tipo,
    ID_PROVEEDOR: null,
    PROVEEDOR: null,
    ID_FAMILIA: null,
    FAMILIA: null,
    ID_SUBFAMILIA: null,
    SUBFAMILIA: null,
    ID_MARCA: null,
    MARCA: null,
    IMPORTE: round2(line.cur),
    CANTIDAD: line.units,
    IMPORTE_ANTERIOR: round2(line.prev),
    CANTIDAD_ANTERIOR: line.unitsPrev,
    IMPORTE_PREVISION: round2OrNull(forecast.amount),
    CANTIDAD_PREVISION: round2OrNull(forecast.units),
    CIENTO_AC: round2OrNull(percentOf(line.cur, line.prev)),
    CIENTO_TOT: line.tipo === 3 ? null : round2OrNull(percentOf(line.cur, total)),
  };
  levels.forEach((d, i) => {
    if (i < line.keys.length) {
      out[ID_FIELD[d]] = line.keys[i] ?? null;
      out[NAME_FIELD[d]] = line.names[i] ?? null;
    }
  });
  // The total lines name themselves in the first level's column, as the report's own label.
  if (label !== null) out[NAME_FIELD[levels[0] ?? 'supplier']] = label;
  return out;
}

/** The keys of a line as its grouped row carries them: one per level, null for the levels it adds up. */
function padKeys(keys: readonly (number | null)[], levels: number): (number | null)[] {
  return Array.from({ length: levels }, (_, i) => keys[i] ?? null);
}

/** Today's year and month (UTC, as the purchases are kept). */
function today() {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/** The handler of one grouping: the member's report (with the group total), or the group's (`_Grupo`). */
function reportHandler(grouping: ConsumptionGrouping, group: boolean): Handler<Report> {
  const levels = groupingLevels(grouping);
  return async ({ body }, { db, session }) => {
    const now = today();
    const period = reportPeriod(body.anyo ?? now.year, body.mesIni ?? 1, body.mesFin ?? 12, now);
    if (period.months === 0) return ok([]);
    const filter: ReportFilter = { supplierId: body.idProveedor ?? null, brandId: body.idMarca ?? null, familyId: body.famId ?? null };
    const country = body.pais ?? null;
    const rows = await groupedPurchases(db, levels, period, group ? { country } : { memberId: session.memberId }, filter);
    const lines = orderReportLines(rows, levels.length);
    if (!lines.some((l) => l.tipo !== 1)) return ok([]);
    const total = lines.find((l) => l.tipo === 1)?.cur ?? 0;
    // A finished year's forecast is what the whole year came to (the chosen months are not extrapolated); the current
    // year's is its months so far at the same pace.
    const closed = forecastBasis(period, now) === 'closed';
    const yearRows =
      closed && period.months < 12 ? await groupedPurchases(db, levels, wholeYear(period), group ? { country } : { memberId: session.memberId }, filter) : null;
    const yearOf = new Map((yearRows ?? []).map((r) => [JSON.stringify(r.keys), r]));
    const forecastOf = (l: ConsumptionFigures & { keys: readonly (number | null)[] }, year?: ConsumptionFigures): Forecast => {
      if (!closed) return { amount: annualForecast(l.cur, period.months), units: annualForecast(l.units, period.months) };
      const whole = year ?? (yearRows ? yearOf.get(JSON.stringify(padKeys(l.keys, levels.length))) : l) ?? l;
      return { amount: whole.cur, units: whole.units };
    };
    const out = lines.map((l) => wireLine(levels, l, total, forecastOf(l), l.tipo === 1 ? 'TOTAL' : null));
    if (!group) {
      const all = await groupTotal(db, period, country, filter);
      const allYear = closed && period.months < 12 ? await groupTotal(db, wholeYear(period), country, filter) : all;
      out.push(wireLine(levels, { ...all, tipo: 3, keys: [], names: [] }, total, forecastOf({ ...all, keys: [] }, allYear), 'TOTAL GRUPO'));
    }
    return ok(out);
  };
}

type ReportKey = Exclude<keyof Areas['consumption'], 'GetConsumo_GraficoAnual' | 'GetEjercicios' | 'GetPaises'>;

/** GetConsumo_{grouping} and GetConsumo_{grouping}_Grupo for the 13 groupings. */
export const reportHandlers = Object.fromEntries(
  CONSUMPTION_GROUPING_NAMES.flatMap((g) => [
    [`GetConsumo_${g}`, reportHandler(g, false)],
    [`GetConsumo_${g}_Grupo`, reportHandler(g, true)],
  ]),
) as Pick<AreaHandlers<'consumption'>, ReportKey>;
