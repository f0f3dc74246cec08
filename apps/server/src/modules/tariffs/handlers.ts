import { ok } from '@socios/api';
import {
  calendarDateOf,
  DEFAULT_TARIFF_PAGE_SIZE,
  DEFAULT_TARIFF_SORT,
  type NetFamily,
  type NetSortColumn,
  parseDate,
  type SortDirection,
  tariffsCsvFileName,
  totalPages,
  twoDigits,
  UPDATE_DAYS_MAX,
  UPDATES_PAGE,
} from '@socios/domain';
import type { Queryable } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { netListFile } from './export';
import { countLines, linesPage } from './paging';
import { brandName, isPriceListOf, sellsBrand } from './queries';
import { priceUpdatesPage, updateDays, updateExists, updateLines } from './updates.queries';

/** Server side of the tariff calls (001 §7); the Tarifas permission is checked from the contract. */
/** What a tariff page asks for. */
interface PageRequest {
  idMarca: number;
  orderBy?: NetSortColumn | null;
  direccion?: SortDirection | null;
  pag?: number | null;
  referencia?: string | null;
  familia?: NetFamily | null;
}

/**
 * One page of a brand's lines (of a net price list when `priceList` is given), each with TOTAL_PAGINAS; `size` null
 * reads every line in the order asked for (one page).
 */
async function tariffPage(db: Queryable, body: PageRequest, size: number | null, priceList: number | null = null) {
  const column = body.orderBy ?? DEFAULT_TARIFF_SORT.column;
  const direction = body.direccion ?? DEFAULT_TARIFF_SORT.direction;
  const page = size === null ? 1 : (body.pag ?? 1);
  const filter = { prefix: body.referencia ?? null, family: priceList === null ? null : (body.familia ?? null) };
  const { lines, count } = await linesPage(db, body.idMarca, filter, column, direction, { size: size ?? Number.MAX_SAFE_INTEGER, number: page }, priceList);
  const pages = size === null ? 1 : totalPages(count, size);
  return lines.map((l) => ({ ...l, TOTAL_PAGINAS: pages }));
}

/** The brand of a price-update call (null: every brand); 404 when the supplier does not sell it. */
async function updatesBrand(db: Queryable, body: { idProveedor?: number | null; idMarca?: number | null }) {
  if (body.idProveedor == null || body.idMarca == null) return null;
  if (!(await sellsBrand(db, body.idProveedor, body.idMarca))) throw new HttpError(404, TEXTS.notFound);
  return { supplierId: body.idProveedor, brandId: body.idMarca };
}

/** A DD/MM/YYYY day of a body as ISO (the contract has checked it), or null. */
function isoDay(day: string | null | undefined): string | null {
  const d = day ? parseDate(day) : null;
  return d ? `${d.year}-${twoDigits(d.month)}-${twoDigits(d.day)}` : null;
}

export const tariffHandlers: AreaHandlers<'tariffs'> = {
  async GetTarifaProveedorMar({ body }, { db }) {
    if (!(await sellsBrand(db, body.idProveedor, body.idMarca))) throw new HttpError(404, TEXTS.notFound);
    const lines = await tariffPage(db, body, body.maxRegistros ?? DEFAULT_TARIFF_PAGE_SIZE);
    return ok(lines.map(({ NETO: _net, ...line }) => line));
  },

  async GetTarifaCompraProveedorMar({ body }, { db }) {
    if (!(await isPriceListOf(db, body.idTarifaCompra, body.idProveedor, body.idMarca))) throw new HttpError(404, TEXTS.notFound);
    const lines = await tariffPage(db, body, body.maxRegistros ?? DEFAULT_TARIFF_PAGE_SIZE, body.idTarifaCompra);
    return ok(lines.map((l) => ({ ...l, NETO: l.NETO ?? null })));
  },

  async ExportarTarifaCompra({ body }, { db, reply }) {
    if (!(await isPriceListOf(db, body.idTarifaCompra, body.idProveedor, body.idMarca))) throw new HttpError(404, TEXTS.notFound);
    const filter = { prefix: body.referencia ?? null, family: body.familia ?? null };
    const brand = (await brandName(db, body.idMarca)) ?? String(body.idMarca);
    // How many lines come, so that the browser can show its progress.
    reply.header('X-Total-Lineas', String(await countLines(db, body.idMarca, filter, body.idTarifaCompra)));
    const spec = {
      brandId: body.idMarca,
      priceList: body.idTarifaCompra,
      filter,
      column: body.orderBy ?? DEFAULT_TARIFF_SORT.column,
      direction: body.direccion ?? DEFAULT_TARIFF_SORT.direction,
    };
    return {
      fileName: tariffsCsvFileName(brand, calendarDateOf(new Date()), body.formato),
      contentType: body.formato === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: netListFile(db, spec, body.formato, `Netos ${brand}`),
    };
  },

  async GetListaActualizacionesTarifaProv({ body }, { db }) {
    const brand = await updatesBrand(db, body);
    const filter = { brand, type: body.tipo ?? null, from: isoDay(body.desde), to: isoDay(body.hasta) };
    const page = await priceUpdatesPage(db, filter, { size: body.maxRegistros ?? UPDATES_PAGE, after: body.despuesDe ?? null });
    if (page === null) throw new HttpError(400, TEXTS.badRequest);
    return { ...ok(page.rows), siguiente: page.next };
  },

  async GetDiasActualizacionesTarifaProv({ body }, { db }) {
    return ok(await updateDays(db, await updatesBrand(db, body), UPDATE_DAYS_MAX));
  },

  async GetActualizacionesPrecioMarcaProv({ body }, { db }) {
    if (!(await updateExists(db, body.idActualizacion))) throw new HttpError(404, TEXTS.notFound);
    const lines = await updateLines(
      db,
      body.idActualizacion,
      { start: body.startIndex, end: body.endIndex },
      { column: body.orderBy ?? 'ART_REFERENCIA', direction: body.direccion ?? 'asc' },
      body.referencia || null,
    );
    return ok(lines);
  },
};
