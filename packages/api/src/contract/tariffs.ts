import {
  NET_FAMILIES,
  NET_SORT_COLUMNS,
  parseDate,
  TARIFF_PAGE_SIZES,
  TARIFF_SORT_COLUMNS,
  UPDATE_DAYS_MAX,
  UPDATE_LINE_SORT_COLUMNS,
  UPDATES_PAGE_MAX,
} from '@socios/domain';
import { z } from 'zod';
import { sessionEndpoints } from '../endpoint';
import { ActualizacionTarifa, DiaActualizaciones, LineaActualizacion, LineaTarifa, LineaTarifaNeto } from '../entities/tariff';
import { answer, wireId } from '../wire';
import { TARIFF_PAGE_MAX, UPDATE_LINES_MAX } from '../listBounds';

/** Declares a call that reads the group's tariffs (Tarifas or Tarifas_Netos, its own). */
const tariffEndpoint = sessionEndpoints({ foreign: { none: "the group's tariffs" } });

/** A page size of the tariff tables (10, 25, 50 or 100). */
const pageSize = z.union(TARIFF_PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<10>, z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>]);

/** The sort, page and reference search of a tariff table. */
const paging = {
  orderBy: z.enum(TARIFF_SORT_COLUMNS).nullish(),
  direccion: z
    .string()
    .transform((d) => d.toLowerCase())
    .pipe(z.enum(['asc', 'desc']))
    .nullish(),
  pag: z.number().int().min(1).max(1_000_000).nullish(),
  referencia: z.string().trim().max(60).nullish(),
};

type NetFamilyCode = (typeof NET_FAMILIES)[number]['value'];
/** The family filter of a net price list (T all, P provisional, M permanent, O other). */
const family = z.enum(NET_FAMILIES.map((f) => f.value) as [NetFamilyCode, ...NetFamilyCode[]]);

/** Which net price list (a supplier's buying price list for a brand), with its family filter. */
const netList = { idProveedor: wireId, idMarca: wireId, idTarifaCompra: wireId, familia: family.nullish() };

/** A supplier's brand, or neither (every brand): the price-update calls' choice. */
const updatesBrand = {
  idProveedor: wireId.nullish(),
  idMarca: wireId.nullish(),
};
const bothOrNeither = (b: { idProveedor?: number | null; idMarca?: number | null }) => (b.idProveedor == null) === (b.idMarca == null);
const bothOrNeitherError = { path: ['idMarca'], message: 'Indique el proveedor y la marca, o ninguno' };

/** A day as the spec writes dates (DD/MM/YYYY). */
const wireDay = z
  .string()
  .trim()
  .refine((t) => parseDate(t) !== null, 'Fecha no válida (DD/MM/AAAA)');

/** Brand tariffs, net price lists and price updates (001 §7 Tariffs and updates), behind the Tarifas permission. */
export const Tarifas = {
  /**
   * One page of a brand's tariff: sorted by a column (REFERENCIA ascending by default) in either direction, optionally
   * narrowed to the references that start with `referencia` (case ignored); each line carries TOTAL_PAGINAS. Any page
   * costs what the first does (positions kept per column). 404 when the brand is not the supplier's.
   */
  GetTarifaProveedorMar: tariffEndpoint({
    method: 'POST',
    path: '/Tarifas/GetTarifaProveedorMar',
    maxRows: TARIFF_PAGE_MAX,
    permission: 'Tarifas',
    body: z.object({ idProveedor: wireId, idMarca: wireId, maxRegistros: pageSize.nullish(), ...paging }),
    response: answer(z.array(LineaTarifa)),
  }),
  /**
   * One page of a net price list (a supplier's buying price list for a brand): the brand's tariff lines, paged and
   * sorted as GetTarifaProveedorMar or by NETO (lines without one last), each with its NETO in the list (null where the list has none); with
   * at most 100 lines an answer (every line is read with ExportarTarifaCompra, streamed). 404 when the list is not the
   * supplier's for that brand. Tarifas_Netos.
   */
  GetTarifaCompraProveedorMar: tariffEndpoint({
    method: 'POST',
    path: '/Tarifas/GetTarifaCompraProveedorMar',
    maxRows: TARIFF_PAGE_MAX,
    permission: 'Tarifas_Netos',
    body: z.object({ ...netList, maxRegistros: pageSize.optional(), ...paging, orderBy: z.enum(NET_SORT_COLUMNS).nullish() }),
    response: answer(z.array(LineaTarifaNeto)),
  }),
  /**
   * Every line of a net price list in the order asked for (the family filter and reference search applied), streamed
   * as CSV or as an Excel workbook (tarifas_{brand}_{DD_MM}): memory stays flat however long the list. Tarifas_Netos;
   * 404 when the list is not the supplier's for that brand.
   */
  ExportarTarifaCompra: tariffEndpoint({
    method: 'POST',
    path: '/Tarifas/ExportarTarifaCompra',
    permission: 'Tarifas_Netos',
    body: z.object({
      ...netList,
      formato: z.enum(['csv', 'xlsx']),
      orderBy: z.enum(NET_SORT_COLUMNS).nullish(),
      direccion: paging.direccion,
      referencia: paging.referencia,
    }),
  }),
  /**
   * The price updates of a supplier's brand (both null: of every brand), newest first (a day's by brand name, then
   * id), one page at a time (every brand's are tens of thousands at a real group's size). The spec's body
   * answers the first page; the optional fields narrow it to a type (`tipo`) and a window of days (`desde`–`hasta`,
   * DD/MM/YYYY, both included), set the page size (`maxRegistros`, 500 by default, at most 1,000) and ask for the page
   * after a row (`despuesDe`, the HIS_ID of the last row received, as `siguiente` answers it: null when the rest fits
   * in this page). Tarifas; 404 when the brand is not the supplier's, 400 for a `despuesDe` that is no update.
   */
  GetListaActualizacionesTarifaProv: tariffEndpoint({
    method: 'POST',
    path: '/Tarifas/GetListaActualizacionesTarifaProv',
    permission: 'Tarifas',
    maxRows: UPDATES_PAGE_MAX,
    body: z
      .object({
        ...updatesBrand,
        tipo: z.enum(['P', 'C', 'F']).nullish(),
        desde: wireDay.nullish(),
        hasta: wireDay.nullish(),
        maxRegistros: z.number().int().min(1).max(UPDATES_PAGE_MAX).nullish(),
        despuesDe: wireId.nullish(),
      })
      .refine(bothOrNeither, bothOrNeitherError),
    response: answer(z.array(ActualizacionTarifa)).extend({ siguiente: z.number().int().nullable() }),
  }),
  /**
   * How many price updates of each type each day has, of a supplier's brand (both null: of every brand), newest day
   * first: the Fechas modal's accordions and counts, without reading the updates (a day's are read with
   * GetListaActualizacionesTarifaProv when it is opened). At most the newest 10,980 type-days (ten years). Tarifas;
   * 404 when the brand is not the supplier's.
   */
  GetDiasActualizacionesTarifaProv: tariffEndpoint({
    method: 'POST',
    path: '/Tarifas/GetDiasActualizacionesTarifaProv',
    permission: 'Tarifas',
    maxRows: UPDATE_DAYS_MAX,
    body: z.object(updatesBrand).refine(bothOrNeither, bothOrNeitherError),
    response: answer(z.array(DiaActualizaciones)),
  }),
  /**
   * Lines startIndex–endIndex (0-based, end excluded, at most 500) of a price update, sorted by a column (reference
   * by default), optionally only the references starting with `referencia`. Tarifas; 404 for an unknown update.
   */
  GetActualizacionesPrecioMarcaProv: tariffEndpoint({
    method: 'POST',
    path: '/Tarifas/GetActualizacionesPrecioMarcaProv',
    maxRows: UPDATE_LINES_MAX,
    permission: 'Tarifas',
    body: z
      .object({
        idActualizacion: wireId,
        orderBy: z.enum(UPDATE_LINE_SORT_COLUMNS).nullish(),
        direccion: paging.direccion,
        startIndex: z.number().int().min(0).max(10_000_000),
        endIndex: z.number().int().min(0).max(10_000_500),
        referencia: paging.referencia,
      })
      .refine((b) => b.endIndex >= b.startIndex && b.endIndex - b.startIndex <= 500, { path: ['endIndex'], message: 'Intervalo de líneas no válido' }),
    response: answer(z.array(LineaActualizacion)),
  }),
} as const;
