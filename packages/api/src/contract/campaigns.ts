import { DESIGN_COLUMNS, DESIGN_FIELDS, DESIGN_FONT_SIZES, DESIGN_MAX_LINES, DESIGN_ROWS, DESIGN_TEXT_MAX, type DesignLine } from '@socios/domain';
import { z } from 'zod';
import { IMAGE_BASE64_MAX, OkAnswer } from '../entities/common';
import { answerOrRefusal, WIRE_ID_MAX, wireId, wireText } from '../wire';
import { promotionEndpoint, promotionImage, promotionPage, wireIdList } from './paging';

/**
 * The member's e-mail campaigns to its workshops (001 §2.18 Mis Campañas, Mis Envíos; §3 Campaign, Mailing; §5
 * sending; §7 Promotions): campaigns with the groups they go to and their designed image, the templates the designer
 * starts from, the record of mailings, and the rendering of a design to the campaign's PNG. Permission Promociones on
 * every call (403 without it); another member's campaign or mailing is 404.
 */

/** Longest text the wire accepts in a campaign field; the real limits (30/50) are the handler's Spanish refusals. */
const WIRE_TEXT_MAX = 4000;
const text = wireText(WIRE_TEXT_MAX);
const optionalText = text.nullish();
const gridUnit = z.number().int().min(0).max(Math.max(DESIGN_COLUMNS, DESIGN_ROWS));
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .nullable();

/**
 * One line of a design (001 §3: id, id_padre; the rest is the designer's, see @socios/domain design): what the item
 * is, where it sits on the page grid and how it looks. The server checks the whole design again (`checkDesign`).
 */
export const LineaDiseno = z.object({
  id: z.number().int().min(1).max(WIRE_ID_MAX),
  id_padre: z.number().int().min(1).max(WIRE_ID_MAX).nullable(),
  tipo: z.enum(['pagina', 'texto', 'imagen', 'caja']),
  x: gridUnit,
  y: gridUnit,
  w: gridUnit,
  h: gridUnit,
  texto: wireText(DESIGN_TEXT_MAX).nullable(),
  campo: z.enum(DESIGN_FIELDS).nullable(),
  imagen: wireId.nullable(),
  color: colour,
  fondo: colour,
  tamano: z.number().int().min(DESIGN_FONT_SIZES.min).max(DESIGN_FONT_SIZES.max).nullable(),
  negrita: z.boolean(),
  alineacion: z.enum(['left', 'center', 'right']),
}) satisfies z.ZodType<DesignLine>;
export type LineaDiseno = z.infer<typeof LineaDiseno>;

/** A whole design: its lines (at most DESIGN_MAX_LINES). */
export const Diseno = z.array(LineaDiseno).max(DESIGN_MAX_LINES);

/**
 * A campaign of the member (001 §3 Campaign) as listed: without the image's data (Campanas/GetImagen gives it);
 * CAM_TIENE_IMAGEN says whether it has one, NUM_ENVIOS how many mailings it has had.
 */
export const Campana = z.object({
  CAM_ID: z.number().int(),
  CAM_NOMBRE: z.string(),
  CAM_TITULO: z.string().nullable(),
  CAM_SUBTITULO: z.string().nullable(),
  CAM_DESCRIPCION: z.string().nullable(),
  CAM_PIE: z.string().nullable(),
  CAM_FECHA_INICIO: z.string().nullable(),
  CAM_FECHA_FIN: z.string().nullable(),
  CAM_SILENCIADA: z.boolean(),
  CAM_TIENE_IMAGEN: z.boolean(),
  NUM_ENVIOS: z.number().int(),
});
export type Campana = z.infer<typeof Campana>;

/** A campaign's texts and flag (empty texts null): what the server stores, the form checks and the e-mail shows. */
export type CampanaTextos = Pick<
  Campana,
  'CAM_NOMBRE' | 'CAM_TITULO' | 'CAM_SUBTITULO' | 'CAM_DESCRIPCION' | 'CAM_PIE' | 'CAM_FECHA_INICIO' | 'CAM_FECHA_FIN' | 'CAM_SILENCIADA'
>;

/** The image data of a campaign: a PNG or JPEG data URL ('data:image/png;base64,…'), 2048 KB at most. */
const campaignImage = z.string().max(IMAGE_BASE64_MAX + 64);

/** The campaign's texts a design can show, as an add or modify sends them and as a rendering is given them. */
const designTexts = {
  CAM_TITULO: optionalText,
  CAM_SUBTITULO: optionalText,
  CAM_DESCRIPCION: optionalText,
  CAM_PIE: optionalText,
  CAM_FECHA_INICIO: optionalText,
  CAM_FECHA_FIN: optionalText,
};

/** The fields of a campaign an add or modify sets (CAM_IMAGEN: absent keeps it, null or '' removes it). */
export const CampanaRegistro = z.object({
  CAM_ID: z.number().int().min(0).max(WIRE_ID_MAX).nullish(),
  CAM_NOMBRE: optionalText,
  ...designTexts,
  CAM_SILENCIADA: z.boolean().nullish(),
  CAM_IMAGEN: campaignImage.nullish(),
});
export type CampanaRegistro = z.infer<typeof CampanaRegistro>;

/**
 * Campanas/ActualizarRegistro's body (001 §7): Accion 0 adds, 1 modifies (Reg.CAM_ID), 2 deletes and 5 duplicates
 * (only Reg.CAM_ID read). `Grupos`, the comma-joined ids of the groups flagged INCLUIDO, replaces the campaign's groups;
 * `Items`, the design's lines, replaces its design. Absent or null keeps them.
 */
export const CampanaCambio = z.discriminatedUnion('Accion', [
  z.object({ Accion: z.literal(0), Reg: CampanaRegistro, Grupos: wireIdList, Items: Diseno.nullish() }),
  z.object({
    Accion: z.literal(1),
    Reg: CampanaRegistro.extend({ CAM_ID: wireId }),
    Grupos: wireIdList,
    Items: Diseno.nullish(),
  }),
  z.object({ Accion: z.literal(2), Reg: z.object({ CAM_ID: wireId }), Grupos: wireIdList, Items: Diseno.nullish() }),
  z.object({ Accion: z.literal(5), Reg: z.object({ CAM_ID: wireId }), Grupos: wireIdList, Items: Diseno.nullish() }),
]);
export type CampanaCambio = z.infer<typeof CampanaCambio>;

/** Body limit of Campanas/ActualizarRegistro: the image plus the fields and the design. */
export const CAMPAIGN_BODY_LIMIT = IMAGE_BASE64_MAX + 512 * 1024;

/**
 * Campanas/EnviarCorreo's body (001 §7): Accion 0, the campaign in Reg (CAM_ID) and the groups flagged INCLUIDO as a
 * comma-joined id list.
 */
export const CampanaEnvio = z.object({
  Accion: z.literal(0),
  Reg: z.object({ CAM_ID: wireId }).loose(),
  Grupos: wireIdList,
});
export type CampanaEnvio = z.infer<typeof CampanaEnvio>;

/**
 * Who a send would reach (beyond the spec: the send asks first): TALLERES, the member's workshops of the
 * groups with at least one valid e-mail address; CORREOS, the distinct addresses (one e-mail each). The same rule
 * as the send, so the count is what the send does.
 */
export const Destinatarios = z.object({ TALLERES: z.number().int(), CORREOS: z.number().int() });
export type Destinatarios = z.infer<typeof Destinatarios>;

/** Campanas/EnviarPrueba's body: the campaign (its stored texts and image are mailed). */
export const CampanaPrueba = z.object({ Reg: z.object({ CAM_ID: wireId }).loose() });
export type CampanaPrueba = z.infer<typeof CampanaPrueba>;

/**
 * Content-ID of a campaign e-mail's inline image: the mailing's stored content (PPC_CONTENIDO) shows its image as
 * `cid:` this; Envios/GetImagen gives that image, so the portal can show the e-mail as it was sent.
 */
export const MAILING_IMAGE_CID = 'imagen-campana@portal-socios';

/** A design template (001 §3 Template, PLTPRO_): its name; its lines come from PlantillasRegistros. */
export const Plantilla = z.object({
  PLTPRO_ID: z.number().int(),
  PLTPRO_NOMBRE: z.string(),
});
export type Plantilla = z.infer<typeof Plantilla>;

/**
 * A mailing (001 §3 Mailing, PPC_): when, from whom, subject and content (HTML), the campaign's name, title and
 * subtitle as they were when sent; beyond the spec, how many e-mails it has, how many went out, and its state
 * ('En curso', 'Enviado', 'Detenido' when the campaign was silenced during the send).
 */
export const Envio = z.object({
  PPC_ID: z.number().int(),
  /** When it was sent: an ISO 8601 instant in UTC (the portal shows it in the group's zone). */
  PPC_FECHA: z.string(),
  PPC_REMITENTE: z.string(),
  PPC_ASUNTO: z.string(),
  PPC_CONTENIDO: z.string(),
  CAM_NOMBRE: z.string(),
  CAM_TITULO: z.string().nullable(),
  CAM_SUBTITULO: z.string().nullable(),
  PPC_DESTINATARIOS: z.number().int(),
  PPC_ENVIADOS: z.number().int(),
  PPC_ESTADO: z.enum(['En curso', 'Enviado', 'Detenido']),
});
export type Envio = z.infer<typeof Envio>;

/** Campanas (001 §7 Promotions). */
export const Campanas = {
  /** The member's campaigns by name; the filter is not used. */
  GetPagina: promotionPage('Campanas', Campana, { none: "the caller's member's campaigns" }),
  /**
   * Adds, modifies, deletes or duplicates (Accion 5: 'Copia de {name}', with its groups, design and image) a campaign
   * of the member; sets its groups and design. Another member's campaign or group is 404; a bad field or design is
   * `ok: false` with the Spanish reason and changes nothing. valorRetorno is the campaign's id (the copy's on 5).
   */
  ActualizarRegistro: promotionEndpoint({
    method: 'PUT',
    path: '/Campanas/ActualizarRegistro',
    foreign: [
      { kind: 'campaign', at: 'body.Reg.CAM_ID' },
      { kind: 'workshopGroup', at: 'body.Grupos' },
    ],
    body: CampanaCambio,
    bodyLimit: CAMPAIGN_BODY_LIMIT,
    response: answerOrRefusal(z.number().int().nullable()),
  }),
  /** The campaign's image as a text reply: its data URL, '' when it has none. Another member's campaign is 404. */
  GetImagen: promotionImage('Campanas', 'camId', { kind: 'campaign', at: 'body.camId' }),
  /**
   * Starts the campaign's send to every workshop e-mail of the groups (only those listed, which must be the member's)
   * as a background job: 'No hay grupos establecidos para el envío' without groups; a silenced campaign
   * (CAM_SILENCIADA) sends nothing. Each send is recorded as a mailing (Envios).
   */
  EnviarCorreo: promotionEndpoint({
    method: 'PUT',
    path: '/Campanas/EnviarCorreo',
    foreign: { kind: 'campaign', at: 'body.Reg.CAM_ID' },
    body: CampanaEnvio,
    response: OkAnswer,
  }),
  /**
   * Beyond the spec, so that a send asks first: who Campanas/EnviarCorreo would reach with the same body, before it is sent: the
   * same refusals (no groups, silenced, no addresses) and 404s; sends nothing.
   */
  GetDestinatarios: promotionEndpoint({
    method: 'POST',
    path: '/Campanas/GetDestinatarios',
    foreign: { kind: 'campaign', at: 'body.Reg.CAM_ID' },
    body: CampanaEnvio,
    response: answerOrRefusal(Destinatarios.nullable()),
  }),
  /**
   * Beyond the spec, so that a send asks first: the campaign's e-mail, as the workshops would get it (image inline), sent now to the
   * logged-in user's own address only; no mailing is recorded. valorRetorno is the address; a user without one is
   * refused with the Spanish reason.
   */
  EnviarPrueba: promotionEndpoint({
    method: 'PUT',
    path: '/Campanas/EnviarPrueba',
    foreign: { kind: 'campaign', at: 'body.Reg.CAM_ID' },
    body: CampanaPrueba,
    response: answerOrRefusal(z.string().nullable()),
  }),
} as const;

/** The member's groups for a campaign (001 §7: filter [] for a new campaign, [CAM_ID] for an existing one). */
export const CampanasGruposTaller = {
  /** Every group of the member with INCLUIDO when the campaign goes to it (all false for a new campaign). */
  GetPagina: promotionPage('CampanasGruposTaller', z.object({ GRT_ID: z.number().int(), GRT_NOMBRE: z.string(), INCLUIDO: z.boolean() }), {
    kind: 'campaign',
    at: 'body.Valoresfiltro.0',
  }),
} as const;

/** A campaign's design lines (001 §7: filter [CAM_ID]). */
export const CampanasRegistros = {
  /** The campaign's design as flat lines (the portal builds the tree); null rows when it has no design. */
  GetPagina: promotionPage('CampanasRegistros', LineaDiseno, { kind: 'campaign', at: 'body.Valoresfiltro.0' }),
} as const;

/** The design templates (001 §7), the same for every member. */
export const Plantillas = {
  /** The templates by name. */
  GetPagina: promotionPage('Plantillas', Plantilla, { none: 'templates of every member' }),
  /** The template's preview as a text reply: a PNG data URL rendered from its lines. Unknown id: 404. */
  GetImagen: promotionImage('Plantillas', 'planId', { none: 'templates of every member' }),
} as const;

/** A template's lines (001 §7: filter [template id]). */
export const PlantillasRegistros = {
  /** The template's design as flat lines. */
  GetPagina: promotionPage('PlantillasRegistros', LineaDiseno, { none: 'templates of every member' }),
} as const;

/** The member's mailings (001 §2.18 Mis Envíos). */
export const Envios = {
  /** The member's mailings, newest first; read-only. */
  GetPagina: promotionPage('Envios', Envio, { none: "the caller's member's mailings" }),
  /**
   * The image a mailing's e-mail carried inline (`cid:` MAILING_IMAGE_CID in PPC_CONTENIDO) as a text reply: its data
   * URL, '' when it had none. Another member's mailing is 404.
   */
  GetImagen: promotionImage('Envios', 'ppcId', { kind: 'mailing', at: 'body.ppcId' }),
} as const;

/**
 * The rendering of a design (001 §7 /screenshotPromo, a separate service there, inside our server here, under a
 * controller of its own as every call is): the design's lines and the campaign's
 * texts in, a PNG of DESIGN_PAGE_WIDTH × DESIGN_PAGE_HEIGHT px out (image/png). Gallery images are the member's own or
 * shared with the group (any other id is 404); a bad design is 400 with the Spanish reason.
 */
export const RenderizadoPromo = {
  screenshotPromo: promotionEndpoint({
    method: 'POST',
    path: '/RenderizadoPromo/screenshotPromo',
    foreign: { none: 'renders the design it is sent' },
    body: z.object({
      Items: Diseno,
      Campos: z.object(designTexts).nullish(),
    }),
  }),
} as const;
