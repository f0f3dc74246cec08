import { type LineaConsumo, ok } from '@socios/api';
import {
  annualForecast,
  CONSUMPTION_GROUPING_NAMES,
  type ConsumptionDimension,
  type ConsumptionFigures,
  type ConsumptionGrouping,
  type ConsumptionReportLine,
  groupingLevels,
  orderReportLines,
  percentOf,
  reportPeriod,
} from '@socios/domain';
import type { AreaHandlers, Handler } from '../../http/context';
import type { Areas } from '@socios/api';
import { groupedPurchases, groupTotal, type ReportFilter } from './reports';

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

/** One wire line: the figures with their forecast and percentages, and the names of the line's levels. */
function wireLine(
  levels: readonly ConsumptionDimension[],
  line: Pick<ConsumptionReportLine, 'tipo' | 'keys' | 'names'> & ConsumptionFigures,
  total: number,
  months: number,
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
    IMPORTE_PREVISION: round2OrNull(annualForecast(line.cur, months)),
    CANTIDAD_PREVISION: round2OrNull(annualForecast(line.units, months)),
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
    const out = lines.map((l) => wireLine(levels, l, total, period.months, l.tipo === 1 ? 'TOTAL' : null));
    if (!group) {
      const all = await groupTotal(db, period, country, filter);
      out.push(wireLine(levels, { ...all, tipo: 3, keys: [], names: [] }, total, period.months, 'TOTAL GRUPO'));
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
