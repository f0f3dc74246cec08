import { z } from 'zod';
import { catalogueEndpoint } from './parts';
import { answer, decodePathText, wireText } from '../wire';
import { Bateria, Lubricante, Neumatico } from '../entities/stock';
import { SPECIALTY_PAGE_MAX } from '../listBounds';

/**
 * Tyres, lubricants and batteries held by the members (001 §7 Tyres, lubricants, batteries): the rows of every member
 * with at least one unit, sorted by Stock descending. None found is an empty array.
 */

/**
 * Most rows one search answers with (the ones with most units first): a member reads the offers at the top; a wider
 * search is narrowed by its measures.
 */
export const SPECIALTY_MAX_ROWS = 1000;

/** Ancho (3 digits), perfil (2) and diámetro (2) written together, e.g. 2055516 (001 §5). */
const tyreSize = z.string().regex(/^\d{3}\d{2}\d{2}$/, 'Medida no válida');
/** A viscosity grade such as 5W30, 10W40 or 0W20 (with or without a dash). */
const viscosity = z
  .string()
  .transform((v) => decodePathText(v).toUpperCase().replace('-', ''))
  .pipe(z.string().regex(/^\d{1,2}W\d{2}$/, 'Viscosidad no válida'));
/** A battery figure: a whole number, 0 meaning any. */
const figure = (max: number) => z.coerce.number().int().min(0).max(max);

/** Rows of a page when the body does not say. */
export const SPECIALTY_PAGE_DEFAULT = 50;

/**
 * What every paged specialty search adds to its measures: the general search (Ref, RefComercial, Marca, Descripcion;
 * case and accents ignored, 001 §5) and the page (`desde`, 0-based, `maxRegistros` rows, 50 by default).
 */
const pageFields = {
  texto: wireText(200).nullish(),
  desde: z.number().int().min(0).max(10_000_000).nullish(),
  maxRegistros: z.number().int().min(1).max(SPECIALTY_PAGE_MAX).nullish(),
};

/** The heading of one offering member on a page: its whole count of articles and units over every page. */
export const SocioPagina = z.object({ SOC_CIF: z.string(), SOC_NOMBRE: z.string(), articulos: z.number().int(), unidades: z.number().int() });
export type SocioPagina = z.infer<typeof SocioPagina>;

/**
 * One page of a specialty search: its rows (grouped by member: the members by their best Stock, then total units,
 * then name; each member's rows by Stock descending), `total` articles and `socios` members matching every filter,
 * the headings of the page's members (`grupos`) and, per filter choice, how many articles it would leave (`facetas`,
 * counted with the other filters in force).
 */
function specialtyPage<T extends z.ZodType, F extends z.ZodType<Record<string, number>>>(row: T, facets: F) {
  return answer(z.array(row)).extend({
    total: z.number().int(),
    socios: z.number().int(),
    grupos: z.array(SocioPagina),
    facetas: facets,
  });
}

/** Articles of each climate choice (the tyres' Invierno). */
const climateFacets = z.object({ todos: z.number().int(), invierno: z.number().int(), todoElAnio: z.number().int() });
/** Articles of each positive terminal side. */
const polarityFacets = z.object({ todas: z.number().int(), derecha: z.number().int(), izquierda: z.number().int() });

export const Neumaticos = {
  /** The tyres of that size. */
  GetNeumaticos: catalogueEndpoint({
    method: 'GET',
    path: '/Neumaticos/GetNeumaticos/:medida',
    maxRows: SPECIALTY_MAX_ROWS,
    params: z.object({ medida: tyreSize }),
    response: z.array(Neumatico),
  }),
  /** One page of the tyres of that size, filtered by the general search and the climate, with totals and facets. */
  GetPaginaNeumaticos: catalogueEndpoint({
    method: 'POST',
    path: '/Neumaticos/GetPaginaNeumaticos',
    maxRows: SPECIALTY_PAGE_MAX,
    body: z.object({ medida: tyreSize, clima: z.enum(['todos', 'invierno', 'todoElAnio']).nullish(), ...pageFields }),
    response: specialtyPage(Neumatico, climateFacets),
  }),
} as const;

export const Lubricantes = {
  /** The lubricants of that viscosity grade. */
  GetLubricantes: catalogueEndpoint({
    method: 'GET',
    path: '/Lubricantes/GetLubricantes/:viscosidad',
    maxRows: SPECIALTY_MAX_ROWS,
    params: z.object({ viscosidad: viscosity }),
    response: z.array(Lubricante),
  }),
  /** One page of the lubricants of that viscosity grade, filtered by the general search, with totals. */
  GetPaginaLubricantes: catalogueEndpoint({
    method: 'POST',
    path: '/Lubricantes/GetPaginaLubricantes',
    maxRows: SPECIALTY_PAGE_MAX,
    body: z.object({ viscosidad: viscosity, ...pageFields }),
    response: specialtyPage(Lubricante, z.object({ todos: z.number().int() })),
  }),
} as const;

export const Baterias = {
  /**
   * The batteries of that voltage and capacity (Ah) with at least that cold cranking current (A); a 0 leaves the
   * figure free.
   */
  GetBaterias: catalogueEndpoint({
    method: 'GET',
    path: '/Baterias/GetBaterias/:potenciaArranque/:voltaje/:amperios',
    maxRows: SPECIALTY_MAX_ROWS,
    params: z.object({ potenciaArranque: figure(5000), voltaje: figure(48), amperios: figure(500) }),
    response: z.array(Bateria),
  }),
  /**
   * One page of the batteries of those figures (0 = any), filtered by the general search and the positive terminal's
   * side, with totals and facets.
   */
  GetPaginaBaterias: catalogueEndpoint({
    method: 'POST',
    path: '/Baterias/GetPaginaBaterias',
    maxRows: SPECIALTY_PAGE_MAX,
    body: z.object({
      potenciaArranque: figure(5000),
      voltaje: figure(48),
      amperios: figure(500),
      positivo: z.enum(['todas', 'derecha', 'izquierda']).nullish(),
      ...pageFields,
    }),
    response: specialtyPage(Bateria, polarityFacets),
  }),
} as const;
