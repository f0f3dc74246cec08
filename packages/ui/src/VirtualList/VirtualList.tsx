import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins';

export interface VirtualListProps<T> {
  /** Every item; only the rows in view (plus overscan) are in the DOM. */
  items: readonly T[];
  /** Stable key of an item. */
  getKey: (item: T) => string | number;
  /** Renders one item (inside a role=listitem). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Height of a row in px (each item of a list, each line of cards in a grid). */
  rowHeight: number;
  /** Grid mode: as many columns as fit with at least this width in px; one column when absent. */
  minColumnWidth?: number;
  /** Space between items in px; 0 by default. */
  gap?: number;
  /** Rows rendered beyond the visible ones, above and below; 4 by default. */
  overscan?: number;
  /** Accessible name of the list (and of its scrolling region). */
  label: string;
  /** Height of the scrolling viewport (CSS length); '70vh' by default. */
  height?: string;
  /** Shown instead of the list when there are no items. */
  empty?: ReactNode;
}

const StyledViewport = styled.div`
  position: relative;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  ${focusRing}
`;

const StyledRow = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
`;

const StyledItem = styled.div`
  min-width: 0;
`;

function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A virtualised list or card grid (@tanstack/react-virtual) for thousands of items: the DOM holds the visible
 * rows plus `overscan` rows on each side. The viewport scrolls with the keyboard (it is focusable); items carry
 * aria-setsize/aria-posinset so assistive technology knows the whole count.
 */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  rowHeight,
  minColumnWidth,
  gap = 0,
  overscan = 4,
  label,
  height = '70vh',
  empty,
}: VirtualListProps<T>) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const width = useWidth(viewportRef);
  const columns = minColumnWidth ? Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap))) : 1;
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => rowHeight + gap,
    overscan,
  });

  if (items.length === 0 && empty) return <>{empty}</>;
  return (
    <StyledViewport ref={viewportRef} style={{ height }} tabIndex={0} role="region" aria-label={label}>
      {/* biome-ignore lint/a11y/useSemanticElements: positioned row wrappers (role=none) sit between the list and its items, which <ul> does not allow. */}
      <div role="list" aria-label={label} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const start = row.index * columns;
          const slice = items.slice(start, start + columns);
          return (
            <StyledRow
              key={row.key}
              role="none"
              style={{
                transform: `translateY(${row.start}px)`,
                height: rowHeight,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                columnGap: gap,
              }}
            >
              {slice.map((item, i) => (
                <StyledItem key={getKey(item)} role="listitem" aria-setsize={items.length} aria-posinset={start + i + 1}>
                  {renderItem(item, start + i)}
                </StyledItem>
              ))}
            </StyledRow>
          );
        })}
      </div>
    </StyledViewport>
  );
}
