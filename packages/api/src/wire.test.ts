import { describe, expect, it } from 'vitest';
import { isSafeText, ok, refuse, unsafeTextPath, WIRE_ID_MAX, wireId, wireIdParam, wireText } from './wire';

describe('wire guards', () => {
  it('ids stop at the largest PostgreSQL integer, in bodies and in path parameters', () => {
    expect(wireId.safeParse(WIRE_ID_MAX).success).toBe(true);
    expect(wireId.safeParse(WIRE_ID_MAX + 1).success).toBe(false);
    expect(wireId.safeParse(0).success).toBe(false);
    expect(wireIdParam.safeParse(String(WIRE_ID_MAX)).data).toBe(WIRE_ID_MAX);
    expect(wireIdParam.safeParse('2147483648').success).toBe(false);
  });

  it('text refuses NUL and lone surrogates and keeps every real character, emoji included', () => {
    for (const good of ['', 'Peña', '😀 ok', 'tab\tline\nend', '中文']) expect(isSafeText(good), good).toBe(true);
    for (const bad of ['a\u0000', '\ud800', 'x\udc00y', '😀\udc00', '\ud83d']) expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    expect(wireText(5).safeParse('ab\u0000').success).toBe(false);
    expect(wireText(5).safeParse('abcdef').success).toBe(false);
  });

  it('finds the first unsafe text at any depth, in keys too', () => {
    expect(unsafeTextPath({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(unsafeTextPath({ 'k\ud800': 1 })).toEqual(['k\ud800']);
    expect(unsafeTextPath({ a: 1, b: [true, null, 'fine'] })).toBeNull();
    expect(unsafeTextPath(undefined)).toBeNull();
  });

  it('ok and refuse build the spec envelope', () => {
    expect(ok()).toEqual({ ok: true, mensajeError: null });
    expect(ok([1])).toEqual({ ok: true, mensajeError: null, valorRetorno: [1] });
    expect(refuse('No.')).toEqual({ ok: false, mensajeError: 'No.' });
    expect(refuse('No.', null)).toEqual({ ok: false, mensajeError: 'No.', valorRetorno: null });
  });
});
