import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { type CellAlign, StyledAlignedCell, StyledAlignedHeader, StyledSummaryTable, StyledTableScroll } from '../internal/dataTableStyles';

/** How a column's cells lay out their content. */
export type SummaryCellFit = 'nowrap' | 'wrap' | 'control';

export interface SummaryColumn<Row> {
  /** Unique key of the column (React key and total lookup). */
  key: string;
  /** Column heading. */
  title: ReactNode;
  /** 'end' for figures: right-aligned with tabular digits; 'start' by default. */
  align?: CellAlign;
  /** The column names its row: its cells are row headers (`th scope="row"`). */
  rowHeader?: boolean;
  /** 'nowrap' keeps a cell on one line (default), 'wrap' lets long text wrap, 'control' leaves room for a field. */
  fit?: SummaryCellFit;
  /** The cell of one row. */
  cell: (row: Row) => ReactNode;
  /** The column's figure in the total row (shown only with `totalLabel`). */
  total?: ReactNode;
}

export interface SummaryTableProps<Row> {
  /** Caption over the table (its accessible name); none when left out. */
  caption?: ReactNode;
  /** The columns, in order. */
  columns: readonly SummaryColumn<Row>[];
  /** The rows. */
  rows: readonly Row[];
  /** A stable key for a row. */
  rowKey: (row: Row) => string;
  /** Label of the total row; it spans the columns before the first one with a `total`. No total row when left out. */
  totalLabel?: ReactNode;
  /** Keep the last column (the figure a row exists for) at the right edge while the rest scrolls under it. */
  pinLast?: boolean;
  /** Name of the scroll box; when given it is a focusable region, so the keyboard can scroll a wide table. */
  scrollLabel?: string;
}

const fitStyles: Record<SummaryCellFit, ReturnType<typeof css>> = {
  nowrap: css``,
  wrap: css`
    white-space: normal;
  `,
  control: css`
    white-space: normal;
    min-width: ${({ theme }) => theme.size.column};
  `,
};

const StyledCell = styled(StyledAlignedCell)<{ $fit: SummaryCellFit }>`
  ${({ $fit }) => fitStyles[$fit]}
`;

const StyledRowHeader = styled(StyledAlignedHeader)<{ $fit: SummaryCellFit }>`
  ${({ $fit }) => fitStyles[$fit]}
`;

function Cell<Row>({ column, children }: { column: SummaryColumn<Row>; children: ReactNode }) {
  const align = column.align ?? 'start';
  const fit = column.fit ?? 'nowrap';
  return column.rowHeader ? (
    <StyledRowHeader scope="row" $align={align} $fit={fit}>
      {children}
    </StyledRowHeader>
  ) : (
    <StyledCell $align={align} $fit={fit}>
      {children}
    </StyledCell>
  );
}

/** The total row: the label over the leading columns, each total under its column, empty runs merged into one cell. */
function TotalRow<Row>({ label, columns }: { label: ReactNode; columns: readonly SummaryColumn<Row>[] }) {
  const first = columns.findIndex((c) => c.total !== undefined);
  const span = first < 0 ? columns.length : Math.max(first, 1);
  const cells: ReactNode[] = [];
  let empty = 0;
  const flush = (at: number) => {
    if (empty > 0) cells.push(<td key={`empty-${at}`} colSpan={empty > 1 ? empty : undefined} />);
    empty = 0;
  };
  columns.slice(span).forEach((column, i) => {
    if (column.total === undefined) {
      empty += 1;
      return;
    }
    flush(i);
    cells.push(
      <StyledAlignedCell key={column.key} $align={column.align ?? 'start'}>
        {column.total}
      </StyledAlignedCell>,
    );
  });
  flush(columns.length);
  return (
    <tr>
      <StyledAlignedHeader scope="row" $align="start" colSpan={span > 1 ? span : undefined}>
        {label}
      </StyledAlignedHeader>
      {cells}
    </tr>
  );
}

/**
 * A small table of labelled rows and figures — lines of an order, stock per warehouse, a study's tiers: headings on a
 * tinted row, figures right-aligned with tabular digits, an optional bold total row, and sideways scrolling on a
 * narrow screen.
 */
export function SummaryTable<Row>({ caption, columns, rows, rowKey, totalLabel, pinLast = false, scrollLabel }: SummaryTableProps<Row>) {
  const region = scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {};
  return (
    <StyledTableScroll {...region}>
      <StyledSummaryTable data-pin-last={pinLast || undefined}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <StyledAlignedHeader key={column.key} scope="col" $align={column.align ?? 'start'}>
                {column.title}
              </StyledAlignedHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <Cell key={column.key} column={column}>
                  {column.cell(row)}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
        {totalLabel === undefined ? null : (
          <tfoot>
            <TotalRow label={totalLabel} columns={columns} />
          </tfoot>
        )}
      </StyledSummaryTable>
    </StyledTableScroll>
  );
}
