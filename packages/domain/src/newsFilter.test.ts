import { describe, expect, it } from 'vitest';
import { changeNewsYear, defaultNewsFilter, favouriteButtonText, sortNewsFeaturedFirst, unreadNewsRequest } from './newsFilter';

const today = { year: 2026, month: 11, day: 22 };

describe('news filter (spec 000 §4)', () => {
  it('defaults to mode 0 and resets with Restablecer', () => {
    expect(defaultNewsFilter(today)).toEqual({ modo: 0, estaSemana: false, idTipo: 0, anyo: 2026, mes: 0, idCategoria: 0, texto: '' });
  });

  it("changing the year resets the month to that year's first month", () => {
    const years = [
      { ANYO: 2026, MESES: [{ ID_MES: 11, MES: 'Noviembre' }] },
      {
        ANYO: 2025,
        MESES: [
          { ID_MES: 3, MES: 'Marzo' },
          { ID_MES: 4, MES: 'Abril' },
        ],
      },
    ];
    const f = { ...defaultNewsFilter(today), mes: 11 };
    expect(changeNewsYear(f, 2025, years)).toMatchObject({ anyo: 2025, mes: 3 });
    expect(changeNewsYear(f, 2019, years)).toMatchObject({ anyo: 2019, mes: 0 });
  });

  it('the unread panel sends idTipo 0, this year, mes 0, modo 2, idCategoria 0, texto null', () => {
    expect(unreadNewsRequest(today)).toEqual({ idTipo: 0, anyo: 2026, mes: 0, modo: 2, idCategoria: 0, texto: null });
  });

  it('featured news first, order kept otherwise', () => {
    const news = [{ id: 1 }, { id: 2, NOT_DESTACADA: true }, { id: 3, NOT_DESTACADA: false }, { id: 4, NOT_DESTACADA: 1 }];
    expect(sortNewsFeaturedFirst(news).map((n) => n.id)).toEqual([2, 4, 1, 3]);
    expect(favouriteButtonText(false)).toBe('Añadir a favoritos');
    expect(favouriteButtonText(true)).toBe('Eliminar de favoritos');
  });
});
