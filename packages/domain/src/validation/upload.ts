/**
 * Uploader rules (spec 000 §5, 001 §5): extensions compared ignoring case and accents, and size limits, with the
 * spec's messages. The uploader's two error states are 'type' and 'size'.
 *
 * Choices:
 * - The extension is the text after the last '.' of the file name; a name without one has no valid extension.
 * - The document limit of 12 MB (message only in the spec) is enforced as 12 × 1024 × 1024 bytes; images allow
 *   2048 KB (2048 × 1024 bytes). A file exactly at the limit passes.
 * - The type is checked before the size: a wrong type reports only the type error.
 * - contentMatchesExtension checks the first bytes against the extension (the server checks "by extension AND
 *   content", docs/ARCHITECTURE.md). Text formats (csv, txt, svg) must not contain NUL bytes; svg must have '<svg'.
 */
import { searchKey } from '../text';

/** Extensions accepted for documents (spec 000 §5). */
export const DOCUMENT_EXTENSIONS = ['csv', 'pdf', 'png', 'svg', 'jpg', 'xls', 'xlsx', 'ppt', 'pptx', 'docx', 'doc', 'txt'] as const;
/** Extensions accepted for photos and logos (spec 001 §5). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'ico', 'svg', 'gif', 'bmp'] as const;
/** Extensions accepted for gallery images (spec 001 §5). */
export const GALLERY_EXTENSIONS = ['jpg', 'png'] as const;
/** Extensions accepted for CSV imports (contacts, workshops). */
export const CSV_EXTENSIONS = ['csv'] as const;

/** Document size limit: 12 MB. */
export const UPLOAD_MAX_BYTES = 12 * 1024 * 1024;
/** Image size limit in KB: 2048. */
export const IMAGE_MAX_KB = 2048;
/** Image size limit in bytes. */
export const IMAGE_MAX_BYTES = IMAGE_MAX_KB * 1024;
/**
 * Most pixels an image may have (our limit; the spec has none): 16 million (4,000 × 4,000), more than a photo of
 * 2048 KB holds and far more than the 600 px wide campaign image needs. A picture is drawn once when it is saved, to
 * show that it loads, at four bytes a pixel, and a small file can claim any size in its header.
 */
export const PICTURE_MAX_PIXELS = 16_000_000;

/** The uploader's Spanish messages, verbatim. */
export const UPLOAD_MESSAGES = {
  wrongType: 'Tipo de archivo incorrecto.',
  documentTooLarge: 'No se permiten ficheros superiores a 12MB.',
  imageTooLarge: 'No se permiten imágenes superiores a 2MB.',
  galleryWrongType: 'No se permiten imágenes con esta extensión.',
  /** Our text (the spec has none): the bytes start as a picture but the picture cannot be drawn (cut short, damaged). */
  imageBroken: 'La imagen está dañada y no se puede mostrar: elija otro archivo.',
  /** Our text for a picture of more than PICTURE_MAX_PIXELS. */
  imageTooManyPixels: 'La imagen no puede superar 16 millones de píxeles.',
  nothingToDownload: 'Error al descagar el documento',
} as const;

/** The uploader's error states. */
export type UploadErrorKind = 'type' | 'size';

/** Result of an upload check. */
export type UploadCheck = { readonly ok: true; readonly extension: string } | { readonly ok: false; readonly kind: UploadErrorKind; readonly message: string };

/** A file as the uploader sees it. */
export interface UploadCandidate {
  readonly name: string;
  /** Size in bytes. */
  readonly sizeBytes: number;
}

/** The extension of a file name, lower-cased and without accents ('Informe.PDF' → 'pdf'); '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0 || dot === fileName.length - 1) return '';
  return searchKey(fileName.slice(dot + 1).trim());
}

/** True when the file name's extension is in the list (case- and accent-insensitive). */
export function hasExtension(fileName: string, allowed: readonly string[]): boolean {
  const ext = extensionOf(fileName);
  return ext !== '' && allowed.includes(ext);
}

function check(file: UploadCandidate, allowed: readonly string[], typeMessage: string, maxBytes: number, sizeMessage: string): UploadCheck {
  if (!hasExtension(file.name, allowed)) return { ok: false, kind: 'type', message: typeMessage };
  if (!(file.sizeBytes <= maxBytes)) return { ok: false, kind: 'size', message: sizeMessage };
  return { ok: true, extension: extensionOf(file.name) };
}

/** Checks a document upload: extension list and 12 MB. */
export function validateDocumentUpload(file: UploadCandidate): UploadCheck {
  return check(file, DOCUMENT_EXTENSIONS, UPLOAD_MESSAGES.wrongType, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.documentTooLarge);
}

/** Checks a photo or logo upload: image extensions and 2048 KB. */
export function validateImageUpload(file: UploadCandidate): UploadCheck {
  return check(file, IMAGE_EXTENSIONS, UPLOAD_MESSAGES.wrongType, IMAGE_MAX_BYTES, UPLOAD_MESSAGES.imageTooLarge);
}

/** Checks a gallery image: jpg or png only, and 2048 KB. */
export function validateGalleryImage(file: UploadCandidate): UploadCheck {
  return check(file, GALLERY_EXTENSIONS, UPLOAD_MESSAGES.galleryWrongType, IMAGE_MAX_BYTES, UPLOAD_MESSAGES.imageTooLarge);
}

/** Checks a CSV import file: only .csv (size limit of documents). */
export function validateCsvImportFile(file: UploadCandidate): UploadCheck {
  return check(file, CSV_EXTENSIONS, UPLOAD_MESSAGES.wrongType, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.documentTooLarge);
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  if (bytes.length < signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (bytes[i] !== signature[i]) return false;
  return true;
}

function isText(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096);
  for (let i = 0; i < n; i++) if (bytes[i] === 0) return false;
  return true;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** True when the first bytes of a file fit its extension (magic numbers; text formats have no NUL byte). */
export function contentMatchesExtension(extension: string, head: Uint8Array): boolean {
  switch (searchKey(extension)) {
    case 'pdf':
      return startsWith(head, [0x25, 0x50, 0x44, 0x46]);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(head, [0x47, 0x49, 0x46, 0x38]);
    case 'bmp':
      return startsWith(head, [0x42, 0x4d]);
    case 'ico':
      return startsWith(head, [0x00, 0x00, 0x01, 0x00]);
    case 'xlsx':
    case 'docx':
    case 'pptx':
      return startsWith(head, ZIP);
    case 'xls':
    case 'doc':
    case 'ppt':
      return startsWith(head, OLE);
    case 'csv':
    case 'txt':
      return isText(head);
    case 'svg': {
      if (!isText(head)) return false;
      let text = '';
      for (let i = 0; i < Math.min(head.length, 4096); i++) text += String.fromCharCode(head[i] ?? 0);
      return text.toLowerCase().includes('<svg');
    }
    default:
      return false;
  }
}
