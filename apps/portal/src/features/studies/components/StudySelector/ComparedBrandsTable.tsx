import type { BrandSelection, ComparedBrandOption } from './types';
import { Checkbox, Select, type SummaryColumn, SummaryTable, Text, VisuallyHidden } from '@socios/ui';

export interface ComparedBrandsTableProps {
  /** The study's compared brands. */
  brands: readonly ComparedBrandOption[];
  /** Their selections, same order. */
  selections: readonly BrandSelection[];
  /** Called with the new selections when a checkbox or a tariff changes. */
  onChange: (selections: BrandSelection[]) => void;
}

/** The compared brands of a study: select checkbox, brand and supplier, and the purchase-tariff dropdown. */
export function ComparedBrandsTable({ brands, selections, onChange }: ComparedBrandsTableProps) {
  const update = (index: number, patch: Partial<BrandSelection>) => onChange(selections.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const rows = brands.map((brand, index) => ({ brand, index, selection: selections[index] }));
  const columns: SummaryColumn<(typeof rows)[number]>[] = [
    {
      key: 'select',
      title: 'Seleccionar',
      cell: ({ brand, index, selection }) => (
        <Checkbox
          label={<VisuallyHidden>{`Incluir ${brand.nombreMarcaComp}`}</VisuallyHidden>}
          checked={selection?.incluida ?? false}
          onChange={() => update(index, { incluida: !selection?.incluida })}
        />
      ),
    },
    {
      key: 'brand',
      title: 'Marca y proveedor',
      rowHeader: true,
      cell: ({ brand }) => (
        <>
          {brand.nombreMarcaComp}
          <Text as="div" tone="muted" weight="regular" size="xs">
            {brand.nombreProveedorComp}
          </Text>
        </>
      ),
    },
    {
      key: 'tariff',
      title: 'Tarifa de compra',
      fit: 'control',
      cell: ({ brand, index, selection }) => (
        <Select
          label={`Tarifa de ${brand.nombreMarcaComp}`}
          labelHidden
          options={brand.tarifas.map((t) => ({ value: String(t.idTarifa), label: t.nombreTarifa }))}
          value={selection?.tarifa === null || selection === undefined ? '' : String(selection.tarifa)}
          disabled={brand.tarifas.length === 0}
          onChange={(event) => update(index, { tarifa: Number(event.target.value) })}
        />
      ),
    },
  ];
  return <SummaryTable caption="Marcas comparadas" columns={columns} rows={rows} rowKey={({ brand }) => String(brand.idMarcaComp)} />;
}
