import type { AreaHandlers } from '../../http/context';
import { batteries, batteryPage, lubricantPage, lubricants, tyrePage, tyres } from './queries';

/**
 * Tyres, lubricants and batteries held by the other members (001 §7): one row per member and article with at least one
 * published unit, most units first, with the offer to the caller's member (price, discount, PermisoCompra) so that a
 * row can be bought. A malformed path is a 400 from the contract; nothing found is an empty array. The GetPagina…
 * calls answer one page of the same rows with the filters applied by the database, the totals and the facet counts.
 */
export const tyreHandlers: AreaHandlers<'tyres'> = {
  GetNeumaticos: ({ params }, { db, session }) => {
    const m = params.medida;
    return tyres(db, session.memberId, Number(m.slice(0, 3)), Number(m.slice(3, 5)), Number(m.slice(5, 7)));
  },
  GetPaginaNeumaticos: ({ body }, { db, session }) => {
    const m = body.medida;
    return tyrePage(db, session.memberId, Number(m.slice(0, 3)), Number(m.slice(3, 5)), Number(m.slice(5, 7)), body.clima ?? 'todos', body);
  },
};

export const lubricantHandlers: AreaHandlers<'lubricants'> = {
  GetLubricantes: ({ params }, { db, session }) => lubricants(db, session.memberId, params.viscosidad),
  GetPaginaLubricantes: ({ body }, { db, session }) => lubricantPage(db, session.memberId, body.viscosidad, body),
};

export const batteryHandlers: AreaHandlers<'batteries'> = {
  GetBaterias: ({ params }, { db, session }) => batteries(db, session.memberId, params.potenciaArranque, params.voltaje, params.amperios),
  GetPaginaBaterias: ({ body }, { db, session }) =>
    batteryPage(db, session.memberId, body.potenciaArranque, body.voltaje, body.amperios, body.positivo ?? 'todas', body),
};
