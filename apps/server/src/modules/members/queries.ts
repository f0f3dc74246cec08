import type { PuntoVenta, PuntoVentaListado, Socio, SocioListado } from '@socios/api';
import type { ValidMemberFields, ValidPointOfSale } from '@socios/domain';
import { CHANGES_CHANNEL } from '../../auth/sessionCache';
import type { Queryable } from '../../db/db';

/** The columns of a member company with its country (001 §3 Member), from `members m JOIN countries c`. */
const MEMBER_COLUMNS = `m.soc_id AS "SOC_ID", m.soc_nombre AS "SOC_NOMBRE", m.soc_contacto AS "SOC_CONTACTO",
            m.soc_direccion AS "SOC_DIRECCION", m.soc_poblacion AS "SOC_POBLACION",
            m.soc_provincia AS "SOC_PROVINCIA", m.soc_cp AS "SOC_CP", m.soc_telefono AS "SOC_TELEFONO",
            m.soc_mail AS "SOC_MAIL", m.soc_cif AS "SOC_CIF", m.soc_latitud AS "SOC_LATITUD",
            m.soc_longitud AS "SOC_LONGITUD", m.soc_zoom AS "SOC_ZOOM", m.soc_id_documento AS "SOC_ID_DOCUMENTO",
            c.pai_id AS "PAI_ID", c.pai_descripcion AS "PAI_DESCRIPCION"`;

/** The member company with its country, or null for an unknown id. */
export async function findMember(db: Queryable, memberId: number): Promise<Socio | null> {
  const rows = await db.query<Socio>(
    `SELECT ${MEMBER_COLUMNS}
       FROM members m JOIN countries c ON c.pai_id = m.soc_id_pais
      WHERE m.soc_id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** The member's points of sale, by name. */
export function pointsOfSale(db: Queryable, memberId: number): Promise<PuntoVenta[]> {
  return db.query<PuntoVenta>(
    `SELECT socpv_id AS "SOCPV_ID", socpv_nombre AS "SOCPV_NOMBRE", socpv_direccion AS "SOCPV_DIRECCION",
            socpv_cp AS "SOCPV_CP", socpv_poblacion AS "SOCPV_POBLACION", socpv_provincia AS "SOCPV_PROVINCIA",
            socpv_telefono AS "SOCPV_TELEFONO", socpv_fax AS "SOCPV_FAX", socpv_mail AS "SOCPV_MAIL",
            socpv_latitud AS "SOCPV_LATITUD", socpv_longitud AS "SOCPV_LONGITUD", socpv_zoom AS "SOCPV_ZOOM"
       FROM points_of_sale WHERE socpv_id_socio = $1
      ORDER BY lower(socpv_nombre), socpv_id`,
    [memberId],
  );
}

type DirectoryMember = Omit<SocioListado, 'PUNTOSVENTA'>;
type DirectoryPoint = Omit<PuntoVentaListado, 'PUNTOVENTA'> & {
  member: number;
  direccion: string | null;
  cp: string | null;
  poblacion: string | null;
  provincia: string | null;
};

/**
 * Spanish order of names (accents and case ignored, ñ after n), the same on PGlite and PostgreSQL whatever collation
 * the cluster was created with: the directory sorts in JavaScript rather than trusting the database's collation.
 */
const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * A point of sale's one-line text as the directory shows and searches it (PUNTOVENTA): name, address, postal code
 * and town, province when it is not the town's own name; empty parts left out.
 */
export function pointOfSaleText(p: {
  SOCPV_NOMBRE: string;
  direccion: string | null;
  cp: string | null;
  poblacion: string | null;
  provincia: string | null;
}): string {
  const clean = (s: string | null) => s?.trim() ?? '';
  const town = [clean(p.cp), clean(p.poblacion)].filter(Boolean).join(' ');
  const province = clean(p.provincia);
  const showProvince = province !== '' && spanish.compare(province, clean(p.poblacion)) !== 0;
  return [clean(p.SOCPV_NOMBRE), clean(p.direccion), town, showProvince ? `(${province})` : ''].filter(Boolean).join(', ').replace(/, \(/, ' (');
}

/**
 * Every member of the group with its points of sale, by name (the directory, 001 §2.15). Two queries rather than
 * one JSON aggregate: the rows keep their numeric types on both engines and the grouping is plain code.
 */
export async function memberDirectory(db: Queryable): Promise<SocioListado[]> {
  const members = await db.query<DirectoryMember>(
    `SELECT ${MEMBER_COLUMNS}, m.soc_cp AS "PRV_CP"
       FROM members m JOIN countries c ON c.pai_id = m.soc_id_pais`,
  );
  const points = await db.query<DirectoryPoint>(
    `SELECT socpv_id AS "SOCPV_ID", socpv_id_socio AS member, socpv_nombre AS "SOCPV_NOMBRE",
            socpv_direccion AS direccion, socpv_cp AS cp, socpv_poblacion AS poblacion, socpv_provincia AS provincia,
            socpv_telefono AS "SOCPV_TELEFONO", socpv_mail AS "SOCPV_MAIL",
            socpv_latitud AS "SOCPV_LATITUD", socpv_longitud AS "SOCPV_LONGITUD"
       FROM points_of_sale`,
  );
  const byMember = new Map<number, PuntoVentaListado[]>();
  points.sort((a, b) => spanish.compare(a.SOCPV_NOMBRE, b.SOCPV_NOMBRE) || a.SOCPV_ID - b.SOCPV_ID);
  for (const p of points) {
    const list = byMember.get(p.member) ?? [];
    list.push({
      SOCPV_ID: p.SOCPV_ID,
      SOCPV_NOMBRE: p.SOCPV_NOMBRE,
      PUNTOVENTA: pointOfSaleText(p),
      SOCPV_TELEFONO: p.SOCPV_TELEFONO,
      SOCPV_MAIL: p.SOCPV_MAIL,
      SOCPV_LATITUD: p.SOCPV_LATITUD,
      SOCPV_LONGITUD: p.SOCPV_LONGITUD,
    });
    byMember.set(p.member, list);
  }
  return members
    .sort((a, b) => spanish.compare(a.SOC_NOMBRE, b.SOC_NOMBRE) || a.SOC_ID - b.SOC_ID)
    .map((m) => ({ ...m, PUNTOSVENTA: byMember.get(m.SOC_ID) ?? [] }));
}

/** The member company's fields as the profile saves them (the domain's checked form). */
export type MemberFields = ValidMemberFields;

/** What happens to the member's logo on a save. */
export type LogoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; store: (tx: Queryable) => Promise<number> };

/**
 * Saves the member's fields and its logo (call it inside a transaction: the row is locked while the logo is stored).
 * Answers the logo id that nothing points to any more (replaced or removed), for the caller to delete, or null.
 */
export async function saveMember(tx: Queryable, memberId: number, fields: MemberFields, logo: LogoChange): Promise<number | null> {
  const [current] = await tx.query<{ logo: number | null }>('SELECT soc_id_documento AS logo FROM members WHERE soc_id = $1 FOR UPDATE', [memberId]);
  const before = current?.logo ?? null;
  const after = logo.kind === 'keep' ? before : logo.kind === 'remove' ? null : await logo.store(tx);
  await tx.query(
    `UPDATE members SET soc_nombre = $2, soc_contacto = $3, soc_direccion = $4, soc_poblacion = $5,
            soc_provincia = $6, soc_cp = $7, soc_telefono = $8, soc_mail = $9, soc_latitud = $10,
            soc_longitud = $11, soc_zoom = $12, soc_id_documento = $13
      WHERE soc_id = $1`,
    [
      memberId,
      fields.SOC_NOMBRE,
      fields.SOC_CONTACTO,
      fields.SOC_DIRECCION,
      fields.SOC_POBLACION,
      fields.SOC_PROVINCIA,
      fields.SOC_CP,
      fields.SOC_TELEFONO,
      fields.SOC_MAIL,
      fields.SOC_LATITUD,
      fields.SOC_LONGITUD,
      fields.SOC_ZOOM,
      after,
    ],
  );
  return before !== null && before !== after ? before : null;
}

/**
 * Tells every server instance (at commit) that the member's users changed, as the triggers of migration 0006 do for
 * a user row: their cached configuration carries the member's name.
 */
export async function notifyMemberUsers(tx: Queryable, memberId: number): Promise<void> {
  await tx.query(`SELECT pg_notify($2, 'u:' || usr_id) FROM users WHERE usr_id_socio = $1`, [memberId, CHANGES_CHANNEL]);
}

/** A point of sale's fields as the profile saves them (the domain's checked form). */
export type PointOfSaleFields = ValidPointOfSale;

const POINT_COLUMNS = [
  'socpv_nombre',
  'socpv_direccion',
  'socpv_cp',
  'socpv_poblacion',
  'socpv_provincia',
  'socpv_telefono',
  'socpv_fax',
  'socpv_mail',
  'socpv_latitud',
  'socpv_longitud',
  'socpv_zoom',
] as const;

function pointValues(p: PointOfSaleFields): unknown[] {
  return [
    p.SOCPV_NOMBRE,
    p.SOCPV_DIRECCION,
    p.SOCPV_CP,
    p.SOCPV_POBLACION,
    p.SOCPV_PROVINCIA,
    p.SOCPV_TELEFONO,
    p.SOCPV_FAX,
    p.SOCPV_MAIL,
    p.SOCPV_LATITUD,
    p.SOCPV_LONGITUD,
    p.SOCPV_ZOOM,
  ];
}

/** Adds a point of sale to the member; answers its id. */
export async function insertPointOfSale(db: Queryable, memberId: number, p: PointOfSaleFields): Promise<number> {
  const placeholders = POINT_COLUMNS.map((_, i) => `$${i + 2}`).join(', ');
  const rows = await db.query<{ id: number }>(
    `INSERT INTO points_of_sale (socpv_id_socio, ${POINT_COLUMNS.join(', ')}) VALUES ($1, ${placeholders})
     RETURNING socpv_id AS id`,
    [memberId, ...pointValues(p)],
  );
  return rows[0]!.id;
}

/** Changes a point of sale of the member; false when the member has no such point. */
export async function updatePointOfSale(db: Queryable, memberId: number, pointId: number, p: PointOfSaleFields): Promise<boolean> {
  const assignments = POINT_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ');
  const rows = await db.query(`UPDATE points_of_sale SET ${assignments} WHERE socpv_id = $1 AND socpv_id_socio = $2 RETURNING socpv_id`, [
    pointId,
    memberId,
    ...pointValues(p),
  ]);
  return rows.length > 0;
}

/**
 * Deletes a point of sale of the member; false when the member has no such point. Orders placed for pickup there
 * keep their copied address (their link is set to null by the foreign key).
 */
export async function deletePointOfSale(db: Queryable, memberId: number, pointId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM points_of_sale WHERE socpv_id = $1 AND socpv_id_socio = $2 RETURNING socpv_id', [pointId, memberId]);
  return rows.length > 0;
}

/** True when the point of sale exists and belongs to the member. */
export async function ownsPointOfSale(db: Queryable, memberId: number, pointId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM points_of_sale WHERE socpv_id = $1 AND socpv_id_socio = $2', [pointId, memberId])).length > 0;
}
