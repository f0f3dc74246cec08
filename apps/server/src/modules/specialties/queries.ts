import { type Bateria, type Lubricante, type Neumatico, SPECIALTY_MAX_ROWS } from '@socios/api';
import { netPrice } from '@socios/domain';
import type { Queryable } from '../../db/db';


/** What every row carries: the article, its member, the member's units and its offer to the caller's member. */
interface OfferColumns {
  Ref: string;
  RefComercial: string;
  Marca: string;
  IdMarca: number;
  Descripcion: string;
  Stock: number;
  SOC_NOMBRE: string;
  SOC_CIF: string;
  Precio: number;
  Dto: number;
  customer: boolean;
}

/**
 * The rows of the catalogue's articles matching `where` (on a: catalogue_articles, its measures' columns) held by
 * members other than the caller's ($1): one row per member and article with its published units, at least 1, most
 * first. `select` adds the kind's own columns and `description` its description.
 */
async function heldArticles<T extends OfferColumns>(
  db: Queryable,
  memberId: number,
  where: string,
  params: unknown[],
  select: string,
  description: string,
): Promise<T[]> {
  return db.query<T>(
    `SELECT a.art_referencia AS "Ref", (array_agg(s.stk_referencia_asociado ORDER BY s.stk_publica DESC, s.stk_unidades DESC, s.stk_id_almacen))[1] AS "RefComercial", b.mar_nombre AS "Marca", a.art_id_marca AS "IdMarca",
            ${description} AS "Descripcion", (sum(s.stk_unidades) FILTER (WHERE s.stk_publica))::int AS "Stock",
            m.soc_nombre AS "SOC_NOMBRE", m.soc_cif AS "SOC_CIF", min(s.stk_precio)::float8 AS "Precio",
            coalesce(c.cli_descuento, 0)::float8 AS "Dto", c.cli_id_comprador IS NOT NULL AS customer, ${select}
       FROM catalogue_articles a JOIN brands b ON b.mar_id = a.art_id_marca JOIN generic_articles g ON g.gen_id = a.art_id_generico
       JOIN member_stock s ON s.stk_id_articulo = a.art_id JOIN members m ON m.soc_id = s.stk_id_socio
       LEFT JOIN member_customers c ON c.cli_id_vendedor = s.stk_id_socio AND c.cli_id_comprador = $1
      WHERE ${where} AND s.stk_id_socio <> $1
      GROUP BY a.art_id, b.mar_id, g.gen_id, m.soc_id, c.cli_descuento, c.cli_id_comprador
     HAVING sum(s.stk_unidades) FILTER (WHERE s.stk_publica) >= 1
      ORDER BY "Stock" DESC, m.soc_nombre, b.mar_nombre, a.art_referencia
      LIMIT ${SPECIALTY_MAX_ROWS}`,
    [memberId, ...params],
  );
}

/** The offer fields of a row as the contract sends them. */
function offer<T extends OfferColumns>(row: T) {
  const { SOC_NOMBRE, SOC_CIF, customer, ...rest } = row;
  return {
    ...rest,
    socio: { SOC_NOMBRE, SOC_CIF },
    Neto: netPrice(row.Precio, row.Dto),
    PermisoCompra: customer ? ('true' as const) : ('false' as const),
  };
}

const TYRE_COLUMNS = `coalesce(a.art_neu_invierno, false) AS "Invierno",
  coalesce(substring(a.art_atributos FROM 'Temporada: ([^|]+)'), '') AS "Temporada", coalesce(a.art_neu_eficiencia, '') AS "AhorroCarburante",
  coalesce(a.art_neu_adherencia, '') AS "Adherencia", coalesce(a.art_neu_ruido, 0)::int AS "RuidoExterior", coalesce(a.art_neu_ondas, 0)::int AS "NumOndas"`;

type TyreRow = OfferColumns & Pick<Neumatico, 'Invierno' | 'Temporada' | 'AhorroCarburante' | 'Adherencia' | 'RuidoExterior' | 'NumOndas'>;

/** Tyres of a size (ancho/perfil R diámetro). */
export async function tyres(db: Queryable, memberId: number, width: number, profile: number, rim: number): Promise<Neumatico[]> {
  const rows = await heldArticles<TyreRow>(
    db,
    memberId,
    'a.art_neu_ancho = $2 AND a.art_neu_perfil = $3 AND a.art_neu_diametro = $4',
    [width, profile, rim],
    TYRE_COLUMNS,
    `concat_ws(' ', g.gen_nombre, a.art_neu_medida, substring(a.art_atributos FROM 'Temporada: ([^|]+)'))`,
  );
  return rows.map(offer);
}

/** Engine oils of a viscosity grade ('5W30'). */
export async function lubricants(db: Queryable, memberId: number, viscosity: string): Promise<Lubricante[]> {
  const rows = await heldArticles<TyreRow & { Viscosidad: string }>(
    db,
    memberId,
    'a.art_lub_viscosidad = $2',
    [viscosity],
    `${TYRE_COLUMNS}, a.art_lub_viscosidad AS "Viscosidad"`,
    `concat_ws(' ', g.gen_nombre, a.art_lub_viscosidad, substring(a.art_atributos FROM 'Capacidad: ([^|]+)'), substring(a.art_atributos FROM 'Norma: ([^|]+)'))`,
  );
  return rows.map(offer);
}

type BatteryRow = OfferColumns & Pick<Bateria, 'PotenciaArranque' | 'Voltaje' | 'Amperios' | 'PositivoDerecha'>;

/** Batteries of a voltage and capacity (Ah) with at least a cold cranking current (A); 0 leaves a figure free. */
export async function batteries(db: Queryable, memberId: number, cranking: number, volts: number, ah: number): Promise<Bateria[]> {
  const rows = await heldArticles<BatteryRow>(
    db,
    memberId,
    'a.art_bat_voltaje IS NOT NULL AND ($2 = 0 OR a.art_bat_voltaje = $2) AND ($3 = 0 OR a.art_bat_amperios = $3) AND a.art_bat_arranque >= $4',
    [volts, ah, cranking],
    `a.art_bat_arranque::int AS "PotenciaArranque", a.art_bat_voltaje::int AS "Voltaje", a.art_bat_amperios::int AS "Amperios",
     coalesce(a.art_bat_positivo_derecha, false) AS "PositivoDerecha"`,
    `concat_ws(' ', g.gen_nombre, a.art_bat_voltaje || ' V', a.art_bat_amperios || ' Ah', a.art_bat_arranque || ' A')`,
  );
  return rows.map(offer);
}
