import { NO_SPECIALTY_FILTER } from '@socios/domain';
import { describe, expect, it } from 'vitest';
import { filterChips, withParams } from './search';

describe('the search in the URL', () => {
  it('changes some parameters and keeps the others; an empty value removes one', () => {
    const params = new URLSearchParams('medida=2055516&q=michelin&clima=invierno');
    expect(withParams(params, { medida: '1956515' }).toString()).toBe('medida=1956515&q=michelin&clima=invierno');
    expect(withParams(params, { q: null, clima: '' }).toString()).toBe('medida=2055516');
    expect(params.toString()).toBe('medida=2055516&q=michelin&clima=invierno');
  });

  it('names the filters in force as heading chips', () => {
    expect(filterChips(NO_SPECIALTY_FILTER)).toEqual([]);
    expect(filterChips({ texto: ' michelin ', clima: 'invierno', positivo: 'todas' })).toEqual(['Búsqueda: michelin', 'Solo invierno']);
    expect(filterChips({ texto: '', clima: 'todos', positivo: 'derecha' })).toEqual(['Positivo a la derecha']);
  });
});
