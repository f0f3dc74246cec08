import type { AreaHandlers } from '../../http/context';
import { batteries, lubricants, tyres } from './queries';

/**
 * Tyres, lubricants and batteries held by the other members (001 §7): one row per member and article with at least one
 * published unit, most units first, with the offer to the caller's member (price, discount, PermisoCompra) so that a
 * row can be bought. A malformed path is a 400 from the contract; nothing found is an empty array.
 */
export const tyreHandlers: AreaHandlers<'tyres'> = {
  GetNeumaticos: ({ params }, { db, session }) => {
    const m = params.medida;
    return tyres(db, session.memberId, Number(m.slice(0, 3)), Number(m.slice(3, 5)), Number(m.slice(5, 7)));
  },
};

export const lubricantHandlers: AreaHandlers<'lubricants'> = {
  GetLubricantes: ({ params }, { db, session }) => lubricants(db, session.memberId, params.viscosidad),
};

export const batteryHandlers: AreaHandlers<'batteries'> = {
  GetBaterias: ({ params }, { db, session }) => batteries(db, session.memberId, params.potenciaArranque, params.voltaje, params.amperios),
};
