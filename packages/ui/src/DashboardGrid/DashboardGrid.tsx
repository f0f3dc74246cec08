import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import styled from 'styled-components';
import { useContainerWidth } from '../internal/useContainerWidth';
import { type BlockLayout, DASHBOARD_COLUMNS, DASHBOARD_GAP, DASHBOARD_ROW_HEIGHT, type DashboardBlock, mergeLayout } from './layout';

export { type BlockLayout, DASHBOARD_ROW_HEIGHT, type DashboardBlock, compactLayout } from './layout';

// react-grid-layout's drag and resize machinery (~18 KiB gzip) loads only when the member starts rearranging.
const EditableGrid = lazy(() => import('./EditableGrid'));

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

const StyledPlainGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(${DASHBOARD_COLUMNS}, minmax(0, 1fr));
  grid-auto-rows: ${DASHBOARD_ROW_HEIGHT}px;
  gap: ${DASHBOARD_GAP}px;
`;

const StyledPlainItem = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  > * {
    flex: 1;
    min-height: 0;
    overflow: auto;
  }
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${DASHBOARD_GAP}px;
`;

/** The blocks where the layout puts them, on a CSS grid with the editor's geometry (no library needed). */
function PlainGrid({ blocks, layout }: { blocks: readonly DashboardBlock[]; layout: readonly BlockLayout[] }) {
  return (
    <StyledPlainGrid>
      {blocks.map((b) => {
        const l = layout.find((p) => p.i === b.id);
        const area = l ? { gridColumn: `${l.x + 1} / span ${l.w}`, gridRow: `${l.y + 1} / span ${l.h}` } : undefined;
        return (
          <StyledPlainItem key={b.id} data-block={b.id} style={area}>
            {b.content}
          </StyledPlainItem>
        );
      })}
    </StyledPlainGrid>
  );
}

/**
 * The dashboard's blocks on a 12-column grid that the member can rearrange and resize while `editing`
 * (react-grid-layout, loaded then); the caller stores the layout. Otherwise a plain CSS grid with the same geometry.
 * Narrow containers stack the blocks in one column, in layout order.
 */
export function DashboardGrid({ blocks, layout, editing = false, onLayoutChange, stackBelow = 900 }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const merged = useMemo(() => mergeLayout(blocks, layout), [blocks, layout]);
  const stacked = !mounted || width < stackBelow;
  const ordered = useMemo(() => {
    const pos = new Map(merged.map((l) => [l.i, l.y * 100 + l.x]));
    return [...blocks].sort((a, b) => (pos.get(a.id) ?? 0) - (pos.get(b.id) ?? 0));
  }, [blocks, merged]);

  let content: ReactNode;
  if (stacked) {
    content = (
      <StyledStack>
        {ordered.map((b) => (
          <div key={b.id}>{b.content}</div>
        ))}
      </StyledStack>
    );
  } else if (editing) {
    content = (
      <Suspense fallback={<PlainGrid blocks={blocks} layout={merged} />}>
        <EditableGrid blocks={blocks} layout={merged} width={width} onLayoutChange={onLayoutChange} />
      </Suspense>
    );
  } else {
    content = <PlainGrid blocks={blocks} layout={merged} />;
  }
  return <div ref={containerRef}>{content}</div>;
}
