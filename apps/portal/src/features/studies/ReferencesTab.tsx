import type { EstudioReferencia } from '@socios/api';
import { formatEuro, formatNumber, formatPercent, type StudyResult, sortStudyRows, STUDY_DIRECTION, STUDY_ORDER_BY } from '@socios/domain';
import { Button, DataTable, type DataTableColumn, type DataTableSort, DownloadIcon, Inline, Text } from '@socios/ui';
import { useMemo, useState } from 'react';
import { downloadStudyCsv } from './exports';
import { StudyPanel } from './StudyPanel';

type Row = EstudioReferencia & { readonly INDEX: number };

/** Rows are sorted here by the domain (sortStudyRows); a compare function only marks the column sortable. */
const sortable = () => 0;

const ORDER_OF: Record<string, 1 | 2> = { referencia: STUDY_ORDER_BY.reference, descripcion: STUDY_ORDER_BY.description };

export interface ReferencesTabProps {
  referencias: readonly EstudioReferencia[];
  result: StudyResult;
  description: string;
  brandNames: readonly string[];
}

/** The Referencias tab: every reference row, virtualised, sortable by reference or description; 'Descargar CSV'. */
export function ReferencesTab({ referencias, result, description, brandNames }: ReferencesTabProps) {
  const [sort, setSort] = useState<DataTableSort>(null);
  const indexed = useMemo<Row[]>(() => referencias.map((r, INDEX) => ({ ...r, INDEX })), [referencias]);
  const rows = useMemo(() => {
    if (!sort) return indexed;
    return sortStudyRows(indexed, ORDER_OF[sort.id] ?? 1, sort.desc ? STUDY_DIRECTION.descending : STUDY_DIRECTION.ascending);
  }, [indexed, sort]);
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { id: 'linea', header: 'Línea', cell: (r) => formatNumber(r.ID_LINEA, { decimals: 0 }), align: 'end', grow: 0.6, minWidth: 60 },
      { id: 'marca', header: 'Marca', cell: (r) => r.MAR_NOMBRE, minWidth: 100 },
      { id: 'referencia', header: 'Referencia', cell: (r) => r.REFERENCIA, compare: sortable, minWidth: 120 },
      { id: 'descripcion', header: 'Descripción', cell: (r) => r.DESCRIPCION, compare: sortable, grow: 3, minWidth: 220 },
      { id: 'pvp', header: 'PVP', cell: (r) => formatEuro(r.PVP), align: 'end', minWidth: 90 },
      { id: 'neto', header: 'Neto', cell: (r) => formatEuro(r.NETO), align: 'end', minWidth: 90 },
      { id: 'calculado', header: 'Neto calculado', cell: (r) => formatEuro(result.rowNet[r.INDEX] ?? 0), align: 'end', minWidth: 120 },
      { id: 'porcentaje', header: 'Porcentaje', cell: (r) => formatPercent(r.PORCENTAJE), align: 'end', minWidth: 100 },
      { id: 'acumulado', header: 'Acumulado', cell: (r) => formatPercent(r.ACUMULADO), align: 'end', minWidth: 100 },
      { id: 'tramo', header: 'Tramo', cell: (r) => String(result.lineTier[result.rowLine[r.INDEX] ?? 0] ?? ''), align: 'end', grow: 0.5, minWidth: 64 },
    ],
    [result],
  );
  return (
    <StudyPanel gap={3}>
      <Inline justify="between">
        <Text as="span" tone="muted">
          {formatNumber(referencias.length, { decimals: 0 })} referencias
        </Text>
        <Button variant="secondary" startIcon={<DownloadIcon size={16} />} onClick={() => downloadStudyCsv(referencias, result, description, brandNames)}>
          Descargar CSV
        </Button>
      </Inline>
      <DataTable
        data={rows}
        columns={columns}
        label="Referencias del estudio"
        height={560}
        sort={sort}
        onSortChange={setSort}
        manualSorting
        emptyText="No hay referencias"
        rowKey={(r) => r.INDEX}
      />
    </StudyPanel>
  );
}
