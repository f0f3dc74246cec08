/**
 * A gallery image as it arrives (001 §5: jpg or png only, at most 2048 KB), checked by extension, size AND content,
 * and its resolution read from the file's own header (PNG IHDR, JPEG start-of-frame) without decoding the picture.
 *
 * Choices:
 * - The bytes may come as plain base64 or as a data URL ('data:image/png;base64,…'), as a FileReader gives them.
 * - The extension is IMG_EXTENSION ('png', '.PNG', 'jpg'), compared as the uploader does (case and accents ignored);
 *   the spec's texts in the uploader's order: the type first, then the size.
 * - Bytes that are not a PNG (or JPEG) with a readable header are refused with the type text: the file is not what
 *   its extension says.
 * - A readable header is not enough: a picture cut short or damaged after it was stored and mailed as a broken image.
 *   So the picture is drawn once (`pictureLoads`): a PNG read whole by pngjs (every chunk's checksum, the pixels'
 *   data complete), a JPEG decoded by resvg's native decoder; what neither can draw is refused with our text. Bytes
 *   after a PNG's end are ignored, as browsers do. Before drawing, pictures of more than PICTURE_MAX_PIXELS are
 *   refused: decoding allocates four bytes a pixel, and a 2 MB file can claim any size in its header.
 */
import { contentMatchesExtension, extensionOf, PICTURE_MAX_PIXELS, UPLOAD_MESSAGES, validateGalleryImage } from '@socios/domain';

/** Largest width or height accepted (fits the database's integer; no real image comes near it). */
const MAX_SIDE = 2_147_483_647;

/** Width and height in pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

/** A checked gallery picture, or the Spanish reason it is refused. */
export type CheckedPicture =
  | { ok: true; extension: 'png' | 'jpg'; mime: string; bytes: Buffer; width: number; height: number }
  | { ok: false; message: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The size in a PNG's IHDR chunk (the first chunk, right after the signature), or null. */
export function pngSize(bytes: Uint8Array): PictureSize | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!) !== 'IHDR') return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE ? { width, height } : null;
}

/** Start-of-frame markers (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC), which carry the picture's size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The size in a JPEG's start-of-frame segment, walking the segments from the start, or null. */
export function jpegSize(bytes: Uint8Array): PictureSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes: any number of 0xFF before the marker.
    while (at < bytes.length && bytes[at] === 0xff) at++;
    const marker = bytes[at];
    if (marker === undefined) return null;
    at++;
    // Markers without a segment: TEM and RST0–RST7 (and a stray SOI).
    if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // End of image or start of scan before any frame: no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    if (at + 2 > bytes.length) return null;
    const length = view.getUint16(at);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 7 > bytes.length) return null;
      const height = view.getUint16(at + 3);
      const width = view.getUint16(at + 5);
      return width >= 1 && height >= 1 ? { width, height } : null;
    }
    at += length;
  }
  return null;
}

/** The picture's size read from its header for its extension, or null when it cannot be read. */
export function pictureSize(extension: string, bytes: Uint8Array): PictureSize | null {
  if (extension === 'png') return pngSize(bytes);
  if (extension === 'jpg' || extension === 'jpeg') return jpegSize(bytes);
  return null;
}

/** The resolution as the gallery shows it (001 §3 Image: 'W x H'). */
export const resolutionText = (size: PictureSize) => `${size.width} x ${size.height}`;

/** The bytes of base64 text or of a data URL's base64 part. */
export function decodeImageData(data: string): Buffer {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? data.slice(comma + 1) : data, 'base64');
}

/** The PNG's bytes up to the end of its IEND chunk (what a browser reads of it), or null when it has no end. */
function pngUpToEnd(bytes: Buffer): Buffer | null {
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + bytes.readUInt32BE(at);
    if (end > bytes.length) return null;
    if (bytes.toString('latin1', at + 4, at + 8) === 'IEND') return bytes.subarray(0, end);
    at = end;
  }
  return null;
}

/** Whether resvg's decoder draws the JPEG: drawn into 4 × 4 px, a JPEG (which has no transparency) leaves opaque pixels. */
async function jpegDraws(bytes: Buffer): Promise<boolean> {
  const { Resvg } = await import('@resvg/resvg-js');
  const href = `data:image/jpeg;base64,${bytes.toString('base64')}`;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4">' +
    `<image width="4" height="4" preserveAspectRatio="none" xlink:href="${href}"/></svg>`;
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]! > 0) return true;
  return false;
}

/**
 * Whether a PNG or JPEG can be drawn whole: null when it can, else the Spanish reason (no readable header, more than
 * PICTURE_MAX_PIXELS, or damaged). Any other type is damaged.
 */
export async function pictureLoads(mime: string, bytes: Buffer): Promise<string | null> {
  const size = mime === 'image/png' ? pngSize(bytes) : mime === 'image/jpeg' ? jpegSize(bytes) : null;
  if (!size) return UPLOAD_MESSAGES.imageBroken;
  if (size.width * size.height > PICTURE_MAX_PIXELS) return UPLOAD_MESSAGES.imageTooManyPixels;
  if (mime === 'image/jpeg') return (await jpegDraws(bytes)) ? null : UPLOAD_MESSAGES.imageBroken;
  const whole = pngUpToEnd(bytes);
  if (!whole) return UPLOAD_MESSAGES.imageBroken;
  const { PNG } = await import('pngjs');
  try {
    PNG.sync.read(whole);
    return null;
  } catch {
    return UPLOAD_MESSAGES.imageBroken;
  }
}

/**
 * Checks a gallery picture: extension jpg or png, at most 2048 KB, the bytes of that kind with a readable size, and
 * a picture that can be drawn whole.
 */
export async function checkGalleryPicture(data: string, extensionField: string): Promise<CheckedPicture> {
  const bytes = decodeImageData(data);
  const fileName = `imagen.${extensionField.trim().replace(/^\.+/, '')}`;
  const checked = validateGalleryImage({ name: fileName, sizeBytes: bytes.length });
  if (!checked.ok) return { ok: false, message: checked.message };
  const extension = extensionOf(fileName) === 'png' ? 'png' : 'jpg';
  const size = contentMatchesExtension(extension, bytes.subarray(0, 16)) ? pictureSize(extension, bytes) : null;
  if (!size) return { ok: false, message: UPLOAD_MESSAGES.galleryWrongType };
  const mime = extension === 'png' ? 'image/png' : 'image/jpeg';
  const broken = await pictureLoads(mime, bytes);
  if (broken) return { ok: false, message: broken };
  return { ok: true, extension, mime, bytes, ...size };
}
