import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../commonPasswords';
import { characterCount, PASSWORD_MESSAGES, validateNewPassword } from './password';

const check = (pwd: string, repeat = pwd) => validateNewPassword(pwd, repeat, isCommonPassword);
const reason = (pwd: string, repeat = pwd) => {
  const r = check(pwd, repeat);
  return r.ok ? null : r.errors[0]?.message;
};

describe('the password rule (ASVS 5.0 V6.2)', () => {
  it('needs 8 to 128 characters counted as a person counts them', () => {
    expect(reason('Pino-7x')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(reason('Pino-7xz')).toBeNull();
    // Eight characters, though 'ñ' decomposed is two UTF-16 units and an emoji is two too.
    expect(characterCount('an\u0303o🚗🚗🚗🚗🚗')).toBe(8);
    expect(reason('an\u0303o🚗🚗🚗🚗')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(reason('añ🚗o🚗🚗🚗🚗')).toBeNull();
    expect(reason('ä'.repeat(128))).toBeNull();
    expect(reason('ä'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('allows any character: spaces, accents, symbols and emoji', () => {
    expect(reason('mi casa en Jaén ☀')).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 12, maxLength: 40 }), (pwd) => {
        fc.pre(pwd.trim() !== '' && !isCommonPassword(pwd) && characterCount(pwd) >= 8 && characterCount(pwd) <= 128);
        expect(check(pwd).ok).toBe(true);
      }),
    );
  });

  it('refuses the most common passwords, whatever their case', () => {
    for (const pwd of ['password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine']) expect(reason(pwd)).toBe(PASSWORD_MESSAGES.common);
    expect(isCommonPassword('Tejado-Rojo-Jaén-81')).toBe(false);
  });

  it('keeps the spec texts for a blank password and a repeat that differs', () => {
    expect(reason('   ')).toBe('Introduzca una contraseña válida');
    expect(check('Tejado-Rojo-81', 'tejado-rojo-81')).toEqual({ ok: false, errors: [{ field: 'USR_PWD_2', message: 'Las contraseñas no coinciden' }] });
  });
});
