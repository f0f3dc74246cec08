import { USER_LIMITS } from '@socios/domain';
import { z } from 'zod';
import { sessionEndpoint } from '../endpoint';
import { Accion } from '../entities/common';
import { answer, answerOrRefusal, wireId, wireText } from '../wire';
import { MEMBER_LIST_MAX } from '../listBounds';

/**
 * Longest text the wire accepts in a contact field. The real limits (name 30, e-mail 250, phones 9 digits, group
 * text 250) are the domain rules', checked by the handler so that a refusal is an `ok: false` answer with the
 * spec's Spanish text rather than a bare 400; this bound only keeps absurd bodies out.
 */
const WIRE_TEXT_MAX = 1000;

/**
 * Rows the wire accepts in one AltaMasivaContactos call: twice the import limit (USER_LIMITS.importRows), so that a
 * file just over it gets the handler's Spanish refusal rather than a bare 400.
 */
export const CONTACT_IMPORT_MAX_ROWS = 2 * USER_LIMITS.importRows;

/** Body limit of AltaMasivaContactos: 10,000 rows of real contacts take about 1.6 MB; room for twice as many long ones. */
export const CONTACT_IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** A contact group of the user (000 §3 Contact group). */
export const GrupoContacto = z.object({
  GRPC_ID: z.number().int(),
  GRPC_DESCRIPCION: z.string(),
});
export type GrupoContacto = z.infer<typeof GrupoContacto>;

const text = wireText(WIRE_TEXT_MAX);
/** Phones travel as digit strings; a number is accepted too (as the original portal sent them). */
const wirePhone = z.union([text, z.number()]).nullish();
const wireGroupId = z.union([z.number().int(), text]).nullish();

/** The contact fields of a change (000 §3 Contact plus Accion: 0 add, 1 modify, 2 delete). */
export const ContactoCambio = z.object({
  /** Needed to modify or delete; ignored when adding. */
  CONT_ID: wireId.nullish(),
  CONT_NOMBRE: text,
  CONT_MAIL: text,
  CONT_TELEFONO: wirePhone,
  CONT_MOVIL: wirePhone,
  CONT_ID_GRUPO_CONTACTO: wireGroupId,
  Accion,
});
export type ContactoCambio = z.infer<typeof ContactoCambio>;

/** A row of a bulk import: the contact fields with Accion 0 and, optionally, the line of the file it came from. */
export const ContactoImportado = z.object({
  CONT_NOMBRE: text,
  CONT_MAIL: text,
  CONT_TELEFONO: wirePhone,
  CONT_MOVIL: wirePhone,
  CONT_ID_GRUPO_CONTACTO: wireGroupId,
  Accion: z.literal(0),
  /** Line of the CSV file, so that the server's refusal names the lines the user sees; position otherwise. */
  LINEA: z.number().int().positive().nullish(),
});
export type ContactoImportado = z.infer<typeof ContactoImportado>;

/** The contact book of the user: groups, changes and the bulk import (000 §7). */
export const UsuariosContactos = {
  /** The user's contact groups, by description. */
  GruposContacto: sessionEndpoint({
    method: 'GET',
    path: '/Usuarios/GruposContacto',
    maxRows: MEMBER_LIST_MAX,
    foreign: { none: "the caller's own contact groups" },
    response: answer(z.array(GrupoContacto)),
  }),
  /** Creates (Accion 0), renames (1) or deletes (2) a group of the user; answers the group created or changed. */
  ActualizarGrupoContacto: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/ActualizarGrupoContacto',
    foreign: { kind: 'contactGroup', at: 'body.GRPC_ID' },
    body: z.object({ GRPC_ID: wireId.nullish(), GRPC_DESCRIPCION: text, Accion }),
    response: answerOrRefusal(GrupoContacto.nullable()),
  }),
  /** Adds (0), modifies (1) or deletes (2) a contact of the user; another user's contact or group answers 404. */
  ActualizarContacto: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/ActualizarContacto',
    foreign: [
      { kind: 'contact', at: 'body.CONT_ID' },
      { kind: 'contactGroup', at: 'body.CONT_ID_GRUPO_CONTACTO' },
    ],
    body: ContactoCambio,
    response: answerOrRefusal(z.number().int().nullable()),
  }),
  /**
   * Adds many contacts at once: all of them in one transaction when every row is valid, none otherwise; the
   * refusal's mensajeError lists the lines and their reasons. Afterwards the portal refreshes its configuration.
   */
  AltaMasivaContactos: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/AltaMasivaContactos',
    foreign: { none: "adds to the caller's own contacts" },
    bodyLimit: CONTACT_IMPORT_BODY_LIMIT,
    body: z.object({ contactos: z.array(ContactoImportado).max(CONTACT_IMPORT_MAX_ROWS) }),
    /** valorRetorno: contacts added; omitidos: rows skipped because their e-mail is already in the book (ours). */
    response: answerOrRefusal(z.number().int()).extend({ omitidos: z.number().int().optional() }),
  }),
} as const;
