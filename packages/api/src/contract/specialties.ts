import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decodePathText } from '../wire';
import { Bateria, Lubricante, Neumatico } from '../entities/stock';

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

export const Neumaticos = {
  /** The tyres of that size. */
  GetNeumaticos: endpoint({
    method: 'GET',
    path: '/Neumaticos/GetNeumaticos/:medida',
    maxRows: SPECIALTY_MAX_ROWS,
    access: 'session',
    foreign: { none: "the parts catalogue" },
    params: z.object({ medida: tyreSize }),
    response: z.array(Neumatico),
  }),
} as const;

export const Lubricantes = {
  /** The lubricants of that viscosity grade. */
  GetLubricantes: endpoint({
    method: 'GET',
    path: '/Lubricantes/GetLubricantes/:viscosidad',
    maxRows: SPECIALTY_MAX_ROWS,
    access: 'session',
    foreign: { none: "the parts catalogue" },
    params: z.object({ viscosidad: viscosity }),
    response: z.array(Lubricante),
  }),
} as const;

export const Baterias = {
  /**
   * The batteries of that voltage and capacity (Ah) with at least that cold cranking current (A); a 0 leaves the
   * figure free.
   */
  GetBaterias: endpoint({
    method: 'GET',
    path: '/Baterias/GetBaterias/:potenciaArranque/:voltaje/:amperios',
    maxRows: SPECIALTY_MAX_ROWS,
    access: 'session',
    foreign: { none: "the parts catalogue" },
    params: z.object({ potenciaArranque: figure(5000), voltaje: figure(48), amperios: figure(500) }),
    response: z.array(Bateria),
  }),
} as const;
