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

/**
 * The two searches of a specialty (001 §7): `Get<name>`, every row of those measures (GET, the measures in the path in
 * their order), and `GetPagina<name>`, one page of them (POST: the measures, the specialty's filter choice, the general
 * search and the page), with totals and the facets of the choice.
 */
function specialtySearches<
  N extends string,
  M extends z.ZodRawShape,
  R extends z.ZodType,
  C extends z.ZodRawShape,
  F extends z.ZodType<Record<string, number>>,
>(name: N, measures: M, row: R, choice: C, facets: F) {
  const measuresInPath = Object.keys(measures)
    .map((key) => `:${key}`)
    .join('/');
  const list = catalogueEndpoint({
    method: 'GET',
    path: `/${name}/Get${name}/${measuresInPath}`,
    maxRows: SPECIALTY_MAX_ROWS,
    params: z.object(measures),
    response: z.array(row),
  });
  const page = catalogueEndpoint({
    method: 'POST',
    path: `/${name}/GetPagina${name}`,
    maxRows: SPECIALTY_PAGE_MAX,
    body: z.object({ ...measures, ...choice, ...pageFields }),
    response: specialtyPage(row, facets),
  });
  return { [`Get${name}`]: list, [`GetPagina${name}`]: page } as { readonly [K in `Get${N}`]: typeof list } & { readonly [K in `GetPagina${N}`]: typeof page };
}

/** The tyres of a size; a page is filtered by the climate too. */
export const Neumaticos = specialtySearches(
  'Neumaticos',
  { medida: tyreSize },
  Neumatico,
  { clima: z.enum(['todos', 'invierno', 'todoElAnio']).nullish() },
  climateFacets,
);

/** The lubricants of a viscosity grade. */
export const Lubricantes = specialtySearches('Lubricantes', { viscosidad: viscosity }, Lubricante, {}, z.object({ todos: z.number().int() }));

/**
 * The batteries of a voltage and capacity (Ah) with at least that cold cranking current (A), a 0 leaving the figure
 * free; a page is filtered by the positive terminal's side too.
 */
export const Baterias = specialtySearches(
  'Baterias',
  { potenciaArranque: figure(5000), voltaje: figure(48), amperios: figure(500) },
  Bateria,
  { positivo: z.enum(['todas', 'derecha', 'izquierda']).nullish() },
  polarityFacets,
);
