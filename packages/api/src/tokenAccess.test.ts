import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import type { Endpoint } from './endpoint';
import { TOKEN_REFUSALS, tokenRefusal, tokenUse } from './tokenAccess';

const uses = Object.entries(contract).flatMap(([c, actions]) =>
  Object.entries(actions as Record<string, Endpoint>).map(([a, e]) => ({ name: `${c}.${a}`, use: tokenUse(c, a, e) })),
);
const useOf = (name: string) => uses.find((u) => u.name === name)?.use;

describe('what a personal API token may call', () => {
  it('never manages sessions, users, passwords or tokens', () => {
    for (const name of [
      'Login.Validar',
      'Login.SalirAplicacion',
      'Usuarios.AddOrUpdateUsuario',
      'Usuarios.RestablecerPwd',
      'Usuarios.CrearTokenApi',
      'Usuarios.RevocarTokenApi',
      'Usuarios.GetTokensApi',
    ]) {
      expect(useOf(name), name).toBe('never');
    }
  });

  it('reads with GET and with the POST calls that only filter or page', () => {
    for (const name of ['Stocks.GetPedido', 'Stocks.GetPedidos', 'Noticias.GetListaNoticias', 'Buscar.Global', 'Socios.GetSocio']) {
      expect(useOf(name), name).toBe('read');
    }
  });

  it('counts every other POST and PUT as a change', () => {
    for (const name of [
      'Stocks.ImportarStock',
      'Socios.UpdateSocio',
      'Usuarios.ActualizarContacto',
      'Campanas.ActualizarRegistro',
      'Talleres.ImportarRegistros',
    ]) {
      expect(useOf(name), name).toBe('write');
    }
    expect(useOf('Stocks.GenerarPedido')).toBe('orders');
    expect(useOf('Stocks.CambiarEstadoPedido')).toBe('orders');
  });

  it('lets lectura read only and pedidos read and order', () => {
    expect(tokenRefusal('lectura', 'read')).toBeNull();
    expect(tokenRefusal('lectura', 'orders')).toBe(TOKEN_REFUSALS.readOnly);
    expect(tokenRefusal('lectura', 'write')).toBe(TOKEN_REFUSALS.readOnly);
    expect(tokenRefusal('pedidos', 'orders')).toBeNull();
    expect(tokenRefusal('pedidos', 'write')).toBe(TOKEN_REFUSALS.notOrders);
    expect(tokenRefusal('pedidos', 'never')).toBe(TOKEN_REFUSALS.notWithToken);
  });
});
