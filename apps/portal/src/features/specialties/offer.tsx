import type { Bateria, Neumatico } from '@socios/api';
import { BuyButton, type ShopOffer } from '../stock';

/** A row of the tyre, lubricant or battery lists (they carry the same offer fields). */
type SpecialtyOfferRow = Pick<
  Neumatico | Bateria,
  'Ref' | 'RefComercial' | 'Marca' | 'Descripcion' | 'IdMarca' | 'Stock' | 'socio' | 'Precio' | 'Dto' | 'Neto' | 'PermisoCompra'
>;

/**
 * The offer of a row as the stock feature's buy button takes it (001 §3 Stock offer from a member): the member's name
 * and CIF, its price, discount and net for the caller's member, whether the caller may buy (PermisoCompra) and the
 * units as the stock text.
 */
export function offerOf(row: SpecialtyOfferRow): ShopOffer {
  return {
    NombreAsociado: row.socio.SOC_NOMBRE,
    CifAsociado: row.socio.SOC_CIF,
    Precio: row.Precio,
    Dto: row.Dto,
    Neto: row.Neto,
    PermisoCompra: row.PermisoCompra,
    Stock: String(row.Stock),
  };
}

/** The buy button of a row: 'Comprar' opens the shop of that member straight, or the disabled 'No es cliente'. */
export function buyButtonOf(row: SpecialtyOfferRow) {
  return <BuyButton brandNo={row.IdMarca} reference={row.Ref} description={`${row.Marca} · ${row.Descripcion}`} offer={offerOf(row)} />;
}

/** The props every tyre, lubricant and battery row gives SpecialtyRow: the article, its units, prices and buy button. */
export function specialtyRowProps(row: SpecialtyOfferRow) {
  return {
    marca: row.Marca,
    refComercial: row.RefComercial,
    reference: row.Ref,
    descripcion: row.Descripcion,
    stock: row.Stock,
    price: row,
    action: buyButtonOf(row),
  };
}
