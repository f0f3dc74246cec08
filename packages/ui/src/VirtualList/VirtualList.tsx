import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins';

export interface VirtualListProps<T> {
  /** Every item; only the rows in view (plus overscan) are in the DOM. */
  items: readonly T[];
  /** Stable key of an item. */
  getKey: (item: T) => string | number;
  /** Renders one item (inside a role=listitem). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Least height of a row in px (each item of a list, each line of cards in a grid): the estimate before it is measured; a taller row is measured and keeps its height. */
  rowHeight: number;
  /** Grid mode: as many columns as fit with at least this width in px; one column when absent. */
  minColumnWidth?: number;
  /** Space between items in px; 0 by default. */
  gap?: number;
  /** Rows rendered beyond the visible ones, above and below; 4 by default. */
  overscan?: number;
  /** Accessible name of the list (and of its scrolling region). */
  label: string;
  /** Height of the scrolling viewport (CSS length); '70vh' by default. Ignored when `scroll` is 'window'. */
  height?: string;
  /** 'element' (default): the list scrolls inside its own box; 'window': the list is as tall as its rows and the page scrolls. */
  scroll?: 'element' | 'window';
  /** Shown instead of the list when there are no items. */
  empty?: ReactNode;
  /** Called when the last rows come into view (within `overscan`): the caller may append the next batch. */
  onEndReached?: () => void;
}

const StyledViewport = styled.div`
  position: relative;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  ${focusRing}
`;

const StyledWindowList = styled.div`
  position: relative;
  width: 100%;
`;

const StyledRow = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  box-sizing: border-box;
`;

const StyledItem = styled.div`
  min-width: 0;
`;

/**
 * The width of an element, followed while it lives. The element comes from a callback ref, so when the list
 * unmounts (an empty result shows `empty`) and mounts again, the new element is measured and observed.
 */
function useWidth(el: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => {
      if (el.isConnected) setWidth(el.clientWidth);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return width;
}

/** Distance from the top of the document to the element (the window virtualizer's scroll margin). */
function useDocumentTop(el: HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = () => setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [el]);
  return top;
}

type Layout<T> = Pick<VirtualListProps<T>, 'items' | 'getKey' | 'renderItem' | 'rowHeight' | 'gap' | 'label' | 'onEndReached'> & {
  columns: number;
  rows: VirtualItem[];
  totalSize: number;
  /** Subtracted from each row's start (the window mode's scroll margin). */
  offset: number;
  /** The virtualizer's `measureElement`: each rendered row is measured, so rows never cover each other. */
  measure: (el: Element | null) => void;
};

function Rows<T>({ items, getKey, renderItem, rowHeight, gap = 0, label, columns, rows, totalSize, offset, measure, onEndReached }: Layout<T>) {
  const lastShown = rows.at(-1)?.index ?? -1;
  const lastRow = Math.ceil(items.length / columns) - 1;
  useEffect(() => {
    if (onEndReached && lastRow >= 0 && lastShown >= lastRow) onEndReached();
  }, [onEndReached, lastShown, lastRow]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: positioned row wrappers (role=none) sit between the list and its items, which <ul> does not allow.
    <div role="list" aria-label={label} style={{ position: 'relative', height: totalSize }}>
      {rows.map((row) => {
        const start = row.index * columns;
        const slice = items.slice(start, start + columns);
        return (
          <StyledRow
            key={row.key}
            ref={measure}
            data-index={row.index}
            role="none"
            style={{
              transform: `translateY(${row.start - offset}px)`,
              minHeight: rowHeight + gap,
              paddingBottom: gap,
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
  );
}

function columnsFor(width: number, minColumnWidth: number | undefined, gap: number): number {
  return minColumnWidth ? Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap))) : 1;
}

function ElementScroller<T>(props: VirtualListProps<T>) {
  const { items, rowHeight, minColumnWidth, gap = 0, overscan = 4, label, height = '70vh' } = props;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const columns = columnsFor(useWidth(viewport), minColumnWidth, gap);
  const virtualizer = useVirtualizer({
    count: Math.ceil(items.length / columns),
    getScrollElement: () => viewport,
    estimateSize: () => rowHeight + gap,
    overscan,
  });
  return (
    <StyledViewport ref={setViewport} style={{ height }} tabIndex={0} role="region" aria-label={label}>
      <Rows
        {...props}
        columns={columns}
        rows={virtualizer.getVirtualItems()}
        totalSize={virtualizer.getTotalSize()}
        offset={0}
        measure={virtualizer.measureElement}
      />
    </StyledViewport>
  );
}

function WindowScroller<T>(props: VirtualListProps<T>) {
  const { items, rowHeight, minColumnWidth, gap = 0, overscan = 4, label } = props;
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const columns = columnsFor(useWidth(list), minColumnWidth, gap);
  const scrollMargin = useDocumentTop(list);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => rowHeight + gap,
    overscan,
    scrollMargin,
  });
  return (
    <StyledWindowList ref={setList} role="region" aria-label={label}>
      <Rows
        {...props}
        columns={columns}
        rows={virtualizer.getVirtualItems()}
        totalSize={virtualizer.getTotalSize()}
        offset={virtualizer.options.scrollMargin}
        measure={virtualizer.measureElement}
      />
    </StyledWindowList>
  );
}

/**
 * A virtualised list or card grid (@tanstack/react-virtual) for thousands of items: the DOM holds the visible
 * rows plus `overscan` rows on each side. It scrolls inside its own focusable box, or with the page
 * (`scroll="window"`); items carry aria-setsize/aria-posinset so assistive technology knows the whole count.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  if (props.items.length === 0 && props.empty) return <>{props.empty}</>;
  return props.scroll === 'window' ? <WindowScroller {...props} /> : <ElementScroller {...props} />;
}
