import { contract, type Endpoint } from '@socios/api';
import type { z } from 'zod';
import type { Db } from '../../src/db/db';

/**
 * Valid requests for every endpoint of the contract, built from its zod schemas (or taken from SAMPLES where a text has
 * a shape the builder cannot guess), and a cheap snapshot of the members' tables. Shared by the authorisation matrix
 * and the fuzzing test.
 */

export type Json = unknown;

/** One endpoint of the contract with its name. */
export interface Entry {
  name: string;
  e: Endpoint;
}

export const entries: Entry[] = Object.entries(contract).flatMap(([ctrl, actions]) =>
  Object.entries(actions as Record<string, Endpoint>).map(([action, e]) => ({ name: `${ctrl}.${action}`, e })),
);

/** Inputs the generic builder cannot make (texts with a shape: plates, VINs, sizes…), by endpoint: params and body. */
export const SAMPLES: Record<string, { params?: Record<string, Json>; body?: Json }> = {
  'Usuarios.GuardarDisposicion': { body: { disposicion: {} } },
  'Matriculas.GetVehiculos': { params: { plate: '1234BBB' } },
  'Tecdoc.GetVehiculoByVin': { params: { vin: '1M8GDM9AXKP042788' } },
  'Tecdoc.GetArticlesByReferencia': { params: { reference: 'ab' } },
  'Tecdoc.GetImagenArticulo': { params: { articleId: '1', size: '200' } },
  'Neumaticos.GetNeumaticos': { params: { medida: '2055516' } },
  'Lubricantes.GetLubricantes': { params: { viscosidad: '5W30' } },
  'Neumaticos.GetPaginaNeumaticos': { body: { medida: '2055516', texto: 'michelin', clima: 'invierno', desde: 0, maxRegistros: 50 } },
  'Lubricantes.GetPaginaLubricantes': { body: { viscosidad: '5W30', desde: 0, maxRegistros: 50 } },
  'Stocks.GetStock': { params: { brandNo: '1', reference: 'ab' } },
  'DesgloseStocks.GetDesgloseStock': { params: { memberCif: 'B12345678', reference: 'ab' } },
  'Stocks.ImportarStock': { body: { csv: 'x' } },
  'Tarifas.GetActualizacionesPrecioMarcaProv': { body: { idActualizacion: 1, startIndex: 0, endIndex: 1 } },
};

// ---------------------------------------------------------------------------------------------------------------------
// A minimal valid value from a zod 4 schema.

export interface Def {
  type: string;
  [key: string]: unknown;
}
export const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** Bounds of a number or string schema from its checks. */
export function bounds(def: Def): { min?: number; max?: number; exclusiveMin?: boolean; minLength?: number } {
  const out: { min?: number; max?: number; exclusiveMin?: boolean; minLength?: number } = {};
  for (const check of (def.checks as unknown[] | undefined) ?? []) {
    const c = defOf(check) as Def & {
      check?: string;
      value?: number;
      inclusive?: boolean;
      minimum?: number;
      length?: number;
    };
    if (c.check === 'greater_than') {
      out.min = Number(c.value);
      out.exclusiveMin = c.inclusive === false;
    }
    if (c.check === 'less_than') out.max = Number(c.value);
    if (c.check === 'min_length') out.minLength = c.minimum;
    if (c.check === 'length_equals') out.minLength = c.length;
  }
  return out;
}

/**
 * A small value of the schema: the lower bound of numbers (1 when free), short texts, the first enum value, no
 * optional fields. `prefer` picks the variant of a union whose literal field matches (e.g. { Accion: 1 }).
 */
export function sample(schema: unknown, prefer: Record<string, Json> = {}): Json {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        const value = sample(field, prefer);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'string': {
      const { minLength } = bounds(def);
      return 'a'.repeat(Math.max(1, minLength ?? 1));
    }
    case 'number': {
      const { min, max, exclusiveMin } = bounds(def);
      let value = min === undefined ? 1 : exclusiveMin ? min + 1 : min;
      if (min === undefined && max !== undefined && max < 1) value = max;
      return value;
    }
    case 'bigint':
      return undefined;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'literal':
      return (def.values as Json[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, Json>)[0];
    case 'array': {
      const { minLength } = bounds(def);
      return Array.from({ length: minLength ?? 0 }, () => sample(def.element, prefer));
    }
    case 'tuple':
      return (def.items as unknown[]).map((item) => sample(item, prefer));
    case 'record':
      return {};
    case 'union': {
      const options = def.options as unknown[];
      const preferred = options.find((option) => {
        const od = defOf(option);
        if (od.type !== 'object') return false;
        return Object.entries(od.shape as Record<string, unknown>).some(([key, field]) => {
          const fd = defOf(field);
          return key in prefer && fd.type === 'literal' && (fd.values as Json[]).includes(prefer[key]);
        });
      });
      return sample(preferred ?? options[0], prefer);
    }
    case 'optional':
      return undefined;
    case 'nullable':
      return null;
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(def.innerType, prefer);
    case 'pipe':
      return sample(def.in, prefer);
    case 'lazy':
      return sample((def.getter as () => unknown)(), prefer);
    default:
      return null;
  }
}

/** Sets `value` at a dotted path of `target` (numbers index arrays), creating what is missing. */
export function setAt(target: Record<string, Json>, path: string[], value: Json): void {
  let node = target as Record<string, Json>;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, Json>;
  });
}

/** `base` with the fields of `over` laid on it, objects merged field by field. */
export function merged(base: Record<string, Json>, over: Record<string, Json>): Record<string, Json> {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    const plain = (v: Json): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);
    out[key] = plain(below) && plain(value) ? merged(below, value) : value;
  }
  return out;
}

/** A request for one endpoint: its URL path and JSON body; `foreign` puts a value at the declared place. */
export function request(entry: Entry, foreign?: { at: string; value: Json; fields: Record<string, Json>; kind?: number }) {
  const { name, e } = entry;
  const fields = foreign?.fields ?? {};
  const given = SAMPLES[name];
  const params = structuredClone((given?.params ?? (e.params ? sample(e.params) : {})) as Record<string, Json>);
  const built = given?.body ?? (e.body ? sample(e.body, fields) : undefined);
  let body = structuredClone(built) as Record<string, Json> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) body = merged(body, fields);
  if (foreign?.kind != null) params.kind = String(foreign.kind);
  if (foreign) {
    const [where, ...path] = foreign.at.split('.');
    if (where === 'params') setAt(params, path, String(foreign.value));
    else {
      body ??= {};
      setAt(body, path, foreign.value);
    }
  }
  const url = `/api${e.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '1')))}`;
  return { url, params, body };
}

/** Why a request built for an endpoint would not pass its schemas, or null when it would. */
export function invalidity(entry: Entry, req: { params: Record<string, Json>; body: Json }): string | null {
  const check = (schema: z.ZodType | undefined, value: Json, what: string) => {
    if (!schema) return null;
    const parsed = schema.safeParse(value);
    return parsed.success ? null : `${what}: ${JSON.stringify(parsed.error.issues.slice(0, 2))}`;
  };
  const stringParams = Object.fromEntries(Object.entries(req.params).map(([k, v]) => [k, String(v)]));
  return check(entry.e.params, stringParams, 'params') ?? check(entry.e.body, req.body, 'body');
}

/** Tables of members' things: a refused request adds, changes or removes no row of them. */
export const OWNED_TABLES = [
  'users',
  'contacts',
  'contact_groups',
  'favourites',
  'points_of_sale',
  'orders',
  'workshops',
  'workshop_groups',
  'workshop_group_members',
  'image_categories',
  'gallery_images',
  'campaigns',
  'campaign_groups',
  'campaign_lines',
  'mailings',
];
/**
 * Tables whose rows change by themselves in the background: a mailing's state and counters move while its send (a
 * job) runs, so only its rows are counted.
 */
const BACKGROUND_TABLES = new Set(['mailings']);

/**
 * Makes the database note every change of the members' tables, for SNAPSHOT: a trigger writes one row into
 * test_row_changes per row added or removed (and at a TRUNCATE), and per row updated whose text differs afterwards
 * (an UPDATE that writes the same values changes nothing). The note is part of the transaction that made the change,
 * so a change rolled back leaves none. Counting the notes costs the same however large the tables are; hashing every
 * row of fifteen tables before and after each of the fuzzing's refused requests was half of its time on PostgreSQL.
 */
export async function watchChanges(db: Pick<Db, 'exec'>): Promise<void> {
  const watched = OWNED_TABLES.filter((t) => !BACKGROUND_TABLES.has(t));
  await db.exec(`
    CREATE TABLE test_row_changes (tbl text NOT NULL);
    CREATE FUNCTION test_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_row_changes VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END;
    $$;
    ${watched
      .map(
        (t) => `
    CREATE TRIGGER test_row_added_removed AFTER INSERT OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION test_note_change();
    CREATE TRIGGER test_row_changed AFTER UPDATE ON ${t} FOR EACH ROW
      WHEN (OLD::text IS DISTINCT FROM NEW::text) EXECUTE FUNCTION test_note_change();
    CREATE TRIGGER test_table_emptied AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION test_note_change();`,
      )
      .join('')}
  `);
}

/**
 * A snapshot of the members' tables once watchChanges has run on the database: how many rows the background tables
 * have, and for each other table how many of its rows were added, changed or removed so far. Two snapshots are equal
 * when no row was added, removed or changed in between.
 */
export const SNAPSHOT = `SELECT ${[...BACKGROUND_TABLES].map((t) => `(SELECT count(*)::text FROM ${t}) AS ${t}, `).join('')}
  (SELECT coalesce(string_agg(tbl || ': ' || n, ', ' ORDER BY tbl), '')
     FROM (SELECT tbl, count(*) AS n FROM test_row_changes GROUP BY tbl) c) AS changed`;
