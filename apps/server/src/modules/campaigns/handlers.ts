import { type CampanaRegistro, ok, pagina, parseIdList, refuse } from '@socios/api';
import { checkDesign, DESIGN_MESSAGES, type DesignLine, PROMOTION_MESSAGES, refusalText, validateCampaign } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { filterId, ownedFilterId, textReply } from '../../http/paging';
import { TEXTS } from '../../http/texts';
import { imageFile, pictureLoads } from '../images';
import { type CampaignImage, checkCampaignImage } from './image';
import {
  type CampaignRecord,
  campaignImageDataUrl,
  campaignLines,
  deleteCampaign,
  duplicateCampaign,
  insertCampaign,
  listCampaigns,
  listGroupsOfCampaign,
  listTemplates,
  ownsCampaign,
  requireVisibleImages,
  setCampaignLines,
  setGroupsOfCampaign,
  templateExists,
  templateLines,
  updateCampaign,
} from './queries';
import { templatePreview } from './templatePreview';

/**
 * Server side of the member's campaigns, the groups each goes to, their designs, and the templates (001 §2.18 Mis
 * Campañas, §7 Promotions). The area needs the Promociones permission (the contract's `permission`: 403 without it).
 * A campaign is its member's: another member's campaign, group or gallery image is 404 whether read, changed,
 * duplicated, deleted or named, and nothing changes then. A bad field, image or design is `ok: false` with its Spanish
 * text and changes nothing. Every change runs in one transaction. Campanas/EnviarCorreo, GetDestinatarios and EnviarPrueba are the mailings
 * module's.
 */

/** Longest title, subtitle, description or footer (no spec limit; a sane one so that no field grows without bound). */
export const CAMPAIGN_TEXT_MAX = 2000;
/** Longest name of a copy (the edit limit: a copy is edited, never created, through the form). */
const COPY_NAME_MAX = 50;
/** The copy's name (Accion 5). */
const COPY_PREFIX = 'Copia de ';

/** The free-text fields other than the name and dates, with the label their refusal names. */
const LONG_TEXTS = [
  ['CAM_TITULO', 'El título'],
  ['CAM_SUBTITULO', 'El subtítulo'],
  ['CAM_DESCRIPCION', 'La descripción'],
  ['CAM_PIE', 'El pie'],
] as const;

/** A sent text trimmed; empty is null. */
const textOrNull = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/**
 * 'Copia de {name}' cut to the edit limit (50), by characters so that no letter outside the basic plane is split, and
 * without trailing spaces.
 */
export function copyName(name: string): string {
  const chars = Array.from(`${COPY_PREFIX}${name}`);
  while (chars.join('').length > COPY_NAME_MAX) chars.pop();
  return chars.join('').trimEnd();
}

/**
 * A campaign form checked (name required, the name and date limits of create or edit, the other texts up to
 * CAMPAIGN_TEXT_MAX, the image by content): the record and the image (undefined keeps it, null removes it), or every
 * reason, one a line.
 */
async function checkCampaign(
  reg: CampanaRegistro,
  mode: 'create' | 'edit',
): Promise<{ record: CampaignRecord; image: CampaignImage | null | undefined } | { refused: string }> {
  const checked = validateCampaign(
    {
      CAM_NOMBRE: reg.CAM_NOMBRE ?? '',
      CAM_FECHA_INICIO: textOrNull(reg.CAM_FECHA_INICIO),
      CAM_FECHA_FIN: textOrNull(reg.CAM_FECHA_FIN),
    },
    mode,
  );
  const reasons: string[] = checked.ok ? [] : [refusalText(checked.errors)];
  for (const [field, label] of LONG_TEXTS) {
    if ((textOrNull(reg[field]) ?? '').length > CAMPAIGN_TEXT_MAX) {
      reasons.push(PROMOTION_MESSAGES.tooLong(label, CAMPAIGN_TEXT_MAX));
    }
  }
  let image: CampaignImage | null | undefined;
  if (reg.CAM_IMAGEN === undefined) image = undefined;
  else if (reg.CAM_IMAGEN === null || reg.CAM_IMAGEN.trim() === '') image = null;
  else {
    const picture = await checkCampaignImage(reg.CAM_IMAGEN);
    if (picture.ok) image = picture.image;
    else reasons.push(picture.message);
  }
  if (!checked.ok || reasons.length) return { refused: reasons.join('\n') };
  return {
    record: {
      CAM_NOMBRE: checked.value.CAM_NOMBRE,
      CAM_TITULO: textOrNull(reg.CAM_TITULO),
      CAM_SUBTITULO: textOrNull(reg.CAM_SUBTITULO),
      CAM_DESCRIPCION: textOrNull(reg.CAM_DESCRIPCION),
      CAM_PIE: textOrNull(reg.CAM_PIE),
      CAM_FECHA_INICIO: textOrNull(reg.CAM_FECHA_INICIO),
      CAM_FECHA_FIN: textOrNull(reg.CAM_FECHA_FIN),
      CAM_SILENCIADA: reg.CAM_SILENCIADA ?? false,
    },
    image,
  };
}

/**
 * The first image item of a design whose gallery picture cannot be drawn (stored before pictures were drawn when
 * saved), as DESIGN_MESSAGES.brokenImage; null when all load. Pictures the member may not see are left to
 * requireVisibleImages (404).
 */
async function brokenDesignImage(db: Queryable, memberId: number, lines: readonly DesignLine[]): Promise<string | null> {
  const checked = new Map<number, boolean>();
  for (const line of lines) {
    if (line.tipo !== 'imagen' || line.imagen === null) continue;
    if (!checked.has(line.imagen)) {
      const file = await imageFile(db, memberId, line.imagen);
      checked.set(line.imagen, file === null || (await pictureLoads(file.mime, file.bytes)) === null);
    }
    if (!checked.get(line.imagen)) return DESIGN_MESSAGES.brokenImage(line.id);
  }
  return null;
}

export const campaignHandlers: Omit<AreaHandlers<'campaigns'>, 'EnviarCorreo' | 'GetDestinatarios' | 'EnviarPrueba'> = {
  GetPagina: async ({ body }, { db, session }) => pagina(await listCampaigns(db, session.memberId), body),

  async ActualizarRegistro({ body }, { db, session }) {
    const memberId = session.memberId;
    if (body.Accion === 2) {
      if (!(await deleteCampaign(db, memberId, body.Reg.CAM_ID))) throw new HttpError(404, TEXTS.notFound);
      return ok(body.Reg.CAM_ID);
    }
    if (body.Accion === 5) {
      const copy = await db.transaction((tx) => duplicateCampaign(tx, memberId, body.Reg.CAM_ID, copyName));
      if (copy === null) throw new HttpError(404, TEXTS.notFound);
      return ok(copy);
    }
    // Another member's campaign stays 404 even when the form is also wrong: nothing is told about it.
    if (body.Accion === 1 && !(await ownsCampaign(db, memberId, body.Reg.CAM_ID))) {
      throw new HttpError(404, TEXTS.notFound);
    }
    const checked = await checkCampaign(body.Reg, body.Accion === 0 ? 'create' : 'edit');
    if ('refused' in checked) return refuse(checked.refused, null);
    // An empty design ([]) removes the campaign's design; otherwise it must pass the domain's checks.
    const lines = body.Items ?? null;
    const designRefusal = lines?.length ? (checkDesign(lines) ?? (await brokenDesignImage(db, memberId, lines))) : null;
    if (designRefusal) return refuse(designRefusal, null);
    const groups = body.Grupos == null ? null : parseIdList(body.Grupos);
    const id = await db.transaction(async (tx) => {
      let campaignId: number;
      if (body.Accion === 0) {
        campaignId = await insertCampaign(tx, memberId, checked.record, checked.image ?? null);
      } else {
        campaignId = body.Reg.CAM_ID;
        const saved = await updateCampaign(tx, memberId, campaignId, checked.record, checked.image);
        if (!saved) throw new HttpError(404, TEXTS.notFound);
      }
      if (groups !== null) await setGroupsOfCampaign(tx, memberId, campaignId, groups);
      if (lines !== null) {
        // Every image a line names, whatever its kind: the stored line keeps it (and its foreign key needs it).
        const images = lines.flatMap((l) => (l.imagen !== null ? [l.imagen] : []));
        await requireVisibleImages(tx, memberId, images);
        await setCampaignLines(tx, campaignId, lines);
      }
      return campaignId;
    });
    return ok(id);
  },

  async GetImagen({ body }, { db, session, reply }) {
    const data = await campaignImageDataUrl(db, session.memberId, body.camId);
    if (data === null) throw new HttpError(404, TEXTS.notFound);
    return textReply(reply, data);
  },
};

export const campaignGroupHandlers: AreaHandlers<'campaignGroups'> = {
  async GetPagina({ body }, { db, session }) {
    const campaignId = await ownedFilterId(body, (id) => ownsCampaign(db, session.memberId, id));
    return pagina(await listGroupsOfCampaign(db, session.memberId, campaignId), body);
  },
};

export const campaignLineHandlers: AreaHandlers<'campaignLines'> = {
  async GetPagina({ body }, { db, session }) {
    const campaignId = filterId(body);
    if (campaignId === null) return pagina([], body);
    if (!(await ownsCampaign(db, session.memberId, campaignId))) throw new HttpError(404, TEXTS.notFound);
    return pagina(await campaignLines(db, campaignId), body);
  },
};

export const templateHandlers: AreaHandlers<'templates'> = {
  GetPagina: async ({ body }, { db }) => pagina(await listTemplates(db), body),

  async GetImagen({ body }, { db, reply }) {
    const data = await templatePreview(db, body.planId);
    if (data === null) throw new HttpError(404, TEXTS.notFound);
    return textReply(reply, data);
  },
};

export const templateLineHandlers: AreaHandlers<'templateLines'> = {
  async GetPagina({ body }, { db }) {
    const templateId = filterId(body);
    if (templateId === null) return pagina([], body);
    if (!(await templateExists(db, templateId))) throw new HttpError(404, TEXTS.notFound);
    return pagina(await templateLines(db, templateId), body);
  },
};
