import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { LayoutAttributes } from '../internal/layout';

/**
 * 'listDetail': a list (a third) beside what its chosen item shows (two thirds), one under the other below 1024 px;
 * 'mainPanel': a work area beside a narrow panel of its settings (160 px), one under the other on a phone.
 */
export type SplitLayout = 'listDetail' | 'mainPanel';

export interface SplitProps extends LayoutAttributes {
  /** How the two columns share the width; 'listDetail' by default. */
  layout?: SplitLayout;
  /** The two columns, in reading order. */
  children?: ReactNode;
}

const layoutStyles: Record<SplitLayout, ReturnType<typeof css>> = {
  listDetail: css`
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    ${({ theme }) => theme.media.narrow} {
      grid-template-columns: minmax(0, 1fr);
    }
  `,
  mainPanel: css`
    grid-template-columns: minmax(0, 1fr) ${({ theme }) => theme.size.thumbnail.md};
    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  `,
};

const StyledSplit = styled.div<{ $layout: SplitLayout }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: start;
  ${({ $layout }) => layoutStyles[$layout]}
`;

/** Two columns side by side that go one under the other on a narrow screen: a list and its detail, a canvas and its panel. */
export function Split({ layout = 'listDetail', children, ...rest }: SplitProps) {
  return (
    <StyledSplit $layout={layout} {...rest}>
      {children}
    </StyledSplit>
  );
}
