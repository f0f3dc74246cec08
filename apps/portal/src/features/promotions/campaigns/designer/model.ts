import { clampBox, DESIGN_COLUMNS, DESIGN_ROWS, type DesignItemKind, type DesignLine, designPage } from '@socios/domain';

/**
 * The designer's edits of a design, as pure functions over its flat lines (the form keeps lines, the server stores
 * them): add, change, move and remove items. Every box stays inside its parent (`clampBox`), so what the designer
 * hands back passes `checkDesign` unless a text is too long or an image is missing.
 */

/** A box in grid units. */
export type GridBox = Pick<DesignLine, 'x' | 'y' | 'w' | 'h'>;

/** The kinds the designer adds (the page exists once). */
export type AddableKind = Exclude<DesignItemKind, 'pagina'>;

/** Spanish names of the kinds, for labels. */
export const KIND_LABELS: Readonly<Record<DesignItemKind, string>> = {
  pagina: 'Página',
  texto: 'Texto',
  imagen: 'Imagen',
  caja: 'Caja',
};

/** A design with only its page: where a blank design starts. */
export function blankDesign(): DesignLine[] {
  return [designPage(1)];
}

/** The page line of a design (the root), if any. */
export function pageOf(lines: readonly DesignLine[]): DesignLine | undefined {
  return lines.find((l) => l.id_padre === null);
}

/** The parent's size in grid units: the page's own grid for the root and its children. */
function parentSize(lines: readonly DesignLine[], parentId: number | null): Pick<DesignLine, 'w' | 'h'> {
  const parent = parentId === null ? undefined : lines.find((l) => l.id === parentId);
  return parent ? { w: parent.w, h: parent.h } : { w: DESIGN_COLUMNS, h: DESIGN_ROWS };
}

/** The first free id of a design. */
export function nextId(lines: readonly DesignLine[]): number {
  return lines.reduce((max, l) => Math.max(max, l.id), 0) + 1;
}

/** Defaults of a new item of each kind, before it is fitted into its parent. */
const NEW_ITEMS: Readonly<Record<AddableKind, Omit<DesignLine, 'id' | 'id_padre' | 'tipo'>>> = {
  texto: {
    x: 2,
    y: 2,
    w: 12,
    h: 3,
    texto: 'Nuevo texto',
    campo: null,
    imagen: null,
    color: '#1f2937',
    fondo: null,
    tamano: 24,
    negrita: false,
    alineacion: 'left',
  },
  caja: {
    x: 2,
    y: 2,
    w: 10,
    h: 8,
    texto: null,
    campo: null,
    imagen: null,
    color: null,
    fondo: '#e5e7eb',
    tamano: null,
    negrita: false,
    alineacion: 'left',
  },
  imagen: {
    x: 2,
    y: 2,
    w: 8,
    h: 8,
    texto: null,
    campo: null,
    imagen: null,
    color: null,
    fondo: null,
    tamano: null,
    negrita: false,
    alineacion: 'left',
  },
};

/**
 * Adds an item of `kind` inside `parentId` (the page, or a box), fitted into it; an image names the gallery image
 * `imageId`. Returns the new lines and the new item's id.
 */
export function addItem(lines: readonly DesignLine[], kind: AddableKind, parentId: number, imageId: number | null = null): { lines: DesignLine[]; id: number } {
  const id = nextId(lines);
  const base = NEW_ITEMS[kind];
  const box = clampBox(base, parentSize(lines, parentId));
  const line: DesignLine = { ...base, ...box, id, id_padre: parentId, tipo: kind, imagen: kind === 'imagen' ? imageId : null };
  return { lines: [...lines, line], id };
}

/** Changes one item's fields (not its id or parent). */
export function updateItem(lines: readonly DesignLine[], id: number, patch: Partial<Omit<DesignLine, 'id' | 'id_padre' | 'tipo'>>): DesignLine[] {
  return lines.map((l) => (l.id === id ? { ...l, ...patch } : l));
}

/**
 * Moves or resizes an item, kept inside its parent; a box that shrinks also pulls its children inside it again. The
 * page itself does not move.
 */
export function placeItem(lines: readonly DesignLine[], id: number, box: GridBox): DesignLine[] {
  const item = lines.find((l) => l.id === id);
  if (!item || item.id_padre === null) return [...lines];
  const placed = clampBox(box, parentSize(lines, item.id_padre));
  let next = lines.map((l) => (l.id === id ? { ...l, ...placed } : l));
  // Children of a resized box are fitted into its new size (recursively through placeItem).
  for (const child of next.filter((l) => l.id_padre === id)) next = placeItem(next, child.id, child);
  return next;
}

/** The ids of an item and of everything inside it. */
export function subtreeIds(lines: readonly DesignLine[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const l of lines) {
      if (l.id_padre !== null && ids.has(l.id_padre) && !ids.has(l.id)) {
        ids.add(l.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Removes an item and what it holds; the page cannot be removed. */
export function removeItem(lines: readonly DesignLine[], id: number): DesignLine[] {
  const item = lines.find((l) => l.id === id);
  if (!item || item.id_padre === null) return [...lines];
  const gone = subtreeIds(lines, id);
  return lines.filter((l) => !gone.has(l.id));
}

/** Where an item goes in the stacking of its siblings. */
export type StackPlace = 'front' | 'back';

/**
 * Brings an item in front of its siblings or sends it behind them. Items are drawn in id order (here, on the server's
 * rendering and in every stored copy), so the design is renumbered depth-first from the page with the item first or
 * last among its siblings; parents are followed to their new ids. Places and sizes do not change. Returns the new
 * lines (by id) and the item's new id.
 */
export function restackItem(lines: readonly DesignLine[], id: number, where: StackPlace): { lines: DesignLine[]; id: number } {
  const item = lines.find((l) => l.id === id);
  const page = pageOf(lines);
  if (!item || !page || item.id_padre === null) return { lines: [...lines], id };
  const order = (parentId: number) => {
    const siblings = childrenOf(lines, parentId);
    if (parentId !== item.id_padre) return siblings;
    const others = siblings.filter((l) => l.id !== id);
    return where === 'front' ? [...others, item] : [item, ...others];
  };
  const renumbered = new Map<number, number>();
  const walk = (line: DesignLine) => {
    if (renumbered.has(line.id)) return;
    renumbered.set(line.id, renumbered.size + 1);
    for (const child of order(line.id)) walk(child);
  };
  walk(page);
  // Anything the walk did not reach (a line hanging from nowhere) keeps its relative order after the rest.
  for (const l of [...lines].sort((a, b) => a.id - b.id)) if (!renumbered.has(l.id)) renumbered.set(l.id, renumbered.size + 1);
  const newId = (old: number) => renumbered.get(old) ?? old;
  const next = lines.map((l) => ({ ...l, id: newId(l.id), id_padre: l.id_padre === null ? null : newId(l.id_padre) }));
  return { lines: next.sort((a, b) => a.id - b.id), id: newId(id) };
}

/** The items directly inside `parentId`, in id order (later ones drawn on top). */
export function childrenOf(lines: readonly DesignLine[], parentId: number): DesignLine[] {
  return lines.filter((l) => l.id_padre === parentId).sort((a, b) => a.id - b.id);
}

/** Depth of an item below the page (the page's children are 1). */
export function depthOf(lines: readonly DesignLine[], id: number): number {
  let depth = 0;
  let current = lines.find((l) => l.id === id);
  const seen = new Set<number>();
  while (current && current.id_padre !== null && !seen.has(current.id)) {
    seen.add(current.id);
    depth += 1;
    const parentId: number = current.id_padre;
    current = lines.find((l) => l.id === parentId);
  }
  return depth;
}

/**
 * A short, readable name of an item for the outline and the inspector: its kind and its text (or bound field).
 */
export function itemName(line: DesignLine, fieldLabel: (campo: NonNullable<DesignLine['campo']>) => string): string {
  if (line.tipo === 'texto') {
    const what = line.campo ? `[${fieldLabel(line.campo)}]` : (line.texto ?? '').trim();
    const short = what.length > 30 ? `${what.slice(0, 29)}…` : what;
    return `${KIND_LABELS.texto} ${line.id}: ${short || '(vacío)'}`;
  }
  return `${KIND_LABELS[line.tipo]} ${line.id}`;
}

/**
 * A design read from the server, ready for the designer: a page is ensured (a design without one gets a fresh page
 * and its items hang from it), so the designer always has a root.
 */
export function designForEditing(lines: readonly DesignLine[]): DesignLine[] {
  if (lines.length === 0) return blankDesign();
  const page = pageOf(lines);
  if (page && page.tipo === 'pagina') return [...lines];
  const id = nextId(lines);
  return [designPage(id), ...lines.map((l) => (l.id_padre === null ? { ...l, id_padre: id } : l))];
}
