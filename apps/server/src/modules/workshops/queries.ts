import type { GrupoTaller, GrupoTallerIncluido, Pais, Taller, TallerIncluido } from '@socios/api';
import { sortByName } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import type { WorkshopTexts } from './fields';

/**
 * The member's workshops and workshop groups in the database. Every statement names the member: a workshop or group of
 * another member is never read, changed or linked (the membership table's foreign keys repeat the member, too).
 * Lists are sorted by name in Spanish order in code (the same on PGlite and PostgreSQL, whatever the collation).
 */

/** The columns of a workshop with its member and country, from `workshops t JOIN members m LEFT JOIN countries c`. */
const WORKSHOP_COLUMNS = `t.tas_id AS "TAS_ID", t.tas_nombre AS "TAS_NOMBRE", t.tas_tipo AS "TAS_TIPO",
            t.tas_contacto AS "TAS_CONTACTO", t.tas_comercial AS "TAS_COMERCIAL", t.tas_web AS "TAS_WEB",
            t.tas_id_pais AS "TAS_ID_PAIS", t.tas_provincia AS "TAS_PROVINCIA", t.tas_poblacion AS "TAS_POBLACION",
            t.tas_direccion AS "TAS_DIRECCION", t.tas_cp AS "TAS_CP", t.tas_telefono AS "TAS_TELEFONO",
            t.tas_movil AS "TAS_MOVIL", t.tas_fax AS "TAS_FAX", t.tas_email AS "TAS_EMAIL",
            t.tas_email_2 AS "TAS_EMAIL_2", t.tas_latitud::float8 AS "TAS_LATITUD",
            t.tas_longitud::float8 AS "TAS_LONGITUD", t.tas_zoom AS "TAS_ZOOM", t.tas_potencial AS "TAS_POTENCIAL",
            m.soc_codigo AS "SOC_CODIGO", m.soc_nombre AS "SOC_NOMBRE", c.pai_codigo AS "PAI_CODIGO",
            c.pai_descripcion AS "PAI_DESCRIPCION"`;

const WORKSHOP_FROM = `workshops t JOIN members m ON m.soc_id = t.tas_id_socio
       LEFT JOIN countries c ON c.pai_id = t.tas_id_pais`;

/** A workshop's stored fields: its texts, country and map position. */
export interface WorkshopRecord extends WorkshopTexts {
  TAS_ID_PAIS: number | null;
  TAS_LATITUD: number | null;
  TAS_LONGITUD: number | null;
  TAS_ZOOM: number | null;
}

/** The stored columns in the order of `workshopValues`. */
const RECORD_COLUMNS = [
  'tas_nombre',
  'tas_tipo',
  'tas_contacto',
  'tas_comercial',
  'tas_web',
  'tas_id_pais',
  'tas_provincia',
  'tas_poblacion',
  'tas_direccion',
  'tas_cp',
  'tas_telefono',
  'tas_movil',
  'tas_fax',
  'tas_email',
  'tas_email_2',
  'tas_latitud',
  'tas_longitud',
  'tas_zoom',
  'tas_potencial',
] as const;

/** The values of RECORD_COLUMNS for one workshop. */
function workshopValues(w: WorkshopRecord): unknown[] {
  return [
    w.TAS_NOMBRE,
    w.TAS_TIPO,
    w.TAS_CONTACTO,
    w.TAS_COMERCIAL,
    w.TAS_WEB,
    w.TAS_ID_PAIS,
    w.TAS_PROVINCIA,
    w.TAS_POBLACION,
    w.TAS_DIRECCION,
    w.TAS_CP,
    w.TAS_TELEFONO,
    w.TAS_MOVIL,
    w.TAS_FAX,
    w.TAS_EMAIL,
    w.TAS_EMAIL_2,
    w.TAS_LATITUD,
    w.TAS_LONGITUD,
    w.TAS_ZOOM,
    w.TAS_POTENCIAL,
  ];
}

/** The member's workshops by name. */
export async function listWorkshops(db: Queryable, memberId: number): Promise<Taller[]> {
  const rows = await db.query<Taller>(`SELECT ${WORKSHOP_COLUMNS} FROM ${WORKSHOP_FROM} WHERE t.tas_id_socio = $1`, [memberId]);
  return sortByName(rows, (r) => r.TAS_NOMBRE);
}

/** The member's workshops by name, INCLUIDO when the group (null: none) includes them. */
export async function listWorkshopsOfGroup(db: Queryable, memberId: number, groupId: number | null): Promise<TallerIncluido[]> {
  const rows = await db.query<TallerIncluido>(
    `SELECT ${WORKSHOP_COLUMNS},
            EXISTS (SELECT 1 FROM workshop_group_members l WHERE l.tas_id = t.tas_id AND l.grt_id = $2) AS "INCLUIDO"
       FROM ${WORKSHOP_FROM}
      WHERE t.tas_id_socio = $1`,
    [memberId, groupId ?? 0],
  );
  return sortByName(rows, (r) => r.TAS_NOMBRE);
}

/** The member's groups by name, with how many workshops each includes. */
export async function listGroups(db: Queryable, memberId: number): Promise<GrupoTaller[]> {
  const rows = await db.query<GrupoTaller>(
    `SELECT g.grt_id AS "GRT_ID", g.grt_nombre AS "GRT_NOMBRE",
            (SELECT count(*) FROM workshop_group_members l WHERE l.grt_id = g.grt_id)::int AS "NUM_TALLERES"
       FROM workshop_groups g WHERE g.grt_id_socio = $1`,
    [memberId],
  );
  return sortByName(rows, (r) => r.GRT_NOMBRE);
}

/** The member's groups by name, INCLUIDO when they include the workshop (null: none). */
export async function listGroupsOfWorkshop(db: Queryable, memberId: number, workshopId: number | null): Promise<GrupoTallerIncluido[]> {
  const rows = await db.query<GrupoTallerIncluido>(
    `SELECT g.grt_id AS "GRT_ID", g.grt_nombre AS "GRT_NOMBRE",
            EXISTS (SELECT 1 FROM workshop_group_members l WHERE l.grt_id = g.grt_id AND l.tas_id = $2) AS "INCLUIDO"
       FROM workshop_groups g WHERE g.grt_id_socio = $1`,
    [memberId, workshopId ?? 0],
  );
  return sortByName(rows, (r) => r.GRT_NOMBRE);
}

/** Every country by description. */
export async function listCountries(db: Queryable): Promise<Pais[]> {
  const rows = await db.query<Pais>('SELECT pai_id AS "PAI_ID", pai_codigo AS "PAI_CODIGO", pai_descripcion AS "PAI_DESCRIPCION" FROM countries');
  return sortByName(rows, (r) => r.PAI_DESCRIPCION);
}

/** Whether a country exists. */
export async function countryExists(db: Queryable, countryId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM countries WHERE pai_id = $1', [countryId]);
  return rows.length > 0;
}

/** Whether the member owns the workshop. */
export async function ownsWorkshop(db: Queryable, memberId: number, workshopId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM workshops WHERE tas_id = $1 AND tas_id_socio = $2', [workshopId, memberId]);
  return rows.length > 0;
}

/** Whether the member owns the group. */
export async function ownsGroup(db: Queryable, memberId: number, groupId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM workshop_groups WHERE grt_id = $1 AND grt_id_socio = $2', [groupId, memberId]);
  return rows.length > 0;
}

/** The member's own tables of this module, with their key and owner columns. */
const OWNED_KEYS = { workshops: ['tas_id', 'tas_id_socio'], workshop_groups: ['grt_id', 'grt_id_socio'] } as const;
type OwnedTable = keyof typeof OWNED_KEYS;

/**
 * Fails with 404 unless every id is a workshop (or group) of the member: another member's record is not found. The rows
 * found are locked against deletion (FOR KEY SHARE) until the transaction ends, so the links about to be written cannot
 * lose their target to a concurrent delete.
 */
async function requireOwned(tx: Queryable, table: OwnedTable, memberId: number, ids: number[]) {
  if (!ids.length) return;
  const [id, member] = OWNED_KEYS[table];
  const found = await tx.query(`SELECT ${id} FROM ${table} WHERE ${id} = ANY($1::int[]) AND ${member} = $2 FOR KEY SHARE`, [ids, memberId]);
  if (found.length !== ids.length) throw new HttpError(404, TEXTS.notFound);
}

/** Adds a workshop to the member; its id. */
export async function insertWorkshop(tx: Queryable, memberId: number, w: WorkshopRecord): Promise<number> {
  const values = workshopValues(w);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO workshops (tas_id_socio, ${RECORD_COLUMNS.join(', ')})
     VALUES ($1, ${values.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING tas_id AS id`,
    [memberId, ...values],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

/** Saves a workshop of the member; false when the member has no such workshop. */
export async function updateWorkshop(tx: Queryable, memberId: number, workshopId: number, w: WorkshopRecord): Promise<boolean> {
  const values = workshopValues(w);
  const rows = await tx.query(
    `UPDATE workshops SET ${RECORD_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')}
      WHERE tas_id = $1 AND tas_id_socio = $2 RETURNING tas_id`,
    [workshopId, memberId, ...values],
  );
  return rows.length > 0;
}

/** Deletes a row of the member from one of its tables; false when the member has no such row. */
async function deleteOwned(db: Queryable, table: OwnedTable, memberId: number, id: number): Promise<boolean> {
  const [key, owner] = OWNED_KEYS[table];
  const rows = await db.query(`DELETE FROM ${table} WHERE ${key} = $1 AND ${owner} = $2 RETURNING ${key}`, [id, memberId]);
  return rows.length > 0;
}

/** Deletes a workshop of the member (and its group memberships); false when the member has no such workshop. */
export const deleteWorkshop = (db: Queryable, memberId: number, workshopId: number) => deleteOwned(db, 'workshops', memberId, workshopId);

/**
 * Makes one workshop belong to exactly these groups, or one group include exactly these workshops, all of the member
 * (404 when one of the others is not the member's).
 */
async function setMemberships(tx: Queryable, memberId: number, side: 'workshop' | 'group', id: number, others: number[]) {
  const [own, other, otherTable] = side === 'workshop' ? (['tas_id', 'grt_id', 'workshop_groups'] as const) : (['grt_id', 'tas_id', 'workshops'] as const);
  await requireOwned(tx, otherTable, memberId, others);
  await tx.query(`DELETE FROM workshop_group_members WHERE ${own} = $1 AND NOT (${other} = ANY($2::int[]))`, [id, others]);
  await tx.query(
    `INSERT INTO workshop_group_members (${own}, ${other}, soc_id)
     SELECT $1::int, o, $2::int FROM unnest($3::int[]) AS o ON CONFLICT DO NOTHING`,
    [id, memberId, others],
  );
}

/** Makes the workshop belong to exactly these groups of the member (404 when one is not the member's). */
export const setGroupsOfWorkshop = (tx: Queryable, memberId: number, workshopId: number, groupIds: number[]) =>
  setMemberships(tx, memberId, 'workshop', workshopId, groupIds);

/** Adds a group to the member; its id. */
export async function insertGroup(tx: Queryable, memberId: number, name: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO workshop_groups (grt_id_socio, grt_nombre) VALUES ($1, $2) RETURNING grt_id AS id', [
    memberId,
    name,
  ]);
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

/** Renames a group of the member; false when the member has no such group. */
export async function updateGroup(tx: Queryable, memberId: number, groupId: number, name: string): Promise<boolean> {
  const rows = await tx.query('UPDATE workshop_groups SET grt_nombre = $3 WHERE grt_id = $1 AND grt_id_socio = $2 RETURNING grt_id', [groupId, memberId, name]);
  return rows.length > 0;
}

/** Deletes a group of the member (its workshops stay); false when the member has no such group. */
export const deleteGroup = (db: Queryable, memberId: number, groupId: number) => deleteOwned(db, 'workshop_groups', memberId, groupId);

/** Makes the group include exactly these workshops of the member (404 when one is not the member's). */
export const setWorkshopsOfGroup = (tx: Queryable, memberId: number, groupId: number, workshopIds: number[]) =>
  setMemberships(tx, memberId, 'group', groupId, workshopIds);

/** Adds many workshops to the member in one statement per chunk (the import); how many were added. */
export async function insertWorkshops(tx: Queryable, memberId: number, workshops: readonly WorkshopRecord[]) {
  const CHUNK = 2_000;
  const types = RECORD_COLUMNS.map((c) => (c === 'tas_id_pais' || c === 'tas_zoom' ? 'int' : c === 'tas_latitud' || c === 'tas_longitud' ? 'float8' : 'text'));
  for (let start = 0; start < workshops.length; start += CHUNK) {
    const chunk = workshops.slice(start, start + CHUNK).map(workshopValues);
    const columns = RECORD_COLUMNS.map((_, i) => chunk.map((values) => values[i]));
    await tx.query(
      `INSERT INTO workshops (tas_id_socio, ${RECORD_COLUMNS.join(', ')})
       SELECT $1::int, * FROM unnest(${types.map((t, i) => `$${i + 2}::${t}[]`).join(', ')})`,
      [memberId, ...columns],
    );
  }
  return workshops.length;
}
