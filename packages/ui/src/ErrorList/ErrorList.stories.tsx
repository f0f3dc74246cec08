import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorList } from './ErrorList';

const meta = {
  title: 'Avisos y diálogos/ErrorList',
  component: ErrorList,
  tags: ['autodocs'],
  args: { label: 'Errores del fichero', items: ['Línea 4: El campo Referencia es obligatorio', 'Línea 9: La marca «Bosh» no existe en el catálogo'] },
} satisfies Meta<typeof ErrorList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Una lista con nombre: cada error es un elemento que los lectores de pantalla cuentan. */
export const NamedList: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Errores del fichero' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};
