// The dashboard grid while the member rearranges it: react-grid-layout with its drag and resize handles. Loaded only
// when editing starts (DashboardGrid renders a plain CSS grid otherwise), so the library is not in the dashboard's
// first load.
import { GridLayout, type Layout, type LayoutItem } from 'react-grid-layout';
import styled from 'styled-components';
import { type BlockLayout, DASHBOARD_GAP, DASHBOARD_ROW_HEIGHT, type DashboardBlock } from './layout';

const StyledGrid = styled.div`
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
    display: block;
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

const toBlockLayout = (layout: Layout): BlockLayout[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

export interface EditableGridProps {
  blocks: readonly DashboardBlock[];
  /** The layout in force (stored or default), one item per block. */
  layout: readonly BlockLayout[];
  /** Container width in px. */
  width: number;
  /** Called with the whole layout after a block is moved or resized. */
  onLayoutChange?: ((layout: BlockLayout[]) => void) | undefined;
}

/** The 12-column grid with a move handle on each block and a resize handle in its corner. */
export default function EditableGrid({ blocks, layout, width, onLayoutChange }: EditableGridProps) {
  const items: LayoutItem[] = layout.map((l) => ({ ...l, minW: 3, minH: 3 }));
  // RGL reports the final (compacted) layout after every move or resize; only real changes are saved.
  const save = (next: Layout) => {
    const changed = toBlockLayout(next);
    const same = changed.every((l) => layout.some((m) => m.i === l.i && m.x === l.x && m.y === l.y && m.w === l.w && m.h === l.h));
    if (!same) onLayoutChange?.(changed);
  };
  return (
    <StyledGrid>
      <GridLayout
        width={width}
        layout={items}
        gridConfig={{ cols: 12, rowHeight: DASHBOARD_ROW_HEIGHT, margin: [DASHBOARD_GAP, DASHBOARD_GAP], containerPadding: [0, 0] }}
        dragConfig={{ enabled: true, handle: '[data-drag-handle]' }}
        resizeConfig={{ enabled: true, handles: ['se'] }}
        onLayoutChange={save}
      >
        {blocks.map((b) => (
          <StyledItem key={b.id} data-block={b.id}>
            <StyledHandle data-drag-handle aria-hidden="true">
              {`Mover «${b.title}»`}
            </StyledHandle>
            {b.content}
          </StyledItem>
        ))}
      </GridLayout>
    </StyledGrid>
  );
}
