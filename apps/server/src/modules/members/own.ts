import type { Contract, PuntoVenta, Socio } from '@socios/api';
import { HttpError, type ControllerHandlers } from '../../http/context';
import { TEXTS } from '../../http/texts';

/** Server side of the calls about the caller's own member company. */
export const ownMemberHandlers: ControllerHandlers<Pick<Contract['Socios'], 'GetSocio' | 'GetPuntosVenta'>> = {
  async GetSocio(_input, { db, session }) {
    const row = (
      await db.query<Socio>(
        `SELECT m.soc_id AS "SOC_ID", m.soc_nombre AS "SOC_NOMBRE", m.soc_contacto AS "SOC_CONTACTO",
                m.soc_direccion AS "SOC_DIRECCION", m.soc_poblacion AS "SOC_POBLACION",
                m.soc_provincia AS "SOC_PROVINCIA", m.soc_cp AS "SOC_CP", m.soc_telefono AS "SOC_TELEFONO",
                m.soc_mail AS "SOC_MAIL", m.soc_cif AS "SOC_CIF", m.soc_latitud AS "SOC_LATITUD",
                m.soc_longitud AS "SOC_LONGITUD", m.soc_zoom AS "SOC_ZOOM", m.soc_id_documento AS "SOC_ID_DOCUMENTO",
                c.pai_id AS "PAI_ID", c.pai_descripcion AS "PAI_DESCRIPCION"
           FROM members m JOIN countries c ON c.pai_id = m.soc_id_pais
          WHERE m.soc_id = $1`,
        [session.memberId],
      )
    )[0];
    if (!row) throw new HttpError(404, TEXTS.notFound);
    return { ok: true, mensajeError: null, valorRetorno: row };
  },

  async GetPuntosVenta(_input, { db, session }) {
    const rows = await db.query<PuntoVenta>(
      `SELECT socpv_id AS "SOCPV_ID", socpv_nombre AS "SOCPV_NOMBRE", socpv_direccion AS "SOCPV_DIRECCION",
              socpv_cp AS "SOCPV_CP", socpv_poblacion AS "SOCPV_POBLACION", socpv_provincia AS "SOCPV_PROVINCIA",
              socpv_telefono AS "SOCPV_TELEFONO", socpv_fax AS "SOCPV_FAX", socpv_mail AS "SOCPV_MAIL",
              socpv_latitud AS "SOCPV_LATITUD", socpv_longitud AS "SOCPV_LONGITUD", socpv_zoom AS "SOCPV_ZOOM"
         FROM points_of_sale WHERE socpv_id_socio = $1
        ORDER BY lower(socpv_nombre), socpv_id`,
      [session.memberId],
    );
    return { ok: true, mensajeError: null, valorRetorno: rows };
  },
};
