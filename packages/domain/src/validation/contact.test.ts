import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENCODING_MESSAGES } from '../csv/encoding';
import {
  applyPhoneInput,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactInput,
  deleteConfirmation,
  groupAreaAction,
  validateContact,
  validateContactGroupText,
} from './contact';

const REQUIRED = 'Los campos de nombre y email son obligatorios';

describe('contact form (spec 000 §5)', () => {
  it('exports the spec limits', () => {
    expect(CONTACT_LIMITS).toEqual({ name: 30, email: 250, phone: 9, mobile: 9, group: 250 });
  });

  it('needs name and e-mail', () => {
    expect(validateContact({ name: '', email: 'a@b.es' })).toEqual({ ok: false, errors: [{ field: null, message: REQUIRED }] });
    expect(validateContact({ name: 'Ana', email: '  ' })).toEqual({ ok: false, errors: [{ field: null, message: REQUIRED }] });
    expect(validateContact({ name: ' Ana ', email: 'ana@taller.es', phone: '912345678', groupId: '3' })).toEqual({
      ok: true,
      value: { name: 'Ana', email: 'ana@taller.es', phone: '912345678', mobile: '', groupId: 3 },
    });
  });

  it('enforces the limits and flags negative phones', () => {
    const r = validateContact({ name: 'x'.repeat(31), email: `${'e'.repeat(251)}`, phone: '-612345678', mobile: '1234567890' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.field)).toEqual(['name', 'email', 'phone', 'mobile']);
    expect(validateContact({ name: 'x'.repeat(30), email: 'a@b.es', phone: '123456789' }).ok).toBe(true);
  });

  it('phone input keeps 9 digits and the minus key flips the sign', () => {
    expect(applyPhoneInput('91 234 56 78 99')).toEqual({ digits: '912345678', negative: false });
    expect(applyPhoneInput('-600')).toEqual({ digits: '600', negative: true });
    expect(applyPhoneInput('-6-00')).toEqual({ digits: '600', negative: false });
    fc.assert(
      fc.property(fc.string(), (s) => {
        const { digits } = applyPhoneInput(s);
        expect(digits).toMatch(/^\d{0,9}$/);
        expect(applyPhoneInput(digits).digits).toBe(digits);
      }),
      { numRuns: 300 },
    );
  });

  it('group text: max 250 and the tick/cross button', () => {
    expect(validateContactGroupText('Talleres Norte')).toEqual({ ok: true, value: 'Talleres Norte' });
    expect(validateContactGroupText('g'.repeat(251)).ok).toBe(false);
    expect(groupAreaAction('  ')).toBe('close');
    expect(groupAreaAction('Norte')).toBe('accept');
    expect(deleteConfirmation('Ana')).toBe('Desea borrar Ana ?');
  });

  it('never throws and a valid contact respects every limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 260 }), fc.string({ maxLength: 12 }), (name, email, phone) => {
        const r = validateContact({ name, email, phone });
        if (r.ok) {
          expect(r.value.name.length).toBeLessThanOrEqual(30);
          expect(r.value.name).not.toBe('');
          expect(r.value.phone).toMatch(/^\d{0,9}$/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the checks the form, the import and the server share', () => {
  const reasons = (input: Partial<ContactInput>) => {
    const r = validateContact({ name: 'Ana Pérez', email: 'ana@taller.es', ...input });
    return r.ok ? [] : r.errors.map((e) => e.message);
  };

  it('refuses an e-mail that is not an address', () => {
    expect(reasons({ email: 'abc' })).toEqual([CONTACT_MESSAGES.emailInvalid]);
    expect(reasons({ email: 'ana@taller' })).toEqual([CONTACT_MESSAGES.emailInvalid]);
    expect(reasons({ email: 'Ana@Taller.es' })).toEqual([]);
  });

  it('refuses line breaks, control characters and mis-decoded text', () => {
    expect(reasons({ name: 'Ana\nPérez' })).toEqual([CONTACT_MESSAGES.lineBreak]);
    expect(reasons({ name: 'Ana\r\nPérez' })).toEqual([CONTACT_MESSAGES.lineBreak]);
    expect(reasons({ name: 'MuÃ±oz' })).toEqual([ENCODING_MESSAGES.misdecoded]);
    expect(reasons({ name: 'Ana\u0000' })).toEqual([ENCODING_MESSAGES.invalidCharacters]);
    expect(validateContactGroupText('Talleres\nnorte')).toEqual({ ok: false, errors: [{ field: 'group', message: CONTACT_MESSAGES.lineBreak }] });
  });

  it('counts lengths as a person does and stores texts NFC-normalised', () => {
    const decomposed = 'n\u0303'.repeat(30); // 30 × 'ñ' typed with a combining tilde: 60 UTF-16 units
    const r = validateContact({ name: decomposed, email: 'ana@taller.es' });
    expect(r.ok && r.value.name).toBe('ñ'.repeat(30));
    expect(reasons({ name: '🚗'.repeat(30) })).toEqual([]);
    expect(reasons({ name: '🚗'.repeat(31) })).toEqual([CONTACT_MESSAGES.nameTooLong]);
  });
});
