import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** The top of a paged list (its counter): a new page scrolls here, clear of the sticky header. */
export { ScrollAnchor as StyledListTop } from '@socios/ui';

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

/**
 * A paged list's top for a pager kept in the URL (?pagina=2): its ref, scrolled to once the new page is the URL's.
 * Scrolling as the page is asked for is undone there: the router saves the scroll position as the navigation starts
 * (the pager, at the bottom) and restores it for the same path when it ends, in the shell's layout effect; this
 * passive effect runs after it. It scrolls whenever the page number changes (the pager, Back, a filter that goes
 * back to page 1), never on the list's first render (a page opened from its URL).
 */
export function useListTopOnPage(page: number): RefObject<HTMLDivElement | null> {
  const [ref, toTop] = useListTop();
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    toTop();
  }, [page, toTop]);
  return ref;
}
