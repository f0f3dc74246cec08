import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_MAX_DAYS, API_TOKEN_NAME_MAX, API_TOKEN_TEXTS, apiTokenProblem } from './apiToken';

describe('apiTokenProblem', () => {
  it('accepts a named token of either scope from 1 to 365 days', () => {
    expect(apiTokenProblem({ nombre: 'DMS mostrador', alcance: 'lectura', dias: 1 })).toBeNull();
    expect(apiTokenProblem({ nombre: 'DMS', alcance: 'pedidos', dias: API_TOKEN_MAX_DAYS })).toBeNull();
  });

  it('names the first wrong field in Spanish', () => {
    expect(apiTokenProblem({ nombre: '   ', alcance: 'lectura', dias: 30 })).toBe(API_TOKEN_TEXTS.nameRequired);
    expect(apiTokenProblem({ nombre: 'x'.repeat(API_TOKEN_NAME_MAX + 1), alcance: 'lectura', dias: 30 })).toBe(API_TOKEN_TEXTS.nameTooLong);
    expect(apiTokenProblem({ nombre: 'DMS', alcance: 'admin', dias: 30 })).toBe(API_TOKEN_TEXTS.scopeInvalid);
    expect(apiTokenProblem({ nombre: 'DMS', alcance: 'lectura', dias: 0 })).toBe(API_TOKEN_TEXTS.daysInvalid);
    expect(apiTokenProblem({ nombre: 'DMS', alcance: 'lectura', dias: 366 })).toBe(API_TOKEN_TEXTS.daysInvalid);
    expect(apiTokenProblem({ nombre: 'DMS', alcance: 'lectura', dias: 1.5 })).toBe(API_TOKEN_TEXTS.daysInvalid);
  });

  it('accepts exactly the whole numbers of days from 1 to 365', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (dias) => {
        const ok = apiTokenProblem({ nombre: 'DMS', alcance: 'pedidos', dias }) === null;
        expect(ok).toBe(dias >= 1 && dias <= 365);
      }),
    );
  });
});
