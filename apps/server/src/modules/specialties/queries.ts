import { type Bateria, type Lubricante, type Neumatico, SPECIALTY_MAX_ROWS, SPECIALTY_PAGE_DEFAULT, type SocioPagina } from '@socios/api';
import { type Climate, netPrice, type Polarity, searchKey } from '@socios/domain';
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

/** Folds a text column for the general search as `searchKey` folds the needle: lower case, accents removed. */
const fold = (col: string) => `translate(lower(${col}), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')`;

/**
 * The SELECT of the catalogue's articles matching `where` (on a: catalogue_articles, its measures' columns) held by
 * members other than the caller's ($1): one row per member and article with its published units, at least 1. `select`
 * adds the kind's own columns and `description` its description.
 */
function heldSql(where: string, select: string, description: string): string {
  return `SELECT a.art_id, a.art_referencia AS "Ref", (array_agg(s.stk_referencia_asociado ORDER BY s.stk_publica DESC, s.stk_unidades DESC, s.stk_id_almacen))[1] AS "RefComercial", b.mar_nombre AS "Marca", a.art_id_marca AS "IdMarca",
            ${description} AS "Descripcion", (sum(s.stk_unidades) FILTER (WHERE s.stk_publica))::int AS "Stock",
            m.soc_nombre AS "SOC_NOMBRE", m.soc_cif AS "SOC_CIF", min(s.stk_precio)::float8 AS "Precio",
            coalesce(c.cli_descuento, 0)::float8 AS "Dto", c.cli_id_comprador IS NOT NULL AS customer, ${select}
       FROM catalogue_articles a JOIN brands b ON b.mar_id = a.art_id_marca JOIN generic_articles g ON g.gen_id = a.art_id_generico
       JOIN member_stock s ON s.stk_id_articulo = a.art_id JOIN members m ON m.soc_id = s.stk_id_socio
       LEFT JOIN member_customers c ON c.cli_id_vendedor = s.stk_id_socio AND c.cli_id_comprador = $1
      WHERE ${where} AND s.stk_id_socio <> $1
      GROUP BY a.art_id, b.mar_id, g.gen_id, m.soc_id, c.cli_descuento, c.cli_id_comprador
     HAVING sum(s.stk_unidades) FILTER (WHERE s.stk_publica) >= 1`;
}

/** The rows of `heldSql`, most units first, at most SPECIALTY_MAX_ROWS (the spec's GET calls). */
async function heldArticles<T extends OfferColumns>(
  db: Queryable,
  memberId: number,
  where: string,
  params: unknown[],
  select: string,
  description: string,
): Promise<T[]> {
  return db.query<T>(
    `${heldSql(where, select, description)}
      ORDER BY "Stock" DESC, "SOC_NOMBRE", "Marca", "Ref"
      LIMIT ${SPECIALTY_MAX_ROWS}`,
    [memberId, ...params],
  );
}

/** A filter choice of a paged search and the condition (on a row of `heldSql`) of each of its values. */
interface Choice {
  readonly chosen: string;
  readonly values: Readonly<Record<string, string>>;
}

/** What a paged search asks besides its measures. */
export interface SpecialtyPageRequest {
  readonly texto?: string | null;
  readonly desde?: number | null;
  readonly maxRegistros?: number | null;
}

/** One page of a paged search, before its rows are put in the contract's form. */
interface HeldPage<T> {
  rows: T[];
  total: number;
  socios: number;
  grupos: SocioPagina[];
  facetas: Record<string, number>;
}

/**
 * One page of `heldSql`: the rows matching the general search and the choice, ordered by member (best Stock, total
 * units, name, CIF) and inside a member by Stock descending, then brand, reference and article (a total order, so
 * that pages neither repeat nor skip a row); with the totals, the headings of the page's members and the facet counts
 * of the choice (with the general search in force). One statement: the articles are gathered once.
 */
async function heldPage<T extends OfferColumns>(
  db: Queryable,
  memberId: number,
  sql: string,
  params: unknown[],
  request: SpecialtyPageRequest,
  choice: Choice,
): Promise<HeldPage<T>> {
  const needle = searchKey((request.texto ?? '').trim());
  const size = request.maxRegistros ?? SPECIALTY_PAGE_DEFAULT;
  const from = request.desde ?? 0;
  const all = [memberId, ...params];
  const at = (value: unknown) => {
    all.push(value);
    return `$${all.length}`;
  };
  const text = at(needle);
  const limit = at(size);
  const offset = at(from);
  const facets = Object.entries(choice.values)
    .map(([name, cond]) => `'${name}', count(*) FILTER (WHERE ${cond})`)
    .join(', ');
  const [row] = await db.query<{ total: number; socios: number; facetas: string; grupos: string; filas: string }>(
    `WITH held AS (${sql}),
     searched AS (
       SELECT * FROM held
        WHERE ${text} = '' OR strpos(${fold(`concat_ws(' ', "Ref", "RefComercial", "Marca", "Descripcion")`)}, ${text}) > 0
     ),
     chosen AS (
       SELECT h.*, max("Stock") OVER w AS best, sum("Stock") OVER w AS units, count(*) OVER w AS articles
         FROM searched h WHERE ${choice.chosen}
       WINDOW w AS (PARTITION BY "SOC_CIF")
     ),
     page AS (
       SELECT chosen.*, row_number() OVER (ORDER BY best DESC, units DESC, "SOC_NOMBRE", "SOC_CIF", "Stock" DESC, "Marca", "Ref", art_id) AS n
         FROM chosen
        ORDER BY n LIMIT ${limit} OFFSET ${offset}
     )
     SELECT (SELECT count(*) FROM chosen)::int AS total,
            (SELECT count(DISTINCT "SOC_CIF") FROM chosen)::int AS socios,
            (SELECT json_build_object(${facets})::text FROM searched) AS facetas,
            (SELECT coalesce(json_agg(json_build_object('SOC_CIF', "SOC_CIF", 'SOC_NOMBRE', "SOC_NOMBRE", 'articulos', articles, 'unidades', units) ORDER BY first), '[]')::text
               FROM (SELECT "SOC_CIF", "SOC_NOMBRE", articles::int, units::int, min(n) AS first FROM page GROUP BY 1, 2, 3, 4) g) AS grupos,
            (SELECT coalesce(json_agg(page ORDER BY n), '[]')::text FROM page) AS filas`,
    all,
  );
  if (!row) return { rows: [], total: 0, socios: 0, grupos: [], facetas: {} };
  const rows = (JSON.parse(row.filas) as (T & { art_id?: number; best?: number; units?: number; articles?: number; n?: number })[]).map(
    ({ art_id, best, units, articles, n, ...rest }) => rest as unknown as T,
  );
  return { rows, total: row.total, socios: row.socios, grupos: JSON.parse(row.grupos), facetas: JSON.parse(row.facetas) };
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

/** What a kind of article searches by: its condition on the catalogue (from $2), its values, columns and description. */
interface Kind {
  where: string;
  params: unknown[];
  select: string;
  description: string;
}

const tyreKind = (width: number, profile: number, rim: number): Kind => ({
  where: 'a.art_neu_ancho = $2 AND a.art_neu_perfil = $3 AND a.art_neu_diametro = $4',
  params: [width, profile, rim],
  select: TYRE_COLUMNS,
  description: `concat_ws(' ', g.gen_nombre, a.art_neu_medida, substring(a.art_atributos FROM 'Temporada: ([^|]+)'))`,
});

const lubricantKind = (viscosity: string): Kind => ({
  where: 'a.art_lub_viscosidad = $2',
  params: [viscosity],
  select: `${TYRE_COLUMNS}, a.art_lub_viscosidad AS "Viscosidad"`,
  description: `concat_ws(' ', g.gen_nombre, a.art_lub_viscosidad, substring(a.art_atributos FROM 'Capacidad: ([^|]+)'), substring(a.art_atributos FROM 'Norma: ([^|]+)'))`,
});

const batteryKind = (cranking: number, volts: number, ah: number): Kind => ({
  where: 'a.art_bat_voltaje IS NOT NULL AND ($2 = 0 OR a.art_bat_voltaje = $2) AND ($3 = 0 OR a.art_bat_amperios = $3) AND a.art_bat_arranque >= $4',
  params: [volts, ah, cranking],
  select: `a.art_bat_arranque::int AS "PotenciaArranque", a.art_bat_voltaje::int AS "Voltaje", a.art_bat_amperios::int AS "Amperios",
     coalesce(a.art_bat_positivo_derecha, false) AS "PositivoDerecha"`,
  description: `concat_ws(' ', g.gen_nombre, a.art_bat_voltaje || ' V', a.art_bat_amperios || ' Ah', a.art_bat_arranque || ' A')`,
});

/** The rows of a kind for the spec's GET call. */
async function held<T extends OfferColumns>(db: Queryable, memberId: number, kind: Kind): Promise<T[]> {
  return heldArticles<T>(db, memberId, kind.where, kind.params, kind.select, kind.description);
}

/** A page of a kind in the contract's form. */
async function page<T extends OfferColumns>(db: Queryable, memberId: number, kind: Kind, request: SpecialtyPageRequest, choice: Choice) {
  const p = await heldPage<T>(db, memberId, heldSql(kind.where, kind.select, kind.description), kind.params, request, choice);
  return { ...p, rows: p.rows.map(offer) };
}

type LubricantRow = TyreRow & { Viscosidad: string };

/** Tyres of a size (ancho/perfil R diámetro). */
export async function tyres(db: Queryable, memberId: number, width: number, profile: number, rim: number): Promise<Neumatico[]> {
  return (await held<TyreRow>(db, memberId, tyreKind(width, profile, rim))).map(offer);
}

/** The climate choices as conditions on a tyre row. */
const CLIMATE_SQL: Record<Climate, string> = { todos: 'true', invierno: '"Invierno"', todoElAnio: 'NOT "Invierno"' };

/** One page of the tyres of a size, with the climate chosen ('todos' by default). */
export function tyrePage(db: Queryable, memberId: number, width: number, profile: number, rim: number, climate: Climate, request: SpecialtyPageRequest) {
  return page<TyreRow>(db, memberId, tyreKind(width, profile, rim), request, { chosen: CLIMATE_SQL[climate], values: CLIMATE_SQL });
}

/** Engine oils of a viscosity grade ('5W30'). */
export async function lubricants(db: Queryable, memberId: number, viscosity: string): Promise<Lubricante[]> {
  return (await held<LubricantRow>(db, memberId, lubricantKind(viscosity))).map(offer);
}

/** One page of the engine oils of a viscosity grade. */
export function lubricantPage(db: Queryable, memberId: number, viscosity: string, request: SpecialtyPageRequest) {
  return page<LubricantRow>(db, memberId, lubricantKind(viscosity), request, { chosen: 'true', values: { todos: 'true' } });
}

type BatteryRow = OfferColumns & Pick<Bateria, 'PotenciaArranque' | 'Voltaje' | 'Amperios' | 'PositivoDerecha'>;

/** Batteries of a voltage and capacity (Ah) with at least a cold cranking current (A); 0 leaves a figure free. */
export async function batteries(db: Queryable, memberId: number, cranking: number, volts: number, ah: number): Promise<Bateria[]> {
  return (await held<BatteryRow>(db, memberId, batteryKind(cranking, volts, ah))).map(offer);
}

/** The positive terminal's sides as conditions on a battery row. */
const POLARITY_SQL: Record<Polarity, string> = { todas: 'true', derecha: '"PositivoDerecha"', izquierda: 'NOT "PositivoDerecha"' };

/** One page of the batteries of those figures, with the positive terminal's side chosen ('todas' by default). */
export function batteryPage(db: Queryable, memberId: number, cranking: number, volts: number, ah: number, polarity: Polarity, request: SpecialtyPageRequest) {
  return page<BatteryRow>(db, memberId, batteryKind(cranking, volts, ah), request, { chosen: POLARITY_SQL[polarity], values: POLARITY_SQL });
}
