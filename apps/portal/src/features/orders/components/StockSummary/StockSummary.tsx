import type { ResumenStock } from '@socios/api';
import { formatGroupDateTime, formatNumber } from '@socios/domain';
import { EmptyState, KeyFigures, Stack, type SummaryColumn, SummaryTable } from '@socios/ui';
import type { ReactNode } from 'react';

export interface StockSummaryProps {
  /** The member's published stock. */
  summary: ResumenStock;
  /** A line under the empty text (e.g. how to publish stock, for an account administrator). */
  emptyDescription?: ReactNode;
}

const count = (n: number) => formatNumber(n, { decimals: 0 });

type Warehouse = ResumenStock['Almacenes'][number];

/** One row per warehouse: its code, its name (the row's name) and its references and units, totalled. */
const warehouseColumns = (summary: ResumenStock): SummaryColumn<Warehouse>[] => [
  { key: 'codigo', title: 'Código', cell: (a) => a.CodigoAlmacen },
  { key: 'almacen', title: 'Almacén', rowHeader: true, cell: (a) => a.DescripcionAlmacen || a.CodigoAlmacen },
  { key: 'referencias', title: 'Referencias', align: 'end', cell: (a) => count(a.Referencias), total: count(summary.Referencias) },
  { key: 'unidades', title: 'Unidades', align: 'end', cell: (a) => count(a.Unidades), total: count(summary.Unidades) },
];

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
        <SummaryTable
          caption="Stock por almacén"
          columns={warehouseColumns(summary)}
          rows={summary.Almacenes}
          rowKey={(a) => a.CodigoAlmacen}
          totalLabel="Total"
        />
      )}
    </Stack>
  );
}
