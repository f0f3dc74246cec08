import type { Queryable } from '../../src/db/db';

/**
 * The README's demo purchase as a GenerarPedido body: Recambios Demo (admin) buys units of the Bosch reference that
 * Autorecambios Levante (otro) holds in its warehouses 01 and 02 (6 + 4 units), picked up at its first point of sale.
 */
export async function demoOrderBody(db: Queryable, units = 1): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ buyer_cif: string; seller_cif: string; reference: string; point: number }>(
    `SELECT d.soc_cif AS buyer_cif, l.soc_cif AS seller_cif,
            (SELECT min(s.stk_referencia) FROM member_stock s JOIN brands b ON b.mar_id = s.stk_id_marca
              JOIN member_warehouses w ON w.alm_id = s.stk_id_almacen
              WHERE s.stk_id_socio = l.soc_id AND b.mar_nombre = 'Bosch' AND w.alm_codigo = '01' AND s.stk_unidades >= 6) AS reference,
            (SELECT min(socpv_id) FROM points_of_sale WHERE socpv_id_socio = d.soc_id) AS point
       FROM members d, members l WHERE d.soc_nombre = 'Recambios Demo' AND l.soc_nombre = 'Autorecambios Levante'`,
  );
  if (!row?.reference) throw new Error('demoOrderBody: the demo stock of Levante is missing');
  return {
    Cif_Socio: row.buyer_cif,
    Lineas: [{ CifAsociado: row.seller_cif, CodigoAlmacen: '01', Referencia: row.reference, Cantidad: units }],
    Observaciones: '',
    SuPedido: '',
    PedidoPor: 'Sistema de gestión',
    IdPuntoRecogida: row.point,
  };
}
