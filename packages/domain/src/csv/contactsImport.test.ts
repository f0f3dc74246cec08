import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_LIMITS } from '../limits';
import { importContactsCsv } from './contactsImport';
import { writeCsv } from './writer';

describe('contacts CSV import (spec 000 §5)', () => {
  it('reads name; e-mail; phone; mobile; group id with optional columns empty', () => {
    const r = importContactsCsv('\ufeffNombre;Email;Teléfono;Móvil;Id grupo\r\nAna Pérez;ana@taller.es;912345678;;3\r\nLuis;luis@x.es;;;\r\n');
    expect(r.ok).toBe(true);
    expect(r.headerSkipped).toBe(true);
    expect(r.contacts).toEqual([
      { line: 2, CONT_NOMBRE: 'Ana Pérez', CONT_MAIL: 'ana@taller.es', CONT_TELEFONO: '912345678', CONT_MOVIL: null, CONT_ID_GRUPO_CONTACTO: 3, Accion: 0 },
      { line: 3, CONT_NOMBRE: 'Luis', CONT_MAIL: 'luis@x.es', CONT_TELEFONO: null, CONT_MOVIL: null, CONT_ID_GRUPO_CONTACTO: null, Accion: 0 },
    ]);
  });

  it('reports every bad line by number and never drops one silently', () => {
    const text = [
      'Ana;ana@x.es;;;',
      ';sin@nombre.es;;;',
      'Eva;eva@x.es;91 23;;',
      'Corto;c@x.es',
      'Gil;g@x.es;;;x',
      'Ana;ana@x.es;;;',
      '',
      'Max;m@x.es;;;;',
    ].join('\n');
    const r = importContactsCsv(text);
    expect(r.ok).toBe(false);
    expect(r.contacts.map((c) => c.line)).toEqual([1, 8]);
    expect(r.duplicateLines).toEqual([6]);
    expect(r.errors).toEqual([
      { line: 2, field: 'name', message: 'Los campos de nombre y email son obligatorios' },
      { line: 3, field: 'phone', message: 'El teléfono solo puede contener dígitos (0-9)' },
      { line: 4, message: 'La línea debe tener 5 columnas: Nombre; Email; Teléfono; Móvil; Id grupo' },
      { line: 5, field: 'group', message: 'El grupo de contacto debe ser numérico' },
    ]);
  });

  it('an empty file is an error, not a silent success', () => {
    expect(importContactsCsv('\ufeff\r\n').ok).toBe(false);
  });

  it('every non-blank, non-duplicate line ends up as a contact or an error', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', '1', '@', ' ', '-'), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { maxLength: 12 }), (rows) => {
        const r = importContactsCsv(writeCsv(rows.map((row) => row.map((c) => c.replace(/^-/, 'x')))));
        const accounted = new Set([...r.contacts.map((c) => c.line), ...r.errors.map((e) => e.line), ...r.duplicateLines]);
        const expected = rows.filter((row) => row.some((c) => c.trim() !== '')).length - (r.headerSkipped ? 1 : 0);
        const distinctLines = [...accounted].filter((l) => l !== null && !r.duplicateLines.includes(l)).length;
        expect(distinctLines + r.duplicateLines.length).toBe(expected);
        expect(r.ok).toBe(r.errors.length === 0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('import size', () => {
  it('refuses a file with more than 10,000 contacts before sending anything', () => {
    const line = (i: number) => `Contacto ${i};c${i}@taller.es;;;`;
    const fits = importContactsCsv(Array.from({ length: USER_LIMITS.importRows }, (_, i) => line(i)).join('\n'));
    expect(fits.ok).toBe(true);
    const over = importContactsCsv(Array.from({ length: USER_LIMITS.importRows + 1 }, (_, i) => line(i)).join('\n'));
    expect(over.ok).toBe(false);
    expect(over.errors[0]).toEqual({
      line: null,
      message: 'El fichero tiene 10.001 contactos; se pueden importar como máximo 10.000 de una vez. No se ha importado ningún contacto.',
    });
  });
});
