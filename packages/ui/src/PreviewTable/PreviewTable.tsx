import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins';

export interface PreviewTableProps {
  /** Accessible name of the table ('Contactos que se importarán'). */
  label: string;
  /** Column headings. */
  columns: readonly string[];
  /** The rows, each its cells in the columns' order. */
  rows: readonly (readonly ReactNode[])[];
  /** A key per row (its line in the file). */
  rowKey: (row: readonly ReactNode[], index: number) => string | number;
}

const StyledScroll = styled.div`
  max-height: ${({ theme }) => theme.size.scrollArea.md};
  overflow: auto;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  ${focusRing}
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.spacing(1, 2)};
    text-align: left;
    border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    white-space: nowrap;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** A dense table of what a file holds, before it is imported: it scrolls in a box of its own (a Tab stop), the headings stay put. */
export function PreviewTable({ label, columns, rows, rowKey }: PreviewTableProps) {
  return (
    // A Tab stop, so that a keyboard can scroll the box too (axe's scrollable-region-focusable).
    <StyledScroll tabIndex={0}>
      <StyledTable aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {row.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
