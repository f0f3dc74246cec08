import { type ColumnDef, type RowData, createSortedRowModel, rowSortingFeature, type SortingState, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { alignStyles, type CellAlign } from '../internal/dataTableStyles';
import { focusRing } from '../theme/mixins';

/** One column of a DataTable. */
export interface DataTableColumn<T extends RowData> {
  /** Stable id (also the sorting key). */
  id: string;
  /** Header text. */
  header: string;
  /** What the cell shows; `index` is the row's position in `data`. */
  cell: (row: T, index: number) => ReactNode;
  /** Comparator for sorting (ascending); the column is sortable only when given. */
  compare?: (a: T, b: T) => number;
  /** Text at the start, numbers at the end. */
  align?: CellAlign;
  /** Relative width (flex grow); 1 by default. */
  grow?: number;
  /** Smallest width in px; 96 by default. */
  minWidth?: number;
  /**
   * The figure a row exists for (PVP, Neto, Importe…): kept at the right edge of the box while the table scrolls
   * sideways, with a shadow that tells there is more to the left. One column per table.
   */
  pin?: boolean;
}

/** Sorting of a DataTable: a column id and its direction, or null for the data's order. */
export type DataTableSort = { id: string; desc: boolean } | null;

export interface DataTableProps<T extends RowData> {
  /** Rows; keep the array stable between renders (sorting is recomputed when it changes). */
  data: readonly T[];
  /** Columns; cells read the latest columns at render time, so changing only `cell` does not re-sort. */
  columns: readonly DataTableColumn<T>[];
  /** Accessible name of the table. */
  label: string;
  /** Height of the scrolling body in px. */
  height?: number;
  /** Height of one row in px (rows are virtualised at a fixed height). */
  rowHeight?: number;
  /** Sorting (controlled); uncontrolled when omitted. */
  sort?: DataTableSort;
  /** Initial sorting when uncontrolled. */
  defaultSort?: DataTableSort;
  /** Called with the new sorting when a header is activated. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Text shown when there are no rows. */
  emptyText?: string;
  /** The rows arrive sorted by the caller (from `sort`); the headers only report the sort asked for. */
  manualSorting?: boolean;
  /** A stable key per row (the index by default). */
  rowKey?: (row: T, index: number) => string | number;
  /** How a row stands out: 'group' (a grouping or subtotal line), 'subgroup' (a second grouping level), 'total'. */
  rowTone?: (row: T) => DataTableRowTone | undefined;
  /**
   * Called with the index of the last row in view (without overscan) whenever it changes: a caller that loads rows in
   * batches asks for the next one when that index comes near the end of what it has.
   */
  onLastRowShown?: (index: number) => void;
}

/** The emphasis of a row of a grouped table. */
export type DataTableRowTone = 'group' | 'subgroup' | 'total';

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });

const StyledScroll = styled.div`
  overflow: auto;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${focusRing}
`;

const StyledTable = styled.table`
  display: grid;
  width: 100%;
  min-width: max-content;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

const StyledHead = styled.thead`
  display: grid;
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const StyledRow = styled.tr`
  display: flex;
  width: 100%;
`;

const pinned = css`
  position: sticky;
  right: 0;
  z-index: 1;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.edge};
`;

const StyledCellBase = styled.td<{ $align: CellAlign; $grow: number; $min: number; $pin?: boolean }>`
  display: flex;
  align-items: center;
  flex: ${({ $grow, $min }) => `${$grow} 0 ${$min}px`};
  min-width: ${({ $min }) => $min}px;
  padding: ${({ theme }) => theme.spacing(0, 3)};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  ${({ $align }) => alignStyles[$align]}
  ${({ $pin }) => ($pin ? pinned : '')}
`;

const StyledCellText = styled.span`
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** A text cell ends in '…' when it does not fit (a flex cell cannot show the ellipsis itself) and shows it whole as a tooltip. */
function CellContent({ children }: { children: ReactNode }) {
  if (typeof children !== 'string' && typeof children !== 'number') return <>{children}</>;
  return <StyledCellText title={String(children)}>{children}</StyledCellText>;
}

const StyledHeaderCell = styled(StyledCellBase).attrs({ as: 'th' })`
  min-height: ${({ theme }) => theme.size.control.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  ${({ $pin, theme }) => ($pin ? `background: ${theme.color.surfaceAlt};` : '')}
`;

const StyledSortButton = styled.button<{ $align: CellAlign }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${({ $align }) => alignStyles[$align]}
  ${focusRing}
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledBody = styled.tbody`
  display: grid;
  position: relative;
`;

const StyledBodyRow = styled(StyledRow)`
  position: absolute;
  left: 0;
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  &:nth-child(even),
  &:nth-child(even) > td {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[data-tone='group'] {
    background: ${({ theme }) => theme.color.primarySubtle};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-tone='subgroup'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[data-tone='total'] {
    border-top: ${({ theme }) => theme.borderWidth.thick} solid ${({ theme }) => theme.color.borderStrong};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(6)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const SORT_MARK = { asc: '▲', desc: '▼' } as const;

/**
 * A sortable, virtualised data table (TanStack Table + TanStack Virtual): only the visible rows are in the DOM, so
 * tens of thousands of rows scroll smoothly. Sortable headers are buttons and the header cell carries aria-sort;
 * the table announces its full row count (aria-rowcount) and each row its position (aria-rowindex).
 */
export function DataTable<T extends RowData>({
  data,
  columns,
  label,
  height = 480,
  rowHeight = 36,
  sort,
  defaultSort = null,
  onSortChange,
  emptyText = 'No hay datos',
  manualSorting = false,
  rowKey,
  rowTone,
  onLastRowShown,
}: DataTableProps<T>) {
  const [internalSort, setInternalSort] = useState<DataTableSort>(defaultSort);
  const current = sort === undefined ? internalSort : sort;
  const sorting: SortingState = useMemo(() => (current ? [{ id: current.id, desc: current.desc }] : []), [current]);

  // The TanStack columns depend only on ids and comparators: a new `cell` renderer does not re-sort the rows.
  const latest = useRef(columns);
  latest.current = columns;
  const signature = columns.map((c) => `${c.id}:${c.compare ? 1 : 0}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the ids or sortability change (signature).
  const tableColumns = useMemo<ColumnDef<typeof features, T, unknown>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        accessorFn: (row: T) => row,
        enableSorting: Boolean(c.compare),
        sortFn: (a, b) => latest.current.find((x) => x.id === c.id)?.compare?.(a.original, b.original) ?? 0,
      })),
    [signature],
  );

  const table = useTable(
    {
      features,
      columns: tableColumns,
      data: data as T[],
      state: { sorting },
      enableSortingRemoval: false,
      manualSorting,
      onSortingChange: (updater) => {
        const next = typeof updater === 'function' ? updater(sorting) : updater;
        const first = next[0];
        const value: DataTableSort = first ? { id: first.id, desc: first.desc } : null;
        if (sort === undefined) setInternalSort(value);
        onSortChange?.(value);
      },
    },
    () => null,
  );
  const rows = table.getRowModel().rows;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });

  // The last row in view: the last virtual row whose top is above the viewport's bottom (overscan rows are not in view).
  const range = virtualizer.range;
  const lastInView = range ? range.endIndex : -1;
  useEffect(() => {
    if (onLastRowShown && lastInView >= 0) onLastRowShown(lastInView);
  }, [onLastRowShown, lastInView]);

  const byId = new Map(columns.map((c) => [c.id, c]));
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  return (
    <StyledScroll ref={scrollRef} style={{ maxHeight: height }} tabIndex={0} role="region" aria-label={label}>
      <StyledTable role="table" aria-label={label} aria-rowcount={rows.length + 1}>
        <StyledHead role="rowgroup">
          <StyledRow role="row" aria-rowindex={1}>
            {headers.map((header) => {
              const col = byId.get(header.column.id);
              if (!col) return null;
              const direction = header.column.getIsSorted();
              const align = col.align ?? 'start';
              const common = { $align: align, $grow: col.grow ?? 1, $min: col.minWidth ?? 96, $pin: col.pin };
              if (!col.compare) {
                return (
                  <StyledHeaderCell key={header.id} role="columnheader" scope="col" {...common}>
                    {col.header}
                  </StyledHeaderCell>
                );
              }
              const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
              return (
                <StyledHeaderCell key={header.id} role="columnheader" scope="col" aria-sort={ariaSort} {...common}>
                  <StyledSortButton type="button" $align={align} onClick={() => header.column.toggleSorting(direction === 'asc')}>
                    {col.header}
                    <span aria-hidden="true">{direction ? SORT_MARK[direction] : '↕'}</span>
                  </StyledSortButton>
                </StyledHeaderCell>
              );
            })}
          </StyledRow>
        </StyledHead>
        <StyledBody role="rowgroup" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <StyledBodyRow
                key={rowKey ? rowKey(row.original, row.index) : row.index}
                role="row"
                aria-rowindex={item.index + 2}
                data-tone={rowTone?.(row.original)}
                style={{ transform: `translateY(${item.start}px)`, height: rowHeight }}
              >
                {columns.map((col) => (
                  <StyledCellBase key={col.id} role="cell" $align={col.align ?? 'start'} $grow={col.grow ?? 1} $min={col.minWidth ?? 96} $pin={col.pin}>
                    <CellContent>{col.cell(row.original, row.index)}</CellContent>
                  </StyledCellBase>
                ))}
              </StyledBodyRow>
            );
          })}
        </StyledBody>
      </StyledTable>
      {rows.length === 0 ? <StyledEmpty>{emptyText}</StyledEmpty> : null}
    </StyledScroll>
  );
}
