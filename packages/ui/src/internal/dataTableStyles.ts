import styled, { css } from 'styled-components';

/** Cell alignment: text at the start, numbers at the end. */
export type CellAlign = 'start' | 'end';

const alignStyles: Record<CellAlign, ReturnType<typeof css>> = {
  start: css`
    text-align: left;
    justify-content: flex-start;
  `,
  end: css`
    text-align: right;
    justify-content: flex-end;
    font-variant-numeric: tabular-nums;
  `,
};

/** A plain data table (summary tables of the studies). */
export const StyledSummaryTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};

  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.spacing(2)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tbody tr[aria-current='true'] > * {
    background: ${({ theme }) => theme.color.primarySubtle};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-bottom: 0;
  }
  /* data-pin-last: the last column holds the figure a row exists for (Importe): it stays at the right edge of the
     scroll box while the rest scrolls under it, with a shadow telling there is more to the left. */
  &[data-pin-last] tr > :last-child {
    position: sticky;
    right: 0;
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.edge};
  }
  &[data-pin-last] thead tr > :last-child {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** A header or body cell with its alignment. */
export const StyledAlignedCell = styled.td<{ $align: CellAlign }>`
  ${({ $align }) => alignStyles[$align]}
  white-space: nowrap;
`;

/** A header cell with its alignment. */
export const StyledAlignedHeader = styled.th<{ $align: CellAlign }>`
  ${({ $align }) => alignStyles[$align]}
  white-space: nowrap;
`;

/** Scroll container that lets a wide summary table scroll sideways on phones. */
export const StyledTableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
`;

export { alignStyles };
