import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoPoints } from '../profileFixture';
import { PointOfSaleList } from './PointOfSaleList';

const meta = {
  title: 'Áreas/Mi Perfil/PointOfSaleList',
  component: PointOfSaleList,
  tags: ['autodocs'],
  args: { points: demoPoints, editable: true, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof PointOfSaleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Un administrador de cuentas edita y borra; lo que falta se lee 'Sin especificar'. */
export const ForAdmins: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const north = canvas.getByRole('listitem', { name: 'Almacén Norte' });
    await expect(north).toHaveTextContent('Teléfono: Sin especificar');
    await expect(north).toHaveTextContent('Sin situar en el mapa');
    await userEvent.click(within(north).getByRole('button', { name: 'Borrar Almacén Norte' }));
    await expect(args.onDelete).toHaveBeenCalledWith(demoPoints[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Tienda Centro' }));
    await expect(args.onEdit).toHaveBeenCalledWith(demoPoints[0]);
  },
};

/** Los demás usuarios solo los leen. */
export const ReadOnly: Story = {
  tags: ['!autodocs'],
  args: { editable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** Sin puntos de venta. */
export const Empty: Story = {
  tags: ['!autodocs'],
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay puntos de venta')).toBeVisible();
  },
};
