/** The address parameter that starts a brand's tariff searched at a reference. */
export const TARIFF_REFERENCE_PARAM = 'referencia';

/** The page of a brand's tariff under one of its suppliers, searched at `reference` when given. */
export function brandTariffPath(supplierId: number, brandId: number, reference?: string): string {
  const path = `/proveedores/${supplierId}/detalleMarca/${brandId}/tarifas`;
  return reference ? `${path}?${new URLSearchParams({ [TARIFF_REFERENCE_PARAM]: reference })}` : path;
}
