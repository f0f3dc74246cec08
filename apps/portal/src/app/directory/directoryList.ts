import type { ViewMode } from '@socios/ui';
import { useCallback, useState } from 'react';

/**
 * A directory's view (mosaic or list), kept in localStorage under `key`: the stored one when there is one, `fallback`
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
 * What a directory's VirtualList shows: in the mosaic, batches of `size` that grow as the member scrolls near the end
 * (onEndReached), starting again from the first batch when the list or the view changes; in the list view, everything.
 */
export function useMosaicBatches<T>(all: readonly T[], view: ViewMode, size: number): { items: readonly T[]; onEndReached: (() => void) | undefined } {
  const [batch, setBatch] = useState(size);
  const [batchOf, setBatchOf] = useState({ all, view });
  if (batchOf.all !== all || batchOf.view !== view) {
    setBatchOf({ all, view });
    setBatch(size);
  }
  const more = useCallback(() => setBatch((b) => Math.min(b + size, all.length)), [size, all.length]);
  return view === 'cards' ? { items: all.slice(0, batch), onEndReached: more } : { items: all, onEndReached: undefined };
}
