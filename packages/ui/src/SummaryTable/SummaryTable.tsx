import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';
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
  /** With `phone="cards"`: the label before the value ('Fecha: …'); the title by default, none for the row header. */
  phoneLabel?: string | false;
  /** With `phone="cards"`: 'corner' puts the cell beside the row header (a state badge) instead of under it. */
  phoneSlot?: 'line' | 'corner';
}

/** On a phone a wide table scrolls sideways, or turns each row into a small card of 'label: value' lines. */
export type SummaryPhoneLayout = 'scroll' | 'cards';

export interface SummaryTableProps<Row> {
  /** Caption over the table (its accessible name); none when left out. */
  caption?: ReactNode;
  /** The table's accessible name when it shows no caption (the section around it says what it is). */
  label?: string;
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
  /** How the table reads on a phone: scrolling sideways (default) or one card per row. */
  phone?: SummaryPhoneLayout;
  /** The row header holds the row's link, whose box covers the whole row: a click anywhere on the row follows it. */
  rowLinks?: boolean;
  /** The row that is the reader's own (their range of a scale): tinted, bold, and announced as the current one. */
  isCurrent?: (row: Row) => boolean;
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

const phoneStyles: Record<SummaryPhoneLayout, ReturnType<typeof css>> = {
  scroll: css``,
  cards: css`
    ${({ theme }) => css`
      ${theme.media.mobile} {
        thead {
          display: none;
        }
        tbody tr {
          display: grid;
          grid-template-columns: 1fr auto;
          align-items: center;
          padding: ${theme.spacing(2, 0)};
          border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
        }
        tbody th,
        tbody td {
          display: block;
          grid-column: 1 / -1;
          order: 2;
          padding: ${theme.spacing(0.5, 3)};
          border-bottom: 0;
          text-align: left;
          /* A card is as wide as the screen: a long value (a token's name, an e-mail) wraps instead of widening it
             into a sideways-scrolling box that a keyboard cannot reach. */
          white-space: normal;
          overflow-wrap: anywhere;
        }
        tbody th {
          grid-column: 1;
          order: 0;
        }
        tbody [data-slot='corner'] {
          grid-column: 2;
          order: 1;
        }
        tbody [data-label]::before {
          content: attr(data-label) ': ';
          color: ${theme.color.textMuted};
        }
      }
    `}
  `,
};

/** Row links: the row header's link is the row's, its box stretched over the row (which the pointer tints). */
const rowLinkStyles = css`
  tbody tr {
    position: relative;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  tbody th a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    ${focusRing}
  }
  tbody th a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  tbody th a:hover {
    text-decoration: underline;
  }
`;

const StyledScroll = styled(StyledTableScroll)<{ $phone: SummaryPhoneLayout; $rowLinks: boolean }>`
  ${({ $phone }) => phoneStyles[$phone]}
  ${({ $rowLinks }) => ($rowLinks ? rowLinkStyles : '')}
`;

function Cell<Row>({ column, cards, children }: { column: SummaryColumn<Row>; cards: boolean; children: ReactNode }) {
  const align = column.align ?? 'start';
  const fit = column.fit ?? 'nowrap';
  const corner = column.phoneSlot === 'corner';
  const phoneLabel = column.phoneLabel ?? (column.rowHeader || corner || typeof column.title !== 'string' ? false : column.title);
  const phone = cards ? { 'data-label': phoneLabel || undefined, 'data-slot': corner ? 'corner' : undefined } : {};
  return column.rowHeader ? (
    <StyledRowHeader scope="row" $align={align} $fit={fit} {...phone}>
      {children}
    </StyledRowHeader>
  ) : (
    <StyledCell $align={align} $fit={fit} {...phone}>
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
export function SummaryTable<Row>({
  caption,
  label,
  columns,
  rows,
  rowKey,
  totalLabel,
  pinLast = false,
  scrollLabel,
  phone = 'scroll',
  rowLinks = false,
  isCurrent,
}: SummaryTableProps<Row>) {
  const region = scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {};
  return (
    <StyledScroll $phone={phone} $rowLinks={rowLinks} {...region}>
      <StyledSummaryTable aria-label={label} data-pin-last={pinLast || undefined}>
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
            <tr key={rowKey(row)} aria-current={isCurrent?.(row) ? 'true' : undefined}>
              {columns.map((column) => (
                <Cell key={column.key} column={column} cards={phone === 'cards'}>
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
    </StyledScroll>
  );
}
