import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledTable = styled.table`
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.spacing(3)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledHeaderCell = styled.th`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  white-space: nowrap;
`;

const StyledCell = styled.td`
  vertical-align: middle;
`;

export interface CatalogGridProps {
  /** Column titles (e.g. states). */
  columns: readonly string[];
  /** Rows: a title (e.g. a variant) and one cell per column. */
  rows: readonly { title: string; cells: readonly ReactNode[] }[];
  /** Accessible caption of the table. */
  caption: string;
}

/** Story helper: a variants × states grid rendered in one frame for visual review and screenshots. */
export function CatalogGrid({ columns, rows, caption }: CatalogGridProps) {
  return (
    <StyledTable>
      <caption style={{ textAlign: 'left' }}>{caption}</caption>
      <thead>
        <tr>
          <td />
          {columns.map((column) => (
            <StyledHeaderCell key={column} scope="col">
              {column}
            </StyledHeaderCell>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.title}>
            <StyledHeaderCell scope="row">{row.title}</StyledHeaderCell>
            {row.cells.map((cell, index) => (
              <StyledCell key={columns[index] ?? index}>{cell}</StyledCell>
            ))}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
