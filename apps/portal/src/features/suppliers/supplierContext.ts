import type { Proveedor } from '@socios/api';
import { useOutletContext } from 'react-router';

/** What the supplier's sub-routes read from the shell. */
export interface SupplierContext {
  supplier: Proveedor;
}

/** The supplier of the shell, for its sub-routes. */
export function useSupplier(): Proveedor {
  return useOutletContext<SupplierContext>().supplier;
}

/** The supplier sub-routes the portal has. */
export const SUPPLIER_PATHS: readonly string[] = ['', 'contactos', 'documentos', 'consumos', 'tarifas', 'actualizaciones', 'tarifasNetos', 'condiciones'];
/** The brand sub-routes the portal has. */
export const BRAND_PATHS: readonly string[] = ['consumos', 'tarifas', 'actualizaciones', 'tarifasNetos', 'condiciones'];
