import type { Pedido, PedidoDetalle, ResumenStock } from '@socios/api';

// Made-up orders and stock for the stories of the orders area (the portal reads the real ones from the server).

const BUYER = { COMPRADOR_NOMBRE: 'Recambios Demo', COMPRADOR_CIF: 'B12345678' };
const SELLER = { VENDEDOR_NOMBRE: 'Autorecambios Levante', VENDEDOR_CIF: 'B87654321' };

/** An order as the lists show it; `realizado` says whether the story's member placed it. */
export function storyOrder(id: number, patch: Partial<Pedido> = {}): Pedido {
  return {
    PED_ID: id,
    PED_NUMERO: `P26-${String(id).padStart(6, '0')}`,
    PED_FECHA: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T09:30:00Z`,
    PED_ESTADO: 'pendiente',
    PED_FECHA_ESTADO: '2026-11-20T09:30:00Z',
    ...BUYER,
    ...SELLER,
    PED_PEDIDO_POR: 'Ana Martínez Ruiz',
    PED_OBSERVACIONES: '',
    PED_SU_PEDIDO: '',
    PED_PUNTO_RECOGIDA: 'Almacén central — Calle Mayor 12, 46001 Valencia',
    PED_LINEAS: 1,
    PED_UNIDADES: 2,
    PED_TOTAL: 84.6,
    PED_REALIZADO: true,
    ...patch,
  };
}

/** A page of placed orders, one in each state. */
export const STORY_PLACED: readonly Pedido[] = [
  storyOrder(125, { PED_ESTADO: 'pendiente', PED_LINEAS: 2, PED_UNIDADES: 5, PED_TOTAL: 1234.5 }),
  storyOrder(124, { PED_ESTADO: 'aceptado', VENDEDOR_NOMBRE: 'Recambios Turia' }),
  storyOrder(123, { PED_ESTADO: 'preparado', PED_PEDIDO_POR: 'Luis García Pérez' }),
  storyOrder(122, { PED_ESTADO: 'recogido', PED_UNIDADES: 12, PED_TOTAL: 310.08 }),
  storyOrder(121, { PED_ESTADO: 'cancelado', PED_TOTAL: 19.9, PED_UNIDADES: 1 }),
];

/** A page of received orders (the other member placed them). */
export const STORY_RECEIVED: readonly Pedido[] = [
  storyOrder(131, { PED_REALIZADO: false, COMPRADOR_NOMBRE: 'Talleres y Recambios Gil', PED_PEDIDO_POR: 'Carmen Gil Soler' }),
  storyOrder(130, { PED_REALIZADO: false, PED_ESTADO: 'aceptado', PED_TOTAL: 56.25 }),
];

/** An order with its lines and history. */
export function storyDetail(patch: Partial<PedidoDetalle> = {}): PedidoDetalle {
  return {
    ...storyOrder(125, {
      PED_LINEAS: 2,
      PED_UNIDADES: 5,
      PED_TOTAL: 240.21,
      PED_OBSERVACIONES: 'Lo recoge Pepe por la tarde.\nEnviar a: Almacén central — Calle Mayor 12, 46001 Valencia',
    }),
    Lineas: [
      {
        Referencia: '0 986 494 104',
        Marca: 'BOSCH',
        Descripcion: 'Juego de pastillas de freno',
        CodigoAlmacen: '01',
        DescripcionAlmacen: 'Central',
        Cantidad: 3,
        Precio: 52.3,
        Dto: 10,
        Neto: 47.07,
      },
      {
        Referencia: '0 986 494 104',
        Marca: 'BOSCH',
        Descripcion: 'Juego de pastillas de freno',
        CodigoAlmacen: '02',
        DescripcionAlmacen: 'Sagunto',
        Cantidad: 2,
        Precio: 55,
        Dto: 10,
        Neto: 49.5,
      },
    ],
    Historial: [{ Estado: 'pendiente', Fecha: '2026-11-19T09:30:00Z', Usuario: 'Ana Martínez Ruiz' }],
    ...patch,
  };
}

/** A member's published stock in three warehouses. */
export const STORY_STOCK: ResumenStock = {
  Almacenes: [
    { CodigoAlmacen: '01', DescripcionAlmacen: 'Central', Referencias: 1840, Unidades: 12_406 },
    { CodigoAlmacen: '02', DescripcionAlmacen: 'Sagunto', Referencias: 512, Unidades: 2310 },
    { CodigoAlmacen: '03', DescripcionAlmacen: 'Gandía', Referencias: 97, Unidades: 0 },
  ],
  Referencias: 2449,
  Unidades: 14_716,
  Actualizado: '2026-11-18T07:15:00Z',
};
