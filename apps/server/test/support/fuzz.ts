import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bounds, SNAPSHOT, type Def, defOf, type Entry, entries, type Json, request, watchChanges } from './contractSamples';
import { Browser, loggedIn, startTestServer, type TestServer } from './testServer';

/**
 * Fuzzing from the contract: for every endpoint, fast-check makes bodies and path parameters from the endpoint's zod
 * schemas — valid values, boundary values (empty texts, the longest text, the smallest and largest numbers) and hostile
 * ones (NUL, lone surrogates, a 10^6-character text, 2^31 and 2^53, deeply nested arrays and objects, wrong types) — and
 * sends them as admin (public calls: anonymously). No answer is a 5xx, and a refused answer (4xx, or `ok: false`)
 * adds, changes or removes no row of the members' tables (SNAPSHOT before and after, of the changes the database
 * noted: watchChanges). Runs per endpoint: FUZZ_RUNS; by default 200 on PostgreSQL and 25 on PGlite, which answers the
 * same SQL two to three times slower (the values exercise the server's own checks, the same on both); `pnpm fuzz` runs
 * 1000 on each.
 *
 * The endpoints are dealt to FUZZ_SHARDS test files (test/fuzz-<n>.test.ts), each on its own server and database, so
 * that the test runner's workers share the work instead of one file running alone for most of the suite.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DB === 'postgres' ? 200 : 25));
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const HUGE = 'x'.repeat(1_000_000);
const deepArray = (depth: number): Json => (depth === 0 ? [] : [deepArray(depth - 1)]);
const deepObject = (depth: number): Json => (depth === 0 ? {} : { a: deepObject(depth - 1) });

/** Values no schema expects, in any place. */
const hostile: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  HUGE,
  ' ',
  '%00',
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '1e400',
  '-1',
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -0,
  0.5,
  true,
  null,
  [],
  {},
  deepArray(2000),
  deepObject(2000),
  [1, 'a', null],
  JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}'),
);

/** The same in a URL path: texts only, the long one shorter (a 10^6-character URL is refused by the HTTP parser). */
const hostileParam: fc.Arbitrary<string> = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x'.repeat(5000),
  ' ',
  '-1',
  '0',
  '1.5',
  '1e400',
  String(2 ** 31),
  String(2 ** 53),
  '..',
  "'; DROP TABLE users; --",
  'null',
);

/** Length bounds of a string or array schema. */
function lengths(def: Def): { min: number; max?: number } {
  let min = 0;
  let max: number | undefined;
  for (const check of (def.checks as unknown[] | undefined) ?? []) {
    const c = defOf(check) as Def & { check?: string; minimum?: number; maximum?: number; length?: number };
    if (c.check === 'min_length') min = Math.max(min, c.minimum ?? 0);
    if (c.check === 'max_length') max = Math.min(max ?? Number.POSITIVE_INFINITY, c.maximum ?? 0);
    if (c.check === 'length_equals') {
      min = c.length ?? 0;
      max = c.length;
    }
  }
  return { min, max };
}

/** An arbitrary of the schema's values, each leaf sometimes a boundary or a hostile value. */
function arbitrary(schema: unknown, depth = 0): fc.Arbitrary<Json> {
  const def = defOf(schema);
  const leaf = (valid: fc.Arbitrary<Json>, ...edges: Json[]) =>
    fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: edges.length ? fc.constantFrom(...edges) : valid, weight: 2 }, { arbitrary: hostile, weight: 1 });
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const required = Object.keys(shape).filter((key) => !['optional', 'default'].includes(defOf(shape[key]).type));
      const record = fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, arbitrary(field, depth + 1)])), {
        requiredKeys: required,
      }) as fc.Arbitrary<Json>;
      return fc.oneof({ arbitrary: record, weight: 12 }, { arbitrary: hostile, weight: 1 });
    }
    case 'string': {
      const { min, max } = lengths(def);
      const valid = fc.string({ minLength: min, maxLength: Math.min(max ?? 30, Math.max(min, 30)) });
      return leaf(valid, '', 'a'.repeat(min), ...(max === undefined ? [] : ['a'.repeat(max), 'a'.repeat(max + 1)]));
    }
    case 'number': {
      const { min, max } = bounds(def);
      const lo = Math.max(min ?? -1_000_000, -1_000_000_000);
      const hi = Math.min(max ?? 1_000_000, 1_000_000_000);
      const edges = [min, max, min === undefined ? undefined : min - 1, max === undefined ? undefined : max + 1, 0];
      const valid = fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) });
      return leaf(valid, ...edges.filter((v) => v !== undefined));
    }
    case 'boolean':
      return leaf(fc.boolean());
    case 'null':
      return leaf(fc.constant(null));
    case 'literal':
    case 'enum': {
      const values = def.type === 'literal' ? (def.values as Json[]) : Object.values(def.entries as Record<string, Json>);
      return leaf(fc.constantFrom(...values));
    }
    case 'array': {
      const { min, max } = lengths(def);
      const element = arbitrary(def.element, depth + 1);
      return leaf(fc.array(element, { minLength: min, maxLength: Math.min(max ?? 4, Math.max(min, 4)) }), []);
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((item) => arbitrary(item, depth + 1))) as fc.Arbitrary<Json>;
    case 'record':
      return leaf(fc.dictionary(fc.string({ maxLength: 10 }), arbitrary(def.valueType, depth + 1), { maxKeys: 3 }), {});
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => arbitrary(option, depth + 1)));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitrary(def.innerType, depth), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitrary(def.innerType, depth), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitrary(def.innerType, depth);
    case 'pipe':
      return arbitrary(def.in, depth);
    case 'lazy':
      return depth > 6 ? hostile : arbitrary((def.getter as () => unknown)(), depth + 1);
    default:
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, hostile);
  }
}

/** A path parameter as text: mostly from the schema (or the endpoint's sample), sometimes hostile. */
function paramArbitrary(schema: unknown, known: Json): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constant(String(known)), weight: 3 },
    {
      arbitrary: arbitrary(schema).map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v))),
      weight: 5,
    },
    { arbitrary: hostileParam, weight: 2 },
  );
}

/** Percent-encodes a path segment; a lone surrogate becomes the bytes of no valid UTF-8 text. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}

/** The request for an endpoint: its URL (params from the arbitrary) and body (maybe not an object at all). */
function requestArbitrary(entry: Entry): fc.Arbitrary<{ url: string; body: Json }> {
  const { e } = entry;
  const valid = request(entry);
  const keys = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const shape = e.params ? ((defOf(e.params).shape ?? {}) as Record<string, unknown>) : {};
  const params = fc.record(
    Object.fromEntries(keys.map((key) => [key, shape[key] ? paramArbitrary(shape[key], valid.params[key]) : hostileParam])),
  ) as fc.Arbitrary<Record<string, string>>;
  const body: fc.Arbitrary<Json> = e.body
    ? fc.oneof({ arbitrary: fc.constant(valid.body), weight: 2 }, { arbitrary: arbitrary(e.body), weight: 10 })
    : e.method === 'GET'
      ? fc.constant(undefined) // fetch sends no body with a GET
      : fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: hostile, weight: 1 });
  return fc.record({ params, body }).map(({ params: p, body: b }) => ({
    url: `/api${e.path.replace(/:(\w+)/g, (_, key: string) => segment(p[key] ?? '1'))}`,
    body: b,
  }));
}

/** Public calls go last and anonymously (a login attempt flood is throttled; logging out would end admin's session). */
const ordered = [...entries.filter(({ e }) => e.access === 'session'), ...entries.filter(({ e }) => e.access !== 'session')];

/** How many test files share the endpoints (fuzz-1 … fuzz-N.test.ts). */
export const FUZZ_SHARDS = 4;

/** Fuzzes the endpoints of shard `shard` (1 … FUZZ_SHARDS): every FUZZ_SHARDS-th of them, in the order above. */
export function fuzzShard(shard: number): void {
  const mine = ordered.filter((_, i) => i % FUZZ_SHARDS === shard - 1);
  describe(`fuzzing every endpoint from its schemas (${RUNS} runs each), part ${shard} of ${FUZZ_SHARDS}`, () => {
    let server: TestServer;
    let admin: Browser;

    beforeAll(async () => {
      server = await startTestServer();
      await watchChanges(server.db);
      admin = await loggedIn(server.url, 'admin');
    });
    afterAll(() => server.close());

    it.each(mine.map((entry) => [entry.name, entry] as const))('%s', async (_, entry) => {
      const mutating = entry.e.method !== 'GET' || entry.e.changesState;
      const browser = entry.e.access === 'session' ? admin : new Browser(server.url);
      const anonymous = new Browser(server.url);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(entry), fc.integer({ min: 0, max: 9 }), async (req, dice) => {
          // One request in ten of a session call goes anonymous: it must be refused before doing anything.
          const caller = entry.e.access === 'session' && dice === 0 ? anonymous : browser;
          const before = mutating ? JSON.stringify(await server.db.query(SNAPSHOT)) : '';
          const res = await caller.call(entry.e.method, req.url, req.body === undefined ? {} : { json: req.body });
          expect(res.status, `${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
          const ok = (res.json as { ok?: unknown } | undefined)?.ok;
          if (mutating && (res.status >= 400 || ok === false)) {
            expect(JSON.stringify(await server.db.query(SNAPSHOT)), `a refused ${res.status} changed rows`).toBe(before);
          }
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: process.env.FUZZ_SHRINK !== '1' },
      );
      // A fuzzed call may end admin's own session (e.g. deactivating himself): later endpoints get a fresh one.
      if ((await admin.call('GET', '/api/Socios/GetSocio')).status !== 200) admin = await loggedIn(server.url, 'admin');
    });
  });
}
