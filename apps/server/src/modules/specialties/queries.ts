import { type Bateria, type Lubricante, type Neumatico, SPECIALTY_MAX_ROWS, SPECIALTY_PAGE_DEFAULT, type SocioPagina } from '@socios/api';
import { type Climate, type Polarity, searchKey } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { JsonText } from '../../http/context';

/** Folds a text column for the general search as `searchKey` folds the needle: lower case, accents removed. */
const fold = (col: string) => `translate(lower(${col}), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')`;

/**
 * The offers of the articles matching `where` (on a: catalogue_articles, its measures' columns) held by members other
 * than the caller's ($1): one narrow row per article and member (art_id, soc_id, its published units "Stock", at least
 * 1, its lowest price and its own reference `ref_comercial`) with `columns` of the article (or of `joins`). They are
 * read from member_offers, which triggers keep equal to member_stock grouped by article and member (migration 0026):
 * at SEED_SCALE 10 the 12 V batteries are 49,337 stock lines of 35,322 offers, and grouping them on every call was
 * most of a search.
 */
function offersSql(where: string, columns = '', joins = ''): string {
  return `SELECT o.art_id, o.soc_id, o.units AS "Stock", o.price AS precio, o.reference AS ref_comercial${columns}
       FROM catalogue_articles a JOIN member_offers o ON o.art_id = a.art_id ${joins}
      WHERE ${where} AND o.soc_id <> $1`;
}

/**
 * A JSON object as compact text, from its fields' names and the SQL of each field's JSON text (`text` of a string,
 * `number` of a number or boolean, or another object). json_build_object and json_agg would do as well but write a
 * space around every colon and comma, and to_json looks the value's type up on every call.
 */
function jsonObject(fields: Readonly<Record<string, string>>): string {
  const parts = Object.entries(fields).map(([name, json], i) => `'${i === 0 ? '{' : ','}"${name}":', ${json}`);
  return `concat(${parts.join(', ')}, '}')`;
}

/** A string's JSON (quoted and escaped); null as null. */
const text = (sql: string) => `coalesce(to_json((${sql})::text)::text, 'null')`;
/**
 * A number's or a boolean's JSON: its text as PostgreSQL writes it (a float8 in its shortest exact form, as
 * JSON.stringify writes it); null as null.
 */
const number = (sql: string) => `coalesce((${sql})::text, 'null')`;

/** The kind's own columns whose values are strings (the others are numbers and booleans). */
const STRING_COLUMNS = new Set(['Temporada', 'AhorroCarburante', 'Adherencia', 'Viscosidad']);

/**
 * The JSON text of an offer row in the contract's form, from the offer `o` (its "Stock", precio and ref_comercial), the
 * article `a`, its generic article `g`, the customer terms `c` of its member to the caller's (none: no discount, no
 * PermisoCompra) and the SQL of its brand's name and its member's name and CIF. Neto is netPrice's rounding (half up,
 * to the cent) in float8.
 */
function offerJson(kind: Kind, of: { brand: string; name: string; cif: string }): string {
  return jsonObject({
    Ref: text('a.art_referencia'),
    RefComercial: text('o.ref_comercial'),
    Marca: text(of.brand),
    IdMarca: number('a.art_id_marca'),
    Descripcion: text(kind.description),
    Stock: number('o."Stock"'),
    socio: jsonObject({ SOC_NOMBRE: text(of.name), SOC_CIF: text(of.cif) }),
    Precio: number('o.precio::float8'),
    Dto: number('coalesce(c.cli_descuento, 0)::float8'),
    Neto: number('floor(o.precio::float8 * (1 - coalesce(c.cli_descuento, 0)::float8 / 100) * 100 + 0.5) / 100'),
    PermisoCompra: `CASE WHEN c.cli_id_comprador IS NULL THEN '"false"' ELSE '"true"' END`,
    ...Object.fromEntries(Object.entries(kind.select).map(([name, sql]) => [name, STRING_COLUMNS.has(name) ? text(sql) : number(sql)])),
  });
}

/**
 * The offers of a kind (`offersSql`), most units first, at most SPECIALTY_MAX_ROWS (the spec's GET calls), each with its
 * article, brand, member and customer terms, as the contract's JSON text: the rows are put in their final form and
 * joined into one text by the database. At SEED_SCALE 10 a list is a thousand rows and 400 KB of JSON; read into
 * objects, reshaped and serialised again by the server, it cost more of the server's time than the query. Only the
 * offers with at least as many units as the last row's are joined to the rest (about a thousand of the 5,792 offers
 * of batteries of 12 V, 60 Ah and at least 500 A).
 */
async function heldArticles(db: Queryable, memberId: number, kind: Kind): Promise<string> {
  const [row] = await db.query<{ filas: string }>(
    `WITH offers AS (${offersSql(kind.where)}),
     fewest AS (SELECT "Stock" FROM offers ORDER BY "Stock" DESC OFFSET ${SPECIALTY_MAX_ROWS - 1} LIMIT 1),
     held AS (
       SELECT o."Stock", m.soc_nombre, b.mar_nombre, a.art_referencia,
              ${offerJson(kind, { brand: 'b.mar_nombre', name: 'm.soc_nombre', cif: 'm.soc_cif' })} AS j
         FROM offers o JOIN catalogue_articles a ON a.art_id = o.art_id JOIN brands b ON b.mar_id = a.art_id_marca
         JOIN generic_articles g ON g.gen_id = a.art_id_generico JOIN members m ON m.soc_id = o.soc_id
         LEFT JOIN member_customers c ON c.cli_id_vendedor = o.soc_id AND c.cli_id_comprador = $1
        WHERE o."Stock" >= coalesce((SELECT "Stock" FROM fewest), 0)
        ORDER BY o."Stock" DESC, m.soc_nombre, b.mar_nombre, a.art_referencia
        LIMIT ${SPECIALTY_MAX_ROWS}
     )
     SELECT concat('[', string_agg(j, ',' ORDER BY "Stock" DESC, soc_nombre, mar_nombre, art_referencia), ']') AS filas FROM held`,
    [memberId, ...kind.params],
  );
  return row?.filas ?? '[]';
}

/** A filter choice of a paged search and the condition (on an offer row of `heldPage`, with the kind's columns) of each of its values. */
interface Choice {
  readonly chosen: string;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * The choice on a yes/no column of the kind (one the kind selects), its values named as the contract names them: every
 * row, the rows where it is true, the rows where it is false.
 */
function flagChoice<C extends string>(column: string, [every, yes, no]: readonly [C, C, C], chosen: C): Choice {
  const values = { [every]: 'true', [yes]: `"${column}"`, [no]: `NOT "${column}"` } as Record<C, string>;
  return { chosen: values[chosen], values };
}

/** What a paged search asks besides its measures. */
export interface SpecialtyPageRequest {
  readonly texto?: string | null;
  readonly desde?: number | null;
  readonly maxRegistros?: number | null;
}

/** One page of a paged search as the contract answers it: the rows of kind `T`, the totals and facets `F`. */
export interface SpecialtyPage<T, F> {
  ok: true;
  mensajeError: null;
  valorRetorno: T[];
  total: number;
  socios: number;
  grupos: SocioPagina[];
  facetas: F;
}

/**
 * One page of the offers of `kind`: those matching the general search and the choice, ordered by member (best Stock,
 * total units, name, CIF) and inside a member by Stock descending, then brand, reference and article (a total order,
 * so that pages neither repeat nor skip a row); with the totals, the headings of the page's members and the facet
 * counts of the choice (with the general search in force; a value nothing matches counts 0). One statement: the
 * offers are gathered once, as narrow rows (article, member, units, price, reference and the kind's columns the choice
 * reads). The members' figures are grouped from them and ordered, which places each member's rows in the whole order;
 * only the rows of the members the page falls on are joined to their brand and sorted, and descriptions and customer
 * terms are read for the page's rows only. Brand names and descriptions of every offer are read only when a general
 * search has to match them. The whole answer, its envelope included, is written as JSON text by the database, as the
 * GET lists are (heldArticles), and sent as it is.
 */
async function heldPage<T, F>(
  db: Queryable,
  memberId: number,
  kind: Kind,
  request: SpecialtyPageRequest,
  choice: Choice,
): Promise<JsonText<SpecialtyPage<T, F>>> {
  const needle = searchKey((request.texto ?? '').trim());
  const size = request.maxRegistros ?? SPECIALTY_PAGE_DEFAULT;
  const from = request.desde ?? 0;
  const all = [memberId, ...kind.params];
  const at = (value: unknown) => {
    all.push(value);
    return `$${all.length}`;
  };
  const limit = `${at(size)}::int`;
  const offset = `${at(from)}::int`;
  // The narrow rows carry what the order and the choice read; the general search reads what the row shows
  // (reference, member's reference, brand, description).
  const columns = `, a.art_referencia AS "Ref", a.art_id_marca, ${selectList(kind.select)}`;
  const offers = needle
    ? offersSql(
        `${kind.where} AND strpos(${fold(`concat_ws(' ', a.art_referencia, o.reference, b.mar_nombre, ${kind.description})`)}, ${at(needle)}) > 0`,
        columns,
        'JOIN brands b ON b.mar_id = a.art_id_marca JOIN generic_articles g ON g.gen_id = a.art_id_generico',
      )
    : offersSql(kind.where, columns);
  const facets = jsonObject(Object.fromEntries(Object.entries(choice.values).map(([name, cond]) => [name, number(`count(*) FILTER (WHERE ${cond})`)])));
  const heading = jsonObject({ SOC_CIF: text('"SOC_CIF"'), SOC_NOMBRE: text('"SOC_NOMBRE"'), articulos: number('articles'), unidades: number('units') });
  const [row] = await db.query<{ answer: string }>(
    `WITH searched AS (${offers}),
     held_by AS (
       SELECT h.*, m.soc_nombre AS "SOC_NOMBRE", m.soc_cif AS "SOC_CIF",
              sum(h.articles) OVER (ORDER BY h.best DESC, h.units DESC, m.soc_nombre, m.soc_cif) - h.articles AS before
         FROM (SELECT soc_id, max("Stock") AS best, sum("Stock") AS units, count(*) AS articles FROM searched WHERE ${choice.chosen} GROUP BY soc_id) h
         JOIN members m ON m.soc_id = h.soc_id
     ),
     cut AS (
       SELECT c.*, b.mar_nombre AS "Marca", h."SOC_NOMBRE", h."SOC_CIF", h.units, h.articles,
              h.before + row_number() OVER (PARTITION BY c.soc_id ORDER BY c."Stock" DESC, b.mar_nombre, c."Ref", c.art_id) - 1 AS n
         FROM held_by h JOIN searched c ON c.soc_id = h.soc_id AND (${choice.chosen}) JOIN brands b ON b.mar_id = c.art_id_marca
        WHERE h.before < ${offset} + ${limit} AND h.before + h.articles > ${offset}
     ),
     page AS (
       SELECT o.n, o."SOC_CIF", o."SOC_NOMBRE", o.units::int AS units, o.articles::int AS articles,
              ${offerJson(kind, { brand: 'o."Marca"', name: 'o."SOC_NOMBRE"', cif: 'o."SOC_CIF"' })} AS j
         FROM cut o JOIN catalogue_articles a ON a.art_id = o.art_id JOIN generic_articles g ON g.gen_id = a.art_id_generico
         LEFT JOIN member_customers c ON c.cli_id_vendedor = o.soc_id AND c.cli_id_comprador = $1
        WHERE o.n >= ${offset} AND o.n < ${offset} + ${limit}
     )
     SELECT concat(
              '{"ok":true,"mensajeError":null,"valorRetorno":[', (SELECT string_agg(j, ',' ORDER BY n) FROM page),
              '],"total":', (SELECT coalesce(sum(articles), 0) FROM held_by)::int,
              ',"socios":', (SELECT count(*) FROM held_by)::int,
              ',"grupos":[', (SELECT string_agg(${heading}, ',' ORDER BY first)
                               FROM (SELECT "SOC_CIF", "SOC_NOMBRE", articles, units, min(n) AS first FROM page GROUP BY 1, 2, 3, 4) g),
              '],"facetas":', (SELECT ${facets} FROM searched),
              '}') AS answer`,
    all,
  );
  return new JsonText(row!.answer);
}

/** A kind's own columns: the contract's name of each and its expression (on a: catalogue_articles). */
type Columns = Readonly<Record<string, string>>;

/** Columns as a select list. */
const selectList = (columns: Columns) =>
  Object.entries(columns)
    .map(([name, sql]) => `${sql} AS "${name}"`)
    .join(', ');

/**
 * An attribute of the catalogue's text ('Temporada: Verano|…'): the text after its first "name: " up to the next '|',
 * null when there is none. The same as substring(… FROM 'name: ([^|]+)') on the catalogue's texts, for about an
 * eighth of its time (a regular expression per row and attribute was a fifth of the time of a list of a thousand tyres).
 */
const attribute = (name: string) => `nullif(split_part(split_part(a.art_atributos, '${name}: ', 2), '|', 1), '')`;

const TYRE_COLUMNS: Columns = {
  Invierno: 'coalesce(a.art_neu_invierno, false)',
  Temporada: `coalesce(${attribute('Temporada')}, '')`,
  AhorroCarburante: "coalesce(a.art_neu_eficiencia, '')",
  Adherencia: "coalesce(a.art_neu_adherencia, '')",
  RuidoExterior: 'coalesce(a.art_neu_ruido, 0)::int',
  NumOndas: 'coalesce(a.art_neu_ondas, 0)::int',
};

/** What a kind of article searches by: its condition on the catalogue (from $2), its values, columns and description. */
interface Kind {
  where: string;
  params: unknown[];
  select: Columns;
  description: string;
}

const tyreKind = (width: number, profile: number, rim: number): Kind => ({
  where: 'a.art_neu_ancho = $2 AND a.art_neu_perfil = $3 AND a.art_neu_diametro = $4',
  params: [width, profile, rim],
  select: TYRE_COLUMNS,
  description: `concat_ws(' ', g.gen_nombre, a.art_neu_medida, ${attribute('Temporada')})`,
});

const lubricantKind = (viscosity: string): Kind => ({
  where: 'a.art_lub_viscosidad = $2',
  params: [viscosity],
  select: { ...TYRE_COLUMNS, Viscosidad: 'a.art_lub_viscosidad' },
  description: `concat_ws(' ', g.gen_nombre, a.art_lub_viscosidad, ${attribute('Capacidad')}, ${attribute('Norma')})`,
});

const batteryKind = (cranking: number, volts: number, ah: number): Kind => ({
  where: 'a.art_bat_voltaje IS NOT NULL AND ($2 = 0 OR a.art_bat_voltaje = $2) AND ($3 = 0 OR a.art_bat_amperios = $3) AND a.art_bat_arranque >= $4',
  params: [volts, ah, cranking],
  select: {
    PotenciaArranque: 'a.art_bat_arranque::int',
    Voltaje: 'a.art_bat_voltaje::int',
    Amperios: 'a.art_bat_amperios::int',
    PositivoDerecha: 'coalesce(a.art_bat_positivo_derecha, false)',
  },
  description: `concat_ws(' ', g.gen_nombre, a.art_bat_voltaje || ' V', a.art_bat_amperios || ' Ah', a.art_bat_arranque || ' A')`,
});

/** Tyres of a size (ancho/perfil R diámetro). */
export async function tyres(db: Queryable, memberId: number, width: number, profile: number, rim: number): Promise<JsonText<Neumatico[]>> {
  return new JsonText(await heldArticles(db, memberId, tyreKind(width, profile, rim)));
}

/** One page of the tyres of a size, with the climate chosen ('todos' by default; 'invierno': winter tyres). */
export function tyrePage(db: Queryable, memberId: number, width: number, profile: number, rim: number, climate: Climate, request: SpecialtyPageRequest) {
  const choice = flagChoice<Climate>('Invierno', ['todos', 'invierno', 'todoElAnio'], climate);
  return heldPage<Neumatico, Record<Climate, number>>(db, memberId, tyreKind(width, profile, rim), request, choice);
}

/** Engine oils of a viscosity grade ('5W30'). */
export async function lubricants(db: Queryable, memberId: number, viscosity: string): Promise<JsonText<Lubricante[]>> {
  return new JsonText(await heldArticles(db, memberId, lubricantKind(viscosity)));
}

/** One page of the engine oils of a viscosity grade. */
export function lubricantPage(db: Queryable, memberId: number, viscosity: string, request: SpecialtyPageRequest) {
  return heldPage<Lubricante, { todos: number }>(db, memberId, lubricantKind(viscosity), request, { chosen: 'true', values: { todos: 'true' } });
}

/** Batteries of a voltage and capacity (Ah) with at least a cold cranking current (A); 0 leaves a figure free. */
export async function batteries(db: Queryable, memberId: number, cranking: number, volts: number, ah: number): Promise<JsonText<Bateria[]>> {
  return new JsonText(await heldArticles(db, memberId, batteryKind(cranking, volts, ah)));
}

/** One page of the batteries of those figures, with the positive terminal's side chosen ('todas' by default). */
export function batteryPage(db: Queryable, memberId: number, cranking: number, volts: number, ah: number, polarity: Polarity, request: SpecialtyPageRequest) {
  const choice = flagChoice<Polarity>('PositivoDerecha', ['todas', 'derecha', 'izquierda'], polarity);
  return heldPage<Bateria, Record<Polarity, number>>(db, memberId, batteryKind(cranking, volts, ah), request, choice);
}
