import { TARIFF_PAGE_SIZES, TARIFF_SORT_COLUMNS } from '@socios/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { LineaTarifa, LineaTarifaNeto } from '../entities/tariff';
import { answer, wireId } from '../wire';

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

/** Brand tariffs, net price lists and price updates (001 §7 Tariffs and updates), behind the Tarifas permission. */
export const Tarifas = {
  /**
   * One page of a brand's tariff: sorted by a column (REFERENCIA ascending by default) in either direction, optionally
   * narrowed to the references that start with `referencia` (case ignored); each line carries TOTAL_PAGINAS. Any page
   * costs what the first does (positions kept per column). 404 when the brand is not the supplier's.
   */
  GetTarifaProveedorMar: endpoint({
    method: 'POST',
    path: '/Tarifas/GetTarifaProveedorMar',
    access: 'session',
    permission: 'Tarifas',
    body: z.object({ idProveedor: wireId, idMarca: wireId, maxRegistros: pageSize.nullish(), ...paging }),
    response: answer(z.array(LineaTarifa)),
  }),
  /**
   * One page of a net price list (a supplier's buying price list for a brand): the brand's tariff lines, paged and
   * sorted as GetTarifaProveedorMar, each with its NETO in the list (null where the list has none); with
   * maxRegistros null every line (the export). 404 when the list is not the supplier's for that brand. Tarifas_Netos.
   */
  GetTarifaCompraProveedorMar: endpoint({
    method: 'POST',
    path: '/Tarifas/GetTarifaCompraProveedorMar',
    access: 'session',
    permission: 'Tarifas_Netos',
    body: z.object({ idProveedor: wireId, idMarca: wireId, idTarifaCompra: wireId, maxRegistros: pageSize.nullable().optional(), ...paging }),
    response: answer(z.array(LineaTarifaNeto)),
  }),
} as const;
