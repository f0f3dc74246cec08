import { type PaginaBody, WIRE_ID_MAX } from '@socios/api';
import type { FastifyReply } from 'fastify';
import { HttpError } from './context';
import { TEXTS } from './texts';

// What the paged-list calls of the Promotions area share (001 §7): the record id a list is filtered by, and the
// spec's text replies (GetImagen, GetImagenBase64).

/**
 * The record id of a list's filter (Valoresfiltro[0]): a number, or digits as text; null, '', 0 or no filter is "no
 * record yet" (e.g. a new group or campaign). Anything else is the caller's mistake (400).
 */
export function filterId(body: PaginaBody): number | null {
  const value = body.Valoresfiltro?.[0] ?? null;
  if (value === null || value === '' || value === 0) return null;
  if (typeof value === 'number' && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) && Number(value) <= WIRE_ID_MAX) {
    return Number(value) || null;
  }
  throw new HttpError(400, TEXTS.badRequest);
}

/** The filter's record id when the member owns that record (null for none); 404 for a record of anybody else. */
export async function ownedFilterId(body: PaginaBody, owns: (id: number) => Promise<boolean>): Promise<number | null> {
  const id = filterId(body);
  if (id !== null && !(await owns(id))) throw new HttpError(404, TEXTS.notFound);
  return id;
}

/**
 * Sends a text reply as the spec's image calls do, as a JSON string so that the contract's client (which reads JSON)
 * gets the text.
 */
export function textReply(reply: FastifyReply, text: string): string {
  reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
  return text;
}
