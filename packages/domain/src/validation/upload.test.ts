import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentMatchesExtension,
  extensionOf,
  IMAGE_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  validateCsvImportFile,
  validateDocumentUpload,
  validateGalleryImage,
  validateImageUpload,
} from './upload';

describe('document uploads (spec 000 §5)', () => {
  it('accepts the listed extensions ignoring case and accents', () => {
    expect(validateDocumentUpload({ name: 'Tarifa 2024.PDF', sizeBytes: 1000 })).toEqual({ ok: true, extension: 'pdf' });
    expect(validateDocumentUpload({ name: 'datos.xlsx', sizeBytes: 1 }).ok).toBe(true);
    expect(validateDocumentUpload({ name: 'nota.txt\u0301', sizeBytes: 1 }).ok).toBe(true);
  });

  it("rejects other types with 'Tipo de archivo incorrecto.'", () => {
    expect(validateDocumentUpload({ name: 'virus.exe', sizeBytes: 1 })).toEqual({ ok: false, kind: 'type', message: 'Tipo de archivo incorrecto.' });
    expect(validateDocumentUpload({ name: 'sin_extension', sizeBytes: 1 }).ok).toBe(false);
    expect(validateDocumentUpload({ name: 'foto.jpeg', sizeBytes: 1 }).ok).toBe(false);
  });

  it("rejects files over 12 MB with 'No se permiten ficheros superiores a 12MB.'", () => {
    expect(validateDocumentUpload({ name: 'a.pdf', sizeBytes: UPLOAD_MAX_BYTES }).ok).toBe(true);
    expect(validateDocumentUpload({ name: 'a.pdf', sizeBytes: UPLOAD_MAX_BYTES + 1 })).toEqual({
      ok: false,
      kind: 'size',
      message: 'No se permiten ficheros superiores a 12MB.',
    });
  });
});

describe('image uploads (spec 001 §5)', () => {
  it('photos and logos: image extensions and 2048 KB', () => {
    expect(validateImageUpload({ name: 'logo.JPEG', sizeBytes: 10 }).ok).toBe(true);
    expect(validateImageUpload({ name: 'logo.ico', sizeBytes: 10 }).ok).toBe(true);
    expect(validateImageUpload({ name: 'logo.pdf', sizeBytes: 10 })).toMatchObject({ message: 'Tipo de archivo incorrecto.' });
    expect(validateImageUpload({ name: 'logo.png', sizeBytes: IMAGE_MAX_BYTES + 1 })).toMatchObject({
      kind: 'size',
      message: 'No se permiten imágenes superiores a 2MB.',
    });
  });

  it('gallery: jpg or png only', () => {
    expect(validateGalleryImage({ name: 'x.png', sizeBytes: 1 }).ok).toBe(true);
    expect(validateGalleryImage({ name: 'x.gif', sizeBytes: 1 })).toMatchObject({ kind: 'type', message: 'No se permiten imágenes con esta extensión.' });
  });

  it('CSV imports: only .csv', () => {
    expect(validateCsvImportFile({ name: 'contactos.CSV', sizeBytes: 1 }).ok).toBe(true);
    expect(validateCsvImportFile({ name: 'contactos.xlsx', sizeBytes: 1 })).toMatchObject({ message: 'Tipo de archivo incorrecto.' });
  });

  it('never throws; the extension is lower-case and found in the name', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (name, size) => {
        const r = validateDocumentUpload({ name, sizeBytes: size });
        expect(typeof r.ok).toBe('boolean');
        const ext = extensionOf(name);
        expect(ext).toBe(ext.toLowerCase());
      }),
      { numRuns: 300 },
    );
  });
});

describe('content check', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const text = (s: string) => new TextEncoder().encode(s);
  it('recognises the magic numbers of each type', () => {
    expect(contentMatchesExtension('pdf', text('%PDF-1.7'))).toBe(true);
    expect(contentMatchesExtension('PDF', text('MZ\u0090'))).toBe(false);
    expect(contentMatchesExtension('png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(contentMatchesExtension('jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(contentMatchesExtension('xlsx', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    expect(contentMatchesExtension('doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(contentMatchesExtension('csv', text('a;b;c\r\n'))).toBe(true);
    expect(contentMatchesExtension('csv', bytes(0x50, 0x4b, 0x03, 0x04, 0x00))).toBe(false);
    expect(contentMatchesExtension('svg', text('<?xml version="1.0"?><svg xmlns="…"></svg>'))).toBe(true);
    expect(contentMatchesExtension('svg', text('hola'))).toBe(false);
    expect(contentMatchesExtension('exe', text('MZ'))).toBe(false);
  });
});
