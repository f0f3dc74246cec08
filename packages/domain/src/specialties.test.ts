import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupPageByMember,
  activeFilterCount,
  batteryChips,
  climateOf,
  filterSpecialties,
  formatTyreSize,
  formatViscosity,
  groupByOfferingMember,
  matchesGeneralSearch,
  NO_SPECIALTY_FILTER,
  normalizeViscosity,
  parseTyreSize,
  polarityOf,
  resultSummary,
  SPECIALTY_MESSAGES,
  validateBatteryFigures,
  validateTyreSize,
  tyreSeasonLabel,
  validateViscosity,
} from './specialties';

describe('tyre size (001 §5: the search uses ancho + perfil + diámetro)', () => {
  it('concatenates the three parts into the search key', () => {
    expect(validateTyreSize({ ancho: '205', perfil: '55', diametro: '16' })).toEqual({
      ok: true,
      value: { ancho: '205', perfil: '55', diametro: '16', medida: '2055516' },
    });
    expect(validateTyreSize({ ancho: ' 195 ', perfil: '65', diametro: 'R15' })).toMatchObject({ ok: true, value: { medida: '1956515' } });
  });

  it('says which box is wrong, in Spanish', () => {
    const result = validateTyreSize({ ancho: '20', perfil: '5a', diametro: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { field: 'ancho', message: SPECIALTY_MESSAGES.ancho },
      { field: 'perfil', message: SPECIALTY_MESSAGES.perfil },
      { field: 'diametro', message: SPECIALTY_MESSAGES.diametro },
    ]);
    expect(SPECIALTY_MESSAGES.ancho).toBe('El ancho son 3 cifras (p. ej. 205)');
  });

  it('reads a whole size as written on the tyre or as the key', () => {
    expect(parseTyreSize('205/55 R16')?.medida).toBe('2055516');
    expect(parseTyreSize('205/55R16 91V')?.medida).toBe('2055516');
    expect(parseTyreSize('225 45 17')).toMatchObject({ ancho: '225', perfil: '45', diametro: '17' });
    expect(parseTyreSize('2055516')).toMatchObject({ ancho: '205', perfil: '55', diametro: '16' });
    expect(parseTyreSize('20555161')).toBeNull();
    expect(parseTyreSize('')).toBeNull();
    expect(parseTyreSize(null)).toBeNull();
    expect(formatTyreSize({ ancho: '205', perfil: '55', diametro: '16' })).toBe('205/55 R16');
  });

  it('any valid size survives key → parse → key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3}$/), fc.stringMatching(/^\d{2}$/), fc.stringMatching(/^\d{2}$/), (ancho, perfil, diametro) => {
        const checked = validateTyreSize({ ancho, perfil, diametro });
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        expect(checked.value.medida).toHaveLength(7);
        expect(parseTyreSize(checked.value.medida)).toEqual(checked.value);
        expect(parseTyreSize(formatTyreSize(checked.value))).toEqual(checked.value);
      }),
    );
  });
});

describe('viscosity', () => {
  it('normalises the ways a grade is written', () => {
    for (const text of ['5W30', '5W-30', '5w30', '5w-30', ' 5 W 30 ', 'SAE 5W-30', '05W30']) expect(normalizeViscosity(text)).toBe('5W30');
    expect(normalizeViscosity('10w40')).toBe('10W40');
    expect(normalizeViscosity('0W-20')).toBe('0W20');
    expect(formatViscosity('10W40')).toBe('10W-40');
  });

  it('refuses what is not a multigrade grade', () => {
    for (const text of ['', '30', 'W30', '5W3', '5W300', '123W30', 'aceite']) expect(normalizeViscosity(text)).toBeNull();
    expect(validateViscosity('5X30')).toEqual({ ok: false, errors: [{ field: 'viscosidad', message: 'Indique una viscosidad como 5W30 o 10W-40' }] });
    expect(validateViscosity('5w-30')).toEqual({ ok: true, value: '5W30' });
  });

  it('is idempotent and always in the form the call accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 10, max: 99 }), fc.boolean(), fc.boolean(), (cold, hot, dash, lower) => {
        const typed = `${cold}${lower ? 'w' : 'W'}${dash ? '-' : ''}${hot}`;
        const grade = normalizeViscosity(typed);
        expect(grade).toMatch(/^\d{1,2}W\d{2}$/);
        expect(normalizeViscosity(grade)).toBe(grade);
        expect(normalizeViscosity(formatViscosity(grade ?? ''))).toBe(grade);
      }),
    );
  });
});

describe('battery figures (whole numbers, empty = 0 = any, at least one)', () => {
  it('turns the boxes into the call figures', () => {
    expect(validateBatteryFigures({ potencia: '540', voltaje: '12', amperios: '60' })).toEqual({
      ok: true,
      value: { potenciaArranque: 540, voltaje: 12, amperios: 60 },
    });
    expect(validateBatteryFigures({ potencia: '', voltaje: ' 12 ', amperios: '' })).toEqual({
      ok: true,
      value: { potenciaArranque: 0, voltaje: 12, amperios: 0 },
    });
  });

  it('refuses decimals, words and nothing at all', () => {
    expect(validateBatteryFigures({ potencia: '54,5', voltaje: 'doce', amperios: '60' })).toEqual({
      ok: false,
      errors: [
        { field: 'potencia', message: 'Introduzca un número entero' },
        { field: 'voltaje', message: 'Introduzca un número entero' },
      ],
    });
    expect(validateBatteryFigures({ potencia: '', voltaje: '0', amperios: '' })).toEqual({
      ok: false,
      errors: [{ field: null, message: 'Introduzca al menos uno de los tres valores' }],
    });
    expect(validateBatteryFigures({ potencia: '', voltaje: '60', amperios: '' })).toEqual({
      ok: false,
      errors: [{ field: 'voltaje', message: 'El máximo es 48' }],
    });
  });

  it('shows the given figures as heading chips, leaving out the free ones', () => {
    expect(batteryChips({ potenciaArranque: 540, voltaje: 12, amperios: 0 })).toEqual(['Potencia 540 A', 'Voltaje 12 V']);
  });
});

const tyre = (
  o: Partial<{
    Ref: string;
    RefComercial: string;
    Marca: string;
    Descripcion: string;
    Invierno: boolean;
    Stock: number;
    socio: { SOC_NOMBRE: string; SOC_CIF: string };
  }>,
) => ({
  Ref: 'R1',
  RefComercial: 'RC1',
  Marca: 'Michelin',
  Descripcion: 'Primacy 4 205/55 R16 91V',
  Invierno: false,
  Stock: 1,
  socio: { SOC_NOMBRE: 'Recambios Norte', SOC_CIF: 'B1' },
  ...o,
});

describe('general search and filters (001 §5, §2.11)', () => {
  it('covers Ref, RefComercial, Marca and Descripcion, ignoring case and accents', () => {
    const row = { Ref: 'NEU-0042', RefComercial: 'PRI4-2055516', Marca: 'Michelin', Descripcion: 'Neumático de invierno Alpin 6' };
    expect(matchesGeneralSearch(row, 'neu-00')).toBe(true);
    expect(matchesGeneralSearch(row, 'pri4')).toBe(true);
    expect(matchesGeneralSearch(row, 'MICHELIN')).toBe(true);
    expect(matchesGeneralSearch(row, 'neumatico')).toBe(true);
    expect(matchesGeneralSearch(row, 'Pirelli')).toBe(false);
    expect(matchesGeneralSearch(row, '  ')).toBe(true);
  });

  it("'Solo invierno' keeps winter tyres and 'Todo el año' the others", () => {
    const rows = [tyre({ Ref: 'W', Invierno: true }), tyre({ Ref: 'S', Invierno: false })];
    expect(filterSpecialties(rows, { ...NO_SPECIALTY_FILTER, clima: 'invierno' }).map((r) => r.Ref)).toEqual(['W']);
    expect(filterSpecialties(rows, { ...NO_SPECIALTY_FILTER, clima: 'todoElAnio' }).map((r) => r.Ref)).toEqual(['S']);
    expect(filterSpecialties(rows, NO_SPECIALTY_FILTER).map((r) => r.Ref)).toEqual(['W', 'S']);
    expect(climateOf('invierno')).toBe('invierno');
    expect(climateOf('verano')).toBe('todos');
  });

  it('filters batteries by the side of the positive terminal', () => {
    const rows = [
      { Ref: 'D', RefComercial: '', Marca: 'Varta', Descripcion: '', PositivoDerecha: true },
      { Ref: 'I', RefComercial: '', Marca: 'Varta', Descripcion: '', PositivoDerecha: false },
    ];
    expect(filterSpecialties(rows, { ...NO_SPECIALTY_FILTER, positivo: 'derecha' }).map((r) => r.Ref)).toEqual(['D']);
    expect(filterSpecialties(rows, { ...NO_SPECIALTY_FILTER, positivo: 'izquierda' }).map((r) => r.Ref)).toEqual(['I']);
    expect(polarityOf('x')).toBe('todas');
    expect(activeFilterCount({ texto: 'varta', clima: 'todos', positivo: 'derecha' })).toBe(2);
  });

  it('a filter keeps a subset of the rows in their order, and climates split the tyres in two', () => {
    const arbTyre = fc.record({ Ref: fc.string(), RefComercial: fc.string(), Marca: fc.string(), Descripcion: fc.string(), Invierno: fc.boolean() });
    fc.assert(
      fc.property(fc.array(arbTyre), fc.string({ maxLength: 3 }), (rows, texto) => {
        const all = filterSpecialties(rows, { ...NO_SPECIALTY_FILTER, texto });
        const winter = filterSpecialties(rows, { ...NO_SPECIALTY_FILTER, texto, clima: 'invierno' });
        const yearRound = filterSpecialties(rows, { ...NO_SPECIALTY_FILTER, texto, clima: 'todoElAnio' });
        expect(winter.length + yearRound.length).toBe(all.length);
        expect(all.filter((r) => winter.includes(r))).toEqual(winter);
      }),
    );
  });
});

describe('grouping by offering member', () => {
  it('orders members by their best stock and rows by Stock descending', () => {
    const rows = [
      tyre({ Ref: 'a', Stock: 4, socio: { SOC_NOMBRE: 'Autorecambios Levante', SOC_CIF: 'B2' } }),
      tyre({ Ref: 'b', Stock: 9, socio: { SOC_NOMBRE: 'Recambios Norte', SOC_CIF: 'B1' } }),
      tyre({ Ref: 'c', Stock: 12, socio: { SOC_NOMBRE: 'Autorecambios Levante', SOC_CIF: 'B2' } }),
      tyre({ Ref: 'd', Stock: 2, socio: { SOC_NOMBRE: 'Recambios Norte', SOC_CIF: 'B1' } }),
      tyre({ Ref: 'e', Stock: 9, socio: { SOC_NOMBRE: 'Ábside Recambios', SOC_CIF: 'B3' } }),
    ];
    const groups = groupByOfferingMember(rows);
    expect(groups.map((g) => [g.member, g.rows.map((r) => r.Ref), g.bestStock, g.totalStock])).toEqual([
      ['Autorecambios Levante', ['c', 'a'], 12, 16],
      ['Recambios Norte', ['b', 'd'], 9, 11],
      ['Ábside Recambios', ['e'], 9, 9],
    ]);
    expect(resultSummary(5, 3)).toBe('5 artículos de 3 socios');
    expect(resultSummary(1, 1)).toBe('1 artículo de 1 socio');
    expect(resultSummary(1234, 41)).toBe('1.234 artículos de 41 socios');
  });

  it('keeps every row once, in one group per member, Stock descending inside', () => {
    const arbRow = fc.record({
      Ref: fc.string({ maxLength: 4 }),
      Marca: fc.constantFrom('Michelin', 'Pirelli', 'Varta'),
      Stock: fc.integer({ min: 1, max: 50 }),
      socio: fc.constantFrom({ SOC_NOMBRE: 'A', SOC_CIF: 'B1' }, { SOC_NOMBRE: 'B', SOC_CIF: 'B2' }, { SOC_NOMBRE: 'C', SOC_CIF: '' }),
    });
    fc.assert(
      fc.property(fc.array(arbRow), (rows) => {
        const groups = groupByOfferingMember(rows);
        expect(groups.flatMap((g) => g.rows)).toHaveLength(rows.length);
        expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
        for (const g of groups) {
          expect(g.rows.every((r) => r.socio.SOC_NOMBRE === g.member)).toBe(true);
          for (let i = 1; i < g.rows.length; i++) expect(g.rows[i - 1]!.Stock).toBeGreaterThanOrEqual(g.rows[i]!.Stock);
        }
        for (let i = 1; i < groups.length; i++) expect(groups[i - 1]!.bestStock).toBeGreaterThanOrEqual(groups[i]!.bestStock);
      }),
    );
  });
});

describe('the season badge of a tyre', () => {
  it('says Verano for a summer tyre, Todo el año only for an all-season one', () => {
    expect(tyreSeasonLabel({ Invierno: true, Temporada: 'Invierno' })).toBe('Invierno');
    expect(tyreSeasonLabel({ Invierno: false, Temporada: 'Verano' })).toBe('Verano');
    expect(tyreSeasonLabel({ Invierno: false, Temporada: 'Todas las estaciones' })).toBe('Todo el año');
    expect(tyreSeasonLabel({ Invierno: false })).toBe('Todo el año');
  });
});

describe('groupPageByMember', () => {
  const row = (cif: string, Stock: number, Ref: string) => ({ Ref, Marca: 'M', Stock, socio: { SOC_NOMBRE: `Socio ${cif}`, SOC_CIF: cif } });
  it("keeps the server's order and gives each member its counts over every page", () => {
    const rows = [row('B', 9, 'x'), row('B', 3, 'y'), row('A', 5, 'z')];
    const groups = groupPageByMember(rows, [
      { SOC_CIF: 'B', SOC_NOMBRE: 'Socio B', articulos: 2, unidades: 12 },
      { SOC_CIF: 'A', SOC_NOMBRE: 'Socio A', articulos: 40, unidades: 300 },
    ]);
    expect(groups.map((g) => [g.key, g.rows.map((r) => r.Ref), g.totalRows, g.totalStock])).toEqual([
      ['B', ['x', 'y'], 2, 12],
      ['A', ['z'], 40, 300],
    ]);
  });
  it('adds up the rows of a member without a heading', () => {
    const [g] = groupPageByMember([row('A', 2, 'a'), row('A', 1, 'b')], []);
    expect(g).toMatchObject({ totalStock: 3, totalRows: undefined });
  });
});
