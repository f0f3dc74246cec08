import { ApiError, SERVER_ERROR_TEXT } from '@socios/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNoticeQueue } from '../notice/notices';
import { apiKey } from './apiQuery';
import { callApi } from './callApi';
import { createQueryClient, showsInPopup } from './queryClient';

afterEach(() => vi.unstubAllGlobals());

/** Stubs the browser's fetch for one test, recording the requests (the server itself is never mocked elsewhere). */
function answering(body: unknown, status = 200) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  });
  return requests;
}

describe('the data path', () => {
  it('keys every read [controller, action, input] so that a controller invalidates all its reads', () => {
    expect(apiKey('Noticias', 'GetNoticia', { idNoticia: 4 })).toEqual(['Noticias', 'GetNoticia', { idNoticia: 4 }]);
    expect(apiKey('Socios', 'GetSocio')).toEqual(['Socios', 'GetSocio']);
  });

  it('calls by name: params go in the path, a body is sent as JSON, nothing else is sent', async () => {
    const requests = answering({ ok: true, mensajeError: null, valorRetorno: [] });
    await callApi('Noticias', 'GetNoticia', { idNoticia: 9 });
    await callApi('Usuarios', 'RecuperarPwd', { email: 'a@b.es' });
    await callApi('Socios', 'GetSocio', undefined);
    expect(requests.map((r) => `${r.init.method} ${r.url}`)).toEqual([
      'GET /api/Noticias/GetNoticia/9',
      'POST /api/Usuarios/RecuperarPwd',
      'GET /api/Socios/GetSocio',
    ]);
    expect(JSON.parse(String(requests[1]?.init.body))).toEqual({ email: 'a@b.es' });
    expect(requests[2]?.init.body).toBeUndefined();
  });
});

describe('the one error path', () => {
  it('shows a failed read or change in the app popup once, unless the page handles it or the session is gone', async () => {
    const notices = createNoticeQueue();
    const client = createQueryClient(notices);
    const fail =
      (status: number, text = 'Texto') =>
      () =>
        Promise.reject(new ApiError(status, text));
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail(500, SERVER_ERROR_TEXT), retry: false }).catch(() => {});
    await client.fetchQuery({ queryKey: ['b'], queryFn: fail(500, SERVER_ERROR_TEXT), retry: false }).catch(() => {});
    expect(notices.current()).toEqual({ message: SERVER_ERROR_TEXT });
    notices.dismiss();
    expect(notices.current()).toBeUndefined();
    await client.fetchQuery({ queryKey: ['c'], queryFn: fail(400), retry: false, meta: { errors: 'handled' } }).catch(() => {});
    await client.fetchQuery({ queryKey: ['d'], queryFn: fail(401), retry: false }).catch(() => {});
    expect(notices.current()).toBeUndefined();
    const mutation = client.getMutationCache().build(client, { mutationFn: fail(404, 'No existe') });
    await mutation.execute(undefined).catch(() => {});
    expect(notices.current()).toEqual({ message: 'No existe' });
  });

  it('never shows a cancelled call', () => {
    expect(showsInPopup(new DOMException('Aborted', 'AbortError'), undefined)).toBe(false);
    expect(showsInPopup(new ApiError(0, 'sin conexión'), undefined)).toBe(true);
  });

  it('queues different messages one after the other', () => {
    const notices = createNoticeQueue();
    notices.push({ title: 'Importar contactos', message: 'Importados 3 contactos' });
    notices.push({ message: 'Error de servidor' });
    expect(notices.current()?.title).toBe('Importar contactos');
    notices.dismiss();
    expect(notices.current()?.message).toBe('Error de servidor');
  });
});
