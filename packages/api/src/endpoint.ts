import type { z } from 'zod';

/** HTTP methods the spec's calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: anybody, or only a logged-in user (401 otherwise). */
export type Access = 'public' | 'session';

/**
 * Kinds of objects that belong to one member (or to one of its users): what a user of another member must never
 * reach. The authorisation matrix test finds one of each kind by SQL.
 */
export type ForeignKind =
  | 'member'
  | 'user'
  | 'contact'
  | 'contactGroup'
  | 'contactAddress'
  | 'favourite'
  | 'pointOfSale'
  | 'attachment'
  | 'order'
  | 'workshop'
  | 'workshopGroup'
  | 'imageCategory'
  | 'galleryImage'
  | 'campaign'
  | 'mailing'
  | 'apiToken';

/** Where a call names an object of another member: its kind and the place of its id (or key) in the request. */
export interface ForeignRef {
  /** The object's kind. */
  readonly kind: ForeignKind;
  /** `params.<name>` or `body.<a>.<b>` (array positions as numbers, e.g. `body.Valoresfiltro.0`). */
  readonly at: `params.${string}` | `body.${string}`;
}

/**
 * How a call reaches an object of another member: one place or several (each is attacked on its own); or
 * `{ none: reason }` when the call names no such object (global catalogues, the caller's own things).
 */
export type Foreign = ForeignRef | readonly [ForeignRef, ...ForeignRef[]] | { readonly none: string };

/**
 * One call of the spec: method, path under /api, schemas of its inputs and of its answer.
 * The server registers its routes from these entries and the browser client is generated from them,
 * so the two cannot drift apart.
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Access = Access,
> {
  /** HTTP method. */
  readonly method: HttpMethod;
  /** Path under /api with `:name` parameters, e.g. `/Noticias/GetNoticia/:idNoticia`. */
  readonly path: string;
  /** Path parameters (strings on the wire; coerce in the schema). */
  readonly params: P;
  /** JSON body (POST/PUT) or undefined. */
  readonly body: B;
  /** JSON answer, or undefined when the answer is a file stream. */
  readonly response: R;
  /** Whether a session is needed. */
  readonly access: A;
  /** Permission flag of Permisos that the server checks (403 without it). */
  readonly permission?: string;
  /** Largest accepted body in bytes (server default otherwise). */
  readonly bodyLimit?: number;
  /**
   * A GET that changes state (logout, closing the last tab): the server requires the CSRF header on it as on every
   * POST, so that a link or image on another site cannot trigger it.
   */
  readonly changesState?: boolean;
  /** How the call reaches an object of another member (every session call declares it; the matrix test checks). */
  readonly foreign?: Foreign;
  /**
   * A list call's bound: the most rows one answer holds, whatever the body and however much data the group has (the
   * longest array of the answer, `answerRows`; see its entry for how the rest is paged or windowed). Every call whose
   * answer holds a list declares it; the server checks its answers against it when it validates them (tests).
   */
  readonly maxRows?: number;
}

/** How many rows an answer carries: the length of its longest array, looking two levels down. */
export function answerRows(json: unknown, depth = 0): number {
  if (Array.isArray(json)) return json.length;
  if (json === null || typeof json !== 'object' || depth > 2) return 0;
  let most = 0;
  for (const value of Object.values(json)) most = Math.max(most, answerRows(value, depth + 1));
  return most;
}

/** What `endpoint` takes: an `Endpoint` whose schemas may be left out. */
export interface EndpointDef<
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  A extends Access = Access,
> {
  method: HttpMethod;
  path: string;
  params?: P;
  body?: B;
  response?: R;
  access: A;
  permission?: string;
  bodyLimit?: number;
  changesState?: boolean;
  foreign?: Foreign;
  maxRows?: number;
}

/** Declares an endpoint keeping the literal types of its schemas. */
export function endpoint<
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  A extends Access = Access,
>(def: EndpointDef<P, B, R, A>): Endpoint<P, B, R, A> {
  return {
    method: def.method,
    path: def.path,
    params: def.params as P,
    body: def.body as B,
    response: def.response as R,
    access: def.access,
    ...(def.permission === undefined ? {} : { permission: def.permission }),
    ...(def.bodyLimit === undefined ? {} : { bodyLimit: def.bodyLimit }),
    ...(def.changesState === undefined ? {} : { changesState: def.changesState }),
    ...(def.foreign === undefined ? {} : { foreign: def.foreign }),
    ...(def.maxRows === undefined ? {} : { maxRows: def.maxRows }),
  };
}

/** What the session calls of one group share: the permission checked, the reason they name no other member's object, their bound. */
export type SessionDefaults = Pick<EndpointDef, 'permission' | 'foreign' | 'maxRows'>;

/**
 * Declares the session calls of a group that share a permission, a `foreign: { none }` reason or a list bound, stated
 * once: each call gives only what is its own and may set a shared field otherwise. The endpoints are those `endpoint`
 * builds from the whole definition.
 */
export function sessionEndpoints(defaults: SessionDefaults) {
  return <P extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, R extends z.ZodType | undefined = undefined>(
    def: Omit<EndpointDef<P, B, R, 'session'>, 'access'>,
  ): Endpoint<P, B, R, 'session'> => endpoint<P, B, R, 'session'>({ ...defaults, ...def, access: 'session' });
}

/** Declares a session call with nothing shared beyond the session (its permission, if any, and `foreign` its own). */
export const sessionEndpoint = sessionEndpoints({});

/** Value type of an optional schema. */
export type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** What a caller passes: [params], [body], [params, body] or nothing. */
export type EndpointArgs<E extends Endpoint> = E['params'] extends z.ZodType
  ? E['body'] extends z.ZodType
    ? [params: z.input<E['params']>, body: z.input<E['body']>]
    : [params: z.input<E['params']>]
  : E['body'] extends z.ZodType
    ? [body: z.input<E['body']>]
    : [];

/** A file answered by a download endpoint, with the name the server gave it. */
export interface DownloadedFile {
  /** The bytes. */
  blob: Blob;
  /** File name from Content-Disposition (name.extension in lower case), or '' when none was sent. */
  fileName: string;
}

/** What a caller gets back: the parsed JSON answer, or the file for download endpoints. */
export type EndpointResult<E extends Endpoint> = E['response'] extends z.ZodType ? z.infer<E['response']> : DownloadedFile;

/** A group of endpoints of one controller, e.g. Login. */
export type Controller = Record<string, Endpoint>;

/** The whole contract: controller name → action name → endpoint. */
export type ContractShape = Record<string, Controller>;
