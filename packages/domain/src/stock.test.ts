import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildOrderBody,
  lineAmount,
  netPrice,
  type OfferAction,
  offerAction,
  offerActionLabel,
  orderMoveRefusal,
  orderMoves,
  orderOutcome,
  orderTotal,
  pickupAddress,
  quoteOrder,
  sameAmount,
  sendToName,
  sortStockOffers,
  stockLabel,
} from './stock';
import { validatePurchase } from './validation/purchase';

const offer = (NombreAsociado: string, Stock: string, Neto: number, PermisoCompra = 'true') => ({ NombreAsociado, Stock, Neto, Precio: Neto, PermisoCompra });

describe('stock offers', () => {
  const offers = [
    offer('Beta', '3', 10),
    offer('Alfa', '12', 14),
    offer('Gamma', '-9999', 5),
    offer('Delta', '40', 8, 'false'),
    offer('Épsilon', '3', 9),
    offer('Zeta', '0', 1),
  ];

  it('orders by units, most first, the ones the member can buy before the rest', () => {
    expect(sortStockOffers(offers, 'unidades').map((o) => o.NombreAsociado)).toEqual(['Alfa', 'Épsilon', 'Beta', 'Delta', 'Zeta', 'Gamma']);
  });

  it('orders by net price, cheapest first, the ones the member can buy before the rest', () => {
    expect(sortStockOffers(offers, 'precio').map((o) => o.NombreAsociado)).toEqual(['Épsilon', 'Beta', 'Alfa', 'Zeta', 'Gamma', 'Delta']);
  });

  it('leaves the given list as it was', () => {
    const copy = [...offers];
    sortStockOffers(offers, 'precio');
    expect(offers).toEqual(copy);
  });

  it("reads PermisoCompra 'false' as 'No es cliente' whatever the stock, and '0' / '-9999' as the special states", () => {
    expect(offerAction({ PermisoCompra: 'false', Stock: '5' })).toBe('notCustomer');
    expect(offerAction({ PermisoCompra: 'true', Stock: '5' })).toBe('buy');
    expect(offerAction({ PermisoCompra: 'true', Stock: '0' })).toBe('noStock');
    expect(offerAction({ PermisoCompra: 'true', Stock: '-9999' })).toBe('grey');
    expect(stockLabel('0')).toBe('Sin stock');
    expect(stockLabel('-9999')).toBe('Consultar');
    expect(stockLabel('1')).toBe('1 unidad');
    expect(stockLabel('17')).toBe('17 unidades');
  });

  it("names each offer's button as the stock list shows it", () => {
    expect(['buy', 'notCustomer', 'noStock', 'grey'].map((a) => offerActionLabel(a as OfferAction))).toEqual([
      'Comprar',
      'No es cliente',
      'Sin stock',
      'Consultar',
    ]);
  });
});

describe('the order body', () => {
  const point = {
    SOCPV_ID: 7,
    SOCPV_NOMBRE: 'Almacén Norte',
    SOCPV_DIRECCION: 'Calle Mayor 3',
    SOCPV_CP: '28001',
    SOCPV_POBLACION: 'Madrid',
    SOCPV_PROVINCIA: 'Madrid',
  };
  const user = { memberCif: 'B12345678', NombreUsuario: 'Ana', Apellidos: 'Martínez Ruiz' };

  it('has one line per warehouse with units, the note then the send-to address, and the full name of the user', () => {
    const body = buildOrderBody(
      { memberCif: 'A87654321', reference: 'FDB1234', quantities: { '01': 2, '02': 0, '07': 1 }, pickupPoint: point, note: '  Urgente ', total: 95.09 },
      user,
    );
    expect(body).toEqual({
      Cif_Socio: 'B12345678',
      Lineas: [
        { CifAsociado: 'A87654321', CodigoAlmacen: '01', Referencia: 'FDB1234', Cantidad: 2 },
        { CifAsociado: 'A87654321', CodigoAlmacen: '07', Referencia: 'FDB1234', Cantidad: 1 },
      ],
      Observaciones: 'Urgente\nEnviar a: Almacén Norte — Calle Mayor 3, 28001 Madrid',
      SuPedido: '',
      PedidoPor: 'Ana Martínez Ruiz',
      IdPuntoRecogida: 7,
      ImporteTotal: 95.09,
    });
    // The server can read the pickup point's name back from the 'send to' line (a spec client sends no id).
    expect(sendToName(body.Observaciones)).toBe('Almacén Norte');
    expect(sendToName('Urgente\nEnviar a: Tienda — Calle 1\nEnviar a: Taller Sur')).toBe('Taller Sur');
    expect(sendToName('Sin dirección')).toBeNull();
  });

  it('is only the send-to line without a note, and the shop check names what is missing', () => {
    expect(buildOrderBody({ memberCif: 'A1', reference: 'R', quantities: { '01': 1 }, pickupPoint: point, note: ' ', total: 1 }, user).Observaciones).toBe(
      'Enviar a: Almacén Norte — Calle Mayor 3, 28001 Madrid',
    );
    expect(validatePurchase(null, [{ CodigoAlmacen: '01', Cantidad: 0 }])).toEqual({
      ok: false,
      title: 'Hay campos sin rellenar',
      intro: 'Debe rellenar los siguientes campos:',
      missing: ['- Punto de recogida', '- Almacén y unidades'],
    });
    expect(pickupAddress({ ...point, SOCPV_PROVINCIA: 'Toledo', SOCPV_CP: null })).toBe('Calle Mayor 3, Madrid, Toledo');
  });

  it('turns codError 1 into the error dialog with code and message, anything else into the success one with the number', () => {
    expect(orderOutcome({ codError: 1, MsgError: 'Sin stock', PedidoGenerado: '' })).toEqual({
      ok: false,
      title: 'Error al realizar el pedido',
      code: 1,
      message: 'Sin stock',
    });
    expect(orderOutcome({ codError: 0, MsgError: '', PedidoGenerado: 'P26-000001' })).toEqual({
      ok: true,
      title: 'Pedido realizado con éxito',
      number: 'P26-000001',
    });
  });

  it('rounds net prices to cents', () => {
    expect(netPrice(45.5, 12)).toBe(40.04);
    expect(netPrice(10, 0)).toBe(10);
  });
});

describe('the price of an order', () => {
  it('charges every warehouse line at its own net price, never the cheapest for all (Levante: 2 × 32,31 + 1 × 30,47)', () => {
    const quote = quoteOrder(
      [
        { CodigoAlmacen: '01', Neto: 32.31 },
        { CodigoAlmacen: '02', Neto: 30.47 },
        { CodigoAlmacen: '03', Neto: 1 },
      ],
      { '01': 2, '02': 1, '03': 0 },
    );
    expect(quote).toEqual({
      lines: [
        { warehouse: '01', units: 2, net: 32.31, amount: 64.62 },
        { warehouse: '02', units: 1, net: 30.47, amount: 30.47 },
      ],
      units: 3,
      total: 95.09,
    });
    expect(
      orderTotal([
        { net: 0.1, units: 3 },
        { net: 0.2, units: 1 },
      ]),
    ).toBe(0.5);
    expect(lineAmount(19.99, 3)).toBe(59.97);
    expect(sameAmount(95.09, 95.09000000001)).toBe(true);
    expect(sameAmount(95.09, 91.41)).toBe(false);
  });

  it('is the sum of the lines to the cent whatever the prices, units and order of the warehouses', () => {
    const warehouse = fc.record({
      code: fc.stringMatching(/^[0-9]{2}$/),
      net: fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
      units: fc.integer({ min: 0, max: 9999 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(warehouse, { selector: (w) => w.code, maxLength: 8 }), (list) => {
        const priced = list.map((w) => ({ CodigoAlmacen: w.code, Neto: w.net }));
        const quantities = Object.fromEntries(list.map((w) => [w.code, w.units]));
        const quote = quoteOrder(priced, quantities);
        const cents = list.reduce((sum, w) => sum + Math.round(w.net * 100) * w.units, 0);
        expect(Math.round(quote.total * 100)).toBe(cents);
        expect(quote.units).toBe(list.reduce((sum, w) => sum + w.units, 0));
        for (const line of quote.lines) expect(line.net).toBe(list.find((w) => w.code === line.warehouse)!.net);
        expect(sameAmount(quoteOrder([...priced].reverse(), quantities).total, quote.total)).toBe(true);
      }),
    );
  });
});

describe('the life of an order', () => {
  it('lets the seller move it forward or cancel it, and the buyer only cancel a pending one', () => {
    expect(orderMoves('pendiente', 'seller')).toEqual(['aceptado', 'cancelado']);
    expect(orderMoves('preparado', 'seller')).toEqual(['recogido', 'cancelado']);
    expect(orderMoves('pendiente', 'buyer')).toEqual(['cancelado']);
    expect(orderMoves('aceptado', 'buyer')).toEqual([]);
    expect(orderMoveRefusal('pendiente', 'aceptado', 'seller')).toBeNull();
    expect(orderMoveRefusal('aceptado', 'cancelado', 'buyer')).toMatch(/vendedor ya ha aceptado/);
    expect(orderMoveRefusal('cancelado', 'aceptado', 'seller')).toMatch(/cancelado/);
    expect(orderMoveRefusal('pendiente', 'recogido', 'seller')).toBe('Un pedido pendiente no puede pasar a recogido.');
  });
});
