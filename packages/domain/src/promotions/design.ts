/**
 * The campaign image's design (001 §3 Campaign design lines and template lines; §2.18 'Diseñar imagen'): flat lines
 * with `id` and `id_padre`, built into a tree of items with children and zoom 1. The designer (react-grid-layout)
 * edits the items of a page on a grid; the server renders the same tree to the campaign's PNG, so both read these
 * rules.
 *
 * Choices (the spec names only id and id_padre):
 * - One page item is the root ('pagina'): its size is the image's, DESIGN_PAGE_WIDTH × DESIGN_PAGE_HEIGHT px, cut into
 *   DESIGN_COLUMNS columns and rows of DESIGN_ROW_HEIGHT px. Its children are the texts, images and boxes, placed in
 *   grid units (x, y, w, h). A box ('caja') may hold children of its own, placed inside it in the same units.
 * - A text may be bound to a campaign field (`campo`, e.g. CAM_TITULO): it shows that field's value, so a template
 *   becomes the campaign's image as soon as the campaign has a title.
 * - An image names a gallery image (`imagen`, IMG_ID) of the member or shared with the group.
 * - Lines whose parent is missing, or that would close a cycle, hang from the root so that nothing is lost.
 */

/** Width of the page in pixels (the rendered image's width at zoom 1). */
export const DESIGN_PAGE_WIDTH = 600;
/** Height of the page in pixels. */
export const DESIGN_PAGE_HEIGHT = 800;
/** Grid columns of the page. */
export const DESIGN_COLUMNS = 24;
/** Height of one grid row in pixels (the same as a column's width). */
export const DESIGN_ROW_HEIGHT = DESIGN_PAGE_WIDTH / DESIGN_COLUMNS;
/** Inner margin of a text item in page pixels, on the designer's page (scaled by its zoom) and in the rendered PNG. */
export const DESIGN_TEXT_PADDING = 4;
/** Grid rows of the page. */
export const DESIGN_ROWS = DESIGN_PAGE_HEIGHT / DESIGN_ROW_HEIGHT;
/** Most lines one design may have. */
export const DESIGN_MAX_LINES = 200;
/** Longest text of one item. */
export const DESIGN_TEXT_MAX = 500;
/** Smallest and largest font size in pixels. */
export const DESIGN_FONT_SIZES = { min: 8, max: 96 } as const;
/** Zoom steps of the designer. */
export const DESIGN_ZOOMS = [0.5, 0.75, 1, 1.25, 1.5] as const;

/** Kinds of item. */
export type DesignItemKind = 'pagina' | 'texto' | 'imagen' | 'caja';
/** Campaign fields a text may show. */
export const DESIGN_FIELDS = ['CAM_TITULO', 'CAM_SUBTITULO', 'CAM_DESCRIPCION', 'CAM_PIE', 'CAM_FECHA_INICIO', 'CAM_FECHA_FIN'] as const;
export type DesignField = (typeof DESIGN_FIELDS)[number];
/** Spanish names of the fields, for the designer's choice. */
export const DESIGN_FIELD_LABELS: Readonly<Record<DesignField, string>> = {
  CAM_TITULO: 'Título',
  CAM_SUBTITULO: 'Subtítulo',
  CAM_DESCRIPCION: 'Descripción',
  CAM_PIE: 'Pie',
  CAM_FECHA_INICIO: 'Fecha de inicio',
  CAM_FECHA_FIN: 'Fecha de fin',
};
/** Text alignments. */
export type DesignAlign = 'left' | 'center' | 'right';

/** One line of a design as stored and sent (CAMREG_/PLTPROLIN_ prefix removed). */
export interface DesignLine {
  /** Id of the line, unique inside the design. */
  id: number;
  /** Id of the parent line; null for the page. */
  id_padre: number | null;
  /** What the item is. */
  tipo: DesignItemKind;
  /** Column, row, width and height in grid units (the page's own are 0, 0, DESIGN_COLUMNS, DESIGN_ROWS). */
  x: number;
  y: number;
  w: number;
  h: number;
  /** The text of a 'texto' (ignored when `campo` is set and the campaign has that field). */
  texto: string | null;
  /** The campaign field a 'texto' shows. */
  campo: DesignField | null;
  /** The gallery image (IMG_ID) of an 'imagen'. */
  imagen: number | null;
  /** Text colour, '#rrggbb'. */
  color: string | null;
  /** Background colour, '#rrggbb', or null for none. */
  fondo: string | null;
  /** Font size in pixels. */
  tamano: number | null;
  /** Bold text. */
  negrita: boolean;
  /** Text alignment. */
  alineacion: DesignAlign;
}

/** An item of the design tree: a line with its children, and the zoom it is shown at (1 when built). */
export interface DesignItem extends DesignLine {
  children: DesignItem[];
  zoom: number;
}

/** The campaign's texts a design shows. */
export type DesignFieldValues = Partial<Record<DesignField, string | null>>;

/**
 * Builds the tree of a design from its flat lines (001 §3): every item with its children (in id order) and zoom 1.
 * The first line without a parent is the root; other lines without a (reachable) parent hang from it, so that a
 * broken or cyclic set of lines still shows every item once. No lines give no tree (null).
 */
export function buildDesignTree(lines: readonly DesignLine[]): DesignItem | null {
  if (lines.length === 0) return null;
  const sorted = [...lines].sort((a, b) => a.id - b.id);
  const items = new Map<number, DesignItem>();
  for (const line of sorted) if (!items.has(line.id)) items.set(line.id, { ...line, children: [], zoom: 1 });
  const root = [...items.values()].find((i) => i.id_padre === null) ?? items.values().next().value;
  if (!root) return null;
  // Attach each item to its parent when following the parents from it reaches the root without a cycle.
  const reachesRoot = (item: DesignItem): boolean => {
    const seen = new Set<number>();
    let current: DesignItem | undefined = item;
    while (current && current.id !== root.id) {
      if (seen.has(current.id) || current.id_padre === null) return false;
      seen.add(current.id);
      current = items.get(current.id_padre);
    }
    return current?.id === root.id;
  };
  for (const item of items.values()) {
    if (item === root) continue;
    const parent = item.id_padre === null ? undefined : items.get(item.id_padre);
    if (parent && reachesRoot(item)) parent.children.push(item);
    else root.children.push({ ...item, id_padre: root.id, children: item.children });
  }
  return root;
}

/** The lines of a tree again (depth first, parents before children), as stored and sent. */
export function flattenDesignTree(root: DesignItem | null): DesignLine[] {
  const lines: DesignLine[] = [];
  const walk = (item: DesignItem) => {
    const { children, zoom: _zoom, ...line } = item;
    lines.push(line);
    for (const child of children) walk(child);
  };
  if (root) walk(root);
  return lines;
}

/** The page line every new design starts with. */
export function designPage(id = 1): DesignLine {
  return {
    id,
    id_padre: null,
    tipo: 'pagina',
    x: 0,
    y: 0,
    w: DESIGN_COLUMNS,
    h: DESIGN_ROWS,
    texto: null,
    campo: null,
    imagen: null,
    color: '#1f2937',
    fondo: '#ffffff',
    tamano: null,
    negrita: false,
    alineacion: 'left',
  };
}

/** The text an item shows: its campaign field's value when bound and filled, else its own text. */
export function designText(item: Pick<DesignLine, 'texto' | 'campo'>, fields: DesignFieldValues): string {
  const bound = item.campo ? fields[item.campo] : null;
  return (bound?.trim() ? bound : item.texto) ?? '';
}

/** Clamps an item's box inside its parent's grid (at least 1 × 1). */
export function clampBox(
  box: Pick<DesignLine, 'x' | 'y' | 'w' | 'h'>,
  parent: Pick<DesignLine, 'w' | 'h'> = { w: DESIGN_COLUMNS, h: DESIGN_ROWS },
): Pick<DesignLine, 'x' | 'y' | 'w' | 'h'> {
  const w = Math.min(Math.max(1, Math.round(box.w)), parent.w);
  const h = Math.min(Math.max(1, Math.round(box.h)), parent.h);
  const x = Math.min(Math.max(0, Math.round(box.x)), parent.w - w);
  const y = Math.min(Math.max(0, Math.round(box.y)), parent.h - h);
  return { x, y, w, h };
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/** Messages of the design checks. */
export const DESIGN_MESSAGES = {
  tooMany: `El diseño no puede tener más de ${DESIGN_MAX_LINES} elementos`,
  noPage: 'El diseño debe tener una página',
  repeatedId: 'El diseño tiene elementos repetidos',
  badBox: 'Un elemento del diseño queda fuera de la página',
  badColour: 'Un color del diseño no es válido',
  badFont: `El tamaño de letra debe estar entre ${DESIGN_FONT_SIZES.min} y ${DESIGN_FONT_SIZES.max}`,
  textTooLong: `Un texto del diseño no puede superar ${DESIGN_TEXT_MAX} caracteres`,
  noImage: 'Falta la imagen de un elemento del diseño',
  /** A gallery image the designer could not load: the design is not accepted with a broken picture in it. */
  brokenImage: (id: number) => `La imagen del elemento Imagen ${id} no se puede cargar: elija otra o elimínela`,
} as const;

/**
 * Checks a design's lines before they are stored or rendered: one page root, unique ids, every box inside its parent,
 * colours '#rrggbb', font sizes in range, texts within the limit, images named. The first problem's text, or null.
 */
export function checkDesign(lines: readonly DesignLine[]): string | null {
  if (lines.length > DESIGN_MAX_LINES) return DESIGN_MESSAGES.tooMany;
  const roots = lines.filter((l) => l.id_padre === null);
  if (roots.length !== 1 || roots[0]?.tipo !== 'pagina') return DESIGN_MESSAGES.noPage;
  if (new Set(lines.map((l) => l.id)).size !== lines.length) return DESIGN_MESSAGES.repeatedId;
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const line of lines) {
    const parent = line.id_padre === null ? { w: DESIGN_COLUMNS, h: DESIGN_ROWS } : byId.get(line.id_padre);
    if (!parent) return DESIGN_MESSAGES.noPage;
    const inside = line.x >= 0 && line.y >= 0 && line.w >= 1 && line.h >= 1;
    if (!inside || line.x + line.w > parent.w || line.y + line.h > parent.h) return DESIGN_MESSAGES.badBox;
    if ((line.color && !COLOUR.test(line.color)) || (line.fondo && !COLOUR.test(line.fondo))) return DESIGN_MESSAGES.badColour;
    if (line.tamano !== null && (line.tamano < DESIGN_FONT_SIZES.min || line.tamano > DESIGN_FONT_SIZES.max)) {
      return DESIGN_MESSAGES.badFont;
    }
    if ((line.texto ?? '').length > DESIGN_TEXT_MAX) return DESIGN_MESSAGES.textTooLong;
    if (line.tipo === 'imagen' && line.imagen === null) return DESIGN_MESSAGES.noImage;
  }
  return null;
}
