import { type Contacto, type Favoritos, PERMISSION_COLUMN_NAMES, type UserConfig, type Usuario } from '@socios/api';
import type { Queryable } from '../../db/db';
import { PERMISSION_SELECT, permisosFromRow } from '../../auth/sessions';
import { FAVOURITE_DOCUMENTS_SQL, FAVOURITE_NEWS_SQL, FAVOURITE_SUPPLIERS_SQL } from '../favourites';

/** SELECT list of a user's public fields (u = users), named as the wire's USR_* fields. */
export const USER_COLUMNS = [
  'u.usr_id AS "USR_ID"',
  'u.usr_nombre AS "USR_NOMBRE"',
  'u.usr_apellidos AS "USR_APELLIDOS"',
  'u.usr_mail AS "USR_MAIL"',
  'u.usr_clave AS "USR_CLAVE"',
  `to_char(u.usr_ultvisit AT TIME ZONE 'Europe/Madrid', 'DD/MM/YYYY HH24:MI') AS "USR_ULTVISIT"`,
  'u.usr_id_idioma AS "USR_ID_IDIOMA"',
  'u.usr_id_socio AS "USR_ID_SOCIO"',
  'u.usr_id_documento AS "USR_ID_DOCUMENTO"',
  'u.usr_administrar_cuentas AS "USR_ADMINISTRAR_CUENTAS"',
  ...PERMISSION_COLUMN_NAMES.map((c) => `u.${c.toLowerCase()} AS "${c}"`),
].join(', ');

type UserRow = Usuario & { socio_desc: string; pais: string } & Record<string, unknown>;

/** SQL of the user's contacts ($1 user), by name (the contact book of spec 000 §2). */
const CONTACTS_SQL = `SELECT cont_id AS "CONT_ID", cont_nombre AS "CONT_NOMBRE", cont_mail AS "CONT_MAIL",
            cont_telefono AS "CONT_TELEFONO", cont_movil AS "CONT_MOVIL",
            cont_id_grupo_contacto AS "CONT_ID_GRUPO_CONTACTO"
       FROM contacts WHERE cont_id_usuario = $1
      ORDER BY lower(cont_nombre), cont_id`;

/** A list query as one JSON array, in the list's own order. */
const jsonList = (sql: string) => `(SELECT coalesce(json_agg(t), '[]'::json) FROM (${sql}) t)`;

/** Everything the portal holds about a user (spec 000 §3 User configuration), or null for an unknown id. */
export async function loadUserConfig(db: Queryable, userId: number): Promise<UserConfig | null> {
  // One round trip: the configuration is read on every page load (EnSession), and per-query overhead dominates.
  const rows = await db.query<UserRow & Favoritos & { contactos: Contacto[] }>(
    `SELECT ${USER_COLUMNS}, ${PERMISSION_SELECT}, m.soc_nombre AS socio_desc, c.pai_descripcion AS pais,
            ${jsonList(FAVOURITE_NEWS_SQL)} AS "NoticiasFavoritas",
            ${jsonList(FAVOURITE_SUPPLIERS_SQL)} AS "ProveedoresFavoritos",
            ${jsonList(FAVOURITE_DOCUMENTS_SQL)} AS "DocumentosFavoritos",
            ${jsonList(CONTACTS_SQL)} AS contactos
       FROM users u
       JOIN members m ON m.soc_id = u.usr_id_socio
       JOIN countries c ON c.pai_id = m.soc_id_pais
      WHERE u.usr_id = $1`,
    [userId, null],
  );
  const row = rows[0];
  if (!row) return null;
  const permisos = permisosFromRow(row);
  const usuario = Object.fromEntries(Object.entries(row).filter(([k]) => k.startsWith('USR_'))) as unknown as Usuario;
  return {
    usuario,
    // A revoked permission hides the data too, not only the menu entry.
    favoritos: {
      NoticiasFavoritas: permisos.Noticias ? row.NoticiasFavoritas : [],
      ProveedoresFavoritos: row.ProveedoresFavoritos,
      DocumentosFavoritos: permisos.Documentos ? row.DocumentosFavoritos : [],
    },
    contactos: row.contactos,
    Permisos: permisos,
    pais: row.pais,
    NombreUsuario: row.USR_NOMBRE,
    Apellidos: row.USR_APELLIDOS,
    socio_desc: row.socio_desc,
  };
}

/** The user a login name (any case) belongs to, with its password hash, or undefined. */
export async function findLoginUser(db: Queryable, login: string): Promise<{ usr_id: number; usr_pwd_hash: string | null } | undefined> {
  const rows = await db.query<{ usr_id: number; usr_pwd_hash: string | null }>('SELECT usr_id, usr_pwd_hash FROM users WHERE lower(usr_clave) = lower($1)', [
    login,
  ]);
  return rows[0];
}

/** Records a login as the user's last visit (the next login shows it). */
export async function recordVisit(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET usr_ultvisit = now() WHERE usr_id = $1', [userId]);
}
