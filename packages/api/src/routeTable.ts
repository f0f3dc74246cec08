import type { Access, ContractShape, HttpMethod } from './endpoint';

/** What the browser client needs of one endpoint: no schemas, so the portal's bundle carries no zod. */
export interface RouteInfo {
  /** HTTP method. */
  readonly method: HttpMethod;
  /** Path under /api with `:name` parameters. */
  readonly path: string;
  /** Whether the call takes path parameters. */
  readonly params: boolean;
  /** Whether the call sends a JSON body. */
  readonly body: boolean;
  /** Whether the answer is a file (true) or JSON (false). */
  readonly file: boolean;
  /** Whether a session is needed. */
  readonly access: Access;
}

/** Controller → action → route info, mirroring a contract. */
export type RouteTable = Readonly<Record<string, Readonly<Record<string, RouteInfo>>>>;

/** Derives the route table of a contract (the generator writes it to routes.gen.ts; a test compares them). */
export function routeTableOf(contract: ContractShape): RouteTable {
  return Object.fromEntries(
    Object.entries(contract).map(([ctrl, actions]) => [
      ctrl,
      Object.fromEntries(
        Object.entries(actions).map(([action, e]) => [
          action,
          {
            method: e.method,
            path: e.path,
            params: e.params !== undefined,
            body: e.body !== undefined,
            file: e.response === undefined,
            access: e.access,
          },
        ]),
      ),
    ]),
  );
}

const METHOD_LETTERS: Readonly<Record<HttpMethod, string>> = { GET: 'G', POST: 'P', PUT: 'U', DELETE: 'D' };
const LETTER_METHODS: Readonly<Record<string, HttpMethod>> = { G: 'GET', P: 'POST', U: 'PUT', D: 'DELETE' };

/**
 * A route table written short for the browser's bundle: each call is one text, its method letter (G, P, U, D), then b
 * (JSON body), f (file answer) and p (public), then the path after `/<Controller>/<Action>` (its `/:params`), or `@`
 * and the whole path when it does not start so. Whether it takes params follows from the path.
 */
export type CompactRouteTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Writes a route table short (the generator). */
export function encodeRouteTable(table: RouteTable): CompactRouteTable {
  return Object.fromEntries(
    Object.entries(table).map(([ctrl, actions]) => [
      ctrl,
      Object.fromEntries(
        Object.entries(actions).map(([action, r]) => {
          const base = `/${ctrl}/${action}`;
          const rest = r.path === base || r.path.startsWith(`${base}/`) ? r.path.slice(base.length) : `@${r.path}`;
          return [action, `${METHOD_LETTERS[r.method]}${r.body ? 'b' : ''}${r.file ? 'f' : ''}${r.access === 'public' ? 'p' : ''}${rest}`];
        }),
      ),
    ]),
  );
}

/** Reads a route table written short by encodeRouteTable. */
export function decodeRouteTable(compact: CompactRouteTable): RouteTable {
  return Object.fromEntries(
    Object.entries(compact).map(([ctrl, actions]) => [
      ctrl,
      Object.fromEntries(
        Object.entries(actions).map(([action, text]) => {
          const [, m = 'G', b, f, p, rest = ''] = /^([GPUD])(b?)(f?)(p?)(.*)$/.exec(text) ?? [];
          const path = rest.startsWith('@') ? rest.slice(1) : `/${ctrl}/${action}${rest}`;
          const info: RouteInfo = {
            method: LETTER_METHODS[m] ?? 'GET',
            path,
            params: path.includes('/:'),
            body: b === 'b',
            file: f === 'f',
            access: p === 'p' ? 'public' : 'session',
          };
          return [action, info];
        }),
      ),
    ]),
  );
}
