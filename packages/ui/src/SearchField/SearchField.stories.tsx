import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Formularios/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { label: 'Buscar documentos', placeholder: 'Nombre, descripción, tipo o categoría', labelHidden: false },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Es un cuadro de búsqueda con nombre, aunque la etiqueta no se vea; la lupa es decorativa. */
export const NamedSearchBox: Story = {
  tags: ['!autodocs'],
  args: { label: 'Buscar socio', labelHidden: true, placeholder: 'Nombre, punto de venta o teléfono' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Buscar socio' });
    await userEvent.type(box, 'Norte');
    await expect(box).toHaveValue('Norte');
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
