import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workshopsImportTemplate } from './files';
import { importWorkshopsCsv, WORKSHOP_IMPORT_COLUMNS } from './workshopsImport';

const header = 'Dirección;Nombre;Tipo;Contacto;Comercial;Código postal;Población;Provincia;Teléfono;Teléfono móvil;Fax;Email;Email 2;Dirección web;Potencial';
const row = (over: Record<string, string> = {}) => {
  const v: Record<string, string> = { Dirección: 'C/ Mayor 1', Nombre: 'Taller Pérez', Teléfono: '912345678', 'Dirección web': 'www.tallerperez.es', ...over };
  return header
    .split(';')
    .map((h) => v[h] ?? '')
    .join(';');
};

describe('workshops CSV import (spec 001 §5)', () => {
  it('keeps the header names in any order and applies one country to every line', () => {
    const r = importWorkshopsCsv([header, row(), row({ Nombre: 'Taller Gil', 'Dirección web': '' })].join('\r\n'), 34);
    expect(r.ok).toBe(true);
    expect(r.workshops).toHaveLength(2);
    expect(r.workshops[0]).toMatchObject({
      line: 2,
      TAS_NOMBRE: 'Taller Pérez',
      TAS_DIRECCION: 'C/ Mayor 1',
      TAS_TELEFONO: '912345678',
      TAS_WEB: 'http://www.tallerperez.es',
      TAS_FAX: null,
      TAS_ID_PAIS: 34,
    });
    expect(r.workshops[1]).toMatchObject({ line: 3, TAS_WEB: null });
  });

  it('reads its own template header, matching names without case or accents', () => {
    expect(importWorkshopsCsv(`${workshopsImportTemplate()}${row()}\r\n`, 1).errors.filter((e) => e.line === 1)).toEqual([]);
    const loose = header.toUpperCase().replaceAll('Ó', 'O').replaceAll('É', 'E');
    expect(importWorkshopsCsv(`${loose}\n${row()}`, 1).ok).toBe(true);
  });

  it('reports missing, unknown and repeated columns on line 1 and reads no row', () => {
    const r = importWorkshopsCsv(`Nombre;Direccion;Telefonoo;Nombre\nA;B;1;A`, 1);
    expect(r.workshops).toEqual([]);
    expect(r.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining(['Columna desconocida: «Telefonoo»', 'La columna «Nombre» está repetida', 'Falta la columna «Teléfono»']),
    );
    expect(r.errors.every((e) => e.line === 1)).toBe(true);
    expect(WORKSHOP_IMPORT_COLUMNS).toHaveLength(15);
  });

  it('checks required, numeric, web and the country, line by line', () => {
    const text = [header, row({ Nombre: '' }), row({ Fax: '91-2' }), row({ 'Dirección web': 'no es web' }), row(), row()].join('\n');
    const r = importWorkshopsCsv(text, 0);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([
      { line: null, message: 'Seleccione un país' },
      { line: 2, field: 'TAS_NOMBRE', message: 'El campo Nombre es obligatorio' },
      { line: 3, field: 'TAS_FAX', message: 'El campo Fax solo admite números' },
      { line: 4, field: 'TAS_WEB', message: 'La dirección web no es válida' },
    ]);
    expect(r.workshops.map((w) => w.line)).toEqual([5]);
    expect(r.duplicateLines).toEqual([6]);
  });

  it('reads any file without throwing: workshops only from clean lines, with their required fields and the country', () => {
    // Cells from a small alphabet with the CSV's own separators and quotes, so that every shape of line comes up.
    const cell = fc.string({ unit: fc.constantFrom('a', '1', ' ', ';', '"', 'ñ', '.', 'w'), maxLength: 10 });
    const line = fc.array(cell, { minLength: 13, maxLength: 17 }).map((cells) => cells.join(';'));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.constantFrom('\r\n', '\n'), (lines, eol) => {
        const r = importWorkshopsCsv([header, ...lines].join(eol), 34);
        for (const w of r.workshops) {
          expect(w.TAS_NOMBRE).not.toBe('');
          expect(w.TAS_DIRECCION).not.toBe('');
          expect(w.TAS_ID_PAIS).toBe(34);
        }
        expect(r.ok).toBe(r.errors.length === 0);
        if (r.ok) expect(r.workshops.length + r.duplicateLines.length).toBeGreaterThan(0);
        // A line is one workshop at most, and a workshop's line has no error and is no duplicate.
        expect(new Set(r.workshops.map((w) => w.line)).size).toBe(r.workshops.length);
        for (const w of r.workshops) {
          expect(r.errors.some((e) => e.line === w.line)).toBe(false);
          expect(r.duplicateLines).not.toContain(w.line);
        }
      }),
      { numRuns: 300 },
    );
  });
});
