import { BloqueDisposicion, type FavTipo, ok } from '@socios/api';
import { z } from 'zod';
import type { SessionUser } from '../../auth/sessions';
import type { Queryable } from '../../db/db';
import { readPreference, writePreference } from '../../db/preferences';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { findNews } from '../news';
import {
  catalogueEntityExists,
  deleteFavouriteById,
  deleteFavouriteOf,
  favouriteDocuments,
  favouriteNews,
  favouriteSuppliers,
  insertFavourite,
} from './queries';

const LAYOUT_KEY = 'dashboardLayout';
const StoredLayout = z.record(z.string(), z.array(BloqueDisposicion));

/** 403 without the permission of the favourite's section (news: Noticias; documents: Documentos). */
function checkPermission(session: SessionUser, tipo: FavTipo): void {
  if (tipo === 'N' && !session.permisos.Noticias) throw new HttpError(403, TEXTS.forbidden);
  if (tipo === 'D' && !session.permisos.Documentos) throw new HttpError(403, TEXTS.forbidden);
}

/** Whether the entity of a favourite exists and the user may see it. */
async function entityVisible(db: Queryable, session: SessionUser, tipo: FavTipo, id: number): Promise<boolean> {
  return tipo === 'N' ? (await findNews(db, session, id)) !== null : catalogueEntityExists(db, tipo, id);
}

async function favouriteById(db: Queryable, userId: number, tipo: FavTipo, favId: number) {
  if (tipo === 'N') return (await favouriteNews(db, userId, favId))[0] ?? null;
  if (tipo === 'P') return (await favouriteSuppliers(db, userId, favId))[0] ?? null;
  return (await favouriteDocuments(db, userId, favId))[0] ?? null;
}

/** Server side of the favourite toggle and of the dashboard layout. */
export const favouriteHandlers: AreaHandlers<'favourites'> = {
  async AddOrDeleteFavorito({ body }, { db, session }) {
    checkPermission(session, body.FAV_TIPO);
    const userId = session.userId;
    if (body.FAV_ID_ENTIDAD == null) {
      // The dashboard removes by FAV_ID.
      if (body.FAV_ID == null) throw new HttpError(400, TEXTS.badRequest);
      if (!(await deleteFavouriteById(db, userId, body.FAV_TIPO, body.FAV_ID))) throw new HttpError(404, TEXTS.notFound);
      return ok(null);
    }
    const entity = body.FAV_ID_ENTIDAD;
    return db.transaction(async (tx) => {
      if (await deleteFavouriteOf(tx, userId, body.FAV_TIPO, entity)) return ok(null);
      if (!(await entityVisible(tx, session, body.FAV_TIPO, entity))) throw new HttpError(404, TEXTS.notFound);
      const favId = await insertFavourite(tx, userId, body.FAV_TIPO, entity);
      return ok(favId === null ? null : await favouriteById(tx, userId, body.FAV_TIPO, favId));
    });
  },

  async GetDisposicion(_input, { db, session }) {
    const parsed = StoredLayout.safeParse(await readPreference(db, session.userId, LAYOUT_KEY));
    return ok(parsed.success ? parsed.data : null);
  },

  async GuardarDisposicion({ body }, { db, session }) {
    await writePreference(db, session.userId, LAYOUT_KEY, body.disposicion);
    return ok();
  },
};
