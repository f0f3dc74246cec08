import styled from 'styled-components';
import type { BrandSelection, ComparedBrandOption } from './types';
import { Checkbox, Select, StyledAlignedCell, StyledAlignedHeader, StyledSummaryTable, StyledTableScroll, visuallyHidden } from '@socios/ui';

const StyledSupplier = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledTariffCell = styled.td`
  min-width: ${({ theme }) => theme.size.column};
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

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
  const update = (index: number, patch: Partial<BrandSelection>) =>
    onChange(selections.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  return (
    <StyledTableScroll>
      <StyledSummaryTable>
        <caption>Marcas comparadas</caption>
        <thead>
          <tr>
            <StyledAlignedHeader scope="col" $align="start">
              Seleccionar
            </StyledAlignedHeader>
            <StyledAlignedHeader scope="col" $align="start">
              Marca y proveedor
            </StyledAlignedHeader>
            <StyledAlignedHeader scope="col" $align="start">
              Tarifa de compra
            </StyledAlignedHeader>
          </tr>
        </thead>
        <tbody>
          {brands.map((brand, index) => {
            const selection = selections[index];
            return (
              <tr key={brand.idMarcaComp}>
                <StyledAlignedCell $align="start">
                  <Checkbox
                    label={<StyledHidden>{`Incluir ${brand.nombreMarcaComp}`}</StyledHidden>}
                    checked={selection?.incluida ?? false}
                    onChange={() => update(index, { incluida: !selection?.incluida })}
                  />
                </StyledAlignedCell>
                <StyledAlignedHeader scope="row" $align="start">
                  {brand.nombreMarcaComp}
                  <StyledSupplier>{brand.nombreProveedorComp}</StyledSupplier>
                </StyledAlignedHeader>
                <StyledTariffCell>
                  <Select
                    label={`Tarifa de ${brand.nombreMarcaComp}`}
                    labelHidden
                    options={brand.tarifas.map((t) => ({ value: String(t.idTarifa), label: t.nombreTarifa }))}
                    value={selection?.tarifa === null || selection === undefined ? '' : String(selection.tarifa)}
                    disabled={brand.tarifas.length === 0}
                    onChange={(event) => update(index, { tarifa: Number(event.target.value) })}
                  />
                </StyledTariffCell>
              </tr>
            );
          })}
        </tbody>
      </StyledSummaryTable>
    </StyledTableScroll>
  );
}
