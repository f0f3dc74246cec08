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
