import { ok } from '@socios/api';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { sellsBrand } from '../tariffs';
import { brandProducts, memberConsumption, productConditions, supplierProduct } from './queries';

/** Server side of the product calls (001 §7 Products); CondicionesPersonalizadas is checked from the contract. */
export const productHandlers: AreaHandlers<'products'> = {
  async GetProductosProveedorMarca({ params }, { db, session }) {
    if (!(await sellsBrand(db, params.provId, params.marcaId))) throw new HttpError(404, TEXTS.notFound);
    return ok(await brandProducts(db, params.provId, params.marcaId, session.memberId, new Date().getFullYear()));
  },

  async CondicionesProveedorMarca({ body }, { db, session }) {
    const product = await supplierProduct(db, body.idProveedor, body.idMarca, body.idProducto);
    if (!product) throw new HttpError(404, TEXTS.notFound);
    const consumption = await memberConsumption(db, session.memberId, body.idProveedor, body.idMarca, product.subfamily, body.anyo);
    return ok(await productConditions(db, body.idProveedor, body.idMarca, body.idProducto, consumption));
  },
};
