import { z } from 'zod';

/** Text that says why a call failed, in Spanish; null when it did not. */
export const MensajeError = z.string().nullable();

/** The `{ ok, mensajeError }` answer many calls give. */
export const OkAnswer = z.object({ ok: z.boolean(), mensajeError: MensajeError });
export type OkAnswer = z.infer<typeof OkAnswer>;

/** A date as the spec writes it on the wire: DD/MM/YYYY. */
export const WireDate = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);

/** Record actions of the spec: 0 add, 1 modify, 2 delete (5 duplicates a campaign). */
export const Accion = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Accion = z.infer<typeof Accion>;

/** Body of an error answer (4xx/5xx) from our server. */
export const ErrorBody = z.object({ ok: z.literal(false).optional(), mensajeError: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;
