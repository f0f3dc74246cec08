import { z } from 'zod';
import { endpoint } from '../endpoint';
import { PuntoVenta, Socio } from '../entities/member';

/** The user's own member company and its points of sale (001 §7 Profile and accounts). */
export const SociosOwn = {
  /** The member company of the logged-in user. */
  GetSocio: endpoint({
    method: 'GET',
    path: '/Socios/GetSocio',
    access: 'session',
    response: z.object({ ok: z.literal(true), mensajeError: z.null(), valorRetorno: Socio }),
  }),
  /** Points of sale of the logged-in user's member company. */
  GetPuntosVenta: endpoint({
    method: 'GET',
    path: '/Socios/GetPuntosVenta',
    access: 'session',
    response: z.object({ ok: z.literal(true), mensajeError: z.null(), valorRetorno: z.array(PuntoVenta) }),
  }),
} as const;
