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
export function campaignFields(
  c: Partial<Pick<Campana, 'CAM_TITULO' | 'CAM_SUBTITULO' | 'CAM_DESCRIPCION' | 'CAM_PIE' | 'CAM_FECHA_INICIO' | 'CAM_FECHA_FIN'>>,
): DesignFieldValues {
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

/** A send ready to confirm: the included groups and who they reach (the server's count, the send's own rule). */
export type SendPlan = { ok: true; grupos: string; workshops: number; addresses: number } | { ok: false; title: string; message: string };

/** A server answer with its refusal text. */
type Answer = { ok: boolean; mensajeError?: string | null };

/** The calls a send makes (the page's are the api's; tests give fakes). */
export interface SendCalls {
  /** The member's groups with INCLUIDO for the campaign (CampanasGruposTaller [CAM_ID]). */
  loadGroups: (camId: number) => Promise<readonly { GRT_ID: number; INCLUIDO: boolean }[]>;
  /** Campanas/GetDestinatarios: who the send with these groups would reach. */
  count: (camId: number, grupos: string) => Promise<Answer & { valorRetorno: { TALLERES: number; CORREOS: number } | null }>;
  /** Campanas/EnviarCorreo with the included groups' ids. */
  send: (camId: number, grupos: string) => Promise<Answer>;
  /** Campanas/EnviarPrueba: the campaign's e-mail to the user's own address (valorRetorno). */
  test: (camId: number) => Promise<Answer & { valorRetorno: string | null }>;
}

/** The api's send calls. */
export const apiSendCalls: SendCalls = {
  loadGroups: async (camId) => (await callApi('CampanasGruposTaller', 'GetPagina', pageBody([camId]))).rows ?? [],
  count: (camId, Grupos) => callApi('Campanas', 'GetDestinatarios', { Accion: 0, Reg: { CAM_ID: camId }, Grupos }),
  send: (camId, Grupos) => callApi('Campanas', 'EnviarCorreo', { Accion: 0, Reg: { CAM_ID: camId }, Grupos }),
  test: (camId) => callApi('Campanas', 'EnviarPrueba', { Reg: { CAM_ID: camId } }),
};

/** Our text of the send's question: how many workshops and addresses it reaches (it asks first). */
export function sendQuestion(name: string, workshops: number, addresses: number): string {
  const talleres = workshops === 1 ? '1 taller' : `${workshops} talleres`;
  const correos = addresses === 1 ? '1 dirección de correo' : `${addresses} direcciones de correo`;
  return `Se enviará a ${talleres} (${correos}) la campaña ${name}. ¿Desea enviarla?`;
}

/** Our text after a test e-mail. */
export const testSentText = (address: string) => `Se ha enviado una prueba a ${address}`;

/**
 * Prepares a campaign's send (001 §5, §8): its groups flagged INCLUIDO, else 'No hay grupos establecidos para el
 * envío' and nothing is sent; then who the send would reach, or the server's refusal. Nothing is sent here.
 */
export async function planSend(camId: number, calls: SendCalls): Promise<SendPlan> {
  try {
    const groups = campaignSendGroups(await calls.loadGroups(camId));
    if (!groups.ok) return { ok: false, title: 'Envío', message: PROMOTION_MESSAGES.noGroupsToSend };
    const answer = await calls.count(camId, groups.value);
    if (!answer.ok || !answer.valorRetorno) return { ok: false, title: 'Envío', message: failureText(answer) };
    return { ok: true, grupos: groups.value, workshops: answer.valorRetorno.TALLERES, addresses: answer.valorRetorno.CORREOS };
  } catch (err) {
    return { ok: false, title: 'Error', message: failureText(err) };
  }
}

/** Sends a confirmed campaign (Campanas/EnviarCorreo): 'El proceso de envío ha sido iniciado' when it starts. */
export async function startSend(camId: number, grupos: string, calls: SendCalls): Promise<SendOutcome> {
  try {
    const answer = await calls.send(camId, grupos);
    if (!answer.ok) return { ok: false, title: 'Error', message: failureText(answer) };
    return { ok: true, message: PROMOTION_MESSAGES.sendStarted };
  } catch (err) {
    return { ok: false, title: 'Error', message: failureText(err) };
  }
}

/** Sends the campaign's e-mail to the user alone: where it went, or the server's refusal. */
export async function sendTest(camId: number, calls: SendCalls): Promise<SendOutcome> {
  try {
    const answer = await calls.test(camId);
    if (!answer.ok || !answer.valorRetorno) return { ok: false, title: 'Prueba', message: failureText(answer) };
    return { ok: true, message: testSentText(answer.valorRetorno) };
  } catch (err) {
    return { ok: false, title: 'Error', message: failureText(err) };
  }
}
