import { ok } from '@socios/api';
import { DEFAULT_TARIFF_PAGE_SIZE, DEFAULT_TARIFF_SORT, pagePositions, totalPages } from '@socios/domain';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { linesByPosition, linesByReference, sellsBrand, tariffSize } from './queries';

/** Server side of the tariff calls (001 §7); the Tarifas permission is checked from the contract. */
export const tariffHandlers: AreaHandlers<'tariffs'> = {
  async GetTarifaProveedorMar({ body }, { db }) {
    if (!(await sellsBrand(db, body.idProveedor, body.idMarca))) throw new HttpError(404, TEXTS.notFound);
    const column = body.orderBy ?? DEFAULT_TARIFF_SORT.column;
    const direction = body.direccion ?? DEFAULT_TARIFF_SORT.direction;
    const size = body.maxRegistros ?? DEFAULT_TARIFF_PAGE_SIZE;
    const page = body.pag ?? 1;
    if (body.referencia) {
      const { lines, count } = await linesByReference(db, body.idMarca, body.referencia, column, direction, { size, number: page });
      const pages = totalPages(count, size);
      return ok(lines.map((l) => ({ ...l, TOTAL_PAGINAS: pages })));
    }
    const total = await tariffSize(db, body.idMarca);
    const range = pagePositions(page, size, total, direction);
    const lines = range.from > range.to ? [] : await linesByPosition(db, body.idMarca, column, direction, range);
    const pages = totalPages(total, size);
    return ok(lines.map((l) => ({ ...l, TOTAL_PAGINAS: pages })));
  },
};
