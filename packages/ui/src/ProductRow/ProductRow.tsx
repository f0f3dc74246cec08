import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ProductRowProps {
  /** The row's name (brand and reference): its heading and its accessible name. */
  title: string;
  /** Marks beside the name (a winter mark, an EU tyre label). */
  badges?: ReactNode;
  /** A line under the name. */
  description?: ReactNode;
  /** Its data under the description (an inline `Facts`). */
  facts?: ReactNode;
  /** Its figures at the end of the row (stock, price, net), one under another. */
  figures?: ReactNode;
  /** The button at the very end (Comprar). */
  action?: ReactNode;
}

const StyledRow = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1, 2)};
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: ${({ theme }) => theme.spacing(1, 0)};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const StyledFigures = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  strong {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ${({ theme }) => theme.media.mobile} {
    justify-items: start;
  }
`;

/**
 * One product of a list of results: its name with marks, a description and its data on the left, its figures and a
 * button on the right; on a phone the figures and the button go under the name.
 */
export function ProductRow({ title, badges, description, facts, figures, action }: ProductRowProps) {
  return (
    <StyledRow aria-label={title}>
      <div>
        <header>
          <h4>{title}</h4>
          {badges}
        </header>
        {description ? <p>{description}</p> : null}
        {facts}
      </div>
      <StyledFigures>{figures}</StyledFigures>
      {action ? <div>{action}</div> : null}
    </StyledRow>
  );
}
