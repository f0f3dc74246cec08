import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDesignTree,
  checkDesign,
  clampBox,
  DESIGN_COLUMNS,
  DESIGN_MESSAGES,
  DESIGN_ROWS,
  type DesignItem,
  type DesignLine,
  designPage,
  designText,
  flattenDesignTree,
} from './design';

const text = (id: number, id_padre: number | null, extra: Partial<DesignLine> = {}): DesignLine => ({
  ...designPage(id),
  id_padre,
  tipo: 'texto',
  x: 1,
  y: 1,
  w: 4,
  h: 2,
  texto: `t${id}`,
  fondo: null,
  tamano: 16,
  ...extra,
});

const ids = (item: DesignItem | null): unknown => (item ? [item.id, item.children.map(ids)] : null);

describe('the campaign design tree (001 §3: id, id_padre, children, zoom 1)', () => {
  it('builds items with their children in id order and zoom 1', () => {
    const tree = buildDesignTree([text(3, 1), designPage(1), { ...text(2, 1), tipo: 'caja', w: 10, h: 10 }, text(4, 2)]);
    expect(ids(tree)).toEqual([
      1,
      [
        [2, [[4, []]]],
        [3, []],
      ],
    ]);
    expect(tree?.zoom).toBe(1);
    expect(tree?.children[0]?.children[0]?.zoom).toBe(1);
  });

  it('has no tree without lines', () => {
    expect(buildDesignTree([])).toBeNull();
    expect(flattenDesignTree(null)).toEqual([]);
  });

  it('hangs lines with a missing parent or in a cycle from the root, so none is lost', () => {
    const tree = buildDesignTree([designPage(1), text(2, 99), text(3, 4), text(4, 3)]);
    expect(ids(tree)).toEqual([
      1,
      [
        [2, []],
        [3, []],
        [4, []],
      ],
    ]);
    expect(tree?.children.every((c) => c.id_padre === 1)).toBe(true);
  });

  it('keeps every line exactly once, parents before children, whatever the order and links', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 2, max: 60 }), { maxLength: 25 }),
        fc.array(fc.integer({ min: 0, max: 70 }), { minLength: 25, maxLength: 25 }),
        (childIds, parents) => {
          const lines = [designPage(1), ...childIds.map((id, i) => text(id, parents[i] || 1))];
          for (const order of [lines, [...lines].reverse()]) {
            const flat = flattenDesignTree(buildDesignTree(order));
            expect(flat.map((l) => l.id).sort((a, b) => a - b)).toEqual(lines.map((l) => l.id).sort((a, b) => a - b));
            const seen = new Set<number>();
            for (const line of flat) {
              if (line.id_padre !== null) expect(seen.has(line.id_padre)).toBe(true);
              seen.add(line.id);
            }
          }
        },
      ),
    );
  });

  it('round-trips a well-formed design through the tree unchanged', () => {
    const lines = [designPage(1), { ...text(2, 1), tipo: 'caja' as const, w: 12, h: 12 }, text(3, 2), text(4, 1)];
    expect(flattenDesignTree(buildDesignTree(lines))).toEqual(lines);
  });
});

describe('checking a design', () => {
  const page = designPage(1);
  it('accepts a page with items inside it', () => {
    expect(checkDesign([page, text(2, 1, { x: DESIGN_COLUMNS - 4, y: DESIGN_ROWS - 2 })])).toBeNull();
  });
  it('names the first problem', () => {
    expect(checkDesign([text(2, null)])).toBe(DESIGN_MESSAGES.noPage);
    expect(checkDesign([page, text(2, 1), text(2, 1)])).toBe(DESIGN_MESSAGES.repeatedId);
    expect(checkDesign([page, text(2, 1, { x: DESIGN_COLUMNS - 3 })])).toBe(DESIGN_MESSAGES.badBox);
    expect(checkDesign([page, text(2, 1, { color: 'red' })])).toBe(DESIGN_MESSAGES.badColour);
    expect(checkDesign([page, text(2, 1, { tamano: 200 })])).toBe(DESIGN_MESSAGES.badFont);
    expect(checkDesign([page, text(2, 1, { texto: 'x'.repeat(501) })])).toBe(DESIGN_MESSAGES.textTooLong);
    expect(checkDesign([page, text(2, 1, { tipo: 'imagen', imagen: null })])).toBe(DESIGN_MESSAGES.noImage);
    expect(checkDesign([page, text(2, 7)])).toBe(DESIGN_MESSAGES.noPage);
  });
  it('keeps an item inside its parent when clamped', () => {
    expect(clampBox({ x: -3, y: 40, w: 30, h: 0.4 })).toEqual({ x: 0, y: DESIGN_ROWS - 1, w: DESIGN_COLUMNS, h: 1 });
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: -5, max: 60 }),
        (x, y, w, h) => {
          expect(checkDesign([page, text(2, 1, clampBox({ x, y, w, h }))])).toBeNull();
        },
      ),
    );
  });
});

describe('the text of an item', () => {
  it('shows the bound campaign field when it has a value, else its own text', () => {
    const bound = { texto: 'Título aquí', campo: 'CAM_TITULO' } as const;
    expect(designText(bound, { CAM_TITULO: 'Oferta de frenos' })).toBe('Oferta de frenos');
    expect(designText(bound, { CAM_TITULO: '  ' })).toBe('Título aquí');
    expect(designText({ texto: null, campo: null }, {})).toBe('');
  });
});
