import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface MetaLinesProps extends HTMLAttributes<HTMLDivElement> {
  /** Hide the lines up to the tablet width (a list row's secondary columns). */
  hideOnTablet?: boolean;
  /** A long line wraps anywhere instead of being cut with an ellipsis (a tile whose height follows its content). */
  wrap?: boolean;
  /** The lines (spans, links), one under another. */
  children?: ReactNode;
}

const StyledLines = styled.div<{ $hideOnTablet: boolean; $wrap: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  > * {
    min-width: 0;
    ${({ $wrap }) =>
      $wrap
        ? css`
            overflow-wrap: anywhere;
          `
        : css`
            overflow: hidden;
            text-overflow: ellipsis;
            white-space: nowrap;
          `}
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
  ${({ $hideOnTablet }) =>
    $hideOnTablet
      ? css`
          ${({ theme }) => theme.media.tablet} {
            display: none;
          }
        `
      : ''}
`;

/**
 * Short lines of detail under a name (an e-mail, phones, a group, an address), small and muted, each cut to one line
 * unless `wrap`.
 */
export function MetaLines({ hideOnTablet = false, wrap = false, children, ...rest }: MetaLinesProps) {
  return (
    <StyledLines $hideOnTablet={hideOnTablet} $wrap={wrap} {...rest}>
      {children}
    </StyledLines>
  );
}
