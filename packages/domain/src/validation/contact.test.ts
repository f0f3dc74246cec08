import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPhoneInput, CONTACT_LIMITS, deleteConfirmation, groupAreaAction, validateContact, validateContactGroupText } from './contact';

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
