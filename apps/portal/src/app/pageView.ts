import type { ViewMode } from '@socios/ui';
import { useCallback, useState } from 'react';

/**
 * A page's view (cards or list: a directory, the documents, the news), kept in localStorage under `key`: the stored one when there is one, `fallback`
 * otherwise. The setter stores the new view too.
 */
export function useStoredView(key: string, fallback: ViewMode): [ViewMode, (next: ViewMode) => void] {
  const [view, setView] = useState<ViewMode>(() => {
    const stored = localStorage.getItem(key);
    return stored === 'cards' || stored === 'list' ? stored : fallback;
  });
  const change = useCallback(
    (next: ViewMode) => {
      setView(next);
      localStorage.setItem(key, next);
    },
    [key],
  );
  return [view, change];
}

/**
 * How a page's VirtualList lays out its view: scrolled with the window, rows of `rowHeight`, and in the cards view as
 * many columns as fit at least `cardWidth` px wide (one column in the list view).
 */
export function pageViewLayout(view: ViewMode, rowHeight: number, cardWidth: number) {
  return { scroll: 'window', rowHeight, minColumnWidth: view === 'cards' ? cardWidth : undefined } as const;
}
