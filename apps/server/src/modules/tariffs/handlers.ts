import { ok } from '@socios/api';
import { DEFAULT_TARIFF_PAGE_SIZE, DEFAULT_TARIFF_SORT, pagePositions, type SortDirection, type TariffSortColumn, totalPages } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { isPriceListOf, linesByPosition, linesByReference, sellsBrand, tariffSize } from './queries';

/** Server side of the tariff calls (001 §7); the Tarifas permission is checked from the contract. */
/** What a tariff page asks for. */
interface PageRequest {
  idMarca: number;
  orderBy?: TariffSortColumn | null;
  direccion?: SortDirection | null;
  pag?: number | null;
  referencia?: string | null;
}

/**
 * One page of a brand's lines (of a net price list when `priceList` is given), each with TOTAL_PAGINAS; `size` null
 * reads every line in the order asked for (one page).
 */
async function tariffPage(db: Queryable, body: PageRequest, size: number | null, priceList: number | null = null) {
  const column = body.orderBy ?? DEFAULT_TARIFF_SORT.column;
  const direction = body.direccion ?? DEFAULT_TARIFF_SORT.direction;
  const page = size === null ? 1 : (body.pag ?? 1);
  const total = body.referencia ? 0 : await tariffSize(db, body.idMarca);
  const perPage = size ?? Math.max(1, total);
  if (body.referencia) {
    const { lines, count } = await linesByReference(db, body.idMarca, body.referencia, column, direction, { size: size ?? 1_000_000, number: page }, priceList);
    const pages = size === null ? 1 : totalPages(count, size);
    return lines.map((l) => ({ ...l, TOTAL_PAGINAS: pages }));
  }
  const range = pagePositions(page, perPage, total, direction);
  const lines = range.from > range.to ? [] : await linesByPosition(db, body.idMarca, column, direction, range, priceList);
  const pages = totalPages(total, perPage);
  return lines.map((l) => ({ ...l, TOTAL_PAGINAS: pages }));
}

export const tariffHandlers: AreaHandlers<'tariffs'> = {
  async GetTarifaProveedorMar({ body }, { db }) {
    if (!(await sellsBrand(db, body.idProveedor, body.idMarca))) throw new HttpError(404, TEXTS.notFound);
    const lines = await tariffPage(db, body, body.maxRegistros ?? DEFAULT_TARIFF_PAGE_SIZE);
    return ok(lines.map(({ NETO: _net, ...line }) => line));
  },

  async GetTarifaCompraProveedorMar({ body }, { db }) {
    if (!(await isPriceListOf(db, body.idTarifaCompra, body.idProveedor, body.idMarca))) throw new HttpError(404, TEXTS.notFound);
    const size = body.maxRegistros === null ? null : (body.maxRegistros ?? DEFAULT_TARIFF_PAGE_SIZE);
    const lines = await tariffPage(db, body, size, body.idTarifaCompra);
    return ok(lines.map((l) => ({ ...l, NETO: l.NETO ?? null })));
  },
};
