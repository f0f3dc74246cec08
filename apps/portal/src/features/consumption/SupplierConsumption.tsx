import { useParams } from 'react-router';
import { useSupplier } from '../suppliers/supplierContext';
import { ConsumptionReport } from './ConsumptionReport';
import { fileSlug as slug } from './reportColumns';

/** /proveedores/{provId}/consumos: the member's consumption of one supplier, by brand first. */
export function SupplierConsumption() {
  const supplier = useSupplier();
  return (
    <ConsumptionReport
      key={supplier.PRV_ID}
      supplierId={supplier.PRV_ID}
      brandId={null}
      fileName={`consumos-${slug(supplier.PRV_NOMBRE)}`}
      defaultGrouping="Marcas"
    />
  );
}

/** /proveedores/{provId}/detalleMarca/{marcaId}/consumos: one brand of the supplier, the member's and the group's. */
export function BrandConsumption() {
  const supplier = useSupplier();
  const brandId = Number(useParams().marcaId);
  const brand = supplier.Marcas.find((m) => m.MAR_ID === brandId);
  return (
    <ConsumptionReport
      key={`${supplier.PRV_ID}-${brandId}`}
      supplierId={supplier.PRV_ID}
      brandId={brandId}
      fileName={`consumos-${slug(supplier.PRV_NOMBRE)}-${slug(brand?.MAR_NOMBRE ?? String(brandId))}`}
      defaultGrouping="Subfamilias"
    />
  );
}
