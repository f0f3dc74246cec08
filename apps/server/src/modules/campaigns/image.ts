/**
 * A campaign's image as it arrives in CAM_IMAGEN (001 §3 Campaign image data; §7 the rendered design kept as a data
 * URL): a PNG or JPEG data URL ('data:image/png;base64,…'), at most 2048 KB, checked by CONTENT.
 *
 * Choices:
 * - The kind is read from the bytes' signature and header (the gallery's readers), never from the data URL's declared
 *   type: a renamed or forged file is refused, and what is stored says what the bytes are.
 * - Plain base64 without the 'data:' prefix is accepted too (it is the same picture); any other prefix is not.
 * - The size limit and its text are the uploader's (2048 KB, 'No se permiten imágenes superiores a 2MB.').
 * - A readable header is not enough: the picture must be drawn whole (`pictureLoads`), or a picture cut short would
 *   be stored and mailed broken.
 */
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from '@socios/domain';
import { jpegSize, pictureLoads, pngSize } from '../images';

/** A checked campaign image: its bytes and content type. */
export interface CampaignImage {
  bytes: Buffer;
  mime: 'image/png' | 'image/jpeg';
}

/** Our text for an image that is not a PNG or JPEG (the spec has none for the campaign's image). */
export const CAMPAIGN_IMAGE_MESSAGES = {
  wrongType: 'La imagen de la campaña debe ser PNG o JPEG.',
} as const;

/** A data URL's header: 'data:' with an optional media type and parameters, then ';base64,'. */
const DATA_URL = /^data:[\w.+-]*\/?[\w.+-]*(;[\w.+-]+=[\w.+-]+)*;base64,/i;
/** Base64 text (standard alphabet, optional padding; whitespace is removed first). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Checks CAM_IMAGEN: the image, or the Spanish reason it is refused. */
export async function checkCampaignImage(data: string): Promise<{ ok: true; image: CampaignImage } | { ok: false; message: string }> {
  const header = DATA_URL.exec(data);
  if (data.startsWith('data:') && !header) return { ok: false, message: CAMPAIGN_IMAGE_MESSAGES.wrongType };
  const text = (header ? data.slice(header[0].length) : data).replace(/\s+/g, '');
  if (!BASE64.test(text)) return { ok: false, message: CAMPAIGN_IMAGE_MESSAGES.wrongType };
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.imageTooLarge };
  const mime = pngSize(bytes) ? 'image/png' : jpegSize(bytes) ? 'image/jpeg' : null;
  if (!mime) return { ok: false, message: CAMPAIGN_IMAGE_MESSAGES.wrongType };
  const broken = await pictureLoads(mime, bytes);
  return broken ? { ok: false, message: broken } : { ok: true, image: { bytes, mime } };
}
