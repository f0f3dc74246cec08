import { z } from 'zod';
import { endpoint } from '../endpoint';
import { PuntoVenta, Socio } from '../entities/member';
import { answer } from '../wire';

/** The user's own member company and its points of sale (001 §7 Profile and accounts). */
export const SociosOwn = {
  /** The member company of the logged-in user. */
  GetSocio: endpoint({
    method: 'GET',
    path: '/Socios/GetSocio',
    access: 'session',
    response: answer(Socio),
  }),
  /** Points of sale of the logged-in user's member company. */
  GetPuntosVenta: endpoint({
    method: 'GET',
    path: '/Socios/GetPuntosVenta',
    access: 'session',
    response: answer(z.array(PuntoVenta)),
  }),
} as const;
