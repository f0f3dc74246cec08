import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyDetail } from '../ordersFixture';
import { OrderDetail } from './OrderDetail';

const meta = {
  title: 'Áreas/Pedidos/OrderDetail',
  component: OrderDetail,
  tags: ['autodocs'],
  args: { order: storyDetail({ PED_REALIZADO: false }), side: 'seller', onMove: fn() },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El vendedor de un pedido pendiente lo acepta o lo cancela; cada cambio pide confirmación antes de enviarse. */
export const SellerAccepts: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const moves = canvas.getByRole('group', { name: 'Cambiar el estado del pedido' });
    await expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Aceptar pedido', 'Cancelar pedido']);

    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar pedido' }));
    const cancel = await body.findByRole('alertdialog', { name: 'Cancelar pedido' });
    await expect(cancel).toHaveTextContent('¿Cancelar el pedido P26-000125? Las unidades vuelven al stock del vendedor');
    await userEvent.click(within(cancel).getByRole('button', { name: 'Volver' }));
    await expect(args.onMove).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar pedido' }));
    const accept = await body.findByRole('alertdialog', { name: 'Aceptar pedido' });
    await userEvent.click(within(accept).getByRole('button', { name: 'Sí, aceptar pedido' }));
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await expect(args.onMove).toHaveBeenCalledWith('aceptado');
  },
};

/** Las líneas con almacén, precio, descuento y neto, el total, el punto de recogida, la nota y el historial. */
export const LinesAndHistory: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getByRole('table', { name: 'Líneas del pedido' });
    const rows = within(lines).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent(/0 986 494 104BOSCHJuego de pastillas de frenoCentral352,30 €10,00 %47,07 €141,21 €/);
    // Each warehouse at its own price; the total is the sum of the lines.
    await expect(rows[2]).toHaveTextContent(/Sagunto255,00 €10,00 %49,50 €99,00 €/);
    await expect(rows[3]).toHaveTextContent(/Total5240,21 €/);
    await expect(canvas.getByText('Almacén central — Calle Mayor 12, 46001 Valencia')).toBeVisible();
    await expect(canvas.getByText(/Lo recoge Pepe por la tarde/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Historial del pedido' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Pendientepor Ana Martínez Ruiz',
    );
    // 09:30 UTC read in the group's zone (Madrid, UTC+1 in November), whatever the browser's zone.
    await expect(within(canvas.getByRole('list', { name: 'Historial del pedido' })).getAllByRole('listitem')[0]).toHaveTextContent('19/11/2026 10:30');
  },
};

/** El comprador solo puede cancelar mientras el pedido está pendiente. */
export const BuyerPending: Story = {
  tags: ['!autodocs'],
  args: { order: storyDetail(), side: 'buyer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: 'Cambiar el estado del pedido' })).getAllByRole('button')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Aceptar pedido' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancelar pedido' });
    await expect(dialog).toHaveTextContent('se avisará por correo al vendedor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }));
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await expect(args.onMove).toHaveBeenCalledWith('cancelado');
  },
};

/** Aceptado por el vendedor, el comprador ya no tiene botones y se le dice por qué. */
export const BuyerAccepted: Story = {
  tags: ['!autodocs'],
  args: {
    order: storyDetail({
      PED_ESTADO: 'aceptado',
      Historial: [...storyDetail().Historial, { Estado: 'aceptado', Fecha: '2026-11-19T11:00:00Z', Usuario: 'Marta Sánchez Vidal' }],
    }),
    side: 'buyer',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Cambiar el estado del pedido' })).toBeNull();
    await expect(canvas.getByText('El vendedor ya ha aceptado el pedido: pídale a él que lo cancele.')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Historial del pedido' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Mientras se envía un cambio, su botón muestra que trabaja y los demás esperan. */
export const Moving: Story = {
  tags: ['!autodocs'],
  args: { order: storyDetail({ PED_ESTADO: 'aceptado', PED_REALIZADO: false }), moving: 'preparado' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Marcar como preparado/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancelar pedido' })).toBeDisabled();
  },
};

/** Vendedor con un pedido pendiente y comprador con uno cancelado, en una imagen; en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  // Two orders on one frame repeat the sections' names ('Datos del pedido', 'Historial'); a page shows one order.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <OrderDetail {...args} />
      <OrderDetail {...args} order={storyDetail({ PED_ESTADO: 'cancelado' })} side="buyer" />
    </div>
  ),
};

/** En el móvil cada línea es un bloque con sus unidades, precio, neto e importe, y el total debajo, sin desplazarse a los lados. */
export const OnAPhone: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const lines = within(canvas.getByRole('list', { name: 'Líneas del pedido' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent(/0 986 494 104.*141,21\s€.*3 × 47,07\s€ \(52,30\s€, dto\. 10,00 %\).*Almacén Central/);
    await expect(lines[2]).toHaveTextContent(/Total · 5 unidades\s*240,21\s€/);
    // Every figure inside the screen's width.
    const right = canvasElement.getBoundingClientRect().right;
    for (const line of lines) for (const el of line.children) await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
