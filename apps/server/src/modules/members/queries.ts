import type { PuntoVenta, Socio } from '@socios/api';
import type { Queryable } from '../../db/db';

/** The member company with its country, or null for an unknown id. */
export async function findMember(db: Queryable, memberId: number): Promise<Socio | null> {
  const rows = await db.query<Socio>(
    `SELECT m.soc_id AS "SOC_ID", m.soc_nombre AS "SOC_NOMBRE", m.soc_contacto AS "SOC_CONTACTO",
            m.soc_direccion AS "SOC_DIRECCION", m.soc_poblacion AS "SOC_POBLACION",
            m.soc_provincia AS "SOC_PROVINCIA", m.soc_cp AS "SOC_CP", m.soc_telefono AS "SOC_TELEFONO",
            m.soc_mail AS "SOC_MAIL", m.soc_cif AS "SOC_CIF", m.soc_latitud AS "SOC_LATITUD",
            m.soc_longitud AS "SOC_LONGITUD", m.soc_zoom AS "SOC_ZOOM", m.soc_id_documento AS "SOC_ID_DOCUMENTO",
            c.pai_id AS "PAI_ID", c.pai_descripcion AS "PAI_DESCRIPCION"
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
