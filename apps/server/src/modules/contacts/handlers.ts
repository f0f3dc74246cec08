import { ok, refuse } from '@socios/api';
import { LIMIT_MESSAGES, validateContact, validateContactGroupText } from '@socios/domain';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { importContacts } from './import';
import { deleteContact, deleteGroup, groupsOf, ownsContact, ownsGroup, saveContact, saveGroup } from './queries';

/** Our texts for refusals the spec does not word (its failure popups show them after its own title). */
export const CONTACT_SERVER_MESSAGES = {
  duplicateGroup: 'Ya existe un grupo de contacto con ese nombre',
  idRequired: 'Falta el identificador del registro a modificar o eliminar',
} as const;

function requireId(id: number | null | undefined): number {
  if (id == null) throw new HttpError(400, CONTACT_SERVER_MESSAGES.idRequired);
  return id;
}

/** Server side of the contact book: groups and single-contact changes (spec 000 §7); the import is in import.ts. */
export const contactHandlers: AreaHandlers<'contacts'> = {
  GruposContacto: async (_input, { db, session }) => ok(await groupsOf(db, session.userId)),

  async ActualizarGrupoContacto({ body }, { db, session }) {
    const userId = session.userId;
    if (body.Accion === 2) {
      const deleted = await deleteGroup(db, userId, requireId(body.GRPC_ID));
      if (!deleted) throw new HttpError(404, TEXTS.notFound);
      return ok(deleted);
    }
    const id = body.Accion === 1 ? requireId(body.GRPC_ID) : null;
    if (id !== null && !(await ownsGroup(db, userId, id))) throw new HttpError(404, TEXTS.notFound);
    const checked = validateContactGroupText(body.GRPC_DESCRIPCION);
    if (!checked.ok) return refuse(checked.errors.map((e) => e.message).join('\n'), null);
    const group = await saveGroup(db, userId, id, checked.value);
    if (group === 'duplicate') return refuse(CONTACT_SERVER_MESSAGES.duplicateGroup, null);
    if (!group) throw new HttpError(404, TEXTS.notFound);
    return ok(group);
  },

  async ActualizarContacto({ body }, { db, session }) {
    const userId = session.userId;
    const id = body.Accion === 0 ? null : requireId(body.CONT_ID);
    if (id !== null && !(await ownsContact(db, userId, id))) throw new HttpError(404, TEXTS.notFound);
    const checked = validateContact({
      name: body.CONT_NOMBRE,
      email: body.CONT_MAIL,
      phone: body.CONT_TELEFONO,
      mobile: body.CONT_MOVIL,
      groupId: body.CONT_ID_GRUPO_CONTACTO,
    });
    if (!checked.ok) return refuse([...new Set(checked.errors.map((e) => e.message))].join('\n'), null);
    const c = checked.value;
    if (body.Accion === 2 && id !== null) {
      await deleteContact(db, userId, id);
      return ok(id);
    }
    if (c.groupId !== null && !(await ownsGroup(db, userId, c.groupId))) throw new HttpError(404, TEXTS.notFound);
    const changed = await saveContact(db, userId, id, c);
    if (changed === 'full') return refuse(LIMIT_MESSAGES.bookFull, null);
    if (changed === null) throw new HttpError(404, TEXTS.notFound);
    return ok(changed);
  },

  AltaMasivaContactos: ({ body }, { db, session }) => importContacts(db, session.userId, body.contactos),
};
