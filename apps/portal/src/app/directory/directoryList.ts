import type { ViewMode } from '@socios/ui';
import { useCallback, useState } from 'react';

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
