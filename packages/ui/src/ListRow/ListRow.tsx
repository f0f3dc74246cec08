import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ListRowProps {
  /** Accessible name of the row (the item's name). */
  'aria-label': string;
  /** The row's cells, start to end; from the tablet width down only the first one shows, beside the actions. */
  children: ReactNode;
  /** Relative widths of the cells (fr), one per cell; `[2, 1.4, 1]` by default. */
  weights?: readonly number[];
  /** The row's buttons, at its end. */
  actions?: ReactNode;
}

const StyledRow = styled.article<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns} auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  height: 100%;
  padding: ${({ theme }) => theme.spacing(0, 3)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

/** One line of a list shown as a table without one (the contacts): cells in weighted columns, the actions at the end. */
export function ListRow({ 'aria-label': label, children, weights = [2, 1.4, 1], actions }: ListRowProps) {
  const columns = weights.map((w) => `minmax(0, ${w}fr)`).join(' ');
  return (
    <StyledRow aria-label={label} $columns={columns}>
      {children}
      {actions}
    </StyledRow>
  );
}
