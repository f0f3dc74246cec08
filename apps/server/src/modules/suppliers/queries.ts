import type { CondicionesProveedor, DocumentoProveedor, Proveedor } from '@socios/api';
import type { Queryable } from '../../db/db';

/** Every supplier with its brands (by name), ordered by name; pending flags from its conditions and purchases. */
export async function supplierList(db: Queryable): Promise<Proveedor[]> {
  // Set-based (one aggregation of the brands, one pass over this year's purchases): a lateral subquery per supplier
  // took 0.8 s at SEED_SCALE 10 on PGlite.
  const [row] = await db.query<{ j: string }>(
    `WITH m AS (SELECT sb.prvmar_id_proveedor AS id,
                       json_agg(json_build_object('MAR_ID', b.mar_id, 'MAR_NOMBRE', b.mar_nombre) ORDER BY lower(b.mar_nombre)) AS marcas
                  FROM supplier_brands sb JOIN brands b ON b.mar_id = sb.prvmar_id_marca GROUP BY sb.prvmar_id_proveedor),
          bought AS (SELECT DISTINCT supplier_id FROM purchases WHERE year = extract(year FROM current_date)::int)
     SELECT coalesce(json_agg(json_build_object(
              'PRV_ID', s.prv_id, 'PRV_NOMBRE', s.prv_nombre, 'PRV_RAZON_SOCIAL', s.prv_razon_social,
              'PRV_URL_WEB', s.prv_url_web, 'PRV_NEXUS', s.prv_nexus, 'PRV_HOMOLOGADO', s.prv_homologado,
              'PRV_DOMICILIO', s.prv_domicilio, 'PRV_CP', s.prv_cp, 'PRV_POBLACION', s.prv_poblacion,
              'PRV_PROVINCIA', s.prv_provincia, 'PRV_TELEFONO_1', s.prv_telefono_1, 'PRV_MAIL', s.prv_mail,
              'PRV_ID_DOCUMENTO', s.prv_id_documento,
              'CONDICIONES_PENDIENTES', c.cnd_id_documento IS NULL,
              'CONSUMOS_PENDIENTES', bought.supplier_id IS NULL,
              'Marcas', coalesce(m.marcas, '[]'::json)) ORDER BY lower(s.prv_nombre), s.prv_id), '[]'::json)::text AS j
       FROM suppliers s
       LEFT JOIN supplier_conditions c ON c.cnd_id_proveedor = s.prv_id
       LEFT JOIN m ON m.id = s.prv_id
       LEFT JOIN bought ON bought.supplier_id = s.prv_id`,
  );
  return JSON.parse(row?.j ?? '[]') as Proveedor[];
}

type ConditionsRow = Omit<CondicionesProveedor, 'CONTACTOS' | `CND_PORTES_${string}`> & Record<string, string | number | null>;

const REGIONS = ['PENINSULA', 'BALEARES', 'CANARIAS', 'CEUTA_MELILLA', 'PORTUGAL'] as const;

/** A supplier's conditions with its eight contact roles (in the spec's order), or null for an unknown supplier. */
export async function supplierConditions(db: Queryable, supplierId: number): Promise<CondicionesProveedor | null> {
  const [row] = await db.query<ConditionsRow>(
    `SELECT s.prv_id AS "PRV_ID", s.prv_nombre AS "PRV_NOMBRE", s.prv_url_web AS "PRV_URL_WEB",
            coalesce(c.cnd_nif, s.prv_nif) AS "CND_NIF", coalesce(c.cnd_telefono, s.prv_telefono_1) AS "CND_TELEFONO",
            coalesce(c.cnd_fax, s.prv_fax) AS "CND_FAX", coalesce(c.cnd_direccion, s.prv_domicilio) AS "CND_DIRECCION",
            coalesce(c.cnd_provincia, s.prv_provincia) AS "CND_PROVINCIA", coalesce(c.cnd_poblacion, s.prv_poblacion) AS "CND_POBLACION",
            coalesce(c.cnd_cp, s.prv_cp) AS "CND_CP", c.cnd_id_documento AS "CND_ID_DOCUMENTO",
            c.cnd_garantia AS "CND_GARANTIA", c.cnd_forma_pago AS "CND_FORMA_PAGO", c.cnd_descuentos AS "CND_DESCUENTOS",
            c.cnd_devoluciones AS "CND_DEVOLUCIONES", c.cnd_servicio AS "CND_SERVICIO",
            c.cnd_portes_pagados_peninsula AS pagados_peninsula, c.cnd_portes_debidos_peninsula AS debidos_peninsula,
            c.cnd_portes_pagados_baleares AS pagados_baleares, c.cnd_portes_debidos_baleares AS debidos_baleares,
            c.cnd_portes_pagados_canarias AS pagados_canarias, c.cnd_portes_debidos_canarias AS debidos_canarias,
            c.cnd_portes_pagados_ceuta_melilla AS pagados_ceuta_melilla, c.cnd_portes_debidos_ceuta_melilla AS debidos_ceuta_melilla,
            c.cnd_portes_pagados_portugal AS pagados_portugal, c.cnd_portes_debidos_portugal AS debidos_portugal
       FROM suppliers s LEFT JOIN supplier_conditions c ON c.cnd_id_proveedor = s.prv_id
      WHERE s.prv_id = $1`,
    [supplierId],
  );
  if (!row) return null;
  const contacts = await db.query<CondicionesProveedor['CONTACTOS'][number]>(
    `SELECT cnt_rol AS "ROL", cnt_nombre AS "NOMBRE", cnt_mail AS "MAIL", cnt_telefono AS "TELEFONO", cnt_movil AS "MOVIL"
       FROM supplier_contacts WHERE cnt_id_proveedor = $1
      ORDER BY array_position(ARRAY['DIRECTOR_GENERAL', 'DIRECTOR_COMERCIAL', 'DIRECTOR_FINANCIERO', 'DIRECTOR_MARKETING',
               'RESPONSABLE_CONSUMOS', 'RESPONSABLE_SERVICIO', 'JEFE_VENTAS', 'SERVICIO_TECNICO'], cnt_rol)`,
    [supplierId],
  );
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!/^(pagados|debidos)_/.test(key)) out[key] = value;
  for (const region of REGIONS) {
    const r = region.toLowerCase();
    out[`CND_PORTES_${region}`] = { PAGADOS: row[`pagados_${r}`] ?? null, DEBIDOS: row[`debidos_${r}`] ?? null };
  }
  out.CONTACTOS = contacts;
  return out as CondicionesProveedor;
}

/** Whether a supplier exists. */
export async function supplierExists(db: Queryable, supplierId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM suppliers WHERE prv_id = $1', [supplierId])).length > 0;
}

/** A supplier's documents: its own (DP) then those of the library (D), each by name. */
export function supplierDocuments(db: Queryable, supplierId: number): Promise<DocumentoProveedor[]> {
  return db.query<DocumentoProveedor>(
    `SELECT d.prvdoc_id AS "PRVDOC_ID", d.prvdoc_id_documento AS "PRVDOC_ID_DOCUMENTO", d.prvdoc_id_prv AS "PRVDOC_ID_PRV",
            d.prvdoc_nombre AS "PRVDOC_NOMBRE", d.prvdoc_descripcion AS "PRVDOC_DESCRIPCION", d.prvdoc_tipo AS "PRVDOC_TIPO",
            d.prvdoc_doc_id AS "DOC_ID", a.adj_extension AS "EXTENSION"
       FROM supplier_documents d JOIN attachments a ON a.adj_id = d.prvdoc_id_documento
      WHERE d.prvdoc_id_prv = $1
      ORDER BY d.prvdoc_tipo DESC, lower(d.prvdoc_nombre), d.prvdoc_id`,
    [supplierId],
  );
}
