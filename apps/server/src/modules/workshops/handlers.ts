import { ok, pagina, parseIdList, refuse, type TallerRegistro } from '@socios/api';
import { refusalText, validateWorkshopGroupName, WORKSHOP_IMPORT_MESSAGES } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { ownedFilterId } from '../../http/paging';
import { TEXTS } from '../../http/texts';
import { checkWorkshopTexts } from './fields';
import { importWorkshops } from './import';
import {
  countryExists,
  deleteGroup,
  deleteWorkshop,
  insertGroup,
  insertWorkshop,
  listCountries,
  listGroups,
  listGroupsOfWorkshop,
  listWorkshops,
  listWorkshopsOfGroup,
  ownsGroup,
  ownsWorkshop,
  setGroupsOfWorkshop,
  setWorkshopsOfGroup,
  updateGroup,
  updateWorkshop,
  type WorkshopRecord,
} from './queries';

/**
 * Server side of the member's workshops, workshop groups and the country list (001 §2.18, §7 Promotions). The area
 * needs the Promociones permission (the contract's `permission`: 403 without it). Everything is the caller's member's:
 * another member's workshop or group is 404, whether read, changed, deleted or named in an id list, and nothing is
 * changed then. A bad field is `ok: false` with its Spanish text.
 */

/** A workshop form checked: its record, or the Spanish reasons (every failing field, one a line). */
async function checkWorkshop(db: Queryable, reg: TallerRegistro): Promise<WorkshopRecord | { refused: string }> {
  const texts = checkWorkshopTexts(reg, 'form');
  const country = reg.TAS_ID_PAIS ? reg.TAS_ID_PAIS : null;
  const reasons = texts.ok ? [] : [refusalText(texts.errors)];
  if (country !== null && !(await countryExists(db, country))) reasons.push(WORKSHOP_IMPORT_MESSAGES.chooseCountry);
  if (!texts.ok || reasons.length) return { refused: reasons.join('\n') };
  return {
    ...texts.value,
    TAS_ID_PAIS: country,
    TAS_LATITUD: reg.TAS_LATITUD ?? null,
    TAS_LONGITUD: reg.TAS_LONGITUD ?? null,
    TAS_ZOOM: reg.TAS_ZOOM ?? null,
  };
}

export const workshopHandlers: AreaHandlers<'workshops'> = {
  GetPagina: async ({ body }, { db, session }) => pagina(await listWorkshops(db, session.memberId), body),

  async ActualizarRegistro({ body }, { db, session }) {
    const memberId = session.memberId;
    if (body.Accion === 2) {
      if (!(await deleteWorkshop(db, memberId, body.Reg.TAS_ID))) throw new HttpError(404, TEXTS.notFound);
      return ok();
    }
    // Another member's workshop stays 404 even when the form is also wrong: nothing is told about it.
    if (body.Accion === 1 && !(await ownsWorkshop(db, memberId, body.Reg.TAS_ID))) {
      throw new HttpError(404, TEXTS.notFound);
    }
    const checked = await checkWorkshop(db, body.Reg);
    if ('refused' in checked) return refuse(checked.refused);
    const groups = body.ID_GRUPO_LIST == null ? null : parseIdList(body.ID_GRUPO_LIST);
    await db.transaction(async (tx) => {
      let workshopId: number;
      if (body.Accion === 0) workshopId = await insertWorkshop(tx, memberId, checked);
      else {
        workshopId = body.Reg.TAS_ID;
        if (!(await updateWorkshop(tx, memberId, workshopId, checked))) throw new HttpError(404, TEXTS.notFound);
      }
      if (groups !== null) await setGroupsOfWorkshop(tx, memberId, workshopId, groups);
    });
    return ok();
  },

  ImportarRegistros: ({ body }, { db, session }) => importWorkshops(db, session.memberId, body),
};

export const workshopGroupHandlers: AreaHandlers<'workshopGroups'> = {
  GetPagina: async ({ body }, { db, session }) => pagina(await listGroups(db, session.memberId), body),

  async ActualizarRegistro({ body }, { db, session }) {
    const memberId = session.memberId;
    if (body.Accion === 2) {
      if (!(await deleteGroup(db, memberId, body.Reg.GRT_ID))) throw new HttpError(404, TEXTS.notFound);
      return ok();
    }
    if (body.Accion === 1 && !(await ownsGroup(db, memberId, body.Reg.GRT_ID))) {
      throw new HttpError(404, TEXTS.notFound);
    }
    const name = validateWorkshopGroupName(body.Reg.GRT_NOMBRE ?? '', body.Accion === 0 ? 'create' : 'edit');
    if (!name.ok) return refuse(refusalText(name.errors));
    const workshops = body.ID_TALLER_LIST == null ? null : parseIdList(body.ID_TALLER_LIST);
    await db.transaction(async (tx) => {
      let groupId: number;
      if (body.Accion === 0) groupId = await insertGroup(tx, memberId, name.value);
      else {
        groupId = body.Reg.GRT_ID;
        if (!(await updateGroup(tx, memberId, groupId, name.value))) throw new HttpError(404, TEXTS.notFound);
      }
      if (workshops !== null) await setWorkshopsOfGroup(tx, memberId, groupId, workshops);
    });
    return ok();
  },
};

export const countryHandlers: AreaHandlers<'countries'> = {
  GetPagina: async ({ body }, { db }) => pagina(await listCountries(db), body),
};

export const workshopGroupLinkHandlers: AreaHandlers<'workshopGroupLinks'> = {
  async GetPagina({ body }, { db, session }) {
    const workshopId = await ownedFilterId(body, (id) => ownsWorkshop(db, session.memberId, id));
    return pagina(await listGroupsOfWorkshop(db, session.memberId, workshopId), body);
  },
};

export const groupWorkshopLinkHandlers: AreaHandlers<'groupWorkshopLinks'> = {
  async GetPagina({ body }, { db, session }) {
    const groupId = await ownedFilterId(body, (id) => ownsGroup(db, session.memberId, id));
    return pagina(await listWorkshopsOfGroup(db, session.memberId, groupId), body);
  },
};
