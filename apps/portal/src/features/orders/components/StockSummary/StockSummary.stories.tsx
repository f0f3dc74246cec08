import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_STOCK } from '../ordersFixture';
import { StockSummary } from './StockSummary';

const meta = {
  title: 'Áreas/Pedidos/StockSummary',
  component: StockSummary,
  tags: ['autodocs'],
  args: { summary: STORY_STOCK },
} satisfies Meta<typeof StockSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Las cifras del stock publicado y una fila por almacén con sus referencias y unidades, con el total. */
export const Warehouses: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = canvas.getByLabelText('Resumen del stock');
    await expect(figures).toHaveTextContent(/Almacenes\s*3/);
    await expect(figures).toHaveTextContent(/Referencias\s*2\.449/);
    await expect(figures).toHaveTextContent(/Unidades\s*14\.716/);
    await expect(figures).toHaveTextContent(/Última importación\s*18\/11\/2026/);
    const table = canvas.getByRole('table', { name: 'Stock por almacén' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: 'Central' })).toBeVisible();
    await expect(rows[1]).toHaveTextContent(/01Central1\.84012\.406/);
    await expect(rows[4]).toHaveTextContent(/Total2\.44914\.716/);
  },
};

/** Un socio que aún no ha importado su stock. */
export const Empty: Story = {
  tags: ['!autodocs'],
  args: {
    summary: { Almacenes: [], Referencias: 0, Unidades: 0, Actualizado: null },
    emptyDescription: 'El administrador de cuentas de su empresa puede importarlo desde esta página.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Su socio aún no publica stock')).toBeVisible();
    await expect(canvas.getByLabelText('Resumen del stock')).toHaveTextContent(/Última importación\s*Nunca/);
  },
};

/** Con almacenes y vacío en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <StockSummary {...args} />
      <StockSummary summary={{ Almacenes: [], Referencias: 0, Unidades: 0, Actualizado: null }} />
    </div>
  ),
};
