import type { SocioListado } from '@socios/api';
import { describe, expect, it } from 'vitest';
import { addressLine, EMPTY_MEMBER_FILTER, mapPoints, memberMatches, sortMembers } from './data';

const member = (over: Partial<SocioListado>): SocioListado => ({
  SOC_ID: 1,
  SOC_NOMBRE: 'Recambios Demo',
  SOC_CONTACTO: 'Lucía Martín',
  SOC_DIRECCION: 'Calle Mayor 1',
  SOC_POBLACION: 'Madrid',
  SOC_PROVINCIA: 'Madrid',
  SOC_CP: '28013',
  PRV_CP: '28013',
  SOC_TELEFONO: '91 234 56 78',
  SOC_MAIL: 'info@recambiosdemo.es',
  SOC_CIF: 'B28000001',
  SOC_LATITUD: 40.4168,
  SOC_LONGITUD: -3.7038,
  SOC_ZOOM: 15,
  SOC_ID_DOCUMENTO: null,
  PAI_ID: 1,
  PAI_DESCRIPCION: 'ESPAÑA',
  PUNTOSVENTA: [
    {
      SOCPV_ID: 7,
      SOCPV_NOMBRE: 'Recambios Demo - Getafe',
      PUNTOVENTA: 'Recambios Demo - Getafe, Avenida de Aragón 12, 28901 Getafe (Madrid)',
      SOCPV_TELEFONO: '916 00 11 22',
      SOCPV_MAIL: null,
      SOCPV_LATITUD: null,
      SOCPV_LONGITUD: null,
    },
  ],
  ...over,
});

const matches = (m: SocioListado, text: string, letters: string[] = []) => memberMatches(m, { text, letters });

describe('the directory search (001 §2.15)', () => {
  it('finds a member by its name, case and accents aside', () => {
    expect(matches(member({}), 'recambios DEMO')).toBe(true);
    expect(matches(member({ SOC_NOMBRE: 'Peças Lisboa' }), 'pecas')).toBe(true);
    expect(matches(member({}), 'Levante')).toBe(false);
  });

  it('finds a member by the text of one of its points of sale', () => {
    expect(matches(member({}), 'avenida de aragon')).toBe(true);
    expect(matches(member({}), '28901 Getafe')).toBe(true);
  });

  it("finds a member by its own or a point of sale's phone, whatever the spacing", () => {
    expect(matches(member({}), '912345678')).toBe(true);
    expect(matches(member({}), '912 34')).toBe(true);
    expect(matches(member({}), '916001122')).toBe(true);
    expect(matches(member({}), '+34 916 001')).toBe(true);
    expect(matches(member({}), '99999')).toBe(false);
    // Two digits are not a phone search (they would match nearly every member).
    expect(matches(member({ SOC_NOMBRE: 'Talleres 91', PUNTOSVENTA: [] }), '12')).toBe(false);
  });

  it('keeps Ñ apart from N in the letter filter', () => {
    const nandu = member({ SOC_NOMBRE: 'Ñandú Recambios' });
    expect(matches(nandu, '', ['Ñ'])).toBe(true);
    expect(matches(nandu, '', ['N'])).toBe(false);
    expect(matches(member({}), '', ['R', 'Ñ'])).toBe(true);
    expect(memberMatches(nandu, EMPTY_MEMBER_FILTER)).toBe(true);
  });

  it('sorts Ñ after N and writes the address on one line', () => {
    const names = sortMembers([member({ SOC_NOMBRE: 'Ortiz' }), member({ SOC_NOMBRE: 'Ñandú' }), member({ SOC_NOMBRE: 'Navarro' })]).map((m) => m.SOC_NOMBRE);
    expect(names).toEqual(['Navarro', 'Ñandú', 'Ortiz']);
    expect(addressLine(member({}))).toBe('Calle Mayor 1, 28013 Madrid');
    expect(addressLine(member({ SOC_POBLACION: 'Getafe' }))).toBe('Calle Mayor 1, 28013 Getafe (Madrid)');
    expect(addressLine(member({ SOC_DIRECCION: null, SOC_POBLACION: null, SOC_PROVINCIA: null, SOC_CP: null }))).toBeNull();
  });

  it('puts on the map the members and points of sale that have coordinates', () => {
    const points = mapPoints([member({}), member({ SOC_ID: 2, SOC_LATITUD: null, PUNTOSVENTA: [] })]);
    expect(points).toEqual([{ id: 'socio-1', kind: 'member', lat: 40.4168, lng: -3.7038, title: 'Recambios Demo' }]);
  });
});
