// The dashboard grid's geometry, shared by the plain grid (DashboardGrid) and the editing grid (EditableGrid).
import type { ReactNode } from 'react';

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

/** Row height of the grid in px. */
export const DASHBOARD_ROW_HEIGHT = 40;
/** Gap between blocks in px. */
export const DASHBOARD_GAP = 16;
/** Columns of the grid. */
export const DASHBOARD_COLUMNS = 12;

const collides = (a: BlockLayout, b: BlockLayout) => a.i !== b.i && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Moves every block up as far as it goes without overlapping, in row then column order: the vertical compaction
 * react-grid-layout applies while editing, so the plain grid shows a layout exactly where the editor puts it.
 */
export function compactLayout(layout: readonly BlockLayout[]): BlockLayout[] {
  const placed: BlockLayout[] = [];
  const sorted = [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const original of sorted) {
    const item = { ...original, x: Math.max(0, Math.min(original.x, DASHBOARD_COLUMNS - 1)) };
    item.w = Math.max(1, Math.min(item.w, DASHBOARD_COLUMNS - item.x));
    const bottom = placed.reduce((n, p) => Math.max(n, p.y + p.h), 0);
    item.y = Math.max(0, Math.min(bottom, item.y));
    while (item.y > 0 && !placed.some((p) => collides(p, item))) item.y--;
    for (let hit = placed.find((p) => collides(p, item)); hit; hit = placed.find((p) => collides(p, item))) item.y = hit.y + hit.h;
    placed.push(item);
  }
  return layout.map((l) => placed.find((p) => p.i === l.i) ?? l);
}

/** The layout in force: the stored place of each block, or its default place; compacted. */
export function mergeLayout(blocks: readonly DashboardBlock[], stored: readonly BlockLayout[] | null | undefined): BlockLayout[] {
  return compactLayout(
    blocks.map((b) => {
      const saved = stored?.find((l) => l.i === b.id);
      const place = saved ?? { i: b.id, ...b.defaultLayout };
      return { i: b.id, x: place.x, y: place.y, w: place.w, h: place.h };
    }),
  );
}
