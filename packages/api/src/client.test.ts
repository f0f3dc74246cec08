import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, createApiClient } from './client';
import { ApiError, CONNECTION_ERROR_TEXT, SERVER_ERROR_TEXT } from './errors';

/** A fetch that records what it was asked and answers with the given response. */
function recordingFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends params in the path, the body as JSON and the CSRF header; per-call options are never the body', async () => {
    const { calls, fetch } = recordingFetch(() => json(200, { ok: true }));
    const api = createApiClient({ fetch });
    const controller = new AbortController();
    await api.Noticias.GetNoticia({ idNoticia: 12 }, { signal: controller.signal });
    await api.Noticias.GetListaNoticias({ Filtros: null } as never, { signal: controller.signal });
    expect(calls[0]?.url).toBe('/api/Noticias/GetNoticia/12');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.signal).toBe(controller.signal);
    expect(new Headers(calls[0]?.init.headers).get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(calls[1]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ Filtros: null });
  });

  it('follows the call conventions: 401 calls onUnauthorized, 500 is “Error de servidor”, 400 keeps the server text', async () => {
    let unauthorized = 0;
    let status = 401;
    const { fetch } = recordingFetch(() => json(status, { mensajeError: 'Texto del servidor' }));
    const api = createApiClient({ fetch, onUnauthorized: () => unauthorized++ });
    await expect(api.Login.EnSession()).rejects.toMatchObject({ status: 401, kind: 'unauthorized' });
    expect(unauthorized).toBe(1);
    status = 500;
    await expect(api.Login.EnSession()).rejects.toMatchObject({ status: 500, message: SERVER_ERROR_TEXT });
    status = 400;
    await expect(api.Login.EnSession()).rejects.toMatchObject({ status: 400, message: 'Texto del servidor' });
    expect(unauthorized).toBe(1);
  });

  it('turns an unreachable server into the connection text, but lets an abort through as an abort', async () => {
    const down = createApiClient({
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(down.Login.EnSession()).rejects.toEqual(new ApiError(0, CONNECTION_ERROR_TEXT));
    const controller = new AbortController();
    const aborting = createApiClient({
      fetch: (async (_url: string, init: RequestInit) => {
        controller.abort();
        throw init.signal?.reason;
      }) as unknown as typeof fetch,
    });
    const failure = await aborting.Login.EnSession({ signal: controller.signal }).catch((err: unknown) => err);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('answers a download with its bytes and the file name of Content-Disposition', async () => {
    const { fetch } = recordingFetch(
      () => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Disposition': "attachment; filename*=UTF-8''condiciones%20a%C3%B1o.pdf" } }),
    );
    const api = createApiClient({ fetch });
    const file = await api.DocumentosAdjuntos.ObtenerDocumentoAdjunto({ documentId: 3, kind: 2 });
    expect(file.fileName).toBe('condiciones año.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });
});
