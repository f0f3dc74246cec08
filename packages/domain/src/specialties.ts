/**
 * Tyres, lubricants and batteries held by the members (spec 001 §2.11–§2.13, §3 Tyre / Lubricant / Battery, §4 Battery
 * screen, §5, §8): what the search boxes accept, the filters of the filters modal and side panel, and the grouping of
 * the rows by offering member. Pure rules, used by the portal screens (and free for the server).
 *
 * Choices:
 * - Tyre size: ancho 3 digits, perfil 2, diámetro 2 (001 §5: the search key is their concatenation, '2055516'). The
 *   diámetro may be typed with its 'R' ('R16'). A whole size typed or pasted in one go ('205/55 R16', '205 55 16',
 *   '2055516') is split by {@link parseTyreSize}.
 * - Viscosity: the SAE grade of multigrade oils, written '5W30' on the wire; '5w-30', '5W 30' and 'SAE 5W-30' are
 *   the same grade. It is shown as '5W-30'.
 * - Battery figures: whole numbers; an empty box is 0, which means any (the server leaves that figure free); at
 *   least one figure must be given. Upper bounds are those the call accepts (5000 A, 48 V, 500 Ah).
 * - General search (001 §5): Ref, RefComercial, Marca and Descripcion, case-insensitive and ignoring accents.
 * - Climate (001 §2.11): 'Solo invierno' keeps the winter tyres (Invierno true); 'Todo el año' keeps the tyres that
 *   are NOT winter-only (Invierno false: summer and all-season tyres, usable the whole year). The third choice,
 *   'Todos', applies no climate filter and is the default.
 * - Grouping by member (001 §2.11, §2.13): one group per offering member (its CIF, else its name), each group's rows
 *   by Stock descending (ties by Marca, then Ref); members ordered by their best Stock (the most units of one
 *   article), ties by total units, then by name in Spanish order — the member most likely to serve the order first,
 *   which keeps the server's 'sorted by Stock descending' order visible at the top.
 */
import { formatNumber } from './formatNumber';
import { fail, ok, type FieldError, type Result } from './result';
import { anyFieldContains, compareNames } from './text';

/** The texts of these screens (001 §8 for the first two, verbatim). */
export const SPECIALTY_MESSAGES = {
  noResults: 'No hay resultados para la búsqueda',
  enterParameters: 'Introduzca los parámetros de la búsqueda',
  ancho: 'El ancho son 3 cifras (p. ej. 205)',
  perfil: 'El perfil son 2 cifras (p. ej. 55)',
  diametro: 'El diámetro son 2 cifras (p. ej. 16)',
  viscosidad: 'Indique una viscosidad como 5W30 o 10W-40',
  wholeNumber: 'Introduzca un número entero',
  atLeastOneFigure: 'Introduzca al menos uno de los tres valores',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Tyre size

/** The three parts of a tyre size as typed. */
export interface TyreSizeInput {
  readonly ancho: string;
  readonly perfil: string;
  readonly diametro: string;
}

/** A field of the tyre search. */
export type TyreField = keyof TyreSizeInput;

/** A valid tyre size: its parts and the search key sent to the call (ancho + perfil + diámetro, '2055516'). */
export interface TyreSize extends TyreSizeInput {
  readonly medida: string;
}

const TYRE_DIGITS: Readonly<Record<TyreField, number>> = { ancho: 3, perfil: 2, diametro: 2 };

/** A part of the size without spaces ('R16' → '16' for the diámetro). */
function cleanTyrePart(field: TyreField, text: string): string {
  const plain = text.replace(/\s+/g, '');
  return field === 'diametro' ? plain.replace(/^[Rr]/, '') : plain;
}

/**
 * Checks the three boxes of the tyre search: ancho 3 digits, perfil 2, diámetro 2 ('R16' accepted). On success, the
 * size with its search key; otherwise one error per wrong box, with its Spanish message.
 */
export function validateTyreSize(input: TyreSizeInput): Result<TyreSize, TyreField> {
  const errors: FieldError<TyreField>[] = [];
  const parts = {} as Record<TyreField, string>;
  for (const field of ['ancho', 'perfil', 'diametro'] as const) {
    const value = cleanTyrePart(field, input[field]);
    parts[field] = value;
    if (!new RegExp(`^\\d{${TYRE_DIGITS[field]}}$`).test(value)) errors.push({ field, message: SPECIALTY_MESSAGES[field] });
  }
  if (errors.length) return fail(errors);
  return ok({ ...parts, medida: `${parts.ancho}${parts.perfil}${parts.diametro}` });
}

/**
 * A whole tyre size read from one text: the search key '2055516', or the size as written on the tyre ('205/55 R16',
 * '205/55R16 91V', '205 55 16'). Null when it is not one.
 */
export function parseTyreSize(text: string | null | undefined): TyreSize | null {
  const m = /^\s*(\d{3})\s*[/\s-]?\s*(\d{2})\s*[/\s-]?\s*(?:Z?R|-)?\s*(\d{2})(?:\s.*)?$/i.exec(text ?? '');
  if (!m) return null;
  const [, ancho = '', perfil = '', diametro = ''] = m;
  return { ancho, perfil, diametro, medida: `${ancho}${perfil}${diametro}` };
}

/** A tyre size as written on the tyre: '205/55 R16'. */
export function formatTyreSize(size: TyreSizeInput): string {
  return `${size.ancho}/${size.perfil} R${size.diametro}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Viscosity

/**
 * A viscosity grade in the call's form ('5W30'), from what the user typed ('5w-30', '10W 40', 'SAE 0W-20'); null when
 * it is not a multigrade SAE grade.
 */
export function normalizeViscosity(text: string | null | undefined): string | null {
  const m = /^(?:SAE)?(\d{1,2})W-?(\d{2})$/.exec((text ?? '').toUpperCase().replace(/\s+/g, ''));
  if (!m) return null;
  return `${Number(m[1])}W${m[2]}`;
}

/** Checks the viscosity box: the grade in the call's form, or the Spanish message. */
export function validateViscosity(text: string): Result<string, 'viscosidad'> {
  const grade = normalizeViscosity(text);
  return grade ? ok(grade) : fail([{ field: 'viscosidad', message: SPECIALTY_MESSAGES.viscosidad }]);
}

/** A viscosity grade as printed on the can: '5W30' → '5W-30' (anything else is returned as it came). */
export function formatViscosity(grade: string): string {
  const normal = normalizeViscosity(grade);
  return normal ? normal.replace('W', 'W-') : grade;
}

// ---------------------------------------------------------------------------------------------------------------
// Battery figures

/** The three boxes of the battery search as typed. */
export interface BatteryInput {
  /** Cold cranking current in A. */
  readonly potencia: string;
  /** Voltage in V. */
  readonly voltaje: string;
  /** Capacity in Ah. */
  readonly amperios: string;
}

/** A field of the battery search. */
export type BatteryField = keyof BatteryInput;

/** The battery search as the call takes it (0 = any). */
export interface BatteryFigures {
  readonly potenciaArranque: number;
  readonly voltaje: number;
  readonly amperios: number;
}

/** The largest figure each box accepts (those of the call). */
export const BATTERY_LIMITS: Readonly<Record<BatteryField, number>> = { potencia: 5000, voltaje: 48, amperios: 500 };

/** A box's figure: '' → 0, a whole number → itself, anything else → null. */
function batteryFigure(text: string): number | null {
  const plain = text.trim();
  if (plain === '') return 0;
  return /^\d{1,6}$/.test(plain) ? Number(plain) : null;
}

/**
 * Checks the battery boxes: each a whole number (empty is 0, any), within the call's limits, and at least one above 0.
 * On success the figures for the call.
 */
export function validateBatteryFigures(input: BatteryInput): Result<BatteryFigures, BatteryField> {
  const errors: FieldError<BatteryField>[] = [];
  const figures = {} as Record<BatteryField, number>;
  for (const field of ['potencia', 'voltaje', 'amperios'] as const) {
    const n = batteryFigure(input[field]);
    if (n === null) errors.push({ field, message: SPECIALTY_MESSAGES.wholeNumber });
    else if (n > BATTERY_LIMITS[field]) errors.push({ field, message: `El máximo es ${BATTERY_LIMITS[field]}` });
    else figures[field] = n;
  }
  if (errors.length) return fail(errors);
  if (figures.potencia === 0 && figures.voltaje === 0 && figures.amperios === 0) {
    return fail<BatteryField>([{ field: null, message: SPECIALTY_MESSAGES.atLeastOneFigure }]);
  }
  return ok({ potenciaArranque: figures.potencia, voltaje: figures.voltaje, amperios: figures.amperios });
}

/** The heading chips of a battery search (001 §2.13): the figures given, with their units; 0 (any) is left out. */
export function batteryChips(figures: BatteryFigures): string[] {
  const chips: string[] = [];
  if (figures.potenciaArranque > 0) chips.push(`Potencia ${figures.potenciaArranque} A`);
  if (figures.voltaje > 0) chips.push(`Voltaje ${figures.voltaje} V`);
  if (figures.amperios > 0) chips.push(`Amperios ${figures.amperios} Ah`);
  return chips;
}

// ---------------------------------------------------------------------------------------------------------------
// Filters

/** The fields the general search covers (001 §5). */
export interface SpecialtyLike {
  readonly Ref: string;
  readonly RefComercial: string;
  readonly Marca: string;
  readonly Descripcion: string;
}

/** True when the general search text is in Ref, RefComercial, Marca or Descripcion (case and accents ignored). */
export function matchesGeneralSearch(row: SpecialtyLike, text: string): boolean {
  return anyFieldContains([row.Ref, row.RefComercial, row.Marca, row.Descripcion], text, true);
}

/** The climate filter of the tyres (001 §2.11). */
export type Climate = 'todos' | 'invierno' | 'todoElAnio';

/** The climate choices with their Spanish names, the default first. */
export const CLIMATES: readonly { readonly value: Climate; readonly label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'invierno', label: 'Solo invierno' },
  { value: 'todoElAnio', label: 'Todo el año' },
];

/** A climate from a text (a URL parameter), 'todos' when it is none. */
export function climateOf(text: string | null | undefined): Climate {
  return CLIMATES.some((c) => c.value === text) ? (text as Climate) : 'todos';
}

/**
 * The season badge of a tyre: 'Invierno' for a winter tyre, 'Verano' for a summer one, 'Todo el año' for an
 * all-season tyre (or one whose season is not known beyond not being for winter).
 */
export function tyreSeasonLabel(tyre: { readonly Invierno: boolean; readonly Temporada?: string }): 'Invierno' | 'Verano' | 'Todo el año' {
  if (tyre.Invierno) return 'Invierno';
  return tyre.Temporada?.trim().toLowerCase() === 'verano' ? 'Verano' : 'Todo el año';
}

/** True when the tyre fits the climate: winter tyres for 'Solo invierno', the others for 'Todo el año'. */
export function matchesClimate(tyre: { readonly Invierno: boolean }, climate: Climate): boolean {
  if (climate === 'invierno') return tyre.Invierno;
  if (climate === 'todoElAnio') return !tyre.Invierno;
  return true;
}

/** The battery's positive terminal filter (beyond the spec's Filtros panel: PositivoDerecha of 001 §3). */
export type Polarity = 'todas' | 'derecha' | 'izquierda';

/** The polarity choices with their Spanish names (under 'Borne positivo'), the default first. */
export const POLARITIES: readonly { readonly value: Polarity; readonly label: string }[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'derecha', label: 'A la derecha' },
  { value: 'izquierda', label: 'A la izquierda' },
];

/** A polarity from a text (a URL parameter), 'todas' when it is none. */
export function polarityOf(text: string | null | undefined): Polarity {
  return POLARITIES.some((p) => p.value === text) ? (text as Polarity) : 'todas';
}

/** True when the battery has its positive terminal on the side asked for. */
export function matchesPolarity(battery: { readonly PositivoDerecha: boolean }, polarity: Polarity): boolean {
  if (polarity === 'derecha') return battery.PositivoDerecha;
  if (polarity === 'izquierda') return !battery.PositivoDerecha;
  return true;
}

/** What the filters modal or panel sets: the general search and, where the screen has them, climate and polarity. */
export interface SpecialtyFilter {
  readonly texto: string;
  readonly clima: Climate;
  readonly positivo: Polarity;
}

/** No filter: what 'Restablecer' goes back to. */
export const NO_SPECIALTY_FILTER: SpecialtyFilter = { texto: '', clima: 'todos', positivo: 'todas' };

/** How many filters are set (for the 'Filtros (n)' button). */
export function activeFilterCount(filter: SpecialtyFilter): number {
  return (filter.texto.trim() ? 1 : 0) + (filter.clima !== 'todos' ? 1 : 0) + (filter.positivo !== 'todas' ? 1 : 0);
}

/**
 * The rows that pass the filter: the general search, the climate (rows with Invierno) and the polarity (rows with
 * PositivoDerecha). The order is kept.
 */
export function filterSpecialties<T extends SpecialtyLike & { readonly Invierno?: boolean; readonly PositivoDerecha?: boolean }>(
  rows: readonly T[],
  filter: SpecialtyFilter,
): T[] {
  return rows.filter(
    (row) =>
      matchesGeneralSearch(row, filter.texto) &&
      (row.Invierno === undefined || matchesClimate({ Invierno: row.Invierno }, filter.clima)) &&
      (row.PositivoDerecha === undefined || matchesPolarity({ PositivoDerecha: row.PositivoDerecha }, filter.positivo)),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Grouping by member

/** What grouping needs of a row: its member and its units. */
export interface MemberRowLike {
  readonly Ref: string;
  readonly Marca: string;
  readonly Stock: number;
  readonly socio: { readonly SOC_NOMBRE: string; readonly SOC_CIF?: string };
}

/** The rows of one offering member. */
export interface MemberGroup<T> {
  /** A stable key: the member's CIF, else its name. */
  readonly key: string;
  /** The member's name (socio.SOC_NOMBRE). */
  readonly member: string;
  /** Its rows, Stock descending. */
  readonly rows: T[];
  /** The most units of one of its articles. */
  readonly bestStock: number;
  /** Its units over all its rows. */
  readonly totalStock: number;
  /** Its articles over every page, when the rows are one page of a search paged by the server. */
  readonly totalRows?: number;
}

/**
 * Groups rows by offering member (001 §2.11): each member's rows by Stock descending (ties by Marca, then Ref), the
 * members by their best Stock descending, then total units descending, then name in Spanish order.
 */
export function groupByOfferingMember<T extends MemberRowLike>(rows: readonly T[]): MemberGroup<T>[] {
  const groups = new Map<string, { member: string; rows: T[] }>();
  for (const row of rows) {
    const key = row.socio.SOC_CIF?.trim() || row.socio.SOC_NOMBRE;
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { member: row.socio.SOC_NOMBRE, rows: [row] });
  }
  const byStock = (a: T, b: T) => b.Stock - a.Stock || compareNames(a.Marca, b.Marca) || (a.Ref < b.Ref ? -1 : a.Ref > b.Ref ? 1 : 0);
  return [...groups]
    .map(([key, g]) => {
      const sorted = [...g.rows].sort(byStock);
      return {
        key,
        member: g.member,
        rows: sorted,
        bestStock: sorted[0]?.Stock ?? 0,
        totalStock: sorted.reduce((sum, r) => sum + r.Stock, 0),
      };
    })
    .sort(
      (a, b) => b.bestStock - a.bestStock || b.totalStock - a.totalStock || compareNames(a.member, b.member) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}

/** The heading of a member on one page of a search paged by the server: its counts over every page. */
export interface MemberHeading {
  readonly SOC_CIF: string;
  readonly SOC_NOMBRE: string;
  readonly articulos: number;
  readonly unidades: number;
}

/**
 * The groups of one page of rows already ordered by member by the server (each member's rows together): one group
 * per run of a member's rows, in the page's order, with the member's counts over every page from its heading.
 */
export function groupPageByMember<T extends MemberRowLike>(rows: readonly T[], headings: readonly MemberHeading[]): MemberGroup<T>[] {
  const groups: (MemberGroup<T> & { heading?: MemberHeading })[] = [];
  for (const row of rows) {
    const key = row.socio.SOC_CIF?.trim() || row.socio.SOC_NOMBRE;
    const last = groups.at(-1);
    if (last && last.key === key) {
      last.rows.push(row);
      continue;
    }
    const heading = headings.find((h) => h.SOC_CIF === row.socio.SOC_CIF);
    groups.push({ key, member: row.socio.SOC_NOMBRE, rows: [row], bestStock: row.Stock, totalStock: 0, heading });
  }
  return groups.map(({ heading, ...g }) => ({
    ...g,
    totalStock: heading?.unidades ?? g.rows.reduce((n, r) => n + r.Stock, 0),
    totalRows: heading?.articulos,
  }));
}

/** The count line of a result: '3 artículos de 2 socios', '1.234 artículos de 41 socios'. */
export function resultSummary(rows: number, members: number): string {
  const articles = rows === 1 ? '1 artículo' : `${formatNumber(rows, { decimals: 0 })} artículos`;
  const of = members === 1 ? '1 socio' : `${formatNumber(members, { decimals: 0 })} socios`;
  return `${articles} de ${of}`;
}
