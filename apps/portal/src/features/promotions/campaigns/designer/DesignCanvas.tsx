// The designed page on react-grid-layout (v2): every level (the page, each box) is a grid of its own with the
// design's 25 px cells scaled by the zoom; items are dragged and resized on it and report their new box in grid units.
// This module is only loaded with the designer (its own chunk), never by the list or the shell.
import { DESIGN_ROW_HEIGHT, DESIGN_TEXT_PADDING, type DesignFieldValues, type DesignLine, designText } from '@socios/domain';
import { focusRing } from '@socios/ui';
import type { CSSProperties, KeyboardEvent } from 'react';
import { GridLayout, type Layout, type LayoutItem } from 'react-grid-layout';
import { noOverlapCompactor } from 'react-grid-layout/core';
import styled from 'styled-components';
import { childrenOf, type GridBox, KIND_LABELS } from './model';

/** Props of DesignCanvas. */
export interface DesignCanvasProps {
  /** The design's lines (one page root). */
  lines: readonly DesignLine[];
  /** The campaign's texts that bound texts show. */
  fields: DesignFieldValues;
  /** Zoom of the page (DESIGN_ZOOMS). */
  zoom: number;
  /** Id of the selected item, if any. */
  selected: number | null;
  /** Selects an item (the page included). */
  onSelect: (id: number) => void;
  /** An item was moved or resized to `box` (grid units of its parent). */
  onPlace: (id: number, box: GridBox) => void;
  /** Data URLs of the gallery images the design names, by IMG_ID ('' or missing: not available). */
  imageUrls: ReadonlyMap<number, string>;
  /** A gallery image's data could not be drawn (a broken picture). */
  onBrokenImage?: (imageId: number) => void;
}

const StyledCanvas = styled.div`
  position: relative;
  flex: none;
  box-shadow: ${({ theme }) => theme.shadow.md};
  outline: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  .react-grid-layout {
    position: relative;
  }
  .react-grid-item.react-draggable-dragging,
  .react-grid-item.resizing {
    z-index: 3;
    opacity: 0.9;
  }
  .react-grid-item.react-grid-placeholder {
    z-index: 2;
    background: ${({ theme }) => theme.color.primarySubtle};
    outline: ${({ theme }) => theme.borderWidth.medium} dashed ${({ theme }) => theme.color.primary};
    opacity: 0.6;
    pointer-events: none;
  }
  .react-grid-item > .react-resizable-handle {
    position: absolute;
    right: 0;
    bottom: 0;
    z-index: 4;
    width: ${({ theme }) => theme.spacing(3)};
    height: ${({ theme }) => theme.spacing(3)};
    cursor: se-resize;
    background: ${({ theme }) => theme.color.primary};
    border-top-left-radius: ${({ theme }) => theme.radius.sm};
    opacity: 0;
  }
  .react-grid-item:hover > .react-resizable-handle,
  .react-grid-item[data-selected='true'] > .react-resizable-handle {
    opacity: 1;
  }
`;

const StyledItem = styled.div`
  box-sizing: border-box;
  cursor: move;
  user-select: none;
`;

/** The item's own face: its background and content, the button that selects it (its children lie beside it). */
const StyledFace = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  outline-offset: ${({ theme }) => theme.outline.insetOffset};
  &:hover {
    outline: ${({ theme }) => theme.borderWidth.thin} dashed ${({ theme }) => theme.color.primary};
  }
  &[aria-pressed='true'] {
    outline: ${({ theme }) => theme.borderWidth.medium} solid ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    pointer-events: none;
  }
`;

const StyledText = styled.div`
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  overflow: hidden;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const StyledMissing = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** The grid of a box's children, over the box's face: clicks on its empty cells reach the face (the box). */
const StyledInner = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  .react-grid-item {
    pointer-events: auto;
  }
`;

/** What an image item shows when its gallery image cannot be loaded. */
const UNAVAILABLE = 'Imagen no disponible';

/**
 * The accessible name of an item on the page: its kind and number, and for a text the text it shows (the visible
 * text must be part of the name).
 */
export function faceName(line: DesignLine, fields: DesignFieldValues, imageUrls?: ReadonlyMap<number, string>): string {
  const name = `${KIND_LABELS[line.tipo]} ${line.id}`;
  if (line.tipo === 'imagen' && line.imagen !== null && imageUrls?.get(line.imagen) === '') return `${name}: ${UNAVAILABLE}`;
  if (line.tipo !== 'texto') return name;
  const shown = designText(line, fields).trim();
  return shown ? `${name}: ${shown}` : name;
}

/** What an item shows inside its frame: its text, its image, or nothing but its background (a box). */
function ItemContent({
  line,
  fields,
  zoom,
  imageUrls,
  onBrokenImage,
}: Pick<DesignCanvasProps, 'fields' | 'zoom' | 'imageUrls' | 'onBrokenImage'> & { line: DesignLine }) {
  if (line.tipo === 'texto') {
    const style: CSSProperties = {
      color: line.color ?? undefined,
      fontSize: `${(line.tamano ?? 16) * zoom}px`,
      fontWeight: line.negrita ? 700 : 400,
      textAlign: line.alineacion,
      // The inner margin the rendered image has, at the page's zoom: whatever the box's size, letters keep off its edge.
      padding: `${DESIGN_TEXT_PADDING * zoom}px`,
    };
    return <StyledText style={style}>{designText(line, fields)}</StyledText>;
  }
  if (line.tipo === 'imagen') {
    const imageId = line.imagen;
    const url = imageId === null ? undefined : imageUrls.get(imageId);
    if (url === '') return <StyledMissing>{UNAVAILABLE}</StyledMissing>;
    return url ? <img src={url} alt="" onError={() => imageId !== null && onBrokenImage?.(imageId)} /> : <StyledMissing>Imagen</StyledMissing>;
  }
  return null;
}

/** Arrow keys move the item one cell (Shift: resize it); true when the key was one of them. */
function keyMove(event: KeyboardEvent, line: DesignLine, onPlace: DesignCanvasProps['onPlace']): boolean {
  const deltas: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const delta = deltas[event.key];
  if (!delta) return false;
  const [dx, dy] = delta;
  const box = event.shiftKey ? { x: line.x, y: line.y, w: line.w + dx, h: line.h + dy } : { x: line.x + dx, y: line.y + dy, w: line.w, h: line.h };
  onPlace(line.id, box);
  return true;
}

interface LevelProps extends Omit<DesignCanvasProps, 'lines'> {
  lines: readonly DesignLine[];
  /** The page or box whose items this grid holds. */
  parent: DesignLine;
  /** Depth of the items of this level (the page's are 1). */
  depth: number;
}

/**
 * One grid level: the items directly inside `parent`, on a grid of `parent.w` columns and `parent.h` rows. Dragging
 * starts on an item of this level only (items of inner levels cancel it), so a box's children move inside their
 * box and the box moves as a whole from its own background.
 */
function DesignLevel({ parent, depth, ...canvas }: LevelProps) {
  const { lines, zoom, selected, onSelect, onPlace, fields, imageUrls, onBrokenImage } = canvas;
  const cell = DESIGN_ROW_HEIGHT * zoom;
  const items = childrenOf(lines, parent.id);
  const layout: LayoutItem[] = items.map((l) => ({ i: String(l.id), x: l.x, y: l.y, w: l.w, h: l.h, minW: 1, minH: 1 }));
  const place = (_layout: Layout, _old: LayoutItem | null, item: LayoutItem | null) => {
    if (!item) return;
    const line = items.find((l) => String(l.id) === item.i);
    if (line && (line.x !== item.x || line.y !== item.y || line.w !== item.w || line.h !== item.h)) {
      onPlace(line.id, { x: item.x, y: item.y, w: item.w, h: item.h });
    }
  };
  return (
    <GridLayout
      width={parent.w * cell}
      layout={layout}
      autoSize={false}
      style={{ height: parent.h * cell }}
      gridConfig={{ cols: parent.w, rowHeight: cell, margin: [0, 0], containerPadding: [0, 0], maxRows: parent.h }}
      dragConfig={{ enabled: true, bounded: true, cancel: `[data-depth="${depth + 1}"]`, threshold: 3 }}
      resizeConfig={{ enabled: true, handles: ['se'] }}
      compactor={noOverlapCompactor}
      onDragStop={place}
      onResizeStop={place}
    >
      {items.map((line) => (
        <StyledItem key={String(line.id)} data-depth={depth} data-selected={selected === line.id}>
          <StyledFace
            role="button"
            tabIndex={0}
            aria-pressed={selected === line.id}
            aria-label={faceName(line, fields, imageUrls)}
            style={{ background: line.fondo ?? undefined }}
            onClick={(event) => {
              event.stopPropagation();
              onSelect(line.id);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(line.id);
              } else if (keyMove(event, line, onPlace)) {
                event.preventDefault();
                onSelect(line.id);
              }
            }}
          >
            <ItemContent line={line} fields={fields} zoom={zoom} imageUrls={imageUrls} onBrokenImage={onBrokenImage} />
          </StyledFace>
          {line.tipo === 'caja' && childrenOf(lines, line.id).length > 0 ? (
            <StyledInner>
              <DesignLevel {...canvas} parent={line} depth={depth + 1} />
            </StyledInner>
          ) : null}
        </StyledItem>
      ))}
    </GridLayout>
  );
}

/**
 * The page of the design at a zoom: its background, then its items where their grid boxes put them; a click or
 * Enter selects an item, arrows move the focused item a cell (Shift+arrows resize it), the mouse drags and resizes.
 */
export function DesignCanvas(props: DesignCanvasProps) {
  const page = props.lines.find((l) => l.id_padre === null);
  if (!page) return null;
  const cell = DESIGN_ROW_HEIGHT * props.zoom;
  return (
    <StyledCanvas
      role="group"
      aria-label="Página del diseño"
      style={{ width: page.w * cell, height: page.h * cell, background: page.fondo ?? undefined }}
      onClick={() => props.onSelect(page.id)}
    >
      <DesignLevel {...props} parent={page} depth={1} />
    </StyledCanvas>
  );
}
