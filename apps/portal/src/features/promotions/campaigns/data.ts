import type { Campana } from '@socios/api';
import { campaignSendGroups, type DesignFieldValues, type DesignLine, PROMOTION_MESSAGES } from '@socios/domain';
import { callApi } from '../../../app/query/callApi';
import { failureText, pageBody } from '../shared';
import type { DesignerSource } from './designer/Designer';

/**
 * The calls of 'Mis Campañas' that the page makes outside the list query (001 §7): the designer's reads and the
 * rendering, and the send with its group check. All go through the one api client.
 */

/** The reads that change when a campaign changes: the list, its groups and design, and the mailings. */
export const CAMPAIGN_READS = ['Campanas', 'CampanasGruposTaller', 'CampanasRegistros', 'Envios'] as const;

/** The campaign's texts a design shows, from the form's values. */
export function campaignFields(c: Partial<Pick<Campana, 'CAM_TITULO' | 'CAM_SUBTITULO' | 'CAM_DESCRIPCION' | 'CAM_PIE' | 'CAM_FECHA_INICIO' | 'CAM_FECHA_FIN'>>): DesignFieldValues {
  return {
    CAM_TITULO: c.CAM_TITULO ?? null,
    CAM_SUBTITULO: c.CAM_SUBTITULO ?? null,
    CAM_DESCRIPCION: c.CAM_DESCRIPCION ?? null,
    CAM_PIE: c.CAM_PIE ?? null,
    CAM_FECHA_INICIO: c.CAM_FECHA_INICIO ?? null,
    CAM_FECHA_FIN: c.CAM_FECHA_FIN ?? null,
  };
}

/** A blob as a data URL ('data:image/png;base64,…'). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer la imagen'));
    reader.readAsDataURL(blob);
  });
}

/** The designer's calls for one campaign (`camId` null: a new campaign, which has no stored design yet). */
export function designerSource(camId: number | null): DesignerSource {
  return {
    loadCampaignDesign: async () => {
      if (camId === null) return [];
      const answer = await callApi('CampanasRegistros', 'GetPagina', pageBody([camId]));
      return answer.rows ?? [];
    },
    loadTemplates: async () => (await callApi('Plantillas', 'GetPagina', pageBody())).rows ?? [],
    loadTemplatePreview: (id) => callApi('Plantillas', 'GetImagen', { planId: id }),
    loadTemplateDesign: async (id) => (await callApi('PlantillasRegistros', 'GetPagina', pageBody([id]))).rows ?? [],
    loadImages: async () => (await callApi('Imagenes', 'getImagenes', undefined)).valorRetorno ?? [],
    loadImage: (id) => callApi('Imagenes', 'GetImagenBase64', { id }),
    render: async (lines: DesignLine[], fields: DesignFieldValues) => {
      const { blob } = await callApi('RenderizadoPromo', 'screenshotPromo', { Items: lines, Campos: fields });
      return blobToDataUrl(blob);
    },
  };
}

/** What a send attempt came to: started, or refused / failed with the text to show. */
export type SendOutcome = { ok: true; message: string } | { ok: false; title: string; message: string };

/** The calls a send makes (the page's are the api's; stories give fakes). */
export interface SendCalls {
  /** The member's groups with INCLUIDO for the campaign (CampanasGruposTaller [CAM_ID]). */
  loadGroups: (camId: number) => Promise<readonly { GRT_ID: number; INCLUIDO: boolean }[]>;
  /** Campanas/EnviarCorreo with the included groups' ids. */
  send: (camId: number, grupos: string) => Promise<{ ok: boolean; mensajeError?: string | null }>;
}

/** The api's send calls. */
export const apiSendCalls: SendCalls = {
  loadGroups: async (camId) => (await callApi('CampanasGruposTaller', 'GetPagina', pageBody([camId]))).rows ?? [],
  send: (camId, Grupos) => callApi('Campanas', 'EnviarCorreo', { Accion: 0, Reg: { CAM_ID: camId }, Grupos }),
};

/**
 * Sends a campaign by e-mail (001 §5, §8): its groups flagged INCLUIDO, else 'No hay grupos establecidos para el
 * envío' and nothing is sent; then Campanas/EnviarCorreo, 'El proceso de envío ha sido iniciado' when it starts.
 */
export async function sendCampaign(camId: number, calls: SendCalls): Promise<SendOutcome> {
  try {
    const groups = campaignSendGroups(await calls.loadGroups(camId));
    if (!groups.ok) return { ok: false, title: 'Envío', message: PROMOTION_MESSAGES.noGroupsToSend };
    const answer = await calls.send(camId, groups.value);
    if (!answer.ok) return { ok: false, title: 'Error', message: failureText(answer) };
    return { ok: true, message: PROMOTION_MESSAGES.sendStarted };
  } catch (err) {
    return { ok: false, title: 'Error', message: failureText(err) };
  }
}
