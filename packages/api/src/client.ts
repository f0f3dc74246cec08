import type { Contract } from './contract';
import type { ContractShape, DownloadedFile, EndpointArgs, EndpointResult } from './endpoint';
import { ApiError, CONNECTION_ERROR_TEXT, SERVER_ERROR_TEXT } from './errors';
import type { RouteInfo, RouteTable } from './routeTable';
import { routes as contractRoutes } from './routes.gen';

/** Header every call sends; the server refuses state-changing calls without it (cross-site request forgery). */
export const CSRF_HEADER = 'X-Requested-With';
/** Value of CSRF_HEADER. */
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/** Options of one call, passed after its params/body: `client.X.Y(body, { signal, onUploadProgress })`. */
export interface CallOptions {
  /** Aborts the call (TanStack Query passes one to every query). */
  signal?: AbortSignal;
  /** Upload progress of the body, 0–100 (the call is sent with XMLHttpRequest, since fetch cannot report it). */
  onUploadProgress?: (percent: number) => void;
}

/** A typed function per call: `client.Login.Validar({ usuario, pwd })`, with optional per-call options last. */
export type ApiClient<C extends ContractShape = Contract> = {
  [Ctrl in keyof C]: {
    [Action in keyof C[Ctrl]]: (...args: [...EndpointArgs<C[Ctrl][Action]>, options?: CallOptions]) => Promise<EndpointResult<C[Ctrl][Action]>>;
  };
};

/** How the client reaches the server and what it does on a 401. */
export interface ApiClientOptions {
  /** Prefix of every path; '/api' by default (same origin as the portal). */
  baseUrl?: string;
  /** fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /** Called on a 401; by default goes to /login unless the page is already there. */
  onUnauthorized?: () => void;
}

/** Builds the URL path of an endpoint, filling its `:name` parameters. */
export function endpointPath(e: Pick<RouteInfo, 'path'>, params?: Record<string, unknown>): string {
  return e.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

function defaultOnUnauthorized(): void {
  const location = (globalThis as { location?: { pathname: string; assign(url: string): void } }).location;
  if (location && !location.pathname.startsWith('/login')) location.assign('/login');
}

/** File name of a Content-Disposition header (RFC 6266 filename* first, then filename). */
export function fileNameFromDisposition(header: string | null): string {
  if (!header) return '';
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() ?? '';
}

/** What the client uses of the browser's XMLHttpRequest (the server compiles this package without the DOM types). */
interface ProgressRequest {
  open(method: string, url: string): void;
  responseType: string;
  setRequestHeader(name: string, value: string): void;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  onload: (() => void) | null;
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  getAllResponseHeaders(): string;
  abort(): void;
  send(body: string | null): void;
}

/**
 * Sends a request with XMLHttpRequest to report the upload progress of its body, and answers it as a fetch
 * Response so that the one set of call rules applies to it too.
 */
function sendWithProgress(Xhr: new () => ProgressRequest, url: string, init: RequestInit, onProgress: (percent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      onProgress(100);
      resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.send((init.body as string | undefined) ?? null);
  });
}

async function errorText(res: Response): Promise<string> {
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'mensajeError' in body && typeof body.mensajeError === 'string') {
      return body.mensajeError;
    }
  } catch {
    // not JSON: use the status text
  }
  return res.statusText || `Error ${res.status}`;
}

/**
 * Creates the browser client of the contract, from its generated route table (no schemas travel to the
 * browser). It follows the spec's shared call conventions: a 400 and a 404 are thrown as such, a 401 sends the
 * user to /login (unless there), a 500 becomes 'Error de servidor', any other failure is passed on; the session
 * cookie travels with every call.
 */
export function createApiClient<C extends ContractShape = Contract>(options: ApiClientOptions = {}, table: RouteTable = contractRoutes): ApiClient<C> {
  const baseUrl = options.baseUrl ?? '/api';
  const onUnauthorized = options.onUnauthorized ?? defaultOnUnauthorized;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function call(e: RouteInfo, args: unknown[]): Promise<unknown> {
    let i = 0;
    const params = e.params ? (args[i++] as Record<string, unknown>) : undefined;
    const body = e.body ? args[i++] : undefined;
    const options = (args[i] ?? {}) as CallOptions;
    const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, Accept: 'application/json' };
    const init: RequestInit = { method: e.method, credentials: 'same-origin', headers };
    if (options.signal) init.signal = options.signal;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const url = baseUrl + endpointPath(e, params);
    let res: Response;
    try {
      const Xhr = (globalThis as { XMLHttpRequest?: new () => ProgressRequest }).XMLHttpRequest;
      res = options.onUploadProgress && Xhr ? await sendWithProgress(Xhr, url, init, options.onUploadProgress) : await doFetch(url, init);
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw new ApiError(0, CONNECTION_ERROR_TEXT);
    }
    if (res.ok) {
      if (!e.file) return res.json();
      const file: DownloadedFile = {
        blob: await res.blob(),
        fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')),
      };
      return file;
    }
    if (res.status === 401) {
      onUnauthorized();
      throw new ApiError(401, await errorText(res));
    }
    if (res.status === 500) throw new ApiError(500, SERVER_ERROR_TEXT);
    throw new ApiError(res.status, await errorText(res));
  }

  const client: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const [ctrl, actions] of Object.entries(table)) {
    const group: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    for (const [action, e] of Object.entries(actions)) group[action] = (...args) => call(e, args);
    client[ctrl] = group;
  }
  return client as ApiClient<C>;
}
