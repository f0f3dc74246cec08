import { type ReactNode, useMemo } from 'react';
import { GridLayout, type Layout, type LayoutItem, useContainerWidth } from 'react-grid-layout';
import styled from 'styled-components';

/** Position and size of a block in grid units (12 columns). */
export interface BlockLayout {
  /** Block id. */
  i: string;
  /** Column (0–11). */
  x: number;
  /** Row. */
  y: number;
  /** Width in columns. */
  w: number;
  /** Height in rows. */
  h: number;
}

/** One block of the dashboard. */
export interface DashboardBlock {
  /** Stable id (the layout's `i`). */
  id: string;
  /** Name used by the move handle ('Mover «…»'). */
  title: string;
  /** The block (usually a Card). */
  content: ReactNode;
  /** Where it goes when the user has no layout of their own. */
  defaultLayout: Omit<BlockLayout, 'i'>;
}

export interface DashboardGridProps {
  /** The blocks, in reading order. */
  blocks: readonly DashboardBlock[];
  /** The user's stored layout (blocks missing from it take their default place). */
  layout?: readonly BlockLayout[] | null;
  /** Rearranging and resizing enabled (a move handle appears on each block). */
  editing?: boolean;
  /** Called after a block is moved or resized, with the whole layout. */
  onLayoutChange?: (layout: BlockLayout[]) => void;
  /** Below this container width the blocks stack in one column (px); 900 by default. */
  stackBelow?: number;
}

/** Row height of the grid in px. */
export const DASHBOARD_ROW_HEIGHT = 40;
const GAP = 16;

const StyledGrid = styled.div<{ $editing: boolean }>`
  .react-grid-layout {
    position: relative;
    transition: height 200ms ease;
  }
  .react-grid-item {
    transition: transform 200ms ease, width 200ms ease, height 200ms ease;
  }
  .react-grid-item.resizing,
  .react-grid-item.react-draggable-dragging {
    transition: none;
    z-index: 3;
  }
  .react-grid-item.react-grid-placeholder {
    z-index: 2;
    background: ${({ theme }) => theme.color.primarySubtle};
    border: ${({ theme }) => theme.borderWidth.medium} dashed ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.lg};
    user-select: none;
  }
  .react-grid-item > .react-resizable-handle {
    display: ${({ $editing }) => ($editing ? 'block' : 'none')};
    position: absolute;
    right: 0;
    bottom: 0;
    z-index: 1;
    width: ${({ theme }) => theme.spacing(6)};
    height: ${({ theme }) => theme.spacing(6)};
    cursor: se-resize;
  }
  .react-grid-item > .react-resizable-handle::after {
    content: '';
    position: absolute;
    right: ${({ theme }) => theme.spacing(1.5)};
    bottom: ${({ theme }) => theme.spacing(1.5)};
    width: ${({ theme }) => theme.spacing(2)};
    height: ${({ theme }) => theme.spacing(2)};
    border-right: ${({ theme }) => theme.borderWidth.medium} solid ${({ theme }) => theme.color.primary};
    border-bottom: ${({ theme }) => theme.borderWidth.medium} solid ${({ theme }) => theme.color.primary};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    .react-grid-item,
    .react-grid-layout {
      transition: none;
    }
  }
`;

const StyledItem = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  > :not([data-drag-handle]):not(.react-resizable-handle) {
    flex: 1;
    min-height: 0;
    overflow: auto;
  }
`;

const StyledHandle = styled.div`
  padding: ${({ theme }) => theme.spacing(1, 3)};
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: move;
  user-select: none;
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${GAP}px;
`;

function mergeLayout(blocks: readonly DashboardBlock[], stored: readonly BlockLayout[] | null | undefined): LayoutItem[] {
  return blocks.map((b) => {
    const saved = stored?.find((l) => l.i === b.id);
    const place = saved ?? { i: b.id, ...b.defaultLayout };
    return { i: b.id, x: place.x, y: place.y, w: place.w, h: place.h, minW: 3, minH: 3 };
  });
}

const toBlockLayout = (layout: Layout): BlockLayout[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

/**
 * The dashboard's blocks on a 12-column grid (react-grid-layout) that the member can rearrange and resize while
 * `editing`; the caller stores the layout. Narrow containers stack the blocks in one column, in layout order.
 */
export function DashboardGrid({ blocks, layout, editing = false, onLayoutChange, stackBelow = 900 }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const merged = useMemo(() => mergeLayout(blocks, layout), [blocks, layout]);
  const stacked = !mounted || width < stackBelow;
  const ordered = useMemo(() => {
    const pos = new Map(merged.map((l) => [l.i, l.y * 100 + l.x]));
    return [...blocks].sort((a, b) => (pos.get(a.id) ?? 0) - (pos.get(b.id) ?? 0));
  }, [blocks, merged]);
  // RGL reports the final (compacted) layout after every move or resize; only changes made while editing are saved.
  const save = (next: Layout) => {
    const changed = toBlockLayout(next);
    const same = changed.every((l) => merged.some((m) => m.i === l.i && m.x === l.x && m.y === l.y && m.w === l.w && m.h === l.h));
    if (editing && !same) onLayoutChange?.(changed);
  };

  return (
    <StyledGrid ref={containerRef} $editing={editing}>
      {stacked ? (
        <StyledStack>
          {ordered.map((b) => (
            <div key={b.id}>{b.content}</div>
          ))}
        </StyledStack>
      ) : (
        <GridLayout
          width={width}
          layout={merged}
          gridConfig={{ cols: 12, rowHeight: DASHBOARD_ROW_HEIGHT, margin: [GAP, GAP], containerPadding: [0, 0] }}
          dragConfig={{ enabled: editing, handle: '[data-drag-handle]' }}
          resizeConfig={{ enabled: editing, handles: ['se'] }}
          onLayoutChange={save}
        >
          {blocks.map((b) => (
            <StyledItem key={b.id} data-block={b.id}>
              {editing ? (
                <StyledHandle data-drag-handle aria-hidden="true">
                  {`Mover «${b.title}»`}
                </StyledHandle>
              ) : null}
              {b.content}
            </StyledItem>
          ))}
        </GridLayout>
      )}
    </StyledGrid>
  );
}
