import { describe, expect, it } from 'vitest';
import { endpointPath, fileNameFromDisposition } from './client';
import { contract } from './contract';
import type { Endpoint } from './endpoint';
import { routeTableOf } from './routeTable';
import { routes } from './routes.gen';

const entries = Object.entries(contract).flatMap(([ctrl, actions]) => Object.entries(actions).map(([action, e]) => ({ ctrl, action, e: e as Endpoint })));

describe('the contract', () => {
  it('serves every call at /<Controller>/<Action> exactly as spec section 7 names it', () => {
    for (const { ctrl, action, e } of entries) {
      // The spec spells one controller two ways ('/TecDoc/GetModelosByIdFabricante'); the path follows the spec.
      expect(e.path.split('/').slice(1, 3).join('/').toLowerCase(), `${ctrl}.${action}`).toBe(`${ctrl}/${action}`.toLowerCase());
      expect(e.path.split('/')[2], `${ctrl}.${action}`).toBe(action);
    }
    expect(contract.Tecdoc.GetModelosByIdFabricante.path).toBe('/TecDoc/GetModelosByIdFabricante/:id');
  });

  it('has one entry per method and path', () => {
    const keys = entries.map(({ e }) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares a body exactly for the calls that send one, and params exactly for paths with parameters', () => {
    for (const { ctrl, action, e } of entries) {
      if (e.method === 'GET') expect(e.body, `${ctrl}.${action}`).toBeUndefined();
      expect(Boolean(e.params), `${ctrl}.${action}`).toBe(e.path.includes('/:'));
    }
  });

  it('keeps the spec calls of the session public and the rest behind a session', () => {
    const publicCalls = entries.filter(({ e }) => e.access === 'public').map(({ ctrl, action }) => `${ctrl}.${action}`);
    expect(publicCalls.sort()).toEqual(
      [
        'Login.CloseConnections',
        'Login.EnSession',
        'Login.SalirAplicacion',
        'Login.Validar',
        'Usuarios.ComprobarEnlacePwd',
        'Usuarios.RecuperarPwd',
        'Usuarios.RestablecerPwd',
      ].sort(),
    );
  });
});

describe('the generated route table of the browser client', () => {
  it('matches the contract (after a contract change run: pnpm --filter @socios/api generate)', () => {
    expect(routes).toEqual(routeTableOf(contract));
  });
});

describe('client helpers', () => {
  it('fills and encodes path parameters', () => {
    expect(endpointPath(contract.Usuarios.ComprobarEnlacePwd, { token: 'a/b c' })).toBe('/Usuarios/ComprobarEnlacePwd/a%2Fb%20c');
  });

  it('reads the file name of a download, UTF-8 form first', () => {
    expect(fileNameFromDisposition(`attachment; filename="tarifa_.pdf"; filename*=UTF-8''tarifa_a%C3%B1o.pdf`)).toBe('tarifa_año.pdf');
    expect(fileNameFromDisposition('attachment; filename="catalogo.xlsx"')).toBe('catalogo.xlsx');
    expect(fileNameFromDisposition(null)).toBe('');
  });
});
