import { Stack, Text } from '@socios/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useApiQuery } from '../../app/query/apiQuery';
import { useSupplier } from '../suppliers/supplierContext';
import { TARIFF_REFERENCE_PARAM } from './links';
import { PricedTableView, TARIFF_COLUMNS, usePricedTable } from './pricedTable';

/**
 * /proveedores/{provId}/detalleMarca/{marcaId}/tarifas (001 §2.4): the brand's tariff, paged on the server (any page
 * as fast as the first), 10/25/50/100 a page, searched by reference, sorted by any column (reference ascending first;
 * the sorted column toggles, another sorts ascending), the price as PVP. `?referencia=` (the header's search opens a
 * tariff reference so) starts the search at that reference.
 */
export function BrandTariff() {
  const reference = useSearchParams()[0].get(TARIFF_REFERENCE_PARAM) ?? '';
  return <BrandTariffTable key={reference} reference={reference} />;
}

/** The brand's tariff searched from `reference` (a new one in the address starts a new table). */
function BrandTariffTable({ reference }: { reference: string }) {
  const supplier = useSupplier();
  const brandId = Number(useParams().marcaId);
  const brand = supplier.Marcas.find((m) => m.MAR_ID === brandId);
  const table = usePricedTable(reference);
  const body = { idProveedor: supplier.PRV_ID, idMarca: brandId, ...table.paging };
  const lines = useApiQuery('Tarifas', 'GetTarifaProveedorMar', body, { select: (a) => a.valorRetorno, placeholderData: keepPreviousData, staleTime: 60_000 });
  return (
    <Stack gap={3}>
      <PricedTableView
        title={`Tarifa de ${brand?.MAR_NOMBRE ?? 'la marca'}`}
        lines={lines.data ?? []}
        columns={TARIFF_COLUMNS}
        table={table}
        busy={lines.isFetching}
        emptyText={lines.isPending ? 'Cargando la tarifa…' : table.paging.referencia ? 'Ninguna referencia empieza así.' : 'La marca no tiene tarifa.'}
      />
      {lines.isError ? <Text tone="danger">No ha sido posible obtener la tarifa.</Text> : null}
    </Stack>
  );
}

/** /proveedores/{provId}/tarifas, /tarifasNetos, /actualizaciones and /condiciones: the page of the supplier's first brand (the Marcas dropdown changes it). */
export function FirstBrand({ page }: { page: 'tarifas' | 'tarifasNetos' | 'actualizaciones' | 'condiciones' }) {
  const supplier = useSupplier();
  const first = supplier.Marcas[0];
  if (!first) return <Text tone="muted">El proveedor no tiene marcas.</Text>;
  return <Navigate replace to={`/proveedores/${supplier.PRV_ID}/detalleMarca/${first.MAR_ID}/${page}`} />;
}

/** /proveedores/{provId}/tarifas. */
export function SupplierTariff() {
  return <FirstBrand page="tarifas" />;
}

/** /proveedores/{provId}/tarifasNetos. */
export function SupplierNetPriceList() {
  return <FirstBrand page="tarifasNetos" />;
}

/** /proveedores/{provId}/actualizaciones. */
export function SupplierPriceUpdates() {
  return <FirstBrand page="actualizaciones" />;
}

/** /proveedores/{provId}/condiciones. */
export function SupplierProductConditions() {
  return <FirstBrand page="condiciones" />;
}
