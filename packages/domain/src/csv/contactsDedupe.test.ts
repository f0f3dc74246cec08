import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactImportSuccessText, skipKnownContacts } from './contactsDedupe';

const byMail = (r: { mail: string }) => r.mail;

describe('skipKnownContacts', () => {
  it('skips rows whose e-mail is already in the book, ignoring case and spaces', () => {
    const rows = [{ mail: 'Ana@Taller.es' }, { mail: 'luis@taller.es' }, { mail: ' PEPE@taller.es ' }];
    const result = skipKnownContacts(rows, byMail, ['ana@taller.es', 'pepe@TALLER.es']);
    expect(result).toEqual({ fresh: [{ mail: 'luis@taller.es' }], skipped: 2 });
  });

  it('keeps the first of two rows of the same file with the same e-mail', () => {
    const rows = [
      { mail: 'a@b.es', n: 1 },
      { mail: 'A@B.ES', n: 2 },
    ];
    expect(skipKnownContacts(rows, byMail, [])).toEqual({ fresh: [{ mail: 'a@b.es', n: 1 }], skipped: 1 });
  });

  it('importing the same rows twice adds nothing the second time', () => {
    fc.assert(
      fc.property(fc.array(fc.emailAddress(), { maxLength: 40 }), (mails) => {
        const rows = mails.map((mail) => ({ mail }));
        const first = skipKnownContacts(rows, byMail, []);
        const second = skipKnownContacts(rows, byMail, first.fresh.map(byMail));
        expect(second.fresh).toEqual([]);
        expect(second.skipped).toBe(rows.length);
        expect(first.fresh.length + first.skipped).toBe(rows.length);
      }),
    );
  });
});

describe('contactImportSuccessText', () => {
  it("is the spec's text when nothing was skipped", () => {
    expect(contactImportSuccessText(3, 0)).toBe('Contactos importados correctamente.');
  });

  it('counts the new and the skipped contacts', () => {
    expect(contactImportSuccessText(2, 5)).toBe(
      'Contactos importados correctamente.\nSe han añadido 2 contactos nuevos; 5 ya estaban en la agenda (mismo email) y no se han duplicado.',
    );
    expect(contactImportSuccessText(1, 1)).toBe(
      'Contactos importados correctamente.\nSe ha añadido 1 contacto nuevo; 1 ya estaba en la agenda (mismo email) y no se ha duplicado.',
    );
  });
});
