import type { ImagenSubida } from '@socios/api';
import { contentMatchesExtension, extensionOf, UPLOAD_MESSAGES, validateImageUpload } from '@socios/domain';

/** Content types of the image extensions a photo or logo may have (001 §5). */
const IMAGE_MIME: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
};

/** Active content an SVG image must not carry: scripts, event handlers, javascript: links, embedded documents. */
const ACTIVE_SVG = /<script|<foreignobject|<iframe|<embed|<object|\son[a-z]+\s*=|javascript:/i;

/** A checked image: its name without extension, extension, content type and bytes; or the Spanish reason it is refused. */
export type CheckedImage = { ok: true; name: string; extension: string; mime: string; bytes: Buffer } | { ok: false; message: string };

/**
 * Checks an uploaded photo or logo as the browser's uploader does (extension and 2048 KB, with the spec's texts), and
 * what the browser cannot: that the bytes are that kind of image and that an SVG has no active content.
 */
export function checkUploadedImage(imagen: ImagenSubida): CheckedImage {
  const bytes = Buffer.from(imagen.bytes, 'base64');
  const fileName = imagen.nombre.includes('.') ? imagen.nombre : `${imagen.nombre}.${imagen.extension}`;
  const checked = validateImageUpload({ name: fileName, sizeBytes: bytes.length });
  if (!checked.ok) return { ok: false, message: checked.message };
  const extension = extensionOf(fileName);
  if (bytes.length === 0 || !contentMatchesExtension(extension, bytes.subarray(0, 4096))) {
    return { ok: false, message: UPLOAD_MESSAGES.wrongType };
  }
  if (extension === 'svg' && ACTIVE_SVG.test(bytes.toString('utf8'))) return { ok: false, message: UPLOAD_MESSAGES.wrongType };
  const dot = fileName.lastIndexOf('.');
  const name = fileName.slice(0, dot).trim().slice(0, 200) || 'imagen';
  return { ok: true, name, extension, mime: IMAGE_MIME[extension] ?? 'application/octet-stream', bytes };
}
