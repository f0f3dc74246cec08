import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses', () => {
    for (const a of ['admin@recambiosdemo.es', 'maria.lopez+pedidos@taller-centro.com', 'x@a.b.c']) {
      expect(isEmailAddress(a), a).toBe(true);
    }
  });

  it('rejects what cannot be an address', () => {
    for (const a of ['', 'no-es-un-correo', '@ejemplo.es', 'a@', 'a@b', 'a b@c.es', 'a@@b.es', 'a@b..es', 'a@.es']) {
      expect(isEmailAddress(a), a).toBe(false);
    }
  });

  it(`rejects anything longer than ${EMAIL_MAX_LENGTH} characters`, () => {
    expect(isEmailAddress(`${'a'.repeat(EMAIL_MAX_LENGTH - 7)}@eje.es`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(EMAIL_MAX_LENGTH - 6)}@eje.es`)).toBe(false);
  });

  it('never throws and never accepts text with spaces', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const accepted = isEmailAddress(s);
        if (/\s/.test(s)) expect(accepted).toBe(false);
      }),
    );
  });
});
