import type { HTMLAttributes, Ref } from 'react';
import styled from 'styled-components';

export interface ScrollAnchorProps extends HTMLAttributes<HTMLDivElement> {
  /** The element, to scroll it into view. */
  ref?: Ref<HTMLDivElement>;
}

const StyledAnchor = styled.div`
  scroll-margin-top: calc(${({ theme }) => theme.size.headerHeight}px + ${({ theme }) => theme.spacing(3)});
`;

/** A place a page scrolls to (a paged list's top): scrolled into view, it stops clear of the sticky header. */
export function ScrollAnchor(props: ScrollAnchorProps) {
  return <StyledAnchor {...props} />;
}
