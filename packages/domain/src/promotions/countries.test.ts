import { describe, expect, it } from 'vitest';
import { COUNTRY_PLACEHOLDER, countryOptions } from './countries';

describe('the country list of the workshop form (001 §3 Country)', () => {
  it('puts Seleccione un país (id 0) first, then the countries as Spanish sorts them', () => {
    const list = countryOptions([
      { PAI_ID: 3, PAI_DESCRIPCION: 'Portugal' },
      { PAI_ID: 1, PAI_DESCRIPCION: 'España' },
      { PAI_ID: 4, PAI_DESCRIPCION: 'Andorra' },
      { PAI_ID: 5, PAI_DESCRIPCION: 'Ñandulandia' },
      { PAI_ID: 6, PAI_DESCRIPCION: 'Nigeria' },
      { PAI_ID: 7, PAI_DESCRIPCION: 'Österreich' },
    ]);
    expect(list[0]).toEqual({ PAI_ID: 0, PAI_DESCRIPCION: 'Seleccione un país' });
    expect(list.map((c) => c.PAI_DESCRIPCION)).toEqual(['Seleccione un país', 'Andorra', 'España', 'Nigeria', 'Ñandulandia', 'Österreich', 'Portugal']);
  });

  it('has only the placeholder without countries, and never repeats an id', () => {
    expect(countryOptions(null)).toEqual([COUNTRY_PLACEHOLDER]);
    const repeated = [
      { PAI_ID: 0, PAI_DESCRIPCION: 'Ninguno' },
      { PAI_ID: 2, PAI_DESCRIPCION: 'Francia' },
      { PAI_ID: 2, PAI_DESCRIPCION: 'Otra' },
    ];
    expect(countryOptions(repeated)).toEqual([COUNTRY_PLACEHOLDER, { PAI_ID: 2, PAI_DESCRIPCION: 'Francia' }]);
  });
});
