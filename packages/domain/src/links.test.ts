import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidWebUrl, normalizeWebUrl, phoneHref } from './links';

describe('phone links use +34', () => {
  it('adds the prefix to national numbers', () => {
    expect(phoneHref('912 345 678')).toBe('tel:+34912345678');
    expect(phoneHref(600123456)).toBe('tel:+34600123456');
    expect(phoneHref('0034 912-345-678')).toBe('tel:+34912345678');
    expect(phoneHref('+351 21 000 0000')).toBe('tel:+351210000000');
    expect(phoneHref('')).toBeNull();
    expect(phoneHref('sin teléfono')).toBeNull();
  });
});

describe('supplier web addresses', () => {
  it('become absolute http(s) URLs', () => {
    expect(normalizeWebUrl('www.bosch.es')).toBe('http://www.bosch.es');
    expect(normalizeWebUrl(' https://www.valeo.com/es ')).toBe('https://www.valeo.com/es');
    expect(normalizeWebUrl('HTTP://mann-filter.com')).toBe('http://mann-filter.com');
    expect(normalizeWebUrl('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
    expect(normalizeWebUrl('recambios.es:8080/tienda')).toBe('http://recambios.es:8080/tienda');
  });

  it('reject anything that is not a web address', () => {
    expect(normalizeWebUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeWebUrl('mailto:info@bosch.es')).toBeNull();
    expect(normalizeWebUrl('sin web')).toBeNull();
    expect(normalizeWebUrl('bosch')).toBeNull();
    expect(normalizeWebUrl('')).toBeNull();
    expect(isValidWebUrl('www.frenos.es')).toBe(true);
  });

  it('is idempotent, never throws, and only yields http(s)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.domain()), (text) => {
        const once = normalizeWebUrl(text);
        if (once !== null) {
          expect(once).toMatch(/^https?:\/\//);
          expect(normalizeWebUrl(once)).toBe(once);
        }
      }),
      { numRuns: 400 },
    );
  });
});
