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
