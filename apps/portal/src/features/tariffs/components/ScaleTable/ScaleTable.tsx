import type { EscaladoCondicion } from '@socios/api';
import { formatEuro, formatPercent } from '@socios/domain';
import { Badge, type SummaryColumn, SummaryTable } from '@socios/ui';

export interface ScaleTableProps {
  /** The scales of a condition, lowest first. */
  scales: readonly EscaladoCondicion[];
  /** Accessible name (the condition's title). */
  caption: string;
}

const COLUMNS: readonly SummaryColumn<EscaladoCondicion>[] = [
  {
    key: 'desde',
    title: 'Consumo desde',
    cell: (s) => (
      <>
        {formatEuro(s.CNDSE_INI)}
        {s.rangoUsuario ? (
          <Badge tone="strong" size="md" spaced>
            Su tramo
          </Badge>
        ) : null}
      </>
    ),
  },
  { key: 'hasta', title: 'Hasta', align: 'end', cell: (s) => (s.CNDSE_FIN === null ? 'Sin límite' : formatEuro(s.CNDSE_FIN)) },
  { key: 'valor', title: 'Valor', align: 'end', cell: (s) => formatPercent(s.CNDSE_VALOR) },
];

/**
 * The scales of a product condition (CNDS_TIPO 2): consumption from, up to and the value of each, with the member's
 * own range highlighted and labelled 'Su tramo' (rangoUsuario, set by the server with the domain's rule).
 */
export function ScaleTable({ scales, caption }: ScaleTableProps) {
  return <SummaryTable caption={caption} columns={COLUMNS} rows={scales} rowKey={(s) => String(s.CNDSE_ID)} isCurrent={(s) => s.rangoUsuario} />;
}
