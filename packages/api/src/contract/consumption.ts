import { CONSUMPTION_GROUPING_NAMES, type ConsumptionGrouping } from '@socios/domain';
import { z } from 'zod';
import { sessionEndpoints } from '../endpoint';
import { LineaConsumo, PaisConsumo } from '../entities/consumption';
import { ConsumoGrafico } from '../entities/news';
import { answer, wireId } from '../wire';
import { CONSUMPTION_REPORT_MAX_ROWS, MEMBER_LIST_MAX } from '../listBounds';

/** Declares a consumption call: every one is behind the Consumos permission. */
const consumptionEndpoint = sessionEndpoints({ permission: 'Consumos' });

const supplierId = wireId.nullish();
/** A month as the spec sends it ('01'–'12'); numbers are accepted too. */
const month = z.coerce.number().int().min(1).max(12).nullish();

/** The body of every report: supplier, brand, family, year, country (PAI_ID) and months; null means all. */
const reportBody = z.object({
  idProveedor: supplierId,
  idMarca: wireId.nullish(),
  famId: wireId.nullish(),
  anyo: z.number().int().min(2000).max(2100).nullish(),
  pais: wireId.nullish(),
  mesIni: month,
  mesFin: month,
});

/** The report of one grouping: the member's own lines, or (`_Grupo`) the whole group's. */
function report(name: string, group: boolean) {
  return consumptionEndpoint({
    method: 'POST',
    path: `/Consumos/GetConsumo_${name}${group ? '_Grupo' : ''}`,
    maxRows: CONSUMPTION_REPORT_MAX_ROWS,
    foreign: { none: "the caller's member's consumption (_Grupo: the whole group's totals)" },
    body: reportBody,
    response: answer(z.array(LineaConsumo)),
  });
}

type Report = ReturnType<typeof report>;
type ReportEndpoints = { [G in ConsumptionGrouping as `GetConsumo_${G}` | `GetConsumo_${G}_Grupo`]: Report };

/**
 * GetConsumo_{grouping} for the 13 groupings of 001 §7 (see @socios/domain consumptionReport for their levels):
 * the member's purchases in months mesIni–mesFin of anyo (default this year, January–December, cut at the current
 * month) against the same months of the year before, grouped and subtotalled, with the member's total (TIPO 1) and
 * the group's (TIPO 3, every member of `pais` when given). `_Grupo`: the same report over every member (of `pais`),
 * for the group consumption shown beside a brand's; its total is TIPO 1 and it has no TIPO 3.
 */
const reports = Object.fromEntries(
  CONSUMPTION_GROUPING_NAMES.flatMap((g) => [
    [`GetConsumo_${g}`, report(g, false)],
    [`GetConsumo_${g}_Grupo`, report(g, true)],
  ]),
) as ReportEndpoints;

/** The consumption calls (000 §7 dashboard, 001 §7 reports), behind the Consumos permission. */
export const Consumos = {
  /**
   * This year's consumption by month against the previous year's: individual (the user's member), group (every
   * member) and country (members of the user's country), with their year-to-date totals TI / TG / TP. A kind
   * without purchases in either year has no rows.
   */
  GetConsumo_GraficoAnual: consumptionEndpoint({
    method: 'POST',
    path: '/Consumos/GetConsumo_GraficoAnual',
    maxRows: MEMBER_LIST_MAX,
    foreign: { none: "the caller's member's consumption" },
    body: z.object({ idProveedor: supplierId }),
    response: answer(z.array(ConsumoGrafico)),
  }),
  /** The fiscal years with purchases, latest first (always this year and the one before). */
  GetEjercicios: consumptionEndpoint({
    method: 'GET',
    path: '/Consumos/GetEjercicios',
    maxRows: MEMBER_LIST_MAX,
    foreign: { none: 'global figures' },
    response: answer(z.array(z.number().int())),
  }),
  /** The countries with members, by name. */
  GetPaises: consumptionEndpoint({
    method: 'GET',
    path: '/Consumos/GetPaises',
    maxRows: MEMBER_LIST_MAX,
    foreign: { none: 'global figures' },
    response: answer(z.array(PaisConsumo)),
  }),
  ...reports,
} as const;
