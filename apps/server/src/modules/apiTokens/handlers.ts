import { ok, refuse } from '@socios/api';
import { API_TOKEN_MAX_ACTIVE, API_TOKEN_TEXTS, apiTokenProblem, isApiTokenScope } from '@socios/domain';
import { newApiToken } from '../../auth/apiTokens';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { auditTokenLine, expiryText, insertToken, liveTokenCount, lockUser, revokeToken, tokenLabel, tokensOf } from './queries';

/**
 * Server side of the personal API tokens (Mi Perfil › Acceso API): each user lists, creates and revokes their own.
 * These calls refuse a token (tokenAccess.ts): only the logged-in user, with the session, manages tokens.
 */
export const apiTokenHandlers: AreaHandlers<'apiTokens'> = {
  GetTokensApi: async (_input, { db, session }) => ok(await tokensOf(db, session.userId)),

  async CrearTokenApi({ body }, { db, session, log }) {
    const problem = apiTokenProblem(body);
    if (problem || !isApiTokenScope(body.alcance)) return refuse(problem ?? API_TOKEN_TEXTS.scopeInvalid, null);
    const name = body.nombre.trim();
    const { token, hash } = newApiToken();
    const created = await db.transaction(async (tx) => {
      // The user's row is locked so that two creations at once cannot both pass the count.
      await lockUser(tx, session.userId);
      if ((await liveTokenCount(tx, session.userId)) >= API_TOKEN_MAX_ACTIVE) return null;
      const row = await insertToken(tx, { userId: session.userId, name, scope: body.alcance as 'lectura' | 'pedidos', days: body.dias, hash });
      await auditTokenLine(tx, session.userId, {
        action: 'Alta',
        field: 'Token de API',
        before: null,
        after: `${tokenLabel(name, row.ALCANCE)}, ${expiryText(row.CADUCA)}`,
      });
      return row;
    });
    if (!created) return refuse(API_TOKEN_TEXTS.tooMany, null);
    log.info({ userId: session.userId, tokenId: created.ID }, 'api token created');
    return ok({ ...created, TOKEN: token });
  },

  async RevocarTokenApi({ body }, { db, session, log }) {
    const revoked = await db.transaction(async (tx) => {
      const token = await revokeToken(tx, session.userId, body.id);
      if (token) await auditTokenLine(tx, session.userId, { action: 'Baja', field: 'Token de API', before: tokenLabel(token.name, token.scope), after: null });
      return token;
    });
    // Another user's token (of this member or another) does not exist for this caller.
    if (!revoked) throw new HttpError(404, TEXTS.notFound);
    log.info({ userId: session.userId, tokenId: body.id }, 'api token revoked');
    return ok();
  },
};
