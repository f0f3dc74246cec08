import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface DetailLinesProps {
  /** Each line on one line, cut with an ellipsis (cards of a fixed height); by default a long value wraps anywhere. */
  truncate?: boolean;
  /** The lines (spans): an address, a phone, an e-mail. */
  children?: ReactNode;
}

const StyledLines = styled.div<{ $truncate: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  > * {
    min-width: 0;
    ${({ $truncate }) =>
      $truncate
        ? css`
            overflow: hidden;
            text-overflow: ellipsis;
            white-space: nowrap;
          `
        : css`
            overflow-wrap: anywhere;
          `}
  }
`;

/** The quiet lines under a name on a card or a row: a user's login and e-mail, a point of sale's address and phones. */
export function DetailLines({ truncate = false, children }: DetailLinesProps) {
  return <StyledLines $truncate={truncate}>{children}</StyledLines>;
}
