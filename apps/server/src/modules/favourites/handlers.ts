import { BloqueDisposicion, type Contract, type FavTipo } from '@socios/api';
import { z } from 'zod';
import type { SessionUser } from '../../auth/sessions';
import type { Queryable } from '../../db/db';
import { type ControllerHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { findNews } from '../news/queries';
import { favouriteDocuments, favouriteNews, favouriteSuppliers } from './load';

type FavouriteCalls = Pick<Contract['Usuarios'], 'AddOrDeleteFavorito' | 'GetDisposicion' | 'GuardarDisposicion'>;

const LAYOUT_KEY = 'dashboardLayout';
const StoredLayout = z.record(z.string(), z.array(BloqueDisposicion));

/** 403 without the permission of the favourite's section (news: Noticias; documents: Documentos). */
function checkPermission(session: SessionUser, tipo: FavTipo): void {
  if (tipo === 'N' && !session.permisos.Noticias) throw new HttpError(403, TEXTS.forbidden);
  if (tipo === 'D' && !session.permisos.Documentos) throw new HttpError(403, TEXTS.forbidden);
}

/** Whether the entity of a favourite exists and the user may see it. */
async function entityVisible(db: Queryable, session: SessionUser, tipo: FavTipo, id: number): Promise<boolean> {
  if (tipo === 'N') return (await findNews(db, session, id)) !== null;
  const sql = tipo === 'P' ? 'SELECT 1 FROM suppliers WHERE prv_id = $1' : 'SELECT 1 FROM documents WHERE doc_id = $1';
  return (await db.query(sql, [id])).length > 0;
}

async function favouriteById(db: Queryable, userId: number, tipo: FavTipo, favId: number) {
  if (tipo === 'N') return (await favouriteNews(db, userId, favId))[0] ?? null;
  if (tipo === 'P') return (await favouriteSuppliers(db, userId, favId))[0] ?? null;
  return (await favouriteDocuments(db, userId, favId))[0] ?? null;
}

/** Server side of the favourite toggle and of the dashboard layout. */
export const favouriteHandlers: ControllerHandlers<FavouriteCalls> = {
  async AddOrDeleteFavorito({ body }, { db, session }) {
    checkPermission(session, body.FAV_TIPO);
    const userId = session.userId;
    if (body.FAV_ID_ENTIDAD == null) {
      // The dashboard removes by FAV_ID.
      if (body.FAV_ID == null) throw new HttpError(400, TEXTS.badRequest);
      const gone = await db.query('DELETE FROM favourites WHERE fav_id = $1 AND fav_id_usuario = $2 AND fav_tipo = $3 RETURNING fav_id', [
        body.FAV_ID,
        userId,
        body.FAV_TIPO,
      ]);
      if (!gone.length) throw new HttpError(404, TEXTS.notFound);
      return { ok: true, mensajeError: null, valorRetorno: null };
    }
    const entity = body.FAV_ID_ENTIDAD;
    return db.transaction(async (tx) => {
      const removed = await tx.query(
        'DELETE FROM favourites WHERE fav_id_usuario = $1 AND fav_tipo = $2 AND fav_id_entidad = $3 RETURNING fav_id',
        [userId, body.FAV_TIPO, entity],
      );
      if (removed.length) return { ok: true as const, mensajeError: null, valorRetorno: null };
      if (!(await entityVisible(tx, session, body.FAV_TIPO, entity))) throw new HttpError(404, TEXTS.notFound);
      const [row] = await tx.query<{ fav_id: number }>(
        `INSERT INTO favourites (fav_id_usuario, fav_tipo, fav_id_entidad) VALUES ($1, $2, $3)
         ON CONFLICT (fav_id_usuario, fav_tipo, fav_id_entidad) DO UPDATE SET fav_fecha_add = favourites.fav_fecha_add
         RETURNING fav_id`,
        [userId, body.FAV_TIPO, entity],
      );
      const created = row ? await favouriteById(tx, userId, body.FAV_TIPO, row.fav_id) : null;
      return { ok: true as const, mensajeError: null, valorRetorno: created };
    });
  },

  async GetDisposicion(_input, { db, session }) {
    const rows = await db.query<{ value: unknown }>('SELECT value FROM user_preferences WHERE user_id = $1 AND key = $2', [
      session.userId,
      LAYOUT_KEY,
    ]);
    const parsed = StoredLayout.safeParse(rows[0]?.value);
    return { ok: true, mensajeError: null, valorRetorno: parsed.success ? parsed.data : null };
  },

  async GuardarDisposicion({ body }, { db, session }) {
    await db.query(
      `INSERT INTO user_preferences (user_id, key, value) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value`,
      [session.userId, LAYOUT_KEY, JSON.stringify(body.disposicion)],
    );
    return { ok: true, mensajeError: null };
  },
};
