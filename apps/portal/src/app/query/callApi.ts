import type { CallOptions, Contract, Endpoint, EndpointArgs, EndpointResult, RouteTable } from '@socios/api';
import { routes } from '@socios/api';
import { api } from '../api';

// Calls by name, without TanStack Query (light pages such as the login screen use this alone).

/** A controller of the contract (the spec's names: 'Noticias', 'Usuarios'…). */
export type Controller = keyof Contract & string;
/** An action of a controller. */
export type Action<C extends Controller> = keyof Contract[C] & string;
type EndpointOf<C extends Controller, A extends Action<C>> = Contract[C][A] extends infer E extends Endpoint ? E : never;
type Args<C extends Controller, A extends Action<C>> = EndpointArgs<EndpointOf<C, A>>;

/** What a call takes: nothing, its params or body, or `{ params, body }` when it has both. */
export type ApiInput<C extends Controller, A extends Action<C>> =
  Args<C, A> extends [] ? undefined : Args<C, A> extends [infer Only] ? Only : Args<C, A> extends [infer P, infer B] ? { params: P; body: B } : never;
/** What a call answers. */
export type ApiResult<C extends Controller, A extends Action<C>> = EndpointResult<EndpointOf<C, A>>;

/** Calls one endpoint of the contract with its input and per-call options (signal, upload progress). */
export function callApi<C extends Controller, A extends Action<C>>(
  controller: C,
  action: A,
  input: ApiInput<C, A>,
  options?: CallOptions,
): Promise<ApiResult<C, A>> {
  const route = (routes as RouteTable)[controller]?.[action];
  if (!route) throw new Error(`Unknown call ${controller}/${action}`);
  const both = input as { params: unknown; body: unknown };
  const args: unknown[] = route.params && route.body ? [both.params, both.body] : route.params || route.body ? [input] : [];
  const fn = (api as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[controller]?.[action];
  if (!fn) throw new Error(`Unknown call ${controller}/${action}`);
  return fn(...args, options ?? {}) as Promise<ApiResult<C, A>>;
}
