import type { Contract, GrupoContacto } from '@socios/api';
import { ENCODING_MESSAGES, hasInvalidCharacters, validateContact, validateContactGroupText } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { type ControllerHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { importContacts } from './import';

type ContactCalls = Pick<Contract['Usuarios'], 'GruposContacto' | 'ActualizarGrupoContacto' | 'ActualizarContacto'>;

/** Our texts for refusals the spec does not word (its failure popups show them after its own title). */
export const CONTACT_SERVER_MESSAGES = {
  duplicateGroup: 'Ya existe un grupo de contacto con ese nombre',
  idRequired: 'Falta el identificador del registro a modificar o eliminar',
} as const;

const GROUP_SELECT = 'grpc_id AS "GRPC_ID", grpc_descripcion AS "GRPC_DESCRIPCION"';

/** True when the group exists and belongs to the user. */
export async function ownsGroup(db: Queryable, userId: number, groupId: number): Promise<boolean> {
  if (groupId > 2_147_483_647) return false;
  const rows = await db.query('SELECT 1 FROM contact_groups WHERE grpc_id = $1 AND grpc_id_usuario = $2', [groupId, userId]);
  return rows.length > 0;
}

function refusal<T>(message: string, valorRetorno: T) {
  return { ok: false as const, mensajeError: message, valorRetorno };
}

function requireId(id: number | null | undefined): number {
  if (id == null) throw new HttpError(400, CONTACT_SERVER_MESSAGES.idRequired);
  return id;
}

/** Server side of the contact book: groups and single-contact changes (spec 000 §7); the import is in import.ts. */
export const contactHandlers: ControllerHandlers<ContactCalls> & Pick<ControllerHandlers<Contract['Usuarios']>, 'AltaMasivaContactos'> = {
  async GruposContacto(_input, { db, session }) {
    const rows = await db.query<GrupoContacto>(
      `SELECT ${GROUP_SELECT} FROM contact_groups WHERE grpc_id_usuario = $1 ORDER BY lower(grpc_descripcion), grpc_id`,
      [session.userId],
    );
    return { ok: true, mensajeError: null, valorRetorno: rows };
  },

  async ActualizarGrupoContacto({ body }, { db, session }) {
    const userId = session.userId;
    if (body.Accion === 2) {
      const id = requireId(body.GRPC_ID);
      const rows = await db.query<GrupoContacto>(
        `DELETE FROM contact_groups WHERE grpc_id = $1 AND grpc_id_usuario = $2 RETURNING ${GROUP_SELECT}`,
        [id, userId],
      );
      if (!rows[0]) throw new HttpError(404, TEXTS.notFound);
      return { ok: true, mensajeError: null, valorRetorno: rows[0] };
    }
    const id = body.Accion === 1 ? requireId(body.GRPC_ID) : null;
    if (id !== null && !(await ownsGroup(db, userId, id))) throw new HttpError(404, TEXTS.notFound);
    const checked = validateContactGroupText(body.GRPC_DESCRIPCION);
    if (!checked.ok) return refusal(checked.errors.map((e) => e.message).join('\n'), null);
    if (hasInvalidCharacters(checked.value)) return refusal(ENCODING_MESSAGES.invalidCharacters, null);
    return db.transaction(async (tx) => {
      // One writer per user at a time, so that two tabs cannot both create the same group.
      await tx.query('SELECT 1 FROM users WHERE usr_id = $1 FOR UPDATE', [userId]);
      const same = await tx.query(
        'SELECT 1 FROM contact_groups WHERE grpc_id_usuario = $1 AND lower(grpc_descripcion) = lower($2) AND grpc_id <> coalesce($3, 0)',
        [userId, checked.value, id],
      );
      if (same.length) return refusal(CONTACT_SERVER_MESSAGES.duplicateGroup, null);
      const rows =
        id === null
          ? await tx.query<GrupoContacto>(
              `INSERT INTO contact_groups (grpc_id_usuario, grpc_descripcion) VALUES ($1, $2) RETURNING ${GROUP_SELECT}`,
              [userId, checked.value],
            )
          : await tx.query<GrupoContacto>(
              `UPDATE contact_groups SET grpc_descripcion = $3 WHERE grpc_id = $1 AND grpc_id_usuario = $2 RETURNING ${GROUP_SELECT}`,
              [id, userId, checked.value],
            );
      const group = rows[0];
      if (!group) throw new HttpError(404, TEXTS.notFound);
      return { ok: true, mensajeError: null, valorRetorno: group };
    });
  },

  async ActualizarContacto({ body }, { db, session }) {
    const userId = session.userId;
    const id = body.Accion === 0 ? null : requireId(body.CONT_ID);
    if (id !== null) {
      const own = await db.query('SELECT 1 FROM contacts WHERE cont_id = $1 AND cont_id_usuario = $2', [id, userId]);
      if (!own.length) throw new HttpError(404, TEXTS.notFound);
    }
    const checked = validateContact({
      name: body.CONT_NOMBRE,
      email: body.CONT_MAIL,
      phone: body.CONT_TELEFONO,
      mobile: body.CONT_MOVIL,
      groupId: body.CONT_ID_GRUPO_CONTACTO,
    });
    if (!checked.ok) return refusal([...new Set(checked.errors.map((e) => e.message))].join('\n'), null);
    const c = checked.value;
    if ([c.name, c.email, c.phone, c.mobile].some(hasInvalidCharacters)) return refusal(ENCODING_MESSAGES.invalidCharacters, null);
    if (body.Accion === 2) {
      await db.query('DELETE FROM contacts WHERE cont_id = $1 AND cont_id_usuario = $2', [id, userId]);
      return { ok: true, mensajeError: null, valorRetorno: id };
    }
    if (c.groupId !== null && !(await ownsGroup(db, userId, c.groupId))) throw new HttpError(404, TEXTS.notFound);
    const values = [userId, c.name, c.email, c.phone || null, c.mobile || null, c.groupId];
    const rows =
      id === null
        ? await db.query<{ id: number }>(
            `INSERT INTO contacts (cont_id_usuario, cont_nombre, cont_mail, cont_telefono, cont_movil, cont_id_grupo_contacto)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING cont_id AS id`,
            values,
          )
        : await db.query<{ id: number }>(
            `UPDATE contacts SET cont_nombre = $2, cont_mail = $3, cont_telefono = $4, cont_movil = $5, cont_id_grupo_contacto = $6
              WHERE cont_id = $7 AND cont_id_usuario = $1 RETURNING cont_id AS id`,
            [...values, id],
          );
    const changed = rows[0];
    if (!changed) throw new HttpError(404, TEXTS.notFound);
    return { ok: true, mensajeError: null, valorRetorno: changed.id };
  },

  AltaMasivaContactos: ({ body }, { db, session }) => importContacts(db, session.userId, body.contactos),
};
