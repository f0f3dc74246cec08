import type { EstudioReferenciaCalculada } from '@socios/api';
import { formatEuro, formatNumber, formatPercent, needsNextBatch, STUDY_DIRECTION, STUDY_ORDER_BY } from '@socios/domain';
import { DataTable, type DataTableColumn, type DataTableSort, Inline, Stack, Text } from '@socios/ui';
import { useCallback, useMemo, useState } from 'react';
import { useApiBatches } from '../../app/query/apiQuery';
import { ExportButtons } from '../../app/export/ExportButtons';
import { streamDownload } from '../../app/export/streamDownload';
import type { StudyFiguresRequest } from './data';

/** The server sorts the rows; a compare function only marks the column sortable. */
const sortable = () => 0;

const ORDER_OF: Record<string, 1 | 2> = { referencia: STUDY_ORDER_BY.reference, descripcion: STUDY_ORDER_BY.description };

/** Rows asked for at a time as the table is scrolled. */
export const REFERENCES_BATCH = 200;

const COLUMNS: DataTableColumn<EstudioReferenciaCalculada>[] = [
  { id: 'linea', header: 'Línea', cell: (r) => formatNumber(r.ID_LINEA, { decimals: 0 }), align: 'end', grow: 0.6, minWidth: 60 },
  { id: 'marca', header: 'Marca', cell: (r) => r.MAR_NOMBRE, minWidth: 100 },
  { id: 'referencia', header: 'Referencia', cell: (r) => r.REFERENCIA, compare: sortable, minWidth: 120 },
  { id: 'descripcion', header: 'Descripción', cell: (r) => r.DESCRIPCION, compare: sortable, grow: 3, minWidth: 220 },
  { id: 'pvp', header: 'PVP', cell: (r) => formatEuro(r.PVP), align: 'end', minWidth: 90 },
  { id: 'neto', header: 'Neto', cell: (r) => formatEuro(r.NETO), align: 'end', minWidth: 90 },
  { id: 'calculado', header: 'Neto calculado', cell: (r) => formatEuro(r.NETO_CALCULADO), align: 'end', minWidth: 120 },
  { id: 'porcentaje', header: 'Porcentaje', cell: (r) => formatPercent(r.PORCENTAJE), align: 'end', minWidth: 100 },
  { id: 'acumulado', header: 'Acumulado', cell: (r) => formatPercent(r.ACUMULADO), align: 'end', minWidth: 100 },
  { id: 'tramo', header: 'Tramo', cell: (r) => String(r.TRAMO), align: 'end', grow: 0.5, minWidth: 64 },
];

export interface ReferencesTabProps {
  /** The study's selection with the discount values on screen (the calculated nets use them). */
  request: StudyFiguresRequest;
  /** How many reference rows the study has. */
  total: number;
}

/**
 * The Referencias tab: the study's reference rows read from the server a batch at a time as the table is scrolled
 * (sorted there by reference or description), and the export of every row ('Descargar CSV', 'Descargar Excel')
 * streamed by the server.
 */
export function ReferencesTab({ request, total }: ReferencesTabProps) {
  const [sort, setSort] = useState<DataTableSort>(null);
  const order = sort
    ? { orden: ORDER_OF[sort.id] ?? STUDY_ORDER_BY.reference, direccion: sort.desc ? STUDY_DIRECTION.descending : STUDY_DIRECTION.ascending }
    : {};
  const selection = { ...request, valores: [...request.valores] };
  const batches = useApiBatches(
    'EstudiosMercado',
    'GetEstudioReferencias',
    (desde: number) => ({ ...selection, ...order, desde, maxRegistros: REFERENCES_BATCH }),
    {
      first: 0,
      next: (last, all) => {
        const loaded = all.reduce((n, a) => n + a.valorRetorno.length, 0);
        return last.valorRetorno.length === 0 || loaded >= last.total ? undefined : loaded;
      },
    },
  );
  const rows = useMemo(() => batches.data?.pages.flatMap((p) => p.valorRetorno) ?? [], [batches.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = batches;
  const onLastRowShown = useCallback(
    (index: number) => {
      if (!isFetchingNextPage && needsNextBatch(index, rows.length, hasNextPage)) void fetchNextPage();
    },
    [isFetchingNextPage, hasNextPage, fetchNextPage, rows.length],
  );
  return (
    <Stack gap={3}>
      <Inline justify="between">
        <Text as="span" tone="muted" aria-live="polite">
          {`${formatNumber(total, { decimals: 0 })} referencias · ${formatNumber(rows.length, { decimals: 0 })} cargadas`}
        </Text>
        <ExportButtons
          run={(formato, onProgress) => streamDownload('EstudiosMercado', 'ExportarEstudio', { ...selection, formato }, (p) => onProgress(p.done))}
        />
      </Inline>
      <DataTable
        data={rows}
        columns={COLUMNS}
        label="Referencias del estudio"
        height={560}
        sort={sort}
        onSortChange={setSort}
        manualSorting
        emptyText={batches.isPending ? 'Cargando las referencias…' : 'No hay referencias'}
        rowKey={(r) => `${r.ID_LINEA}-${r.ID_MARCA}`}
        onLastRowShown={onLastRowShown}
      />
      {batches.isError ? <Text tone="danger">No ha sido posible obtener las referencias del estudio.</Text> : null}
    </Stack>
  );
}
