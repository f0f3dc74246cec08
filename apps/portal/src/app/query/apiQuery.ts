import type { ApiError } from '@socios/api';
import {
  type QueryKey,
  type UndefinedInitialDataOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  type UseQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type Action, type ApiInput, type ApiResult, type Controller, callApi } from './callApi';

export type { Action, ApiInput, ApiResult, Controller };

/**
 * The portal's one data path. Every call of the contract is read with `useApiQuery(controller, action, input)` and
 * changed with `useApiMutation(controller, action)`; the query key is always `[controller, action, input]`, so
 * `useInvalidate()('Noticias')` refreshes everything read from a controller. Errors reach the one app-level popup
 * (see queryClient.ts) unless a call says `errors: 'handled'` because its page shows them itself.
 */

/** Whether the page shows this call's errors itself ('handled') or leaves them to the app popup (default). */
export type ErrorHandling = 'popup' | 'handled';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: { errors?: ErrorHandling };
    mutationMeta: { errors?: ErrorHandling };
  }
}

/** The query key of a call: `[controller, action, input]`. */
export function apiKey<C extends Controller, A extends Action<C>>(controller: C, action: A, input?: ApiInput<C, A>): QueryKey {
  return input === undefined ? [controller, action] : [controller, action, input];
}

/** Options of a query, apart from its key and function (select, enabled, staleTime…) plus its error handling. */
export type ApiQueryOptions<C extends Controller, A extends Action<C>, TData> = Omit<
  UseQueryOptions<ApiResult<C, A>, ApiError, TData>,
  'queryKey' | 'queryFn'
> & { errors?: ErrorHandling };

/** Query options of one call (for useQueries, prefetching, or reading the cache). */
export function apiQueryOptions<C extends Controller, A extends Action<C>, TData = ApiResult<C, A>>(
  controller: C,
  action: A,
  input: ApiInput<C, A>,
  options: ApiQueryOptions<C, A, TData> = {},
) {
  const { errors, meta, ...rest } = options;
  return {
    ...rest,
    queryKey: apiKey(controller, action, input),
    queryFn: ({ signal }) => callApi(controller, action, input, { signal }),
    meta: { ...meta, ...(errors ? { errors } : {}) },
  } as UseQueryOptions<ApiResult<C, A>, ApiError, TData>;
}

/** Reads a call (cached under `[controller, action, input]`). */
export function useApiQuery<C extends Controller, A extends Action<C>, TData = ApiResult<C, A>>(
  controller: C,
  action: A,
  input: ApiInput<C, A>,
  options?: ApiQueryOptions<C, A, TData>,
): UseQueryResult<TData, ApiError> {
  return useQuery(apiQueryOptions(controller, action, input, options) as UndefinedInitialDataOptions<ApiResult<C, A>, ApiError, TData>);
}

/**
 * Reads a call in batches (update lines 50 at a time…): `input(batch)` is the call's input for one batch, and
 * `next(last, all)` the batch after them, or undefined when there is no more. Cached under
 * `[controller, action, input(first)]` with 'batches' added, so changing what is asked for starts again.
 */
export function useApiBatches<C extends Controller, A extends Action<C>, B>(
  controller: C,
  action: A,
  input: (batch: B) => ApiInput<C, A>,
  options: {
    first: B;
    next: (last: ApiResult<C, A>, all: ApiResult<C, A>[]) => B | undefined;
    enabled?: boolean;
    errors?: ErrorHandling;
    /** How long the batches read count as fresh (ms): another view of the same list within it reads nothing again. */
    staleTime?: number;
  },
) {
  return useInfiniteQuery({
    queryKey: [...apiKey(controller, action, input(options.first)), 'batches'],
    queryFn: ({ pageParam, signal }) => callApi(controller, action, input(pageParam as B), { signal }),
    initialPageParam: options.first,
    getNextPageParam: (last, all) => options.next(last, all),
    enabled: options.enabled ?? true,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    meta: options.errors ? { errors: options.errors } : {},
  });
}

/** Options of a mutation: TanStack's, plus which controllers' reads it refreshes when it succeeds. */
export type ApiMutationOptions<C extends Controller, A extends Action<C>> = Omit<
  UseMutationOptions<ApiResult<C, A>, ApiError, ApiInput<C, A>>,
  'mutationFn'
> & {
  /** Controllers whose queries are refreshed after success; the call's own controller by default, [] for none. */
  invalidates?: readonly Controller[];
  errors?: ErrorHandling;
  /** Upload progress of the body, 0–100. */
  onUploadProgress?: (percent: number) => void;
};

/** Changes something through a call; on success the reads of `invalidates` (its own controller by default) refresh. */
export function useApiMutation<C extends Controller, A extends Action<C>>(controller: C, action: A, options: ApiMutationOptions<C, A> = {}) {
  const client = useQueryClient();
  const { invalidates = [controller], errors, meta, onSuccess, onUploadProgress, ...rest } = options;
  return useMutation<ApiResult<C, A>, ApiError, ApiInput<C, A>>({
    ...rest,
    meta: { ...meta, ...(errors ? { errors } : {}) },
    mutationFn: (input) => callApi(controller, action, input, onUploadProgress ? { onUploadProgress } : undefined),
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((c) => client.invalidateQueries({ queryKey: [c] })));
      await onSuccess?.(...args);
    },
  });
}

/** Refreshes every read of the given controllers. */
export function useInvalidate(): (...controllers: Controller[]) => Promise<void> {
  const client = useQueryClient();
  return async (...controllers) => {
    await Promise.all(controllers.map((c) => client.invalidateQueries({ queryKey: [c] })));
  };
}
