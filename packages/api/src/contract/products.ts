import { z } from 'zod';
import { sessionEndpoints } from '../endpoint';
import { CondicionProducto, ProductoProveedor } from '../entities/tariff';
import { answer, wireId, wireIdParam } from '../wire';
import { MEMBER_LIST_MAX } from '../listBounds';

/** Declares a product call: every one is behind the CondicionesPersonalizadas permission. */
const productEndpoint = sessionEndpoints({ permission: 'CondicionesPersonalizadas' });

/** Products of a supplier's brand and their conditions (001 §2.7, §7 Products), behind CondicionesPersonalizadas. */
export const Producto = {
  /**
   * The products of a supplier's brand, in Spanish order, with what the member and the group bought of each this year
   * and last year. 404 when the brand is not the supplier's.
   */
  GetProductosProveedorMarca: productEndpoint({
    method: 'GET',
    path: '/Producto/GetProductosProveedorMarca/:provId/:marcaId',
    maxRows: MEMBER_LIST_MAX,
    foreign: { none: "the group's products; figures of the caller's member" },
    params: z.object({ provId: wireIdParam, marcaId: wireIdParam }),
    response: answer(z.array(ProductoProveedor)),
  }),
  /**
   * The conditions of one product of a supplier's brand, with their scales; the scale the member's consumption of the
   * product in `anyo` (the portal sends last year) falls in has rangoUsuario true. 404 when the product is not the
   * supplier's for that brand.
   */
  CondicionesProveedorMarca: productEndpoint({
    method: 'POST',
    path: '/Producto/CondicionesProveedorMarca',
    maxRows: MEMBER_LIST_MAX,
    foreign: { none: "the group's conditions; figures of the caller's member" },
    body: z.object({ anyo: z.number().int().min(2000).max(2100), idProveedor: wireId, idMarca: wireId, idProducto: wireId }),
    response: answer(z.array(CondicionProducto)),
  }),
} as const;
