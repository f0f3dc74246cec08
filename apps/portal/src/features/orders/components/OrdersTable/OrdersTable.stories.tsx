import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_PLACED, STORY_RECEIVED } from '../ordersFixture';
import { OrdersTable } from './OrdersTable';

const meta = {
  title: 'Áreas/Pedidos/OrdersTable',
  component: OrdersTable,
  tags: ['autodocs'],
  args: {
    orders: STORY_PLACED,
    kind: 'realizados',
    hrefOf: (o) => `/pedidos/${o.PED_ID}`,
    caption: 'Pedidos realizados: 5 pedidos',
    emptyText: 'Su socio aún no ha realizado pedidos a otros socios',
  },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Los pedidos realizados nombran al vendedor; importes en euros con dos decimales y el estado con su nombre. */
export const Placed: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Pedidos realizados: 5 pedidos' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(within(table).getByRole('columnheader', { name: 'Vendedor' })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Comprador' })).toBeNull();
    const first = rows[1] as HTMLElement;
    await expect(first).toHaveTextContent('Autorecambios Levante');
    await expect(first).toHaveTextContent('1.234,50 €');
    await expect(first).toHaveTextContent('Pendiente');
    await expect(within(first).getByRole('link', { name: 'Pedido P26-000125' })).toHaveAttribute('href', '/pedidos/125');
    await expect(rows[5]).toHaveTextContent('Cancelado');
    await expect(rows[5]).toHaveTextContent('19,90 €');
  },
};

/** Los pedidos recibidos nombran al socio comprador. */
export const Received: Story = {
  tags: ['!autodocs'],
  args: { orders: STORY_RECEIVED, kind: 'recibidos', caption: 'Pedidos recibidos: 2 pedidos' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Pedidos recibidos: 2 pedidos' });
    await expect(within(table).getByRole('columnheader', { name: 'Comprador' })).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Talleres y Recambios Gil');
    await expect(within(table).getByRole('link', { name: 'Pedido P26-000130' })).toBeVisible();
  },
};

/** Sin pedidos: el texto vacío en lugar de la tabla. */
export const Empty: Story = {
  tags: ['!autodocs'],
  args: { orders: [], emptyDescription: 'Busque una referencia y pulse «Ver stock» para comprarla a otro socio.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Su socio aún no ha realizado pedidos a otros socios')).toBeVisible();
  },
};

/** Realizados, recibidos y vacío en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <OrdersTable {...args} />
      <OrdersTable {...args} orders={STORY_RECEIVED} kind="recibidos" caption="Pedidos recibidos: 2 pedidos" />
      <OrdersTable {...args} orders={[]} emptyText="Su socio aún no ha recibido pedidos de otros socios" />
    </div>
  ),
};
