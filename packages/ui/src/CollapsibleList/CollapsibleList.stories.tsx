import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CollapsibleList } from './CollapsibleList';

const meta = {
  title: 'Datos/CollapsibleList',
  component: CollapsibleList,
  tags: ['autodocs'],
  args: { title: 'Recambios del Sur', aside: '2 artículos · 14 unidades', listLabel: 'Artículos de Recambios del Sur', defaultCollapsed: false },
  render: (args) => (
    <CollapsibleList {...args}>
      <li style={{ padding: 16 }}>Michelin Pilot Sport 5</li>
      <li style={{ padding: 16 }}>Pirelli P Zero</li>
    </CollapsibleList>
  ),
} satisfies Meta<typeof CollapsibleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El encabezado es un botón que pliega y despliega las filas, y dice si están desplegadas. */
export const Folds: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Recambios del Sur/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list', { name: 'Artículos de Recambios del Sur' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Artículos de Recambios del Sur' })).toBeNull();
  },
};

/** Desplegada y plegada; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <CollapsibleList {...args}>
        <li style={{ padding: 16 }}>Michelin Pilot Sport 5</li>
        <li style={{ padding: 16 }}>Pirelli P Zero</li>
      </CollapsibleList>
      <CollapsibleList {...args} title="Neumáticos Norte" listLabel="Artículos de Neumáticos Norte" defaultCollapsed>
        <li>Bridgestone Turanza</li>
      </CollapsibleList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(2);
  },
};
