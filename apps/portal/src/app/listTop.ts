import { type RefObject, useCallback, useRef } from 'react';
import styled from 'styled-components';

/** The top of a paged list (its counter): a new page scrolls here, clear of the sticky header. */
export const StyledListTop = styled.div`
  scroll-margin-top: calc(${({ theme }) => theme.size.headerHeight}px + ${({ theme }) => theme.spacing(3)});
`;

/**
 * A paged list's top (the ref for its StyledListTop) and the way there: the pager sits below the list, so a new page
 * is read from the list's top instead of opening where the last one ended. The content above the list stays put, so
 * scrolling as the page is asked for is right.
 */
export function useListTop(): [RefObject<HTMLDivElement | null>, () => void] {
  const ref = useRef<HTMLDivElement>(null);
  const toTop = useCallback(() => ref.current?.scrollIntoView({ block: 'start' }), []);
  return [ref, toTop];
}
