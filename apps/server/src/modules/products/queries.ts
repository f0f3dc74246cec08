import type { CondicionProducto, ProductoProveedor } from '@socios/api';
import { compareNames, SCALED_CONDITION_TYPE, userScaleIndex } from '@socios/domain';
import type { Queryable } from '../../db/db';

/**
 * Products of a supplier's brand and their conditions (001 §2.7, §3 Product / Product condition). A product is the
 * group's line of a brand within a subfamily: what a member bought of it is its purchases of that brand and
 * subfamily from that supplier.
 */

/** The products of a supplier's brand in Spanish order, with the member's and the group's purchases of `year` and the year before. */
export async function brandProducts(db: Queryable, supplierId: number, brandId: number, memberId: number, year: number): Promise<ProductoProveedor[]> {
  const rows = await db.query<ProductoProveedor>(
    `SELECT sp.prvpro_id AS "PRVPRO_ID", p.prd_id AS "PRVPRO_ID_PRODUCTO", p.prd_id_familia AS "PRD_ID_FAMILIA", p.prd_descripcion AS "PRD_DESCRIPCION",
            coalesce(sum(pu.amount) FILTER (WHERE pu.member_id = $3 AND pu.year = $4), 0)::float8 AS "TOTAL_CONSUMO_SOCIO",
            coalesce(sum(pu.amount) FILTER (WHERE pu.member_id = $3 AND pu.year = $4 - 1), 0)::float8 AS "TOTAL_CONSUMO_SOCIO_ANTERIOR",
            coalesce(sum(pu.amount) FILTER (WHERE pu.year = $4), 0)::float8 AS "TOTAL_CONSUMO_GRUPO",
            coalesce(sum(pu.amount) FILTER (WHERE pu.year = $4 - 1), 0)::float8 AS "TOTAL_CONSUMO_GRUPO_ANTERIOR"
       FROM supplier_products sp
       JOIN products p ON p.prd_id = sp.prvpro_id_producto
       LEFT JOIN purchases pu ON pu.brand_id = sp.prvpro_id_marca AND pu.supplier_id = sp.prvpro_id_proveedor
                             AND pu.subfamily_id = p.prd_id_subfamilia AND pu.year IN ($4, $4 - 1)
      WHERE sp.prvpro_id_proveedor = $1 AND sp.prvpro_id_marca = $2
      GROUP BY sp.prvpro_id, p.prd_id`,
    [supplierId, brandId, memberId, year],
  );
  return rows.sort((a, b) => compareNames(a.PRD_DESCRIPCION, b.PRD_DESCRIPCION) || a.PRVPRO_ID - b.PRVPRO_ID);
}

/** The product's subfamily when it is one of the supplier's for that brand, else null. */
export async function supplierProduct(db: Queryable, supplierId: number, brandId: number, productId: number): Promise<{ subfamily: number } | null> {
  const [row] = await db.query<{ subfamily: number }>(
    `SELECT p.prd_id_subfamilia AS subfamily FROM supplier_products sp JOIN products p ON p.prd_id = sp.prvpro_id_producto
      WHERE sp.prvpro_id_proveedor = $1 AND sp.prvpro_id_marca = $2 AND sp.prvpro_id_producto = $3`,
    [supplierId, brandId, productId],
  );
  return row ?? null;
}

/** What the member bought of a product in a year (euros). */
export async function memberConsumption(
  db: Queryable,
  memberId: number,
  supplierId: number,
  brandId: number,
  subfamily: number,
  year: number,
): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::float8 AS total FROM purchases
      WHERE member_id = $1 AND supplier_id = $2 AND brand_id = $3 AND subfamily_id = $4 AND year = $5`,
    [memberId, supplierId, brandId, subfamily, year],
  );
  return row?.total ?? 0;
}

interface ConditionRow {
  CNDS_ID: number;
  CNDS_TITULO: string;
  CNDS_TIPO: number;
  CNDSE_ID: number | null;
  CNDSE_INI: number | null;
  CNDSE_FIN: number | null;
  CNDSE_VALOR: number | null;
}

/** A product's conditions with their scales; the scale the consumption falls in is the member's (the domain's rule). */
export async function productConditions(
  db: Queryable,
  supplierId: number,
  brandId: number,
  productId: number,
  consumption: number,
): Promise<CondicionProducto[]> {
  const rows = await db.query<ConditionRow>(
    `SELECT c.cnds_id AS "CNDS_ID", c.cnds_titulo AS "CNDS_TITULO", c.cnds_tipo AS "CNDS_TIPO", s.cndse_id AS "CNDSE_ID",
            s.cndse_ini::float8 AS "CNDSE_INI", s.cndse_fin::float8 AS "CNDSE_FIN", s.cndse_valor::float8 AS "CNDSE_VALOR"
       FROM product_conditions c LEFT JOIN product_condition_scales s ON s.cndse_id_condicion = c.cnds_id
      WHERE c.cnds_id_proveedor = $1 AND c.cnds_id_marca = $2 AND c.cnds_id_producto = $3
      ORDER BY c.cnds_id, s.cndse_ini`,
    [supplierId, brandId, productId],
  );
  const conditions = new Map<number, CondicionProducto>();
  for (const r of rows) {
    let c = conditions.get(r.CNDS_ID);
    if (!c) {
      c = { CNDS_ID: r.CNDS_ID, CNDS_TITULO: r.CNDS_TITULO, CNDS_TIPO: r.CNDS_TIPO, ESCALADOS: [] };
      conditions.set(r.CNDS_ID, c);
    }
    if (r.CNDS_TIPO === SCALED_CONDITION_TYPE && r.CNDSE_ID !== null && r.CNDSE_INI !== null && r.CNDSE_VALOR !== null) {
      c.ESCALADOS.push({ CNDSE_ID: r.CNDSE_ID, CNDSE_INI: r.CNDSE_INI, CNDSE_FIN: r.CNDSE_FIN, CNDSE_VALOR: r.CNDSE_VALOR, rangoUsuario: false });
    }
  }
  return [...conditions.values()].map((c) => {
    const mine = userScaleIndex(c.ESCALADOS, consumption);
    return { ...c, ESCALADOS: c.ESCALADOS.map((s, i) => ({ ...s, rangoUsuario: i === mine })) };
  });
}
