import { ok, refuse } from '@socios/api';
import { checkCategoryName, checkImageName, GALLERY_TEXTS, sameCategoryName } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { textReply } from '../../http/paging';
import { TEXTS } from '../../http/texts';
import { checkGalleryPicture } from './picture';
import {
  categories,
  deleteCategory,
  deleteImage,
  galleryImages,
  imageAccess,
  imageDataUrl,
  insertCategory,
  insertImage,
  lockMemberCategories,
  ownsCategory,
  type Picture,
  renameCategory,
  updateImage,
} from './queries';

/** 404 unless the category (when one is named) is one of the member's. */
async function requireOwnCategory(db: Queryable, memberId: number, id: number | null | undefined): Promise<void> {
  if (id != null && !(await ownsCategory(db, memberId, id))) throw new HttpError(404, TEXTS.notFound);
}

/**
 * 404 for an image the member cannot see, 403 for another member's image shared with the group (it sees it, as
 * 'Grupo', but may not change it). Passes for the member's own.
 */
async function requireOwnImage(db: Queryable, memberId: number, id: number): Promise<void> {
  const access = await imageAccess(db, memberId, id);
  if (access === 'shared') throw new HttpError(403, GALLERY_TEXTS.readOnly);
  if (access !== 'own') throw new HttpError(404, TEXTS.notFound);
}

/** Server side of the image categories (001 §2.18 Mis Categorías de Imágenes; permission Promociones by the route). */
export const imageCategoryHandlers: AreaHandlers<'imageCategories'> = {
  GetCategorias: async (_input, { db, session }) => ok(await categories(db, session.memberId)),

  async ActualizarRegistro({ body }, { db, session }) {
    const memberId = session.memberId;
    if (body.Accion === 2) {
      if (!(await deleteCategory(db, memberId, body.Reg.CIMG_ID))) throw new HttpError(404, TEXTS.notFound);
      return ok(null);
    }
    const checked = checkCategoryName(body.Reg.CIMG_NOMBRE);
    const renamed = body.Accion === 1 ? body.Reg.CIMG_ID : null;
    // Another member's category stays 404 even when the name is also wrong: nothing is told about it.
    if (renamed !== null && !(await ownsCategory(db, memberId, renamed))) throw new HttpError(404, TEXTS.notFound);
    if (!checked.ok) return refuse(checked.message, null);
    return db.transaction(async (tx) => {
      await lockMemberCategories(tx, memberId);
      const others = (await categories(tx, memberId)).filter((c) => c.CIMG_ID !== renamed);
      const taken = others.some((c) => sameCategoryName(c.CIMG_NOMBRE, checked.name));
      if (taken) return refuse(GALLERY_TEXTS.categoryNameTaken, null);
      if (renamed === null) return ok(await insertCategory(tx, memberId, checked.name));
      if (!(await renameCategory(tx, memberId, renamed, checked.name))) throw new HttpError(404, TEXTS.notFound);
      return ok(renamed);
    });
  },
};

/** Server side of the gallery (001 §2.18 Imagenes; permission Promociones by the route). */
export const imageHandlers: AreaHandlers<'images'> = {
  getImagenes: async (_input, { db, session }) => ok(await galleryImages(db, session.memberId)),

  async ActualizarRegistro({ body }, { db, session }) {
    const memberId = session.memberId;
    if (body.Accion === 2) {
      await requireOwnImage(db, memberId, body.Reg.IMG_ID);
      if (!(await deleteImage(db, memberId, body.Reg.IMG_ID))) throw new HttpError(404, TEXTS.notFound);
      return ok(null);
    }
    const reg = body.Reg;
    // Ownership first: another member's image or category answers the same whatever else the form holds.
    if (body.Accion === 1) await requireOwnImage(db, memberId, body.Reg.IMG_ID);
    await requireOwnCategory(db, memberId, reg.IMG_ID_CATEGORIA);
    const name = checkImageName(reg.IMG_NOMBRE);
    if (!name.ok) return refuse(name.message, null);
    let picture: Picture | null = null;
    if (reg.IMG_BYTES) {
      const checked = await checkGalleryPicture(reg.IMG_BYTES, reg.IMG_EXTENSION ?? '');
      if (!checked.ok) return refuse(checked.message, null);
      picture = checked;
    }
    const fields = { name: name.name, category: reg.IMG_ID_CATEGORIA, shared: reg.IMG_COMPARTIDA ?? undefined };
    return db.transaction(async (tx) => {
      // The category checked above may have been deleted since: checked again inside the transaction.
      await requireOwnCategory(tx, memberId, reg.IMG_ID_CATEGORIA);
      if (body.Accion === 0) {
        if (!picture) throw new HttpError(400, TEXTS.badRequest);
        return ok(await insertImage(tx, memberId, fields, picture));
      }
      if (!(await updateImage(tx, memberId, body.Reg.IMG_ID, fields, picture))) throw new HttpError(404, TEXTS.notFound);
      return ok(body.Reg.IMG_ID);
    });
  },

  async GetImagenBase64({ body }, { db, session, reply }) {
    const data = await imageDataUrl(db, session.memberId, body.id);
    if (data === null) throw new HttpError(404, TEXTS.notFound);
    return textReply(reply, data);
  },
};
