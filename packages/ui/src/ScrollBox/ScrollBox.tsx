import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** 'media': as tall as a preview (360 px); 'half': half the window, 500 px at the most (a long list of checkboxes). */
export type ScrollBoxHeight = 'media' | 'half';

export interface ScrollBoxProps extends HTMLAttributes<HTMLElement> {
  /** Tallest it gets before its content scrolls; 'half' by default. */
  height?: ScrollBoxHeight;
  /** A sunken (tinted) background, for a document shown inside the page (an e-mail's body). */
  sunken?: boolean;
  /** Element to render: a list (`ul`, its children `li`, 8 px apart) or a div. */
  as?: 'div' | 'ul';
  /** The content. */
  children?: ReactNode;
}

const heights: Record<ScrollBoxHeight, ReturnType<typeof css>> = {
  media: css`
    max-height: ${({ theme }) => theme.size.media};
    padding: ${({ theme }) => theme.spacing(3)};
  `,
  half: css`
    max-height: min(${({ theme }) => theme.spacing(125)}, 50vh);
    padding: ${({ theme }) => theme.spacing(2, 3)};
  `,
};

const StyledBox = styled.div<{ $height: ScrollBoxHeight; $sunken: boolean }>`
  display: block;
  margin: 0;
  overflow: auto;
  list-style: none;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ theme, $sunken }) => ($sunken ? `background: ${theme.color.surfaceAlt};` : '')}
  overflow-wrap: anywhere;
  ${({ $height }) => heights[$height]}
  &:is(ul) {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** A bordered box that scrolls its content past a height: a long list of checkboxes, an e-mail's body. */
export function ScrollBox({ height = 'half', sunken = false, as = 'div', children, ...rest }: ScrollBoxProps) {
  return (
    <StyledBox as={as} $height={height} $sunken={sunken} {...rest}>
      {children}
    </StyledBox>
  );
}
