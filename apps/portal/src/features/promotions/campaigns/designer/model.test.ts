import { checkDesign, DESIGN_COLUMNS, DESIGN_ROWS, type DesignLine, designPage } from '@socios/domain';
import { describe, expect, it } from 'vitest';
import { addItem, blankDesign, childrenOf, designForEditing, placeItem, removeItem, restackItem, subtreeIds } from './model';

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

describe('stacking (nothing could once be brought to the front)', () => {
  /** Page 1 with a box 2 holding text 3, then text 4 and image-less box 5 on the page. */
  function design(): DesignLine[] {
    let lines = blankDesign();
    const box = addItem(lines, 'caja', 1);
    lines = addItem(box.lines, 'texto', box.id).lines;
    lines = addItem(lines, 'texto', 1).lines;
    return addItem(lines, 'caja', 1).lines;
  }
  const shape = (lines: DesignLine[]) => lines.map((l) => ({ id: l.id, padre: l.id_padre, tipo: l.tipo, x: l.x, y: l.y, w: l.w, h: l.h }));

  it('brings an item in front of its siblings and sends it behind them, keeping every place and size', () => {
    const lines = design();
    const front = restackItem(lines, 2, 'front');
    // The box (with its text) is now drawn last on the page: highest ids, its child following it.
    const box = front.lines.find((l) => l.id === front.id)!;
    expect(box.tipo).toBe('caja');
    expect(
      childrenOf(front.lines, 1)
        .map((l) => l.id)
        .at(-1),
    ).toBe(front.id);
    expect(childrenOf(front.lines, front.id)).toHaveLength(1);
    expect(checkDesign(front.lines)).toBeNull();
    const back = restackItem(front.lines, front.id, 'back');
    expect(childrenOf(back.lines, 1)[0]?.id).toBe(back.id);
    expect(shape(back.lines)).toEqual(shape(lines));
    // Every item keeps its box whatever the stacking.
    const boxes = (ls: DesignLine[]) => ls.map((l) => `${l.tipo}${l.x},${l.y},${l.w},${l.h}`).sort();
    expect(boxes(front.lines)).toEqual(boxes(lines));
  });

  it('leaves the page where it is', () => {
    const lines = design();
    expect(restackItem(lines, 1, 'front')).toEqual({ lines, id: 1 });
  });
});
