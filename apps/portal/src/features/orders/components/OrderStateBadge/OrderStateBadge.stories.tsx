import { ORDER_STATES } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStateBadge } from './OrderStateBadge';

const meta = {
  title: 'Áreas/Pedidos/OrderStateBadge',
  component: OrderStateBadge,
  tags: ['autodocs'],
  args: { state: 'pendiente' },
  argTypes: { state: { control: 'select', options: ORDER_STATES } },
} satisfies Meta<typeof OrderStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier estado desde el panel Controls. */
export const Playground: Story = {};

/** Cada estado se lee con su nombre en español, no solo con su color. */
export const Names: Story = {
  tags: ['!autodocs'],
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {ORDER_STATES.map((s) => (
        <OrderStateBadge key={s} state={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Pendiente', 'Aceptado', 'Preparado', 'Recogido', 'Cancelado']) await expect(canvas.getByText(name)).toBeVisible();
  },
};

/** Los cinco estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {ORDER_STATES.map((s) => (
        <OrderStateBadge key={s} state={s} />
      ))}
    </div>
  ),
};
