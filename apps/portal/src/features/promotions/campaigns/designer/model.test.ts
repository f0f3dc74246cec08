import { checkDesign, DESIGN_COLUMNS, DESIGN_ROWS, type DesignLine, designPage } from '@socios/domain';
import { describe, expect, it } from 'vitest';
import { addItem, blankDesign, designForEditing, placeItem, removeItem, subtreeIds } from './model';

describe('designer model', () => {
  it('adds items inside their parent and keeps the design valid', () => {
    let lines = blankDesign();
    const box = addItem(lines, 'caja', 1);
    lines = box.lines;
    const text = addItem(lines, 'texto', box.id);
    lines = text.lines;
    const inBox = lines.find((l) => l.id === text.id);
    const boxLine = lines.find((l) => l.id === box.id);
    expect(inBox?.id_padre).toBe(box.id);
    expect((inBox?.x ?? 0) + (inBox?.w ?? 0)).toBeLessThanOrEqual(boxLine?.w ?? 0);
    expect(checkDesign(lines)).toBeNull();
  });

  it('keeps a moved or resized item on the page, and pulls a shrunk box’s children inside it', () => {
    let lines = blankDesign();
    const box = addItem(lines, 'caja', 1);
    lines = addItem(box.lines, 'texto', box.id).lines;
    lines = placeItem(lines, box.id, { x: 30, y: 40, w: 3, h: 2 });
    const moved = lines.find((l) => l.id === box.id);
    expect(moved).toMatchObject({ x: DESIGN_COLUMNS - 3, y: DESIGN_ROWS - 2, w: 3, h: 2 });
    expect(checkDesign(lines)).toBeNull();
  });

  it('removes an item with what it holds, never the page', () => {
    let lines = blankDesign();
    const box = addItem(lines, 'caja', 1);
    lines = addItem(box.lines, 'texto', box.id).lines;
    expect(subtreeIds(lines, box.id).size).toBe(2);
    expect(removeItem(lines, box.id)).toEqual(blankDesign());
    expect(removeItem(lines, 1)).toEqual(lines);
  });

  it('gives a design without a page a fresh page that holds its items', () => {
    const orphan: DesignLine = { ...designPage(4), tipo: 'texto', texto: 'Hola', w: 4, h: 2 };
    const lines = designForEditing([orphan]);
    expect(lines[0]?.tipo).toBe('pagina');
    expect(lines.find((l) => l.id === 4)?.id_padre).toBe(lines[0]?.id);
    expect(checkDesign(lines)).toBeNull();
  });
});
