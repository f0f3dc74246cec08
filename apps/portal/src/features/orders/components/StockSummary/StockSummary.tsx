import type { ResumenStock } from '@socios/api';
import { formatGroupDateTime, formatNumber } from '@socios/domain';
import { EmptyState, KeyFigures, Stack, StyledAlignedCell, StyledAlignedHeader, StyledSummaryTable, StyledTableScroll } from '@socios/ui';
import type { ReactNode } from 'react';

export interface StockSummaryProps {
  /** The member's published stock. */
  summary: ResumenStock;
  /** A line under the empty text (e.g. how to publish stock, for an account administrator). */
  emptyDescription?: ReactNode;
}

const count = (n: number) => formatNumber(n, { decimals: 0 });

/**
 * 'Mi stock': what the member publishes to the other members — the headline figures (warehouses, references, units,
 * last import) and one row per warehouse with its references and units.
 */
export function StockSummary({ summary, emptyDescription }: StockSummaryProps) {
  const figures = [
    { label: 'Almacenes', value: count(summary.Almacenes.length) },
    { label: 'Referencias', value: count(summary.Referencias) },
    { label: 'Unidades', value: count(summary.Unidades) },
    { label: 'Última importación', value: summary.Actualizado ? formatGroupDateTime(summary.Actualizado) : 'Nunca' },
  ];
  return (
    <Stack gap={4}>
      <KeyFigures items={figures} label="Resumen del stock" />
      {summary.Almacenes.length === 0 ? (
        <EmptyState title="Su socio aún no publica stock" description={emptyDescription} />
      ) : (
        <StyledTableScroll>
          <StyledSummaryTable>
            <caption>Stock por almacén</caption>
            <thead>
              <tr>
                <StyledAlignedHeader scope="col" $align="start">
                  Código
                </StyledAlignedHeader>
                <StyledAlignedHeader scope="col" $align="start">
                  Almacén
                </StyledAlignedHeader>
                <StyledAlignedHeader scope="col" $align="end">
                  Referencias
                </StyledAlignedHeader>
                <StyledAlignedHeader scope="col" $align="end">
                  Unidades
                </StyledAlignedHeader>
              </tr>
            </thead>
            <tbody>
              {summary.Almacenes.map((a) => (
                <tr key={a.CodigoAlmacen}>
                  <StyledAlignedCell $align="start">{a.CodigoAlmacen}</StyledAlignedCell>
                  <StyledAlignedHeader scope="row" $align="start">
                    {a.DescripcionAlmacen || a.CodigoAlmacen}
                  </StyledAlignedHeader>
                  <StyledAlignedCell $align="end">{count(a.Referencias)}</StyledAlignedCell>
                  <StyledAlignedCell $align="end">{count(a.Unidades)}</StyledAlignedCell>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <StyledAlignedHeader scope="row" $align="start" colSpan={2}>
                  Total
                </StyledAlignedHeader>
                <StyledAlignedCell $align="end">{count(summary.Referencias)}</StyledAlignedCell>
                <StyledAlignedCell $align="end">{count(summary.Unidades)}</StyledAlignedCell>
              </tr>
            </tfoot>
          </StyledSummaryTable>
        </StyledTableScroll>
      )}
    </Stack>
  );
}
