import { z } from 'zod';
import { OkAnswer } from '../entities/common';
import { answerOrRefusal, WIRE_ID_MAX, wireId, wireText } from '../wire';
import { promotionEndpoint, promotionPage, wireIdList } from './paging';
import { MEMBER_LIST_MAX } from '../listBounds';

/**
 * The member's workshops (its own customers), the groups it keeps them in and the country list (001 §2.18, §3
 * Workshop, Workshop group, Country; §7 Promotions). The whole area needs the Promociones permission (403 without it);
 * everything belongs to the caller's member, and another member's workshop or group is 404.
 */

/**
 * Longest text the wire accepts in a workshop or group field. The real limits (workshop name 50, group name 30 on
 * create and 50 on edit, the other fields 250) are checked by the handler so that a refusal is an `ok: false` answer
 * with a Spanish text rather than a bare 400; this bound only keeps absurd bodies out.
 */
const WIRE_TEXT_MAX = 1000;
const text = wireText(WIRE_TEXT_MAX);
const optionalText = text.nullish();
/** Phones travel as digit strings; a number is accepted too. */
const phone = z.union([text, z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]).nullish();

/** Rows one Talleres/ImportarRegistros accepts (the handler refuses more with a Spanish text). */
export const WORKSHOP_IMPORT_MAX_ROWS = 5_000;
/** Rows the wire accepts in one import: twice the limit, so that a file just over it gets the Spanish refusal. */
const WORKSHOP_IMPORT_WIRE_ROWS = 2 * WORKSHOP_IMPORT_MAX_ROWS;
/** Body limit of the import: 10,000 rows of long workshops. */
export const WORKSHOP_IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** A country (001 §3 Country): the workshop form's list; the portal puts 'Seleccione un país' (id 0) first. */
export const Pais = z.object({
  PAI_ID: z.number().int(),
  PAI_CODIGO: z.string(),
  PAI_DESCRIPCION: z.string(),
});
export type Pais = z.infer<typeof Pais>;

/** A workshop of the member (001 §3 Workshop) with its list-only fields (member and country). */
export const Taller = z.object({
  TAS_ID: z.number().int(),
  TAS_NOMBRE: z.string(),
  TAS_TIPO: z.string().nullable(),
  TAS_CONTACTO: z.string().nullable(),
  TAS_COMERCIAL: z.string().nullable(),
  TAS_WEB: z.string().nullable(),
  TAS_ID_PAIS: z.number().int().nullable(),
  TAS_PROVINCIA: z.string().nullable(),
  TAS_POBLACION: z.string().nullable(),
  TAS_DIRECCION: z.string().nullable(),
  TAS_CP: z.string().nullable(),
  TAS_TELEFONO: z.string().nullable(),
  TAS_MOVIL: z.string().nullable(),
  TAS_FAX: z.string().nullable(),
  TAS_EMAIL: z.string().nullable(),
  TAS_EMAIL_2: z.string().nullable(),
  TAS_LATITUD: z.number().nullable(),
  TAS_LONGITUD: z.number().nullable(),
  TAS_ZOOM: z.number().int().nullable(),
  TAS_POTENCIAL: z.string().nullable(),
  SOC_CODIGO: z.string(),
  SOC_NOMBRE: z.string(),
  PAI_CODIGO: z.string().nullable(),
  PAI_DESCRIPCION: z.string().nullable(),
});
export type Taller = z.infer<typeof Taller>;

/** A workshop group of the member (001 §3 Workshop group) and how many workshops it includes. */
export const GrupoTaller = z.object({
  GRT_ID: z.number().int(),
  GRT_NOMBRE: z.string(),
  NUM_TALLERES: z.number().int(),
});
export type GrupoTaller = z.infer<typeof GrupoTaller>;

/** A group of the member as listed for one workshop: INCLUIDO when the workshop is in it. */
export const GrupoTallerIncluido = z.object({
  GRT_ID: z.number().int(),
  GRT_NOMBRE: z.string(),
  INCLUIDO: z.boolean(),
});
export type GrupoTallerIncluido = z.infer<typeof GrupoTallerIncluido>;

/** A workshop of the member as listed for one group: INCLUIDO when the group includes it. */
export const TallerIncluido = Taller.extend({ INCLUIDO: z.boolean() });
export type TallerIncluido = z.infer<typeof TallerIncluido>;

/** The workshop fields of an add or modify (001 §3 Workshop); list-only fields sent back are ignored. */
const TallerCampos = {
  TAS_NOMBRE: optionalText,
  TAS_TIPO: optionalText,
  TAS_CONTACTO: optionalText,
  TAS_COMERCIAL: optionalText,
  TAS_WEB: optionalText,
  /** The country; 0 (the placeholder 'Seleccione un país') or null is none. */
  TAS_ID_PAIS: z.number().int().min(0).max(WIRE_ID_MAX).nullish(),
  TAS_PROVINCIA: optionalText,
  TAS_POBLACION: optionalText,
  TAS_DIRECCION: optionalText,
  TAS_CP: phone,
  TAS_TELEFONO: phone,
  TAS_MOVIL: phone,
  TAS_FAX: phone,
  TAS_EMAIL: optionalText,
  TAS_EMAIL_2: optionalText,
  TAS_LATITUD: z.number().min(-90).max(90).nullish(),
  TAS_LONGITUD: z.number().min(-180).max(180).nullish(),
  TAS_ZOOM: z.number().int().min(0).max(30).nullish(),
  TAS_POTENCIAL: z.union([text, z.number()]).nullish(),
};

/** A workshop as the add and modify send it (TAS_ID names it on a modify; ignored on an add). */
export const TallerRegistro = z.object({
  TAS_ID: z.number().int().min(0).max(WIRE_ID_MAX).nullish(),
  ...TallerCampos,
});
export type TallerRegistro = z.infer<typeof TallerRegistro>;

/**
 * Talleres/ActualizarRegistro's body: Accion 0 adds (Reg's fields), 1 modifies (Reg.TAS_ID), 2 deletes (only
 * Reg.TAS_ID is read). ID_GRUPO_LIST, the comma-joined ids of the groups the workshop belongs to, replaces its
 * groups on an add or modify; absent or null keeps them ('' is none).
 */
export const TallerCambio = z.discriminatedUnion('Accion', [
  z.object({ Accion: z.literal(0), Reg: TallerRegistro, ID_GRUPO_LIST: wireIdList }),
  z.object({ Accion: z.literal(1), Reg: TallerRegistro.extend({ TAS_ID: wireId }), ID_GRUPO_LIST: wireIdList }),
  z.object({ Accion: z.literal(2), Reg: z.object({ TAS_ID: wireId }), ID_GRUPO_LIST: wireIdList }),
]);
export type TallerCambio = z.infer<typeof TallerCambio>;

/** A workshop group as the add and modify send it. */
export const GrupoTallerRegistro = z.object({
  GRT_ID: z.number().int().min(0).max(WIRE_ID_MAX).nullish(),
  GRT_NOMBRE: optionalText,
});

/**
 * GruposTaller/ActualizarRegistro's body: Accion 0 adds, 1 modifies (Reg.GRT_ID), 2 deletes (only Reg.GRT_ID).
 * ID_TALLER_LIST, the comma-joined ids of the included workshops, replaces the group's workshops on an add or
 * modify; absent or null keeps them ('' is none).
 */
export const GrupoTallerCambio = z.discriminatedUnion('Accion', [
  z.object({ Accion: z.literal(0), Reg: GrupoTallerRegistro, ID_TALLER_LIST: wireIdList }),
  z.object({
    Accion: z.literal(1),
    Reg: GrupoTallerRegistro.extend({ GRT_ID: wireId }),
    ID_TALLER_LIST: wireIdList,
  }),
  z.object({ Accion: z.literal(2), Reg: z.object({ GRT_ID: wireId }), ID_TALLER_LIST: wireIdList }),
]);
export type GrupoTallerCambio = z.infer<typeof GrupoTallerCambio>;

/** One line of an import: the workshop fields of the template, its country and the file line it came from. */
export const TallerImportado = z.object({
  ...TallerCampos,
  /** Line of the CSV file, so that a refusal names the lines the user sees; else position + 2 (1 is the header). */
  line: z.number().int().min(1).max(10_000_000).nullish(),
});
export type TallerImportado = z.infer<typeof TallerImportado>;

/**
 * Talleres/ImportarRegistros' body: the file's workshops and the one country chosen for all of them (TAS_ID_PAIS here,
 * or on every line).
 */
export const ImportacionTalleres = z.object({
  LISTA_TALLERES: z.array(TallerImportado).max(WORKSHOP_IMPORT_WIRE_ROWS),
  TAS_ID_PAIS: z.number().int().min(0).max(WIRE_ID_MAX).nullish(),
});
export type ImportacionTalleres = z.infer<typeof ImportacionTalleres>;

/** What an import did: workshops added and duplicate lines left out. */
export const ResultadoImportacionTalleres = z.object({
  importados: z.number().int(),
  repetidos: z.number().int(),
});
export type ResultadoImportacionTalleres = z.infer<typeof ResultadoImportacionTalleres>;

/** Talleres (001 §7 Promotions): the member's workshops. */
export const Talleres = {
  /** The member's workshops by name (case-insensitive); the filter is not used (001 §7: empty). */
  GetPagina: promotionPage('Talleres', Taller, { none: "the caller's member's workshops" }),
  /**
   * Adds, modifies or deletes a workshop of the member and sets its groups (ID_GRUPO_LIST). Another member's workshop
   * or group is 404; a bad field is `ok: false` with the reason and changes nothing.
   */
  ActualizarRegistro: promotionEndpoint({
    method: 'PUT',
    path: '/Talleres/ActualizarRegistro',
    foreign: [
      { kind: 'workshop', at: 'body.Reg.TAS_ID' },
      { kind: 'workshopGroup', at: 'body.ID_GRUPO_LIST' },
    ],
    body: TallerCambio,
    response: OkAnswer,
  }),
  /**
   * Adds the workshops of an import file (001 §5): all or nothing, with the import's rules (Nombre and Dirección
   * required, phones numeric, a valid web address, one country for all lines, repeated lines left out). A refusal
   * names the lines at fault and adds nothing.
   */
  ImportarRegistros: promotionEndpoint({
    method: 'POST',
    path: '/Talleres/ImportarRegistros',
    foreign: { none: "adds to the caller's member's workshops" },
    body: ImportacionTalleres,
    bodyLimit: WORKSHOP_IMPORT_BODY_LIMIT,
    response: answerOrRefusal(ResultadoImportacionTalleres.nullable()),
  }),
} as const;

/** GruposTaller (001 §7 Promotions): the member's workshop groups. */
export const GruposTaller = {
  /** The member's groups by name, with how many workshops each includes. */
  GetPagina: promotionPage('GruposTaller', GrupoTaller, { none: "the caller's member's groups" }),
  /**
   * Adds, modifies or deletes a group of the member and sets its workshops (ID_TALLER_LIST). The name is required
   * ('Debe rellenar todos los campos para añadir el grupo'), 30 characters on create, 50 on edit. Another member's
   * group or workshop is 404.
   */
  ActualizarRegistro: promotionEndpoint({
    method: 'PUT',
    path: '/GruposTaller/ActualizarRegistro',
    foreign: [
      { kind: 'workshopGroup', at: 'body.Reg.GRT_ID' },
      { kind: 'workshop', at: 'body.ID_TALLER_LIST' },
    ],
    body: GrupoTallerCambio,
    response: OkAnswer,
  }),
} as const;

/** Paises: the country list of the workshop form. */
export const Paises = {
  /** Every country by description. */
  GetPagina: promotionPage('Paises', Pais, { none: 'the country list' }, MEMBER_LIST_MAX),
} as const;

/** TalleresGrupoTalleresSocio: the groups of a workshop (the workshop dialog's Grupos tab). */
export const TalleresGrupoTalleresSocio = {
  /**
   * The member's groups by name, INCLUIDO when the workshop of Valoresfiltro[0] is in them (a new workshop sends
   * [null]: none is). Another member's workshop is 404.
   */
  GetPagina: promotionPage('TalleresGrupoTalleresSocio', GrupoTallerIncluido, { kind: 'workshop', at: 'body.Valoresfiltro.0' }),
} as const;

/** TalleresSocioTalleresGrupo: the workshops of a group (the group dialog). */
export const TalleresSocioTalleresGrupo = {
  /**
   * The member's workshops by name, INCLUIDO when the group of Valoresfiltro[0] includes them (a new group sends
   * [null] or []: none is). Another member's group is 404.
   */
  GetPagina: promotionPage('TalleresSocioTalleresGrupo', TallerIncluido, { kind: 'workshopGroup', at: 'body.Valoresfiltro.0' }),
} as const;
