import { z } from 'zod';
import { endpoint } from '../endpoint';
import { DescuentoCondicionPeticion, EstudioFila, EstudioRegistros, EstudioRegistrosPeticion } from '../entities/study';
import { answer } from '../wire';

/** Market studies (spec 000 §7 EstudiosMercado): the list, a study's records and a condition's discount. */
export const EstudiosMercado = {
  /** Flat rows, one per study × compared brand × tariff. */
  GetEstudios: endpoint({
    method: 'GET',
    path: '/EstudiosMercado/GetEstudios',
    access: 'session',
    foreign: { none: "market studies of the whole group" },
    permission: 'Estudios',
    response: answer(z.array(EstudioFila)),
  }),
  /** referencias, descuentos, formulas and cuadroConsumos of a study for the chosen brands and tariffs. */
  GetEstudiosRegistros: endpoint({
    method: 'POST',
    path: '/EstudiosMercado/GetEstudiosRegistros',
    access: 'session',
    foreign: { none: "market studies of the whole group" },
    permission: 'Estudios',
    body: EstudioRegistrosPeticion,
    response: answer(EstudioRegistros),
  }),
  /** The discount of a condition's scale for a consumption (the top scale with IsMaximo): a list whose first item has DESCUENTO. */
  GetDescuentoCondicion: endpoint({
    method: 'POST',
    path: '/EstudiosMercado/GetDescuentoCondicion',
    access: 'session',
    foreign: { none: "conditions of the whole group" },
    permission: 'Estudios',
    body: DescuentoCondicionPeticion,
    response: answer(z.array(z.object({ DESCUENTO: z.number() }))),
  }),
} as const;
