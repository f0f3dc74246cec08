import type { Contract, Usuario } from '@socios/api';
import { HttpError, type ControllerHandlers } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { USER_COLUMNS } from '../login/userConfig';

/** Server side of the account-reading calls of the Usuarios controller. */
export const accountHandlers: ControllerHandlers<Pick<Contract['Usuarios'], 'GetUsuario'>> = {
  async GetUsuario({ body }, { db, session }) {
    const id = body.idUsuario ?? session.userId;
    const row = (
      await db.query<Usuario & { member_id: number }>(
        `SELECT ${USER_COLUMNS}, u.usr_id_socio AS member_id FROM users u WHERE u.usr_id = $1`,
        [id],
      )
    )[0];
    // Another member's users do not exist for this caller.
    if (!row || row.member_id !== session.memberId) throw new HttpError(404, TEXTS.notFound);
    if (id !== session.userId && !session.admin) throw new HttpError(403, TEXTS.forbidden);
    const { member_id: _member, ...usuario } = row;
    return { ok: true, mensajeError: null, valorRetorno: usuario };
  },
};
