import { createHash } from 'node:crypto';
import type { TecdocConfig } from '../../../config';
import type { Queryable } from '../../../db/db';
import { cachedTecdocAnswer, cacheTecdocAnswer } from '../tecdoc.queries';

/** TecDoc did not answer, or answered with an error: the call answers 502 with a Spanish message. */
export class TecdocError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'TecdocError';
  }
}

/** One function of the Pegasus 3.0 JSON endpoint, called as `{ [fn]: { provider, lang, ...params } }`. */
export type TecdocCall = <T>(fn: string, params: Record<string, unknown>) => Promise<T>;

/** How long a call may take before TecDoc counts as not answering. */
const TIMEOUT_MS = 15_000;

/**
 * The account's JSON endpoint, with the key in the X-Api-Key header (it never reaches the browser) and every answer
 * kept in `tecdoc_cache` by the hash of the request until it expires: shared by the server's instances and kept across
 * restarts. Equal requests in flight at once share one call.
 */
export function tecdocClient(db: Queryable, config: TecdocConfig, fetchImpl: typeof fetch = fetch): TecdocCall {
  const inFlight = new Map<string, Promise<unknown>>();

  async function fetchAnswer(fn: string, body: string, key: string): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchImpl(config.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Api-Key': config.apiKey },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new TecdocError(`El catálogo TecDoc no responde (${fn}).`);
    }
    if (!res.ok) throw new TecdocError(`El catálogo TecDoc respondió ${res.status} a ${fn}.`, res.status);
    let answer: { status?: unknown; statusText?: unknown };
    try {
      answer = (await res.json()) as typeof answer;
    } catch {
      throw new TecdocError(`El catálogo TecDoc dio una respuesta ilegible a ${fn}.`);
    }
    if (typeof answer.status === 'number' && answer.status !== 200) {
      throw new TecdocError(`El catálogo TecDoc no atendió ${fn}: ${String(answer.statusText ?? answer.status)}.`, answer.status);
    }
    await cacheTecdocAnswer(db, key, fn, answer, config.cacheSeconds);
    return answer;
  }

  return async <T>(fn: string, params: Record<string, unknown>): Promise<T> => {
    const body = JSON.stringify({ [fn]: { provider: config.provider, lang: config.lang, ...params } });
    const key = createHash('sha256').update(body).digest('hex');
    const hit = await cachedTecdocAnswer<T>(db, key);
    if (hit !== undefined) return hit;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fetchAnswer(fn, body, key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return (await pending) as T;
  };
}
