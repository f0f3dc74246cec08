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

/** Largest image the uploader accepts (001 §5: 2048 KB), as base64 text: 4 characters per 3 bytes. */
export const IMAGE_BASE64_MAX = Math.ceil((2048 * 1024) / 3) * 4;

/**
 * An image chosen in the uploader (001 §3 Uploaded image): file name, extension and the bytes as base64. The server
 * checks the extension, the size and that the content is that kind of image (001 §5).
 */
export const ImagenSubida = z.object({
  nombre: z.string().min(1).max(255),
  extension: z.string().max(10),
  bytes: z.string().max(IMAGE_BASE64_MAX + 16),
});
export type ImagenSubida = z.infer<typeof ImagenSubida>;
