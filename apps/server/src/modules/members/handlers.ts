import { ok } from '@socios/api';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { findMember, pointsOfSale } from './queries';

/** Server side of the calls about the caller's own member company. */
export const memberHandlers: AreaHandlers<'members'> = {
  async GetSocio(_input, { db, session }) {
    const member = await findMember(db, session.memberId);
    if (!member) throw new HttpError(404, TEXTS.notFound);
    return ok(member);
  },

  GetPuntosVenta: async (_input, { db, session }) => ok(await pointsOfSale(db, session.memberId)),
};
