import { ok, refuse, type SocioCambio } from '@socios/api';
import { placeQueryError, refusalText, searchPlaces, validateMemberFields, validatePointOfSale } from '@socios/domain';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { checkUploadedImage, removeImage, storeImage } from '../attachments';
import { requireAdmin } from '../users';
import { basemapPlaces } from './places';
import {
  deletePointOfSale,
  findMember,
  insertPointOfSale,
  type LogoChange,
  memberDirectory,
  notifyMemberUsers,
  ownsPointOfSale,
  pointsOfSale,
  saveMember,
  updatePointOfSale,
} from './queries';

/** What the save does with the logo: a new image (checked by content), removal (SOC_ID_DOCUMENTO null) or keep. */
function logoChange(body: SocioCambio, memberId: number): LogoChange | { refused: string } {
  if (body.imagen) {
    const image = checkUploadedImage(body.imagen);
    if (!image.ok) return { refused: image.message };
    return { kind: 'replace', store: (tx) => storeImage(tx, memberId, 'logo_socio', image) };
  }
  // A kept id is never taken from the body: the logo stays whatever it is now (another file's id cannot be linked).
  return body.SOC_ID_DOCUMENTO === null ? { kind: 'remove' } : { kind: 'keep' };
}

/**
 * Server side of the member directory and of the caller's own member company (001 §2.15, §7). The directory is the
 * group's public data (no users); changes are the account administrator's, to its own member only.
 */
export const memberHandlers: AreaHandlers<'members'> = {
  GetListadoTmp: async (_input, { db }) => ok(await memberDirectory(db)),

  GetMapa: async (_input, { config }) => ok({ tileUrl: config.mapTiles?.url ?? null, atribucion: config.mapTiles?.attribution ?? null }),

  async BuscarLugar({ params }) {
    const refused = placeQueryError(params.texto);
    if (refused) throw new HttpError(400, refused);
    const found = searchPlaces(await basemapPlaces(), params.texto);
    return ok(
      found.map((p) => ({
        nombre: p.name,
        provincia: p.region,
        pais: p.country === 'PT' ? ('PT' as const) : ('ES' as const),
        latitud: p.lat,
        longitud: p.lng,
      })),
    );
  },

  async GetSocio(_input, { db, session }) {
    const member = await findMember(db, session.memberId);
    if (!member) throw new HttpError(404, TEXTS.notFound);
    return ok(member);
  },

  GetPuntosVenta: async (_input, { db, session }) => ok(await pointsOfSale(db, session.memberId)),

  async UpdateSocio({ body }, { db, session }) {
    requireAdmin(session);
    if (body.SOC_ID !== session.memberId) throw new HttpError(404, TEXTS.notFound);
    const checked = validateMemberFields(body);
    if (!checked.ok) return refuse(refusalText(checked.errors));
    const logo = logoChange(body, session.memberId);
    if ('refused' in logo) return refuse(logo.refused);
    await db.transaction(async (tx) => {
      const replaced = await saveMember(tx, session.memberId, checked.value, logo);
      if (replaced !== null) await removeImage(tx, session.memberId, replaced);
      // The users' cached configuration carries the member's name (socio_desc): every instance drops it at commit.
      await notifyMemberUsers(tx, session.memberId);
    });
    return ok();
  },

  async UpdateSocioPuntoVenta({ body }, { db, session }) {
    requireAdmin(session);
    if (body.Accion === 2) {
      if (!(await deletePointOfSale(db, session.memberId, body.SOCPV_ID))) throw new HttpError(404, TEXTS.notFound);
      return ok();
    }
    const checked = validatePointOfSale(body);
    if (!checked.ok) {
      // Another member's point stays 404 even when the form is also wrong: nothing is told about it.
      if (body.Accion === 1 && !(await ownsPointOfSale(db, session.memberId, body.SOCPV_ID))) throw new HttpError(404, TEXTS.notFound);
      return refuse(refusalText(checked.errors));
    }
    if (body.Accion === 0) {
      await insertPointOfSale(db, session.memberId, checked.value);
      return ok();
    }
    if (!(await updatePointOfSale(db, session.memberId, body.SOCPV_ID, checked.value))) throw new HttpError(404, TEXTS.notFound);
    return ok();
  },
};
