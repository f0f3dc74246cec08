import { PLACE_QUERY_MESSAGES, PLACE_SEARCH_MAX } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, loggedIn, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const search = async (text: string, user = 'socio') => (await loggedIn(server.url, user)).call('GET', `/api/Socios/BuscarLugar/${encodeURIComponent(text)}`);

interface Lugar {
  nombre: string;
  provincia: string;
  pais: string;
  latitud: number;
  longitud: number;
}

describe('BuscarLugar (placing a pin by typing its town)', () => {
  it('finds a Spanish town by the start of its name, without accents or capitals, with its province and position', async () => {
    const res = await search('alcala de hena');
    expect(res.status).toBe(200);
    const [first] = (res.json as { valorRetorno: Lugar[] }).valorRetorno;
    expect(first).toMatchObject({ nombre: 'Alcalá de Henares', provincia: 'Madrid', pais: 'ES' });
    expect(first?.latitud).toBeCloseTo(40.48, 1);
    expect(first?.longitud).toBeCloseTo(-3.36, 1);
  });

  it('finds Portuguese towns and islands, and a word inside the name', async () => {
    const lisboa = (await search('Lisboa')).json as { valorRetorno: Lugar[] };
    expect(lisboa.valorRetorno[0]).toMatchObject({ nombre: 'Lisboa', pais: 'PT' });
    const henares = (await search('henares')).json as { valorRetorno: Lugar[] };
    expect(henares.valorRetorno.map((l) => l.nombre)).toContain('Alcalá de Henares');
    const canarias = (await search('Santa Cruz de Tenerife')).json as { valorRetorno: Lugar[] };
    expect(canarias.valorRetorno[0]?.latitud).toBeLessThan(29);
  });

  it(`answers at most ${PLACE_SEARCH_MAX} places, the whole-name matches first`, async () => {
    const res = await search('San');
    const places = (res.json as { valorRetorno: Lugar[] }).valorRetorno;
    expect(places).toHaveLength(PLACE_SEARCH_MAX);
    expect(places.every((p) => p.nombre.toLowerCase().startsWith('san'))).toBe(true);
  });

  it('answers an empty list for a text no town starts with', async () => {
    const res = await search('Zzyzx');
    expect(res.json).toEqual({ ok: true, mensajeError: null, valorRetorno: [] });
  });

  it('refuses a text too short or too long with the reason in Spanish, never a 500', async () => {
    const short = await search('a');
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ ok: false, mensajeError: PLACE_QUERY_MESSAGES.tooShort });
    const long = await search('x'.repeat(61));
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ ok: false, mensajeError: PLACE_QUERY_MESSAGES.tooLong });
    const hostile = await search('%00\u0000<script>');
    expect(hostile.status).toBeLessThan(500);
  });

  it('is only for a logged-in user', async () => {
    const anonymous = new Browser(server.url);
    const res = await anonymous.call('GET', '/api/Socios/BuscarLugar/Madrid');
    expect(res.status).toBe(401);
  });
});
